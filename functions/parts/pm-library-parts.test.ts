/**
 * Parts on the PM library's PMs and the dashboard's Low stock tile (issue 25 items 3 and 4), on
 * tenants of their own: a library PM's parts saved and checked (an unknown, deactivated or other
 * company's part refused with 400 and nothing written; managers read, company admins write; other
 * tenants' PMs not found), kept when the PM form saves the PM again, copied with a duplicated plan,
 * and carried onto the asset PMs when the plan is added to an asset, whose site then answers for
 * them; the Low stock count moves by one each way when a receive or a use crosses a minimum.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '#shared/messages.js';
import { PartMessages } from '#shared/parts/messages.js';
import type { LowStockTile } from '#shared/parts/dashboard.js';
import type { LibraryPmParts } from '#shared/parts/pm-library-parts.js';
import type { PartRow, PmPartsStatus } from '#shared/parts/schemas.js';
import type { CategoryRow, PlanRow, PmRow } from '#shared/pm-library/schemas.js';
import type { AssetPmItem } from '#shared/pm/detail-schemas.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
import { getUserByUsername } from '#functions/users/index.js';
import { call } from '#functions/test-support/index.js';
import { maintenanceTenants, type As, type Who } from '#functions/test-support/maintenance-tenants.js';

interface Answer<T> {
  success: number;
  message: string;
  data: T;
}

let t: Awaited<ReturnType<typeof maintenanceTenants>>;
let taskId: number;
let planId: number;
let pmId: number;

const post = <T>(who: Who | As, path: string, body: unknown) =>
  call<Answer<T>>('POST', path, { ...t.session(who), body });
const get = <T>(who: Who | As, path: string, pathParameters: Record<string, string> = {}) =>
  call<Answer<T>>('GET', path, { ...t.session(who), pathParameters });
const newPart = async (who: Who | As, number: string, name: string, stock: unknown[] = []) => {
  const r = await post<PartRow>(who, 'Part/CreatePart', {
    part_number: number,
    name,
    category: 'Filters',
    unit: 'each',
    unit_cost: 10,
    stock,
  });
  expect(r.body.success, r.raw).toBe(1);
  return r.body.data;
};
const receive = async (partId: string, quantity: number, site = 2) => {
  const r = await post('manager', 'Part/ReceiveStock', {
    part_id: partId,
    site_id: site,
    quantity,
    unit_cost: 10,
  });
  expect(r.body.success, r.raw).toBe(1);
};
const pmBody = (plan: number, extra: Record<string, unknown> = {}) => ({
  pm_plan_id: plan,
  title: '250-hour service',
  description: 'Filters and oil',
  status: 1,
  pm_trigger_type: 25,
  pm_trigger_by: 27,
  meter_hours_starting_at: '0',
  meter_hours_repeates_every: '250',
  pmTasks: [{ task_id: taskId }],
  PMAttachments: [],
  ...extra,
});
const setLibraryParts = (who: Who | As, id: number, parts: unknown) =>
  post<LibraryPmParts>(who, 'Part/SetLibraryPmParts', { pm_id: id, parts });
const libraryParts = (who: Who | As, id: number) =>
  get<LibraryPmParts>(who, 'Part/GetLibraryPmParts/{pm_id}', { pm_id: String(id) });
const pmsOf = async (plan: number) =>
  (await get<{ list: PmRow[] }>('admin', 'PM/GetPMsByPlan/{id}', { id: String(plan) })).body.data.list;
const lowStock = async (who: Who | As = 'manager') => {
  const r = await get<LowStockTile>(who, 'Part/DashboardLowStock');
  expect(r.statusCode, r.raw).toBe(200);
  return r.body.data;
};

beforeAll(async () => {
  t = await maintenanceTenants('lp');
  taskId = (
    await post<{ task_id: number }>('admin', 'Task/AddUpdateTask', {
      task_title: 'Change filters',
      task_est_hours: 1,
      task_est_minutes: 0,
      hourly_rate: 60,
    })
  ).body.data.task_id;
  const category = (await post<CategoryRow>('admin', 'PM/AddUpdatePMCategory', { category_name: 'Loaders' }))
    .body.data.pm_category_id;
  planId = (
    await post<PlanRow>('admin', 'PM/AddUpdatePMPlan', {
      pm_category_id: category,
      plan_name: 'Loader service',
    })
  ).body.data.pm_plan_id;
  pmId = (await post<PmRow>('admin', 'PM/AddUpdatePM', pmBody(planId))).body.data.pm_id;
}, 120_000);

describe('parts a PM library PM needs', () => {
  it('saves them, keeps them through the PM form and a duplicate, and carries them onto the asset PMs the plan makes', async () => {
    const oil = await newPart('admin', 'LPP-OIL', 'Oil filter');
    const air = await newPart('admin', 'LPP-AIR', 'Air filter');
    await receive(oil.part_id, 1);
    await receive(air.part_id, 6);
    const saved = await setLibraryParts('admin', pmId, [
      { part_id: oil.part_id, quantity: 2 },
      { part_id: air.part_id, quantity: '1' },
    ]);
    expect(saved.statusCode, saved.raw).toBe(200);
    expect(saved.body.message).toBe(PartMessages.pmPartsSaved);
    expect(saved.body.data.lines.map((l) => [l.part_number, l.quantity, l.total_on_hand])).toEqual([
      ['LPP-OIL', 2, 1],
      ['LPP-AIR', 1, 6],
    ]);
    // Managers read the library (they add its plans to assets).
    expect((await libraryParts('manager', pmId)).body.data).toEqual(saved.body.data);
    expect((await pmsOf(planId))[0].pm_parts).toEqual([
      { part_id: oil.part_id, quantity: 2 },
      { part_id: air.part_id, quantity: 1 },
    ]);

    // The PM form's save (PM/AddUpdatePM) replaces the PM, not its parts.
    const edited = await post<PmRow>(
      'admin',
      'PM/AddUpdatePM',
      pmBody(planId, { pm_id: pmId, title: 'Edited' }),
    );
    expect(edited.body.data, edited.raw).toMatchObject({
      title: 'Edited',
      pm_parts: [{ quantity: 2 }, { quantity: 1 }],
    });
    const dup = await post<PlanRow>('admin', 'PM/DuplicatePMPlan', { pm_plan_id: planId });
    expect((await pmsOf(dup.body.data.pm_plan_id))[0].pm_parts).toHaveLength(2);

    // Added to an asset, each asset PM names the parts and its site answers for them.
    const asset = (
      await putTestAsset(t.codes.a, { company_id: 1, site_id: 2, name: 'Loader 3', meter_hours: 10 })
    ).asset_id;
    const added = await post<{ pmCount: number }>('manager', 'AssetPM/AddPlanToAsset', {
      asset_id: asset,
      pm_plan_id: planId,
    });
    expect(added.body, added.raw).toMatchObject({ success: 1, data: { pmCount: 1 } });
    const [assetPm] = (
      await get<{ list: AssetPmItem[] }>('manager', 'AssetPM/GetAssetPMPlan/{assetId}/{filter}', {
        assetId: String(asset),
        filter: '0',
      })
    ).body.data.list;
    expect(assetPm.pm_parts).toEqual([
      { part_id: oil.part_id, quantity: 2 },
      { part_id: air.part_id, quantity: 1 },
    ]);
    const status = await post<{ list: PmPartsStatus[] }>('manager', 'Part/GetPmPartsStatus', {
      asset_pm_ids: [assetPm.asset_pm_id],
    });
    expect(status.body.data.list[0]).toMatchObject({
      short: true,
      text: 'Short: Oil filter (need 2, have 1)',
    });

    // An empty list clears the library PM's parts (the asset's copy is its own).
    expect((await setLibraryParts('admin', pmId, [])).body.data.lines).toEqual([]);
    expect((await pmsOf(planId))[0].pm_parts).toEqual([]);
  });

  it.each([
    ['an unknown part', () => [{ part_id: '00000000-0000-4000-8000-000000000000', quantity: 1 }], 400],
    [
      'a part twice',
      (id: string) => [
        { part_id: id, quantity: 1 },
        { part_id: id, quantity: 2 },
      ],
      400,
    ],
    ['a quantity of 0', (id: string) => [{ part_id: id, quantity: 0 }], 400],
  ])('refuses %s with 400 and writes nothing', async (_what, parts, code) => {
    const part = await newPart('admin', `LPP-R${Math.random().toString(36).slice(2, 7)}`, 'Refused');
    const before = await libraryParts('admin', pmId);
    const r = await setLibraryParts('admin', pmId, parts(part.part_id));
    expect(r.statusCode, r.raw).toBe(code);
    expect(r.body.success).toBe(0);
    expect((await libraryParts('admin', pmId)).body.data).toEqual(before.body.data);
  });

  it('refuses a deactivated part and another company’s, with the messages, and writes nothing', async () => {
    const old = await newPart('admin', 'LPP-OLD', 'Old filter');
    expect((await post('admin', 'Part/DeactivatePart', { part_id: old.part_id })).body.success).toBe(1);
    const south = await newPart('southboss', 'LPP-SOUTH', 'South filter');
    const before = (await libraryParts('admin', pmId)).body.data;
    const inactive = await setLibraryParts('admin', pmId, [{ part_id: old.part_id, quantity: 1 }]);
    expect(inactive.body).toMatchObject({ success: 0, message: PartMessages.pmPartInactive('LPP-OLD') });
    const foreign = await setLibraryParts('admin', pmId, [{ part_id: south.part_id, quantity: 1 }]);
    expect(foreign.body).toMatchObject({ success: 0, message: PartMessages.pmPartUnknown });
    expect((await libraryParts('admin', pmId)).body.data).toEqual(before);
  });

  it('lets only company admins write, and finds no PM of another tenant or company', async () => {
    const part = await newPart('admin', 'LPP-ROLE', 'Role filter');
    const manager = await setLibraryParts('manager', pmId, [{ part_id: part.part_id, quantity: 1 }]);
    // A role refusal is the project's 200 with success 0 and the spec's message.
    expect(manager.body, manager.raw).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
    expect((await libraryParts('op', pmId)).body).toMatchObject({
      success: 0,
      message: Messages.roleNotAuthorised,
    });
    const other = await setLibraryParts({ who: 'admin', tenant: 'b' }, pmId, []);
    expect(other.statusCode, other.raw).toBe(404);
    expect((await libraryParts({ who: 'admin', tenant: 'b' }, pmId)).statusCode).toBe(404);
    expect((await libraryParts('admin', 999_999)).statusCode).toBe(404);
    expect((await libraryParts('admin', 0)).body).toMatchObject({ success: 0 });
  });
});

describe('the dashboard’s Low stock tile', () => {
  it('counts stock rows at or below their minimum at the manager’s sites, moved by one each way by a receive and a use', async () => {
    const before = await lowStock();
    expect(before.site_ids).toEqual([2]);
    // A new part stocked at North Yard with a minimum of 3 and nothing on hand is low there.
    const part = await newPart('manager', 'LOW-TILE', 'Hydraulic filter', [
      { site_id: 2, minimum_quantity: 3, bin_location: 'A1' },
      { site_id: 3, minimum_quantity: 3, bin_location: 'B1' },
    ]);
    expect((await lowStock()).low_stock_count).toBe(before.low_stock_count + 1);
    // Under All Sites the company admin counts both of the company's sites.
    const all = await lowStock('admin');
    expect(all.site_ids).toEqual([2, 3]);
    await receive(part.part_id, 5);
    expect((await lowStock()).low_stock_count).toBe(before.low_stock_count);
    expect((await lowStock('admin')).low_stock_count).toBe(all.low_stock_count - 1);
    // A receive that stays above, and one that stays low, move nothing.
    await receive(part.part_id, 1);
    expect((await lowStock()).low_stock_count).toBe(before.low_stock_count);

    // Used on a work order's task down to the minimum: low again.
    const asset = (
      await putTestAsset(t.codes.a, { company_id: 1, site_id: 2, name: 'Loader 8', meter_hours: 5 })
    ).asset_id;
    const maint = (await getUserByUsername(t.codes.a, `maint@${t.codes.a}.test`))!;
    const wo = await post<{ wo_id: number }>('manager', 'WorkOrder/AddUpdateWorkOrder', {
      title: 'Service loader',
      description: 'd',
      asset_id: asset,
      WorkOrderTasks: [{ task_id: taskId }],
      assigned_to: [maint.uuid],
    });
    expect(wo.body.success, wo.raw).toBe(1);
    const used = await post('manager', 'Part/UseStock', {
      wo_id: wo.body.data.wo_id,
      task_id: taskId,
      part_id: part.part_id,
      quantity: 3,
    });
    expect(used.body.success, used.raw).toBe(1);
    expect((await lowStock()).low_stock_count).toBe(before.low_stock_count + 1);
    // Another tenant's manager does not see this tenant's count move.
    expect((await lowStock({ who: 'manager', tenant: 'b' })).low_stock_count).toBe(0);
  });

  it('is refused to operators and on a site that does not show maintenance (refusals: 200, success 0)', async () => {
    expect((await get('op', 'Part/DashboardLowStock')).body).toMatchObject({
      success: 0,
      message: Messages.roleNotAuthorised,
    });
    // A refusal (the project's 200 with success 0), as every maintenance call's on such a site.
    expect((await get({ who: 'manager', site: 3 }, 'Part/DashboardLowStock')).body).toMatchObject({
      success: 0,
      message: Messages.maintenanceNotShown,
    });
  });
});
