/**
 * The PM trigger engine with the clock injected (time travel), on a tenant of its own: a recurring
 * 250-hour-or-3-month PM reminds first, second and on due, goes Due then Overdue, tells the
 * manager it is still ignored, is completed and opens the right next trigger; readings that cross
 * the threshold twice (and two at once) make one trigger and one notice; e-mails are read back
 * from the SES emulator; the sweep reads only what fell due.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationType, Role, SiteStatus } from '#shared/codes.js';
import { PmStatus, PmTriggerBy, PmTriggerType, ReminderUnit, RepeatPeriod } from '#shared/pm/codes.js';
import type { AssetPmItem } from '#shared/pm/detail-schemas.js';
import type { PmMetrics } from '#shared/pm/list-schemas.js';
import { seed } from '#scripts/dev/seed.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
import { listNotifications } from '#functions/notifications/store.js';
import { putCompanyPmNotificationConfig } from '#functions/pm/store/reminder-settings.js';
import { createTask } from '#functions/tasks/store.js';
import { call, signIn } from '#functions/test-support/index.js';
import { getUserByUsername } from '#functions/users/store/index.js';
import { clock } from './clock.js';
import { writeTransaction } from '#lib/transactions.js';
import { evaluateMeterReading, evaluateMeterTriggers } from './engine.js';
import { prepareMeterReading } from './meter-reading.js';
import { sweepTenant } from '../jobs.js';
import { listOpenTriggers } from '../store/asset-pms.js';
import { getMeter } from '../store/meter.js';

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}
async function mailTo(address: string): Promise<StoredMail[]> {
  const { emails } = (await (await fetch(`${process.env.AWS_ENDPOINT_URL_SESV2}/store`)).json()) as {
    emails: StoredMail[];
  };
  return emails.filter((mail) => mail.destination.to.includes(address));
}

const PASSWORD = 'Engine@1234';
const code = `pe${randomUUID().slice(0, 6)}`;
const SITE = 2;
let token = '';
let managerUuid = '';
const managerEmail = `manager@${code}.test`;
const session = () => ({ token, domain: code, roleId: Role.Manager, siteId: SITE });

const realNow = clock.now;
/** Los Angeles noon of a day (the site's timezone is the default, Los Angeles). */
const at = (day: string, hour = 12) => new Date(`${day}T${String(hour + 8).padStart(2, '0')}:00:00Z`);
const travel = (when: Date) => {
  clock.now = () => when;
};

async function notices() {
  const page = await listNotifications(code, managerUuid, 100, 1);
  return (
    (page as unknown as { items?: { notification_type: number; heading: string; message: string }[] })
      .items ?? (page as unknown as { notification_type: number; heading: string }[])
  );
}

async function assetPlan(assetId: number): Promise<AssetPmItem[]> {
  const result = await call<{ data: { list: AssetPmItem[] } }>(
    'GET',
    'AssetPM/GetAssetPMPlan/{assetId}/{filter}',
    { ...session(), pathParameters: { assetId: String(assetId), filter: '0' } },
  );
  expect(result.statusCode, result.raw).toBe(200);
  return result.body.data.list;
}

async function metrics(): Promise<PmMetrics> {
  const result = await call<PmMetrics & { data: PmMetrics }>('GET', 'AssetPM/GetPMMetrics', {
    ...session(),
    query: {},
  });
  expect(result.statusCode, result.raw).toBe(200);
  return result.body.data;
}

let taskId = 0;
async function addPm(assetId: number, schedule: Record<string, unknown>, title = 'Service 250 h / 3 months') {
  const result = await call<{ success: number; data: AssetPmItem }>('POST', 'AssetPM/AddAssetPM', {
    ...session(),
    body: {
      asset_id: assetId,
      title,
      description: 'Engine oil, filters, greasing',
      assetPMTasks: [{ task_id: taskId }],
      AssetPMAttachments: [],
      ...schedule,
    },
  });
  expect(result.statusCode, result.raw).toBe(200);
  expect(result.body.success, result.raw).toBe(1);
  return result.body.data;
}

