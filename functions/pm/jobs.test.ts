import { randomUUID } from 'node:crypto';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationType, Role, UserStatus } from '../../shared/codes.js';
import { TenantEntity } from '../tenancy/store.js';
import { listNotifications, setMuted } from '../notifications/store.js';
import { putTenant } from '../tenancy/store.js';
import { createUserRecord } from '../users/store/index.js';
import { stageReached, sweepPmTriggers } from './jobs.js';
import { getPmTrigger, PmNotice, PmTriggerBy, putAssetMeter, putPmTrigger, type PmTrigger } from './store.js';

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

const sesUrl = () => process.env.AWS_ENDPOINT_URL_SESV2!;
async function mailTo(address: string): Promise<StoredMail[]> {
  const { emails } = (await (await fetch(`${sesUrl()}/store`)).json()) as { emails: StoredMail[] };
  return emails.filter((mail) => mail.destination.to.includes(address));
}

const HOUR = 3_600_000;
// A tenant of its own, so the sweep's notices reach only this test's users.
const tenant = `pm${randomUUID().slice(0, 6)}`;
const SITE = 10;
const OTHER_SITE = 11;
const users = {
  manager: { uuid: randomUUID(), email: `manager-${tenant}@test.local`, roles: [Role.Manager], sites: [SITE] },
  quiet: { uuid: randomUUID(), email: `quiet-${tenant}@test.local`, roles: [Role.Manager], sites: [SITE], email_notification_status: false },
  muter: { uuid: randomUUID(), email: `muter-${tenant}@test.local`, roles: [Role.Manager], sites: [SITE] },
  elsewhere: { uuid: randomUUID(), email: `elsewhere-${tenant}@test.local`, roles: [Role.Manager], sites: [OTHER_SITE] },
  operator: { uuid: randomUUID(), email: `operator-${tenant}@test.local`, roles: [Role.Operator], sites: [SITE] },
  pmOff: { uuid: randomUUID(), email: `pmoff-${tenant}@test.local`, roles: [Role.Manager], sites: [SITE], manager_pm_notification_status: false },
};

const now = new Date();
const trigger = (id: string, fields: Partial<PmTrigger>) => ({
  tenant,
  trigger_id: id,
  asset_pm_id: `apm-${id}`,
  asset_id: 1,
  asset_name: 'Loader 1042',
  site_id: SITE,
  title: `Service ${id}`,
  trigger_by: PmTriggerBy.Time,
  ...fields,
});

