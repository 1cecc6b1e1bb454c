/**
 * Parts on PMs and parts in the cost figures (issue 25 item 3), on tenants of their own: a PM's
 * parts saved and checked (another company's, an unknown or a deactivated part refused with 400
 * and nothing written), "Parts on hand" or "Short: ..." for the asset's site from the stock, other
 * tenants' PMs out of reach; a use of parts moves the asset's month cost roll-up and the insights'
 * site roll-up in its own transaction, and the figures read labour + parts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '#shared/messages.js';
import { PartMessages } from '#shared/parts/messages.js';
import type { PartRow, PmPartsStatus } from '#shared/parts/schemas.js';
import { PmTriggerBy, PmTriggerType } from '#shared/pm/codes.js';
import type { AssetPmItem } from '#shared/pm/detail-schemas.js';
import type { AssetCost } from '#shared/workorders/action-schemas.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
import { insightsOf } from '#functions/reports/build.js';
import { createTask } from '#functions/tasks/store.js';
import { getOrg } from '#functions/tenancy/index.js';
import { getUserByUsername } from '#functions/users/index.js';
import { call } from '#functions/test-support/index.js';
import { maintenanceTenants, type As, type Who } from '#functions/test-support/maintenance-tenants.js';

interface Answer<T> {
  success: number;
  message: string;
  data: T;
}

let t: Awaited<ReturnType<typeof maintenanceTenants>>;
let assetId: number;
let taskId: number;
let maintUuid: string;

const post = <T>(who: Who | As, path: string, body: unknown) =>
  call<Answer<T>>('POST', path, { ...t.session(who), body });
const newPart = async (who: Who | As, number: string, name: string, cost = 10) => {
  const r = await post<PartRow>(who, 'Part/CreatePart', {
    part_number: number,
    name,
    category: 'Filters',
    unit: 'each',
    unit_cost: cost,
  });
  expect(r.body.success, r.raw).toBe(1);
  return r.body.data;
};
const receive = async (partId: string, quantity: number, unitCost = 10, site = 2) => {
  const r = await post('manager', 'Part/ReceiveStock', {
    part_id: partId,
    site_id: site,
    quantity,
    unit_cost: unitCost,
  });
  expect(r.body.success, r.raw).toBe(1);
};
const newPm = async (title: string, asset = assetId, who: Who | As = 'manager') => {
  const r = await post<AssetPmItem>(who, 'AssetPM/AddAssetPM', {
    asset_id: asset,
    title,
    description: 'd',
    assetPMTasks: [{ task_id: taskId }],
    AssetPMAttachments: [],
    pm_trigger_type: PmTriggerType.FixedOneTime,
    pm_trigger_by: PmTriggerBy.MeterHours,
    meter_hours_due_at: 5000,
  });
  expect(r.body.success, r.raw).toBe(1);
  return r.body.data.asset_pm_id;
};
const setParts = (who: Who | As, assetPmId: string, parts: unknown) =>
  post<PmPartsStatus>(who, 'Part/SetPmParts', { asset_pm_id: assetPmId, parts });
const status = async (who: Who | As, ids: string[]) => {
  const r = await post<{ list: PmPartsStatus[] }>(who, 'Part/GetPmPartsStatus', { asset_pm_ids: ids });
  expect(r.statusCode, r.raw).toBe(200);
  return r.body.data.list;
};
const planOf = async (who: Who | As, asset = assetId) =>
  (
    await call<Answer<{ list: AssetPmItem[] }>>('GET', 'AssetPM/GetAssetPMPlan/{assetId}/{filter}', {
      ...t.session(who),
      pathParameters: { assetId: String(asset), filter: '0' },
    })
  ).body.data.list;

beforeAll(async () => {
  t = await maintenanceTenants('pp');
  maintUuid = (await getUserByUsername(t.codes.a, `maint@${t.codes.a}.test`))!.uuid;
  assetId = (await putTestAsset(t.codes.a, { company_id: 1, site_id: 2, name: 'Loader 7', meter_hours: 100 }))
    .asset_id;
  taskId = (
    await createTask(
      t.codes.a,
      1,
      { task_title: 'Change filters', task_est_hours: 1, task_est_minutes: 0, hourly_rate: 60 },
      'x',
    )
  ).task_id;
}, 120_000);

describe('parts a PM needs', () => {
  it('saves the parts with their quantities, shows them on the PM, and answers Short then Parts on hand for the site', async () => {
    const oil = await newPart('manager', 'PMP-OIL', 'Oil filter');
    const air = await newPart('manager', 'PMP-AIR', 'Air filter');
    const pm = await newPm('250 h service');
    await receive(oil.part_id, 1);
    await receive(air.part_id, 5);
    const saved = await setParts('manager', pm, [
      { part_id: oil.part_id, quantity: 4 },
      { part_id: air.part_id, quantity: '2' },
    ]);
    expect(saved.statusCode, saved.raw).toBe(200);
    expect(saved.body.message).toBe(PartMessages.pmPartsSaved);
    expect(saved.body.data).toMatchObject({
      asset_pm_id: pm,
      site_id: 2,
      short: true,
      text: 'Short: Oil filter (need 4, have 1)',
    });
    expect(saved.body.data.lines.map((l) => [l.part_number, l.quantity, l.on_hand, l.short])).toEqual([
      ['PMP-OIL', 4, 1, true],
      ['PMP-AIR', 2, 5, false],
    ]);
    // Stored with the PM: the plan tab reads the lines back.
    expect((await planOf('manager')).find((p) => p.asset_pm_id === pm)?.pm_parts).toEqual([
      { part_id: oil.part_id, quantity: 4 },
      { part_id: air.part_id, quantity: 2 },
    ]);
    await receive(oil.part_id, 3);
    const [after] = await status('exec', [pm]);
    expect(after).toMatchObject({ short: false, text: PartMessages.partsOnHand });
    // A PM list page: one answer per PM; a PM without parts says nothing.
    const bare = await newPm('Bare PM');
    const page = await status('manager', [pm, bare]);
    expect(page.map((s) => [s.asset_pm_id, s.text])).toEqual(
      expect.arrayContaining([
        [pm, PartMessages.partsOnHand],
        [bare, ''],
      ]),
    );
    // An empty list clears them.
    expect((await setParts('manager', bare, [])).body.data).toMatchObject({ lines: [], text: '' });
  });

  it("refuses another company's, an unknown, a repeated or a deactivated part with 400 and keeps the PM's parts", async () => {
    const kept = await newPart('manager', 'PMP-KEPT', 'Hydraulic filter');
    const gone = await newPart('manager', 'PMP-GONE', 'Old belt');
    const south = await newPart('southboss', 'PMP-SOUTH', 'South filter');
    expect((await post('manager', 'Part/DeactivatePart', { part_id: gone.part_id })).body.success).toBe(1);
    const pm = await newPm('500 h service');
    expect((await setParts('manager', pm, [{ part_id: kept.part_id, quantity: 1 }])).statusCode).toBe(200);
    const refused = [
      [[{ part_id: south.part_id, quantity: 1 }], PartMessages.pmPartUnknown],
      [[{ part_id: '8f1d7c52-6f35-4a57-9a0f-1f8a31f6a001', quantity: 1 }], PartMessages.pmPartUnknown],
      [[{ part_id: gone.part_id, quantity: 1 }], PartMessages.pmPartInactive('PMP-GONE')],
      [
        [
          { part_id: kept.part_id, quantity: 1 },
          { part_id: kept.part_id, quantity: 2 },
        ],
        PartMessages.pmPartRepeated,
      ],
      [[{ part_id: kept.part_id, quantity: 0 }], PartMessages.quantityInvalid],
      [[{ part_id: kept.part_id, quantity: 1.5 }], PartMessages.quantityInvalid],
    ] as const;
    for (const [parts, message] of refused) {
      const r = await setParts('manager', pm, parts);
      expect(r.statusCode, r.raw).toBe(400);
      expect(r.body.message).toBe(message);
    }
    expect((await planOf('manager')).find((p) => p.asset_pm_id === pm)?.pm_parts).toEqual([
      { part_id: kept.part_id, quantity: 1 },
    ]);
  });

  it("keeps PMs of other tenants and other companies' sites out of reach; only managers set parts", async () => {
    const part = await newPart('manager', 'PMP-ISO', 'Cabin filter');
    const pm = await newPm('Isolated PM');
    await setParts('manager', pm, [{ part_id: part.part_id, quantity: 1 }]);
    // Another tenant's manager: the PM is not found, and the status leaves it out.
    const other = await setParts({ who: 'manager', tenant: 'b' }, pm, []);
    expect(other.statusCode, other.raw).toBe(404);
    expect(await status({ who: 'manager', tenant: 'b' }, [pm])).toEqual([]);
    // Another company's manager: the same.
    expect((await setParts('southboss', pm, [])).statusCode).toBe(404);
    expect(await status('southboss', [pm])).toEqual([]);
    // Executives read, do not write; operators neither (role refusals ride on 200 with success 0).
    for (const refused of [
      await setParts('exec', pm, []),
      await post('op', 'Part/GetPmPartsStatus', { asset_pm_ids: [pm] }),
    ])
      expect(refused.body, refused.raw).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
    expect(await status('exec', [pm])).toHaveLength(1);
    expect((await status('manager', [pm]))[0].lines).toHaveLength(1);
  });
});

describe('parts in the cost figures', () => {
  it("a use of parts moves the asset's month cost and the insights' site cost: labour + parts, parts shown apart", async () => {
    const asset = (
      await putTestAsset(t.codes.a, { company_id: 1, site_id: 2, name: 'Hauler 4', meter_hours: 10 })
    ).asset_id;
    const cost = async () =>
      (
        await call<Answer<AssetCost>>('GET', 'Asset/GetAssetMaintenanceCost/{asset_id}', {
          ...t.session('manager'),
          pathParameters: { asset_id: String(asset) },
        })
      ).body.data;
    const wo = await post<{ wo_id: number }>('manager', 'WorkOrder/AddUpdateWorkOrder', {
      title: 'Filters',
      description: 'd',
      asset_id: asset,
      WorkOrderTasks: [{ task_id: taskId }],
      assigned_to: [maintUuid],
    });
    expect(wo.body.success, wo.raw).toBe(1);
    const woId = wo.body.data.wo_id;
    const site = (await getOrg(t.codes.a)).sites.find((s) => s.site_id === 2)!;
    const today = new Date().toISOString().slice(0, 10);
    const from = `${today.slice(0, 8)}01`;
    const siteCost = async () => {
      const { sites } = await insightsOf(t.codes.a, [site], from, today);
      return sites[0];
    };
    const before = await siteCost();
    expect(await cost()).toMatchObject({ cost_last_12_months: 0, parts_cost_last_12_months: 0 });

    const belt = await newPart('manager', 'PMP-COST', 'Fan belt');
    await receive(belt.part_id, 10, 12.5);
    const used = await post('maint', 'Part/UseStock', {
      part_id: belt.part_id,
      quantity: 3,
      wo_id: woId,
      task_id: taskId,
    });
    expect(used.body.success, used.raw).toBe(1);
    const time = await post('manager', 'WorkOrder/AddTimeSpent', {
      wo_id: woId,
      task_id: taskId,
      time_spent_hours: 1,
      time_spent_minutes: 0,
    });
    expect(time.body.success, time.raw).toBe(1);
    const labour = 60; // 1 hour at the task's 60 an hour
    const after = await cost();
    expect(after).toMatchObject({
      parts_cost_last_12_months: 37.5,
      labour_cost_last_12_months: labour,
      cost_last_12_months: 37.5 + labour,
    });
    expect(after.months[11]).toMatchObject({ parts_cost: 37.5, cost: 37.5 + labour });
    const now = await siteCost();
    expect(now.parts_cost - before.parts_cost).toBeCloseTo(37.5);
    expect(now.wo_cost - before.wo_cost).toBeCloseTo(37.5 + labour);
    expect(now.labour_cost - before.labour_cost).toBeCloseTo(labour);
  });
});