beforeAll(async () => {
  await seed(process.env.COGNITO_LOCAL_URL!, [
    {
      code,
      name: 'PM Engine Test',
      color: '#000000',
      logo: 'demo',
      companies: [{ id: 1, name: 'Engine Co' }],
      sites: [
        { id: 1, company: 1, name: 'All Sites', status: SiteStatus.AllSites },
        { id: SITE, company: 1, name: 'PM Yard', pm: true },
      ],
      users: [
        {
          label: 'manager',
          username: managerEmail,
          firstname: 'Mia',
          lastname: 'Manager',
          password: PASSWORD,
          roles: [Role.Manager],
          sites: [SITE],
        },
      ],
    },
  ]);
  token = await signIn(code, managerEmail, PASSWORD);
  managerUuid = (await getUserByUsername(code, managerEmail))!.uuid;
  taskId = (
    await createTask(
      code,
      1,
      { task_title: 'Change engine oil', task_est_hours: 1, task_est_minutes: 45, hourly_rate: 90 },
      managerUuid,
    )
  ).task_id;
  // Company reminders: first 1 month / 100 MHrs, second 2 weeks / 50 MHrs before due.
  await putCompanyPmNotificationConfig(
    code,
    1,
    {
      status: 1,
      settings: {
        first: { timeOn: true, timeValue: 1, timeUnit: ReminderUnit.Months, meterOn: true, meterHours: 100 },
        second: { timeOn: true, timeValue: 2, timeUnit: ReminderUnit.Weeks, meterOn: true, meterHours: 50 },
      },
    },
    managerUuid,
  );
});

afterAll(() => {
  clock.now = realNow;
});

describe('a recurring 250-hour-or-3-month PM through time', () => {
  it('reminds first, second and on due, goes Due then Overdue, escalates, completes and opens the right next trigger', async () => {
    const asset = await putTestAsset(code, {
      company_id: 1,
      site_id: SITE,
      meter_hours: 0,
      name: 'Loader 950',
    });
    // Created on its starting day (a start in the past is refused: issue 24 item 9).
    travel(at('2026-01-01'));
    await evaluateMeterTriggers(code, asset.asset_id, 0, at('2026-01-01'));
    const pm = await addPm(asset.asset_id, {
      pm_trigger_type: PmTriggerType.Recurring,
      pm_trigger_by: PmTriggerBy.TimeOrMeterHours,
      datetime_starting_at: '2026-01-01',
      datetime_repeates_every: 3,
      datetime_repeat_time_period_type: RepeatPeriod.Months,
      meter_hours_starting_at: 0,
      meter_hours_repeates_every: 250,
      is_trigger_on_starting_at: false,
    });
    expect(pm.active_PMTrigger).toMatchObject({
      due_date: '2026-04-01',
      due_meter_hours: 250,
      asset_pm_status: PmStatus.Open,
    });
    expect(pm.active_PMTrigger!.pmTriggersTasks).toHaveLength(1);

    // Nothing is due in February.
    expect((await sweepTenant(code, at('2026-02-15'))).moved).toBe(0);

    // First reminder: 1 month before the due day.
    travel(at('2026-03-02'));
    expect((await sweepTenant(code, at('2026-03-02'))).notices).toBe(1);
    // The same run again sends nothing more.
    expect((await sweepTenant(code, at('2026-03-02'))).notices).toBe(0);

    // A reading past the first meter reminder (150) does not remind again: 'first' has gone.
    await evaluateMeterTriggers(code, asset.asset_id, 160, at('2026-03-10'));

    // Second reminder: 2 weeks before the due day.
    expect((await sweepTenant(code, at('2026-03-19'))).notices).toBe(1);
    // On due: the due day itself, status Due.
    expect((await sweepTenant(code, at('2026-04-01', 9))).notices).toBe(1);
    travel(at('2026-04-01', 9));
    expect((await assetPlan(asset.asset_id))[0].active_PMTrigger).toMatchObject({
      asset_pm_status: PmStatus.Due,
      due_in: 'Due today',
    });
    expect(await metrics()).toMatchObject({ dueCount: 1, overdueCount: 0, openCount: 0 });

    // Overdue the next local day.
    expect((await sweepTenant(code, at('2026-04-02'))).notices).toBe(1);
    travel(at('2026-04-02'));
    expect((await assetPlan(asset.asset_id))[0].active_PMTrigger).toMatchObject({
      asset_pm_status: PmStatus.Overdue,
      due_in: 'Overdue by 1 day',
    });
    expect(await metrics()).toMatchObject({ dueCount: 0, overdueCount: 1 });

    // Still ignored 3 days later: the manager is told again (never silently dropped).
    expect((await sweepTenant(code, at('2026-04-05', 13))).notices).toBe(1);

    const kinds = (await notices()).map((n) => [n.notification_type, n.heading]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        [NotificationType.PmReminder, 'PM reminder'],
        [NotificationType.PmDue, 'PM due'],
        [NotificationType.PmOverdue, 'PM overdue'],
        [NotificationType.PmOverdue, 'PM still overdue'],
      ]),
    );
    expect(kinds.filter(([type]) => type === NotificationType.PmReminder)).toHaveLength(2);
    const mails = await mailTo(managerEmail);
    expect(mails.map((m) => m.subject.split(':')[0]).sort()).toEqual([
      'PM due',
      'PM overdue',
      'PM overdue',
      'PM reminder',
      'Second PM reminder',
    ]); // the e-mail template's subjects; 'still overdue' is told as overdue again
    expect(mails[0].body.text).toContain('/preventative-maintenance-list');

    // Completed on Apr 5 at 230 MHrs: the next trigger is from the completion: Jul 5, 480 MHrs.
    travel(at('2026-04-05', 14));
    const done = await call<{
      success: number;
      message: string;
      data: {
        completed: { on_time: boolean };
        next_trigger: { due_date: string; due_meter_hours: number; asset_pm_status: number };
      };
    }>('POST', 'AssetPM/MarkComplete', {
      ...session(),
      body: {
        pm_trigger_id: pm.active_PMTrigger!.pm_trigger_id,
        asset_pm_id: pm.asset_pm_id,
        comments: 'Done late',
        completed_on: '2026-04-05',
        completed_at_meter_hours: 230,
        completed_in_hours: 2,
        completed_in_minutes: 10,
      },
    });
    expect(done.statusCode, done.raw).toBe(200);
    expect(done.body).toMatchObject({ success: 1, message: 'PM marked as completed' });
    // 4 days late on a 90-day interval: within the 10% tolerance.
    expect(done.body.data.completed.on_time).toBe(true);
    expect(done.body.data.next_trigger).toMatchObject({
      due_date: '2026-07-05',
      due_meter_hours: 480,
      asset_pm_status: PmStatus.Open,
    });
    expect(await metrics()).toMatchObject({
      overdueCount: 0,
      openCount: 1,
      completedCount: 1,
      compliancePercent: 100,
    });
    // Completing the same trigger again is refused: it is no longer the open one.
    const again = await call('POST', 'AssetPM/MarkComplete', {
      ...session(),
      body: {
        pm_trigger_id: pm.active_PMTrigger!.pm_trigger_id,
        asset_pm_id: pm.asset_pm_id,
        completed_on: '2026-04-05',
        completed_in_hours: 0,
        completed_in_minutes: 0,
      },
    });
    expect(again.statusCode).toBe(404);
    expect(await listOpenTriggers(code, asset.asset_id)).toHaveLength(1);

    // The new trigger's meter part: 480 reached by a reading goes Due at once ('whichever comes first').
    await evaluateMeterTriggers(code, asset.asset_id, 480, at('2026-05-01'));
    travel(at('2026-05-01'));
    expect((await assetPlan(asset.asset_id))[0].active_PMTrigger).toMatchObject({
      asset_pm_status: PmStatus.Due,
      due_date: '2026-07-05',
    });
  });
});