describe('PM trigger sweep', () => {
  beforeAll(async () => {
    await putTenant({
      company_code: tenant,
      name: 'PM sweep test',
      region: 'us-east-1',
      user_pool_id: `local_${tenant}`,
      user_pool_web_client_id: 'none',
      issuer: `https://issuer.invalid/${tenant}`,
      status: 1,
    });
    for (const [name, user] of Object.entries(users)) {
      await createUserRecord({
        tenant,
        uuid: user.uuid,
        username: user.email,
        email: user.email,
        firstname: name,
        lastname: 'Test',
        status: UserStatus.Active,
        roles: user.roles,
        sites: user.sites,
        prefer_language_id: 1,
        is_registration_succeed: true,
        email_notification_status: 'email_notification_status' in user ? user.email_notification_status : true,
        executive_report_status: false,
        operator_usage_report_email_not_status: false,
        manager_pm_notification_status: 'manager_pm_notification_status' in user ? user.manager_pm_notification_status : true,
      });
    }
    await putAssetMeter(tenant, 2, 510);
    await putAssetMeter(tenant, 3, 600);
    await putPmTrigger(trigger('time-due', { due_datetime: new Date(now.getTime() - HOUR).toISOString() }));
    await putPmTrigger(trigger('time-later', { due_datetime: new Date(now.getTime() + 48 * HOUR).toISOString() }));
    await putPmTrigger(trigger('time-overdue', { due_datetime: new Date(now.getTime() - 48 * HOUR).toISOString() }));
    await putPmTrigger(trigger('meter-due', { trigger_by: PmTriggerBy.MeterHours, asset_id: 2, due_meter_hours: 500 }));
    await putPmTrigger(trigger('meter-overdue', { trigger_by: PmTriggerBy.MeterHours, asset_id: 3, due_meter_hours: 500 }));
    await putPmTrigger(trigger('either', { trigger_by: PmTriggerBy.TimeOrMeterHours, asset_id: 2, due_meter_hours: 505, due_datetime: new Date(now.getTime() + 48 * HOUR).toISOString() }));
    await putPmTrigger(trigger('other-site', { site_id: OTHER_SITE, due_datetime: new Date(now.getTime() - HOUR).toISOString() }));
    await setMuted(tenant, users.muter.uuid, 'time-due', true);
  });

  afterAll(async () => {
    await TenantEntity.build(DeleteItemCommand).key({ company_code: tenant }).send();
  });

  it('tells the stage a trigger has reached, by time, by meter or whichever comes first', () => {
    const base = trigger('x', {}) as PmTrigger;
    const due = new Date(now.getTime() - HOUR).toISOString();
    expect(stageReached({ ...base, due_datetime: due }, undefined, now)).toBe(PmNotice.Due);
    expect(stageReached({ ...base, due_datetime: due }, undefined, new Date(now.getTime() + 24 * HOUR))).toBe(PmNotice.Overdue);
    const meter = { ...base, trigger_by: PmTriggerBy.MeterHours, due_meter_hours: 100 };
    expect(stageReached(meter, 99, now)).toBe(PmNotice.None);
    expect(stageReached(meter, 100, now)).toBe(PmNotice.Due);
    expect(stageReached(meter, 124, now)).toBe(PmNotice.Overdue);
    expect(stageReached({ ...meter, due_datetime: due }, 500, now)).toBe(PmNotice.Overdue); // meter-only ignores the date
    expect(stageReached({ ...meter, trigger_by: PmTriggerBy.TimeOrMeterHours, due_datetime: due }, 0, now)).toBe(PmNotice.Due);
  });

  it('sends each due and overdue notice once, to the managers of the site who want it', async () => {
    const first = await sweepPmTriggers({ time: now.toISOString() });
    // Due: time-due, meter-due, either (meter 510 >= 505), other-site. Overdue: time-overdue, meter-overdue.
    expect(first).toMatchObject({ due: 4, overdue: 2 });

    const managerNotes = await listNotifications(tenant, users.manager.uuid, 50, 1);
    const byRef = Object.fromEntries(managerNotes.map((n) => [n.ref_id, n]));
    expect(Object.keys(byRef).sort()).toEqual(['either', 'meter-due', 'meter-overdue', 'time-due', 'time-overdue']);
    expect(byRef['time-due']).toMatchObject({ notification_type: NotificationType.PmDue, heading: 'PM due', message: 'Service time-due is due on Loader 1042.' });
    expect(byRef['meter-overdue']).toMatchObject({ notification_type: NotificationType.PmOverdue, heading: 'PM overdue' });

    // The muted trigger is skipped for the user who muted it only.
    expect((await listNotifications(tenant, users.muter.uuid, 50, 1)).map((n) => n.ref_id)).not.toContain('time-due');
    // Other site, operators and managers who turned PM notices off get nothing from this site.
    expect((await listNotifications(tenant, users.elsewhere.uuid, 50, 1)).map((n) => n.ref_id)).toEqual(['other-site']);
    expect(await listNotifications(tenant, users.operator.uuid, 50, 1)).toEqual([]);
    expect(await listNotifications(tenant, users.pmOff.uuid, 50, 1)).toEqual([]);

    const mails = await mailTo(users.manager.email);
    expect(mails).toHaveLength(5);
    expect(mails.map((m) => m.subject)).toContain('PM due: Service time-due (Loader 1042)');
    expect(mails.find((m) => m.subject.startsWith('PM overdue: Service meter-overdue'))?.body.text).toContain(`http://${tenant}.`);
    expect(await mailTo(users.quiet.email)).toEqual([]); // notified in the app, e-mail turned off
    expect((await listNotifications(tenant, users.quiet.uuid, 50, 1)).length).toBe(5);

    // A second sweep at the same time finds nothing new.
    expect(await sweepPmTriggers({ time: now.toISOString() })).toMatchObject({ due: 0, overdue: 0, notifications: 0, emails: 0 });
    expect(await listNotifications(tenant, users.manager.uuid, 50, 1)).toHaveLength(5);
  });

  it('raises the overdue notice a day after due, or a day of running past the due reading', async () => {
    const later = new Date(now.getTime() + 25 * HOUR);
    expect(await sweepPmTriggers({ time: later.toISOString() })).toMatchObject({ due: 0, overdue: 2 }); // time-due, other-site
    expect((await getPmTrigger(tenant, 'time-due'))?.notice_stage).toBe(PmNotice.Overdue);
    expect((await getPmTrigger(tenant, 'meter-due'))?.notice_stage).toBe(PmNotice.Due);

    await putAssetMeter(tenant, 2, 530);
    expect(await sweepPmTriggers({ time: later.toISOString() })).toMatchObject({ due: 0, overdue: 2 }); // meter-due, either
    const done = await getPmTrigger(tenant, 'meter-due');
    expect(done).toMatchObject({ notice_stage: PmNotice.Overdue });
    expect(done?.gsi2pk).toBeUndefined(); // nothing left to send: out of the due indexes
    expect((await getPmTrigger(tenant, 'time-later'))?.notice_stage).toBe(PmNotice.None);
  });
});
