/**
 * The asset PM calls on a tenant of its own: create (spec 5 messages, nothing written on bad
 * input), duplicate ('Duplicate - '), edit (status tiles move the counters), delete, the asset
 * plan tab's filters, remove plan, trigger task statuses (the last one completed completes the
 * trigger), the PM list's order, filters, paging and listsize, the option calls, the metrics, the
 * dashboard calls, and who may call what (executive reads, operator refused, a site without PM
 * refused, another site's asset out of reach).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role, SiteStatus } from '#shared/codes.js';
import { PmStatus, PmTriggerBy, PmTriggerType, RepeatPeriod } from '#shared/pm/codes.js';
import { AssetPmMessages, PmMessages } from '#shared/pm/messages.js';
import type { AssetPmItem } from '#shared/pm/detail-schemas.js';
import type { PmListRow, PmMetrics } from '#shared/pm/list-schemas.js';
import { seed } from '#scripts/dev/seed.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
import { createCategory, createPlan } from '#functions/pm-library/operations/library.js';
import { createPm } from '#functions/pm-library/operations/pms.js';
import { createTask } from '#functions/tasks/store.js';
import { call, signIn } from '#functions/test-support/index.js';
import { getUserByUsername } from '#functions/users/store/index.js';
import { clock } from './operations/clock.js';
import { ids } from './store/entities.js';
import { listOpenTriggers } from './store/asset-pms.js';
import { sweepTenant } from './jobs.js';
import { putMeter } from './store/meter.js';
import { planPut } from './store/write-builders.js';
import { writeTransaction } from '#lib/transactions.js';
import { opsTotals, readOpsMonths } from '#functions/rollups/ops-rollups.js';

const PASSWORD = 'AssetPm@1234';
const code = `pm${randomUUID().slice(0, 6)}`;
type Who = 'manager' | 'exec' | 'op' | 'other';
const USERS: Record<Who, { roles: number[]; sites: number[]; role: number; site: number }> = {
  manager: { roles: [Role.Manager], sites: [2, 3, 4], role: Role.Manager, site: 2 },
  exec: { roles: [Role.Executive], sites: [2], role: Role.Executive, site: 2 },
  op: { roles: [Role.Operator], sites: [2], role: Role.Operator, site: 2 },
  other: { roles: [Role.Manager], sites: [4], role: Role.Manager, site: 4 },
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
  listsize?: number;
}

const recurring = {
  pm_trigger_type: PmTriggerType.Recurring,
  pm_trigger_by: PmTriggerBy.Time,
  datetime_starting_at: '2026-01-01',
  datetime_repeates_every: 1,
  datetime_repeat_time_period_type: RepeatPeriod.Months,
};
let taskA = 0;
let taskB = 0;
let assetA = 0; // site 2
let assetB = 0; // site 2
let assetOther = 0; // site 4
const body = (assetId: number, extra: Record<string, unknown> = {}) => ({
  asset_id: assetId,
  title: 'Monthly greasing',
  description: 'Grease all pins',
  assetPMTasks: [{ task_id: taskA }],
  AssetPMAttachments: [],
  ...recurring,
  ...extra,
});
/**
 * Adds an asset PM. A recurring PM whose start is before the test's clock is added on its starting
 * day (a past start is refused: issue 24 item 9), then the sweep brings it to the test's clock
 * (Due or Overdue as time has passed).
 */
