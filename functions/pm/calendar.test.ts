/**
 * The PM calendar calls on a tenant of its own (issue 24): GetPMCalendar places a site's open PMs
 * by their due day and meter PMs by the usage forecast, keeps those without usage history apart,
 * reads one site or every PM site of the all-sites entry; ReschedulePM moves a one-time PM (not a
 * recurring one, not into the past, not by an executive) and the calendar and the PM list read
 * the new day; company admins read the list and calendar, read-only.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role, SiteStatus } from '#shared/codes.js';
import { CalendarTexts } from '#shared/pm/calendar.js';
import { PmTriggerBy, PmTriggerType, RepeatPeriod } from '#shared/pm/codes.js';
import { PmMessages } from '#shared/pm/messages.js';
import type { PmCalendarEntry } from '#shared/pm/calendar-schemas.js';
import type { PmListRow } from '#shared/pm/list-schemas.js';
import { seed } from '#scripts/dev/seed.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
import { createTask } from '#functions/tasks/store.js';
import { call, signIn } from '#functions/test-support/index.js';
import { getUserByUsername } from '#functions/users/store/index.js';
import { clock } from './operations/clock.js';
import { putMeter } from './store/meter.js';

const PASSWORD = 'PmCal@1234';
const code = `pc${randomUUID().slice(0, 6)}`;
type Who = 'manager' | 'exec' | 'op' | 'admin';
const USERS: Record<Who, { roles: number[]; sites: number[]; role: number; site: number }> = {
  manager: { roles: [Role.Manager], sites: [1, 2, 4], role: Role.Manager, site: 2 },
  exec: { roles: [Role.Executive], sites: [2], role: Role.Executive, site: 2 },
  op: { roles: [Role.Operator], sites: [2], role: Role.Operator, site: 2 },
  // A company admin holds every site of the company; on the all-sites entry, as the demo's.
  admin: { roles: [Role.CompanyAdmin], sites: [1, 2, 4], role: Role.CompanyAdmin, site: 1 },
};
const tokens = new Map<Who, string>();
const as = (who: Who, site?: number) => ({
  token: tokens.get(who)!,
  domain: code,
  roleId: USERS[who].role,
  siteId: site ?? USERS[who].site,
});
interface Answer<T> {
  success: number;
  message: string;
  data: T;
  list?: PmListRow[];
}
type Calendar = { list: PmCalendarEntry[]; unplaced: PmCalendarEntry[] };

const NOW = '2026-11-27T20:00:00Z';
const DAY = 86_400_000;
let taskId = 0;
const ids: Record<string, string> = {};

const oneTime = (due: string) => ({
  pm_trigger_type: PmTriggerType.FixedOneTime,
  pm_trigger_by: PmTriggerBy.Time,
  datetime_due_at: due,
});
const monthly = (start: string) => ({
  pm_trigger_type: PmTriggerType.Recurring,
  pm_trigger_by: PmTriggerBy.Time,
  datetime_starting_at: start,
  datetime_repeates_every: 1,
  datetime_repeat_time_period_type: RepeatPeriod.Months,
  is_trigger_on_starting_at: true,
});
const everyHundred = {
  pm_trigger_type: PmTriggerType.Recurring,
  pm_trigger_by: PmTriggerBy.MeterHours,
  meter_hours_starting_at: 100,
  meter_hours_repeates_every: 100,
};

async function addPm(assetId: number, title: string, schedule: Record<string, unknown>, site = 2) {
  const result = await call<Answer<{ asset_pm_id: string }>>('POST', 'AssetPM/AddAssetPM', {
    ...as('manager', site),
    body: {
      asset_id: assetId,
      title,
      description: 'Calendar test',
      assetPMTasks: [{ task_id: taskId }],
      AssetPMAttachments: [],
      ...schedule,
    },
  });
  expect(result.body.success, result.raw).toBe(1);
  return result.body.data.asset_pm_id;
}

async function calendar(query: Record<string, string>, who: Who = 'manager', site?: number) {
  const result = await call<Answer<Calendar>>('GET', 'AssetPM/GetPMCalendar', { ...as(who, site), query });
  expect(result.statusCode, result.raw).toBe(200);
  return result.body.data;
}
const placed = (c: Calendar) => Object.fromEntries(c.list.map((e) => [e.title, e.day]));
const reschedule = (asset_pm_id: string, datetime_due_at: string, who: Who = 'manager') =>
  call<Answer<{ datetime_due_at: string | null }>>('POST', 'AssetPM/ReschedulePM', {
    ...as(who),
    body: { asset_pm_id, datetime_due_at },
  });

beforeAll(async () => {
  await seed(process.env.COGNITO_LOCAL_URL!, [
    {
      code,
      name: 'PM Calendar Test',
      color: '#000000',
      logo: 'demo',
      companies: [{ id: 1, name: 'Cal Co' }],
      sites: [
        { id: 1, company: 1, name: 'All Sites', status: SiteStatus.AllSites, pm: true },
        { id: 2, company: 1, name: 'North Yard', pm: true },
        { id: 4, company: 1, name: 'South Yard', pm: true },
      ],
      users: (Object.keys(USERS) as Who[]).map((who) => ({
        label: who,
        username: `${who}@${code}.test`,
        firstname: who,
        lastname: 'Tester',
        password: PASSWORD,
        roles: USERS[who].roles,
        sites: USERS[who].sites,
      })),
    },
  ]);
  for (const who of Object.keys(USERS) as Who[])
    tokens.set(who, await signIn(code, `${who}@${code}.test`, PASSWORD));
  const uuid = (await getUserByUsername(code, `manager@${code}.test`))!.uuid;
  taskId = (
    await createTask(
      code,
      1,
      { task_title: 'Inspect', task_est_hours: 1, task_est_minutes: 0, hourly_rate: 60 },
      uuid,
    )
  ).task_id;
  const asset = (name: string, site = 2) =>
    putTestAsset(code, { company_id: 1, site_id: site, name, internal_asset_id: name.slice(0, 8) });
  const [loader, hauler, idle, crane] = await Promise.all([
    asset('Loader one'),
    asset('Hauler two'),
    asset('Idle dozer'),
    asset('South crane', 4),
  ]);
  clock.now = () => new Date(NOW);
  const now = Date.parse(NOW);
  // 10 MHrs a day, 150 on 11-26 at noon: the due reading 200 is reached on 12-01.
  await putMeter(code, hauler.asset_id, {
    meter_hours: 150,
    readings: [
      [Date.parse('2026-11-21T12:00:00Z'), 100],
      [Date.parse('2026-11-26T12:00:00Z'), 150],
    ],
  });
  // One reading only: no usage history.
  await putMeter(code, idle.asset_id, { meter_hours: 40, readings: [[now - 2 * DAY, 40]] });
  ids.oneTime = await addPm(loader.asset_id, 'Replace filters', oneTime('2026-12-10'));
  ids.monthly = await addPm(loader.asset_id, 'Monthly greasing', monthly('2026-11-28'));
  ids.meter = await addPm(hauler.asset_id, 'Hauler service', everyHundred);
  ids.idle = await addPm(idle.asset_id, 'Dozer service', everyHundred);
  ids.south = await addPm(crane.asset_id, 'Crane check', oneTime('2026-12-05'), 4);
  ids.later = await addPm(loader.asset_id, 'Next year check', oneTime('2027-02-01'));
});

describe('GetPMCalendar', () => {
  it("places the active site's PMs by due day and meter PMs by the usage forecast; those without usage apart", async () => {
    const c = await calendar({ from: '2026-11-23', to: '2026-12-31' });
    expect(placed(c)).toEqual({
      'Monthly greasing': '2026-11-28',
      'Hauler service': '2026-12-01',
      'Replace filters': '2026-12-10',
    });
    expect(c.list.find((e) => e.title === 'Hauler service')).toMatchObject({
      placed_by: 'usage_forecast',
      average_daily_usage: 10,
      due_meter_hours: 200,
      current_meter_hours: 150,
      kind: 'upcoming',
      reschedulable: false,
    });
    expect(c.list.find((e) => e.title === 'Replace filters')).toMatchObject({
      placed_by: 'due_date',
      reschedulable: true,
      site_name: 'North Yard',
      due_in: expect.stringMatching(/^Due in/),
    });
    expect(c.list.find((e) => e.title === 'Monthly greasing')?.reschedulable).toBe(false);
    expect(c.unplaced.map((e) => [e.title, e.day, e.due_meter_hours, e.current_meter_hours])).toEqual([
      ['Dozer service', null, 200, 40],
    ]);
  });

  it('reads only the days asked for, every PM site under all sites, one site when named', async () => {
    expect(placed(await calendar({ from: '2027-01-01', to: '2027-02-28' }))).toEqual({
      'Next year check': '2027-02-01',
    });
    expect(placed(await calendar({ from: '2026-12-01', to: '2026-12-07' }, 'manager', 1))).toEqual({
      'Hauler service': '2026-12-01',
      'Crane check': '2026-12-05',
    });
    expect(
      placed(await calendar({ from: '2026-12-01', to: '2026-12-07', site_id: '4' }, 'manager', 1)),
    ).toEqual({
      'Crane check': '2026-12-05',
    });
    // A site outside the active site's scope reads as nothing.
    expect((await calendar({ from: '2026-12-01', to: '2026-12-07', site_id: '4' })).list).toEqual([]);
  });

  it('shows overdue PMs as overdue once their day has passed', async () => {
    clock.now = () => new Date('2026-12-12T20:00:00Z');
    try {
      const { sweepTenant } = await import('./jobs.js');
      await sweepTenant(code, clock.now());
      const c = await calendar({ from: '2026-12-01', to: '2026-12-31' });
      expect(c.list.find((e) => e.title === 'Replace filters')).toMatchObject({
        kind: 'overdue',
        asset_pm_status_name: 'Overdue',
      });
    } finally {
      clock.now = () => new Date(NOW);
    }
  });

  it('refuses a range over 62 days, lets executives read and refuses operators', async () => {
    const long = await call<Answer<unknown>>('GET', 'AssetPM/GetPMCalendar', {
      ...as('manager'),
      query: { from: '2026-11-01', to: '2027-01-15' },
    });
    expect(long.statusCode).toBe(400);
    expect(long.body.message).toBe(CalendarTexts.rangeTooLong);
    expect(placed(await calendar({ from: '2026-11-23', to: '2026-11-30' }, 'exec'))).toEqual({
      'Monthly greasing': '2026-11-28',
    });
    const op = await call<Answer<unknown>>('GET', 'AssetPM/GetPMCalendar', {
      ...as('op'),
      query: { from: '2026-11-23', to: '2026-11-30' },
    });
    expect(op.body.success).toBe(0);
  });
});

describe('company admins (PM_LIST_ROLES)', () => {
  it('read the PM list, its tiles and the calendar of every PM site, and change nothing', async () => {
    expect(placed(await calendar({ from: '2026-12-01', to: '2026-12-07' }, 'admin'))).toEqual({
      'Hauler service': '2026-12-01',
      'Crane check': '2026-12-05',
    });
    const list = await call<Answer<unknown>>('POST', 'AssetPM/GetAllAssetPMs', {
      ...as('admin'),
      body: {
        pageIndex: 1,
        pageSize: 20,
        pm_id: [],
        internal_asset_id: [],
        pm_plan_id: [],
        site_id: [],
        search_string: 'crane',
        pm_filter_type: 0,
        pm_status: 0,
      },
    });
    expect(list.body.success, list.raw).toBe(1);
    expect(list.body.list?.map((r) => [r.title, r.site_name])).toEqual([['Crane check', 'South Yard']]);
    const tiles = await call<Answer<{ openCount: number }>>('GET', 'AssetPM/GetPMMetrics', {
      ...as('admin'),
      query: {},
    });
    expect(tiles.body.success, tiles.raw).toBe(1);
    // Read-only: a move is refused in the envelope, as executives' writes are, and nothing moves.
    const move = await reschedule(ids.oneTime, '2026-12-20', 'admin');
    expect(move.body.success).toBe(0);
    expect(placed(await calendar({ from: '2026-12-08', to: '2026-12-12' }))).toMatchObject({
      'Replace filters': '2026-12-10',
    });
  });
});

describe('ReschedulePM', () => {
  it('moves a one-time PM to another day: the calendar and the PM list read it', async () => {
    const moved = await reschedule(ids.later, '2027-01-20');
    expect(moved.body, moved.raw).toMatchObject({
      success: 1,
      message: CalendarTexts.rescheduled,
      data: { datetime_due_at: '2027-01-20' },
    });
    expect(placed(await calendar({ from: '2027-01-01', to: '2027-02-28' }))).toEqual({
      'Next year check': '2027-01-20',
    });
    const list = await call<Answer<unknown>>('POST', 'AssetPM/GetAllAssetPMs', {
      ...as('manager'),
      body: {
        pageIndex: 1,
        pageSize: 20,
        pm_id: [],
        internal_asset_id: [],
        pm_plan_id: [],
        site_id: [],
        search_string: 'next year',
        pm_filter_type: 0,
        pm_status: 0,
      },
    });
    expect(list.body.list?.map((r) => r.due_date)).toEqual(['2027-01-20']);
  });

  it('refuses a past day, a recurring or meter PM and an executive, and changes nothing', async () => {
    const past = await reschedule(ids.oneTime, '2026-11-26');
    expect(past.statusCode).toBe(400);
    expect(past.body.message).toBe(PmMessages.invalidDate);
    for (const id of [ids.monthly, ids.meter]) {
      const refused = await reschedule(id, '2026-12-20');
      expect(refused.statusCode).toBe(400);
      expect(refused.body.message).toBe(CalendarTexts.notReschedulable);
    }
    const exec = await reschedule(ids.oneTime, '2026-12-20', 'exec');
    // Refused in the envelope (success 0), as the other PM writes refuse executives.
    expect(exec.body.success).toBe(0);
    expect(placed(await calendar({ from: '2026-11-23', to: '2026-12-31' }))).toMatchObject({
      'Replace filters': '2026-12-10',
      'Monthly greasing': '2026-11-28',
      'Hauler service': '2026-12-01',
    });
  });
});