describe('meter readings', () => {
  it('crossing the threshold twice, or twice at once, makes one trigger and one overdue notice', async () => {
    const asset = await putTestAsset(code, {
      company_id: 1,
      site_id: SITE,
      meter_hours: 0,
      name: 'Dozer D6',
    });
    travel(at('2026-06-01'));
    await evaluateMeterTriggers(code, asset.asset_id, 0, at('2026-06-01'));
    await addPm(
      asset.asset_id,
      {
        pm_trigger_type: PmTriggerType.Recurring,
        pm_trigger_by: PmTriggerBy.MeterHours,
        meter_hours_starting_at: 0,
        meter_hours_repeates_every: 100,
      },
      'Grease every 100 h',
    );
    const before = (await notices()).length;
    // Two readings past the due reading at the same time.
    await Promise.all([
      evaluateMeterTriggers(code, asset.asset_id, 105, at('2026-06-02')),
      evaluateMeterTriggers(code, asset.asset_id, 110, at('2026-06-02')),
    ]);
    // Corrected down, then past the threshold again.
    await evaluateMeterTriggers(code, asset.asset_id, 40, at('2026-06-03'));
    await evaluateMeterTriggers(code, asset.asset_id, 115, at('2026-06-04'));
    const open = await listOpenTriggers(code, asset.asset_id);
    expect(open).toHaveLength(1);
    // 105 is past the due reading (100): overdue, as the list's words say ('Overdue by 5 MHrs').
    expect(open[0].t).toMatchObject({ state: 'overdue', status: PmStatus.Overdue });
    const added = (await notices()).slice(0, (await notices()).length - before);
    // Reaching 105 passes the second and on-due reminders at once: only the overdue notice is sent.
    expect(added.filter((n) => n.notification_type === NotificationType.PmOverdue)).toHaveLength(1);
    expect(added).toHaveLength(1);
  });

  it('issue 24: a meter PM on a machine in service: due at the reading plus the interval; one overdue e-mail saying by how much', async () => {
    const asset = await putTestAsset(code, {
      company_id: 1,
      site_id: SITE,
      meter_hours: 7090,
      name: 'Hauler H7',
    });
    travel(at('2026-06-10'));
    await evaluateMeterTriggers(code, asset.asset_id, 7090, at('2026-06-10'));
    const before = (await notices()).length;
    const mailsBefore = (await mailTo(managerEmail)).length;
    const pm = await addPm(
      asset.asset_id,
      {
        pm_trigger_type: PmTriggerType.Recurring,
        pm_trigger_by: PmTriggerBy.MeterHours,
        meter_hours_starting_at: 7090,
        meter_hours_repeates_every: 100,
      },
      'Hauler service 100 h',
    );
    expect(pm.active_PMTrigger).toMatchObject({ due_meter_hours: 7190, due_in: 'Due in 100 MHrs' });
    expect((await notices()).length).toBe(before);
    await evaluateMeterTriggers(code, asset.asset_id, 7200, at('2026-06-11'));
    const row = (await assetPlan(asset.asset_id)).find((p) => p.asset_pm_id === pm.asset_pm_id)!;
    expect(row.active_PMTrigger).toMatchObject({
      asset_pm_status: PmStatus.Overdue,
      due_in: 'Overdue by 10 MHrs',
    });
    const added = (await notices()).slice(0, (await notices()).length - before);
    expect(added.map((n) => n.notification_type)).toEqual([NotificationType.PmOverdue]);
    const mails = (await mailTo(managerEmail)).slice(mailsBefore);
    expect(mails.map((m) => m.subject)).toEqual(['PM overdue: Hauler service 100 h on Hauler H7']);
    expect(mails[0].body.text).toContain('is overdue by 10 MHrs');
    expect(mails[0].body.text).not.toContain('due now');

    // Completed at 7,200: the log holds the completion with its reading, late by 10; next due 7,300.
    const done = await call<{ data: { next_trigger: { due_meter_hours: number } } }>(
      'POST',
      'AssetPM/MarkComplete',
      {
        ...session(),
        body: {
          pm_trigger_id: row.active_PMTrigger!.pm_trigger_id,
          asset_pm_id: pm.asset_pm_id,
          comments: 'Oil and filters',
          completed_on: '2026-06-11',
          completed_at_meter_hours: 7200,
          completed_in_hours: 2,
          completed_in_minutes: 15,
        },
      },
    );
    expect(done.statusCode, done.raw).toBe(200);
    expect(done.body.data.next_trigger.due_meter_hours).toBe(7300);
    const log = await call<{ data: { list: Record<string, unknown>[]; listsize: number } }>(
      'GET',
      'AssetPM/GetCompletionLog/{assetId}',
      { ...session(), pathParameters: { assetId: String(asset.asset_id) }, query: {} },
    );
    expect(log.statusCode, log.raw).toBe(200);
    expect(log.body.data.list).toEqual([
      expect.objectContaining({
        asset_pm_id: pm.asset_pm_id,
        title: 'Hauler service 100 h',
        completed_on: '2026-06-11',
        completed_at_meter_hours: 7200,
        completed_in_hours: 2,
        completed_in_minutes: 15,
        comments: 'Oil and filters',
        completed_by_name: 'Mia Manager',
        late_by: 'Late by 10 MHrs',
        due_meter_hours: 7190,
        wo_id: null,
      }),
    ]);
    const onePm = await call<{ data: { listsize: number } }>('GET', 'AssetPM/GetCompletionLog/{assetId}', {
      ...session(),
      pathParameters: { assetId: String(asset.asset_id) },
      query: { asset_pm_id: pm.asset_pm_id },
    });
    expect(onePm.body.data.listsize).toBe(1);
  });

  it('issue 24: a meter PM started far below the reading is overdue at once and sends one notice, not every reminder it passed', async () => {
    const asset = await putTestAsset(code, { company_id: 1, site_id: SITE, meter_hours: 7090 });
    travel(at('2026-06-12'));
    await evaluateMeterTriggers(code, asset.asset_id, 7090, at('2026-06-12'));
    const before = (await notices()).length;
    const pm = await addPm(
      asset.asset_id,
      {
        pm_trigger_type: PmTriggerType.Recurring,
        pm_trigger_by: PmTriggerBy.MeterHours,
        meter_hours_starting_at: 0,
        meter_hours_repeates_every: 100,
      },
      'Started at zero',
    );
    expect(pm.active_PMTrigger).toMatchObject({
      asset_pm_status: PmStatus.Overdue,
      due_in: 'Overdue by 6990 MHrs',
    });
    const added = (await notices()).slice(0, (await notices()).length - before);
    expect(added.map((n) => n.notification_type)).toEqual([NotificationType.PmOverdue]);
  });

  it('readings recorded at once are all kept (each write is conditioned on the meter version it read)', async () => {
    const asset = await putTestAsset(code, { company_id: 1, site_id: SITE, meter_hours: 0 });
    const readings = [10, 20, 30, 40, 50, 60, 70, 80];
    const start = Date.now() - 60_000;
    await Promise.all(
      readings.map((hours, i) =>
        evaluateMeterTriggers(code, asset.asset_id, hours, new Date(start + i * 1_000)),
      ),
    );
    const kept = (await getMeter(code, asset.asset_id)).readings.map(([, hours]) => hours);
    expect(kept.sort((a, b) => a - b)).toEqual(readings);
  });

  it("a reading prepared for a caller's transaction fails it when another reading came first; prepared again, both are kept", async () => {
    const asset = await putTestAsset(code, { company_id: 1, site_id: SITE, meter_hours: 0 });
    const now = Date.now();
    const prepared = await prepareMeterReading(code, asset.asset_id, 100, new Date(now));
    await evaluateMeterTriggers(code, asset.asset_id, 90, new Date(now - 1_000));
    await expect(writeTransaction(prepared.writes)).rejects.toThrow();
    expect((await getMeter(code, asset.asset_id)).readings.map(([, hours]) => hours)).toEqual([90]);
    const again = await prepareMeterReading(code, asset.asset_id, 100, new Date(now));
    await writeTransaction(again.writes);
    expect(await getMeter(code, asset.asset_id)).toMatchObject({
      meter_hours: 100,
      readings: [
        [now - 1_000, 90],
        [now, 100],
      ],
    });
  });

  it("an inspection's reading handed over twice by the outbox is recorded once and moves its PM once", async () => {
    const asset = await putTestAsset(code, { company_id: 1, site_id: SITE, meter_hours: 500 });
    travel(at('2026-06-20'));
    await evaluateMeterTriggers(code, asset.asset_id, 500, at('2026-06-20'));
    const pm = await addPm(
      asset.asset_id,
      {
        pm_trigger_type: PmTriggerType.Recurring,
        pm_trigger_by: PmTriggerBy.MeterHours,
        meter_hours_starting_at: 500,
        meter_hours_repeates_every: 50,
      },
      'Twice-told 50 h',
    );
    const before = (await notices()).length;
    const reading = at('2026-06-21');
    const event = {
      type: 'pm.meter-reading' as const,
      tenant: code,
      asset_id: asset.asset_id,
      meter_hours: 560,
      at: reading.toISOString(),
      recorded: false,
    };
    expect(await evaluateMeterReading(event)).toEqual({ evaluated: 1, changed: 1 });
    expect(await evaluateMeterReading(event)).toEqual({ evaluated: 1, changed: 0 });
    const readings = (await getMeter(code, asset.asset_id)).readings;
    expect(readings.filter(([when, hours]) => when === reading.getTime() && hours === 560)).toHaveLength(1);
    const row = (await assetPlan(asset.asset_id)).find((p) => p.asset_pm_id === pm.asset_pm_id)!;
    expect(row.active_PMTrigger).toMatchObject({ asset_pm_status: PmStatus.Overdue });
    const added = (await notices()).slice(0, (await notices()).length - before);
    expect(added.map((n) => n.notification_type)).toEqual([NotificationType.PmOverdue]);
  });

  it('a reading on an asset without PMs costs one read and one write and changes nothing', async () => {
    const asset = await putTestAsset(code, { company_id: 1, site_id: SITE, meter_hours: 0 });
    expect(await evaluateMeterTriggers(code, asset.asset_id, 10)).toEqual({ evaluated: 0, changed: 0 });
  });
});