const add = async (who: Who, b: Record<string, unknown>, site?: number) => {
  const start = b.datetime_starting_at;
  const now = clock.now;
  const back =
    b.pm_trigger_type === PmTriggerType.Recurring &&
    typeof start === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(start) &&
    `${start}T20:00:00Z` < now().toISOString();
  if (back) clock.now = () => new Date(`${start}T20:00:00Z`);
  try {
    return await call<Answer<AssetPmItem>>('POST', 'AssetPM/AddAssetPM', { ...as(who, site), body: b });
  } finally {
    clock.now = now;
    if (back) await sweepTenant(code, now());
  }
};
const plan = async (assetId: number, filter = 0, who: Who = 'manager') => {
  const result = await call<Answer<{ list: AssetPmItem[]; asset_pm_plan_name: string }>>(
    'GET',
    'AssetPM/GetAssetPMPlan/{assetId}/{filter}',
    { ...as(who), pathParameters: { assetId: String(assetId), filter: String(filter) } },
  );
  expect(result.statusCode, result.raw).toBe(200);
  return result.body.data;
};
const listBody = {
  pageIndex: 1,
  pageSize: 20,
  pm_id: [],
  internal_asset_id: [],
  pm_plan_id: [],
  site_id: [],
  search_string: '',
  pm_filter_type: 0,
  pm_status: 0,
};
async function list(extra: Record<string, unknown> = {}, who: Who = 'manager', site?: number) {
  const result = await call<Answer<unknown>>('POST', 'AssetPM/GetAllAssetPMs', {
    ...as(who, site),
    body: { ...listBody, ...extra },
  });
  expect(result.statusCode, result.raw).toBe(200);
  expect(result.body.success, result.raw).toBe(1);
  return { list: result.body.list!, listsize: result.body.listsize! };
}
async function metrics(site?: number): Promise<PmMetrics> {
  const result = await call<Answer<PmMetrics>>('GET', 'AssetPM/GetPMMetrics', {
    ...as('manager', site),
    query: {},
  });
  expect(result.statusCode, result.raw).toBe(200);
  return result.body.data;
}

beforeAll(async () => {
  await seed(process.env.COGNITO_LOCAL_URL!, [
    {
      code,
      name: 'Asset PM Test',
      color: '#000000',
      logo: 'demo',
      companies: [{ id: 1, name: 'PM Co' }],
      sites: [
        { id: 1, company: 1, name: 'All Sites', status: SiteStatus.AllSites },
        { id: 2, company: 1, name: 'North Yard', pm: true },
        { id: 3, company: 1, name: 'No PM Depot' },
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
  taskA = (
    await createTask(
      code,
      1,
      { task_title: 'Grease pins', task_est_hours: 0, task_est_minutes: 45, hourly_rate: 60 },
      uuid,
    )
  ).task_id;
  taskB = (
    await createTask(
      code,
      1,
      { task_title: 'Check tracks', task_est_hours: 1, task_est_minutes: 30, hourly_rate: 60 },
      uuid,
    )
  ).task_id;
  assetA = (
    await putTestAsset(code, { company_id: 1, site_id: 2, name: 'Alpha loader', internal_asset_id: 'A-100' })
  ).asset_id;
  assetB = (
    await putTestAsset(code, { company_id: 1, site_id: 2, name: 'Bravo dozer', internal_asset_id: 'B-200' })
  ).asset_id;
  assetOther = (
    await putTestAsset(code, { company_id: 1, site_id: 4, name: 'South crane', internal_asset_id: 'S-300' })
  ).asset_id;
  clock.now = () => new Date('2026-02-10T20:00:00Z');
});

describe('create, duplicate, edit, delete', () => {
  it('creates an asset PM with its first trigger and the spec toast; the est time carries minutes into hours', async () => {
    const result = await add(
      'manager',
      body(assetA, { assetPMTasks: [taskA, taskB], title: '  Monthly greasing  ' }),
    );
    expect(result.body).toMatchObject({ success: 1, message: 'PM added successfully !' });
    expect(result.body.data).toMatchObject({
      title: 'Monthly greasing',
      pm_type_status_name: 'Recurring',
      pm_by_status_name: 'Time',
      asset_pm_plan_name: '',
    });
    // Jan 1 + 1 month: Feb 1, already past on Feb 10: Overdue once the sweep has run (add() above).
    const swept = (await plan(assetA)).list.find((p) => p.asset_pm_id === result.body.data.asset_pm_id)!;
    expect(swept.active_PMTrigger).toMatchObject({
      due_date: '2026-02-01',
      asset_pm_status: PmStatus.Overdue,
      total_est_time_hours: 2,
      total_est_time_minutes: 15,
    });
    expect(swept.active_PMTrigger!.pmTriggersTasks.map((t) => t.status_name)).toEqual(['New', 'New']);
    expect(await metrics()).toMatchObject({ overdueCount: 1 });
  });

  it.each([
    [{ title: '' }, PmMessages.titleRequired],
    [{ description: ' ' }, PmMessages.descriptionRequired],
    [{ assetPMTasks: [] }, PmMessages.tasksRequired],
    [{ datetime_repeates_every: null }, PmMessages.repeatIntervalRequired],
    [{ datetime_starting_at: '2026-13-45' }, PmMessages.invalidDate],
    [
      { pm_trigger_by: PmTriggerBy.MeterHours, meter_hours_repeates_every: 0, meter_hours_starting_at: 0 },
      PmMessages.repeatingMeterHoursRequired,
    ],
    [
      { pm_trigger_type: PmTriggerType.FixedOneTime, pm_trigger_by: PmTriggerBy.MeterHours },
      PmMessages.dueMeterHoursRequired,
    ],
    [{ pm_trigger_type: PmTriggerType.FixedOneTime, datetime_due_at: '2026-02-01' }, PmMessages.invalidDate],
  ])('refuses %o with the spec message and writes nothing', async (change, message) => {
    const before = (await plan(assetB)).list.length;
    const result = await add('manager', body(assetB, change));
    expect(result.statusCode, result.raw).toBe(400);
    expect(result.body.message).toBe(message);
    expect((await plan(assetB)).list).toHaveLength(before);
  });

  it('duplicates with the title prefixed, a fresh trigger and no history', async () => {
    const source = (
      await add(
        'manager',
        body(assetB, {
          title: 'Annual inspection',
          pm_trigger_type: PmTriggerType.FixedOneTime,
          datetime_due_at: '2026-06-01',
        }),
      )
    ).body.data;
    const dup = await call<Answer<AssetPmItem>>('POST', 'AssetPM/DuplicateAssetPM', {
      ...as('manager'),
      body: { asset_pm_id: source.asset_pm_id },
    });
    expect(dup.body).toMatchObject({
      success: 1,
      data: {
        title: 'Duplicate - Annual inspection',
        last_completion: null,
        active_PMTrigger: { due_date: '2026-06-01', asset_pm_status: PmStatus.Open },
      },
    });
    expect(dup.body.data.asset_pm_id).not.toBe(source.asset_pm_id);
  });

  it('edits: a status tile moves the counters; a new schedule re-plans the open trigger', async () => {
    const pm = (
      await add(
        'manager',
        body(assetB, {
          title: 'Track check',
          pm_trigger_type: PmTriggerType.FixedOneTime,
          datetime_due_at: '2026-05-01',
        }),
      )
    ).body.data;
    const open = (await metrics()).openCount;
    const edited = await call<Answer<AssetPmItem>>('POST', 'AssetPM/UpdateAssetPM', {
      ...as('manager'),
      body: {
        ...body(assetB, {
          title: 'Track check',
          pm_trigger_type: PmTriggerType.FixedOneTime,
          datetime_due_at: '2026-05-01',
        }),
        asset_pm_id: pm.asset_pm_id,
        status: PmStatus.Waiting,
      },
    });
    expect(edited.body).toMatchObject({
      success: 1,
      data: {
        active_PMTrigger: {
          pm_trigger_id: pm.active_PMTrigger!.pm_trigger_id,
          asset_pm_status: PmStatus.Waiting,
        },
      },
    });
    expect(await metrics()).toMatchObject({ openCount: open - 1, waitingCount: 1 });
    const moved = await call<Answer<AssetPmItem>>('POST', 'AssetPM/UpdateAssetPM', {
      ...as('manager'),
      body: {
        ...body(assetB, {
          title: 'Track check',
          pm_trigger_type: PmTriggerType.FixedOneTime,
          datetime_due_at: '2026-07-01',
        }),
        asset_pm_id: pm.asset_pm_id,
      },
    });
    expect(moved.body.data.active_PMTrigger).toMatchObject({
      due_date: '2026-07-01',
      asset_pm_status: PmStatus.Waiting,
    });
    expect(moved.body.data.active_PMTrigger!.pm_trigger_id).not.toBe(pm.active_PMTrigger!.pm_trigger_id);
    expect(await listOpenTriggers(code, assetB)).toHaveLength((await plan(assetB, 1)).list.length);
  });

  it('edits with the same schedule sent differently (keys reordered, numbers as text, a leftover due date): the open trigger stays', async () => {
    const pm = (await add('manager', body(assetB, { title: 'Same schedule' }))).body.data;
    const same = Object.fromEntries(
      Object.entries({ ...body(assetB, { title: 'Same schedule, new title' }) }).reverse(),
    );
    const sent = {
      ...same,
      datetime_repeates_every: String(same.datetime_repeates_every ?? ''),
      datetime_due_at: '2027-01-01',
      asset_pm_id: pm.asset_pm_id,
    };
    const edited = await call<Answer<AssetPmItem>>('POST', 'AssetPM/UpdateAssetPM', {
      ...as('manager'),
      body: sent,
    });
    expect(edited.body, edited.raw).toMatchObject({
      success: 1,
      data: { title: 'Same schedule, new title' },
    });
    expect(edited.body.data.active_PMTrigger).toMatchObject({
      pm_trigger_id: pm.active_PMTrigger!.pm_trigger_id,
      due_date: pm.active_PMTrigger!.due_date,
    });
  });

  it('deletes an asset PM, its open trigger and its counts', async () => {
    const pm = (
      await add(
        'manager',
        body(assetB, {
          title: 'To delete',
          pm_trigger_type: PmTriggerType.FixedOneTime,
          datetime_due_at: '2026-09-01',
        }),
      )
    ).body.data;
    const before = await metrics();
    const result = await call<Answer<unknown>>('DELETE', 'AssetPM/DeleteAssetPM/{asset_pm_id}', {
      ...as('manager'),
      pathParameters: { asset_pm_id: pm.asset_pm_id },
    });
    expect(result.body).toMatchObject({ success: 1, message: 'PM deleted successfully' });
    expect((await plan(assetB)).list.map((p) => p.asset_pm_id)).not.toContain(pm.asset_pm_id);
    expect((await metrics()).openCount).toBe(before.openCount - 1);
    const again = await call('DELETE', 'AssetPM/DeleteAssetPM/{asset_pm_id}', {
      ...as('manager'),
      pathParameters: { asset_pm_id: pm.asset_pm_id },
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('trigger tasks', () => {
  it('moves a task through its statuses, refuses the current one, and the last completed completes the trigger', async () => {
    const pm = (
      await add(
        'manager',
        body(assetA, {
          title: 'Two tasks',
          assetPMTasks: [taskA, taskB],
          pm_trigger_type: PmTriggerType.FixedOneTime,
          datetime_due_at: '2026-03-01',
        }),
      )
    ).body.data;
    const [first, second] = pm.active_PMTrigger!.pmTriggersTasks;
    const set = (id: string, status: number) =>
      call<Answer<{ pm_trigger_completed: boolean }>>('POST', 'AssetPM/UpdateTaskStatus', {
        ...as('manager'),
        body: { trigger_task_id: id, status },
      });
    expect((await set(first.trigger_task_id, 36)).body).toMatchObject({
      success: 1,
      data: { pm_trigger_completed: false },
    });
    expect((await set(first.trigger_task_id, 36)).body).toMatchObject({
      success: 0,
      message: AssetPmMessages.taskAlreadyInStatus,
    });
    expect((await set(first.trigger_task_id, 38)).body.data.pm_trigger_completed).toBe(false);
    const last = await set(second.trigger_task_id, 38);
    expect(last.body).toMatchObject({
      success: 1,
      message: 'PM marked as completed',
      data: { pm_trigger_completed: true },
    });
    // A fixed one-time PM has no next trigger: it shows under Completed, not Upcoming.
    const completed = (await plan(assetA, 2)).list.find((p) => p.asset_pm_id === pm.asset_pm_id);
    expect(completed).toMatchObject({
      active_PMTrigger: null,
      last_completion: { comments: 'All tasks completed', completed_on: '2026-02-10', on_time: true },
    });
    expect((await plan(assetA, 1)).list.map((p) => p.asset_pm_id)).not.toContain(pm.asset_pm_id);
    expect((await set(second.trigger_task_id, 36)).statusCode).toBe(404);
  });

  it('refuses a completion dated before the site today and a trigger that is not the open one', async () => {
    const pm = (
      await add(
        'manager',
        body(assetA, {
          title: 'Dated',
          pm_trigger_type: PmTriggerType.FixedOneTime,
          datetime_due_at: '2026-03-01',
        }),
      )
    ).body.data;
    const complete = (extra: Record<string, unknown>) =>
      call<Answer<unknown>>('POST', 'AssetPM/MarkComplete', {
        ...as('manager'),
        body: {
          pm_trigger_id: pm.active_PMTrigger!.pm_trigger_id,
          asset_pm_id: pm.asset_pm_id,
          completed_on: '2026-02-10',
          completed_in_hours: 1,
          completed_in_minutes: 0,
          ...extra,
        },
      });
    expect((await complete({ completed_on: '2026-02-09' })).body.message).toBe(PmMessages.invalidDate);
    expect((await complete({ completed_in_minutes: 60 })).statusCode).toBe(400);
    expect((await complete({ pm_trigger_id: `${pm.asset_pm_id}.9` })).statusCode).toBe(404);
    const ops = await opsTotals(code, [2]);
    expect((await complete({})).body).toMatchObject({ success: 1, message: 'PM marked as completed' });
    // The insights' roll-up moved in the completion's transaction (reports/ops-rollups.ts), on the completion day.
    const after = await opsTotals(code, [2]);
    expect(after.pc).toBe(ops.pc + 1);
    expect(after.po - ops.po).toBeLessThanOrEqual(1);
    expect((await readOpsMonths(code, 2, '2026-02', '2026-02'))[0].pc10).toBeGreaterThanOrEqual(1);
  });
});

describe('the PM list, options, metrics and dashboard', () => {
  it('lists open PMs overdue first then by due day, with listsize from the counters, and pages', async () => {
    const all = await list({ pm_filter_type: 1, pageSize: 100 });
    expect(all.listsize).toBe(all.list.length);
    const ranks = all.list.map((r) =>
      r.asset_pm_status === PmStatus.Overdue ? 0 : r.asset_pm_status === PmStatus.Due ? 1 : 2,
    );
    expect(ranks).toEqual([...ranks].sort());
    const open = all.list.filter((r) => r.asset_pm_status !== PmStatus.Overdue).map((r) => r.due_date ?? '');
    expect(open).toEqual([...open].sort());
    expect(all.list[0]).toMatchObject({
      site_name: 'North Yard',
      status: 1,
      asset_pm_status_name: 'Overdue',
    });
    expect(all.list[0].due_in).toMatch(/^Overdue by \d+ days?$/);
    const page2 = await list({ pm_filter_type: 1, pageSize: 2, pageIndex: 2 });
    expect(page2.list.map((r) => r.asset_pm_id)).toEqual(all.list.slice(2, 4).map((r) => r.asset_pm_id));
    expect(page2.listsize).toBe(all.listsize);
  });

  it('filters by status tile, asset, search and completed, counting the filtered ones', async () => {
    const waiting = await list({ pm_status: PmStatus.Waiting });
    expect(waiting.list.length).toBeGreaterThan(0);
    expect(waiting.list.every((r) => r.asset_pm_status === PmStatus.Waiting)).toBe(true);
    expect(waiting.listsize).toBe((await metrics()).waitingCount);
    const byAsset = await list({ internal_asset_id: ['A-100'] });
    expect(byAsset.list.length).toBeGreaterThan(0);
    expect(byAsset.list.every((r) => r.internal_asset_id === 'A-100')).toBe(true);
    expect(byAsset.listsize).toBe(byAsset.list.length);
    const searched = await list({ search_string: 'DUPLICATE' });
    expect(searched.list.map((r) => r.title)).toEqual(['Duplicate - Annual inspection']);
    const completed = await list({ pm_filter_type: 2 });
    expect(completed.list.length).toBe(2);
    expect(
      completed.list.every(
        (r) => r.asset_pm_status === PmStatus.Completed && r.due_in.startsWith('Completed on 02-10-2026'),
      ),
    ).toBe(true);
    expect(completed.listsize).toBe(2);
  });

  it('answers the option calls by label (asset, site) and the all-sites scope with its site filter', async () => {
    const assets = await call<Answer<unknown>>('POST', 'AssetPM/GetPMAssetOptions', {
      ...as('manager'),
      body: { ...listBody, option_search_string: 'br' },
    });
    expect(assets.body.list).toEqual([{ internal_asset_id: 'B-200', name: 'Bravo dozer' }]);
    await add('manager', body(assetOther, { title: 'South service' }), 4);
    // All Sites (1): both PM sites, never the site without PM.
    const sites = await call<Answer<unknown>>('POST', 'AssetPM/GetPMSiteOptions', {
      ...as('manager', 1),
      body: { ...listBody, option_search_string: '' },
    });
    expect(sites.body.list).toEqual([
      { site_id: 2, site_name: 'North Yard' },
      { site_id: 4, site_name: 'South Yard' },
    ]);
    const everywhere = await list({ pageSize: 100 }, 'manager', 1);
    expect(new Set(everywhere.list.map((r) => r.site_id))).toEqual(new Set([2, 4]));
    const south = await list({ site_id: [4] }, 'manager', 1);
    expect(south.list.map((r) => r.title)).toEqual(['South service']);
    const titles = await call<Answer<unknown>>('POST', 'AssetPM/GetPMTitleOptions', {
      ...as('manager'),
      body: { ...listBody, option_search_string: '' },
    });
    expect(titles.body).toMatchObject({ success: 1, list: [] });
  });

  it('fills the dashboard card and its list with the Current/Upcoming PMs', async () => {
    const card = await call<Answer<{ upcomingCount: number; overdueCount: number; list: PmListRow[] }>>(
      'GET',
      'AssetPM/DashboardPendingPMItems',
      as('manager'),
    );
    const m = await metrics();
    expect(card.body.data).toMatchObject({
      upcomingCount: m.openCount + m.waitingCount + m.inProgressCount + m.dueCount + m.overdueCount,
      overdueCount: m.overdueCount,
    });
    expect(card.body.data.list.length).toBeLessThanOrEqual(5);
    const page = await call<Answer<unknown>>('POST', 'AssetPM/DashboardPendingPMItems', {
      ...as('manager'),
      body: { ...listBody, pm_filter_type: 2 },
    });
    expect(page.body.listsize).toBe(card.body.data.upcomingCount);
    expect(m.compliancePercent).toBe(100);
  });
});

describe('asset plan', () => {
  it('removes a plan with the PMs it brought, and reads "No PM Plan" after', async () => {
    const planId = ids.plan(assetB);
    await writeTransaction([
      planPut(code, {
        asset_pm_plan_id: planId,
        asset_pm_plan_name: '250 h service',
        pm_plan_id: 7,
        asset_id: assetB,
        assigned_at: new Date().toISOString(),
      }),
    ]);
    await add('manager', body(assetB, { title: 'From plan', asset_pm_plan_id: planId }));
    expect((await plan(assetB)).asset_pm_plan_name).toBe('250 h service');
    const kept = (await plan(assetB)).list.filter((p) => p.asset_pm_plan_id !== planId).length;
    const result = await call<Answer<{ removed: number }>>('GET', 'AssetPM/RemovePlan/{asset_pm_plan_id}', {
      ...as('manager'),
      pathParameters: { asset_pm_plan_id: planId },
    });
    expect(result.body).toMatchObject({
      success: 1,
      message: 'Plan removed successfully',
      data: { removed: 1 },
    });
    const after = await plan(assetB);
    expect(after).toMatchObject({ asset_pm_plan_name: 'No PM Plan' });
    expect(after.list).toHaveLength(kept);
  });

  it("adds a library plan to an asset: its active PMs become the asset's, with their catalogue tasks", async () => {
    const category = await createCategory(code, 1, 'Loaders');
    const library = await createPlan(code, 1, category.pm_category_id, 'Loader service');
    const pmFields = {
      pm_plan_id: library.pm_plan_id,
      description: 'Per the manual',
      is_trigger_on_starting_at: false,
      datetime_due_at: null,
      meter_hours_due_at: null,
      meter_hours_starting_at: null,
      meter_hours_repeates_every: null,
      attachments: [],
      service_dealer_id: null,
      ...recurring,
    };
    await createPm(code, 1, { ...pmFields, title: '250-hour service', status: 1, task_ids: [taskA, taskB] });
    await createPm(code, 1, { ...pmFields, title: 'Retired check', status: 2, task_ids: [taskA] });
    const fresh = (
      await putTestAsset(code, {
        company_id: 1,
        site_id: 2,
        name: 'Charlie loader',
        internal_asset_id: 'C-400',
      })
    ).asset_id;
    const added = await call<Answer<{ pmCount: number; asset_pm_plan_name: string }>>(
      'POST',
      'AssetPM/AddPlanToAsset',
      { ...as('manager'), body: { asset_id: fresh, pm_plan_id: library.pm_plan_id } },
    );
    expect(added.body, added.raw).toMatchObject({
      success: 1,
      data: { pmCount: 1, asset_pm_plan_name: 'Loader service' },
    });
    const pms = await plan(fresh);
    expect(pms.asset_pm_plan_name).toBe('Loader service');
    expect(pms.list.map((pm) => [pm.title, pm.assetPMTasks.map((t) => t.task_id)])).toEqual([
      ['250-hour service', [taskA, taskB]],
    ]);
  });

  it('answers 404 for a plan that is not the library tenant’s', async () => {
    const result = await call<Answer<unknown>>('POST', 'AssetPM/AddPlanToAsset', {
      ...as('manager'),
      body: { asset_id: assetA, pm_plan_id: 999_999 },
    });
    expect(result.statusCode).toBe(404);
    expect(result.body.message).toBe(AssetPmMessages.planNotFound);
  });
});

describe('who may call what', () => {
  it('lets an executive read but not change; refuses operators and a site without PM', async () => {
    expect((await list({}, 'exec')).list.length).toBeGreaterThan(0);
    expect((await add('exec', body(assetA))).body).toMatchObject({ success: 0 });
    const op = await call<Answer<unknown>>('POST', 'AssetPM/GetAllAssetPMs', { ...as('op'), body: listBody });
    expect(op.body.success).toBe(0);
    const noPm = await call<Answer<unknown>>('POST', 'AssetPM/GetAllAssetPMs', {
      ...as('manager', 3),
      body: listBody,
    });
    expect(noPm.body).toMatchObject({ success: 0, message: AssetPmMessages.maintenanceNotShown });
  });

  it("keeps another site's assets and PMs out of reach", async () => {
    expect((await add('other', body(assetA))).statusCode).toBe(404);
    const theirs = await call('GET', 'AssetPM/GetAssetPMPlan/{assetId}/{filter}', {
      ...as('other'),
      pathParameters: { assetId: String(assetA), filter: '0' },
    });
    expect(theirs.statusCode).toBe(404);
    const pmOfA = (await plan(assetA)).list[0];
    const del = await call('DELETE', 'AssetPM/DeleteAssetPM/{asset_pm_id}', {
      ...as('other'),
      pathParameters: { asset_pm_id: pmOfA.asset_pm_id },
    });
    expect(del.statusCode).toBe(404);
    expect((await list({}, 'other')).list.every((r) => r.site_id === 4)).toBe(true);
  });
});

describe('the demo seed', () => {
  it('has asset PMs at Reno Yard: overdue, due, upcoming and completed ones, with forecasts', async () => {
    const { DEMO_PASSWORD } = await import('#functions/test-support/index.js');
    // The seed is written at the real time.
    clock.now = () => new Date();
    const demo = {
      token: await signIn('demo', 'manager@demo.test', DEMO_PASSWORD),
      domain: 'demo',
      roleId: Role.Manager,
      siteId: 2,
    };
    const page = async (extra: Record<string, unknown>) =>
      (
        await call<Answer<unknown>>('POST', 'AssetPM/GetAllAssetPMs', {
          ...demo,
          body: { ...listBody, pageSize: 100, ...extra },
        })
      ).body;
    const open = await page({ pm_filter_type: 1 });
    const statuses = new Set(open.list!.map((r) => r.asset_pm_status));
    expect(statuses).toContain(PmStatus.Overdue);
    expect(statuses).toContain(PmStatus.Due);
    expect(statuses).toContain(PmStatus.Open);
    expect(open.list!.some((r) => r.forecast_by_meter && r.forecast_due_date !== null)).toBe(true);
    expect(open.list!.some((r) => r.meter_readings_stale)).toBe(true);
    expect((await page({ pm_filter_type: 2 })).listsize).toBeGreaterThan(0);
  });
});

describe("a completion at a meter reading below the asset's", () => {
  it('is refused with its message and writes nothing; the current reading or more is taken', async () => {
    const asset = (
      await putTestAsset(code, {
        company_id: 1,
        site_id: 2,
        name: 'Meter loader',
        internal_asset_id: 'M-400',
      })
    ).asset_id;
    await putMeter(code, asset, { meter_hours: 500, readings: [] });
    const pm = (
      await add(
        'manager',
        body(asset, {
          title: 'By meter',
          pm_trigger_type: PmTriggerType.FixedOneTime,
          pm_trigger_by: PmTriggerBy.MeterHours,
          meter_hours_due_at: 600,
        }),
      )
    ).body.data;
    const complete = (meter: number) =>
      call<Answer<unknown>>('POST', 'AssetPM/MarkComplete', {
        ...as('manager'),
        body: {
          pm_trigger_id: pm.active_PMTrigger!.pm_trigger_id,
          asset_pm_id: pm.asset_pm_id,
          completed_on: '2099-01-01',
          completed_at_meter_hours: meter,
          completed_in_hours: 1,
          completed_in_minutes: 0,
        },
      });
    const low = await complete(100);
    expect(low.statusCode).toBe(400);
    expect(low.body.message).toBe(AssetPmMessages.completedAtBelowReading(500));
    expect(low.body.message).toContain('(500)');
    expect(
      (await plan(asset, 1)).list.find((p) => p.asset_pm_id === pm.asset_pm_id)?.active_PMTrigger
        ?.pm_trigger_id,
    ).toBe(pm.active_PMTrigger!.pm_trigger_id);
    expect((await complete(500)).body).toMatchObject({ success: 1, message: 'PM marked as completed' });
  });
});
