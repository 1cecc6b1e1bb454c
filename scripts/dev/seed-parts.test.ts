/**
 * The demo parts catalogue as the twin's seed leaves it: each category at both PM sites of company 1,
 * some low, with 90 days of history (receipts, an adjust, uses on the seeded work orders); the PM
 * library's services name parts; the seeded issues and PM work orders left downtime records.
 */
import { describe, expect, it } from 'vitest';
import { partListBody } from '#shared/parts/schemas.js';
import { filterPartRecords } from '#functions/parts/list-read.js';
import { listMovements, listStock, listWorkOrderPartLines } from '#functions/parts/store/parts.js';
import { listAllPlans, listPmsOfPlan } from '#functions/pm-library/store/library.js';
import { getAssets } from '#functions/assets/store/assets.js';
import { downtimesSince } from '#functions/reliability/store/downtime.js';

const list = (body: Record<string, unknown>) =>
  filterPartRecords('demo', 1, partListBody.parse({ pagesize: 100, ...body }));

describe('the seeded parts', () => {
  it('holds filters, oils, tyres, hoses and belts at Reno Yard and Sparks Depot, some low, each with its opening stock', async () => {
    for (const category of ['Filters', 'Oils', 'Tyres', 'Hoses', 'Belts'])
      expect(
        (await list({ category: [category], search_string: '' })).parts.filter((p) =>
          p.part_number.includes('-'),
        ).length,
      ).toBeGreaterThan(1);
    const low = await list({ low_stock: true, site_id: [3] });
    expect(low.parts.map((p) => p.part_number)).toEqual(
      expect.arrayContaining(['FLT-OIL-320', 'OIL-HYD46-205']),
    );
    const oil = (await list({ search_string: 'FLT-OIL-320' })).parts[0];
    expect(oil).toMatchObject({ total_on_hand: 15, average_cost: 18.4, site_ids: [2, 3], low_site_ids: [3] });
    expect(
      (await listStock('demo', oil.part_id)).map((s) => [s.site_id, s.on_hand, s.minimum_quantity]),
    ).toEqual([
      [2, 12, 4],
      [3, 3, 4],
    ]);
    // Its history: the opening receipts 90 days ago, a restock, and a use on a seeded work order.
    const moves = (await listMovements('demo', oil.part_id, { pageSize: 50, pageIndex: 1 })).list;
    expect(new Set(moves.map((m) => m.kind))).toEqual(new Set(['receive', 'use']));
    const oldest = Date.parse(moves.at(-1)!.at);
    expect(Date.now() - oldest).toBeGreaterThan(89 * 86_400_000);
    const use = moves.find((m) => m.kind === 'use')!;
    expect(use.wo_id).toBeGreaterThan(0);
    expect((await listWorkOrderPartLines('demo', use.wo_id!)).map((l) => l.part_number)).toContain(
      'FLT-OIL-320',
    );
    // The one cycle-count adjust.
    const hose = (await list({ search_string: 'HOS-RAD-UP' })).parts[0];
    expect(
      (await listMovements('demo', hose.part_id, { pageSize: 50, pageIndex: 1 })).list.map((m) => m.kind),
    ).toContain('adjust');
  });

  it('names parts on the PM library and its asset PMs, and leaves downtime of the seeded issues and PM work orders', async () => {
    const oil = (await list({ search_string: 'FLT-OIL-320' })).parts[0];
    const plans = await listAllPlans('demo', 1);
    const service = plans.find((p) => p.plan_name === '500-hour service')!;
    const pms = await listPmsOfPlan('demo', 1, service.pm_plan_id);
    expect(pms.some(({ pm }) => pm.parts?.some((l) => l.part_id === oil.part_id))).toBe(true);
    // Reno Yard's assets: some were down (unplanned, from issues) and some stopped for a PM (planned).
    const assets = await getAssets(
      'demo',
      Array.from({ length: 400 }, (_, i) => i + 1),
    );
    const downtimes = (
      await Promise.all(
        assets
          .filter((a) => a.site_id === 2)
          .map((a) => downtimesSince('demo', a.asset_id, new Date(Date.now() - 91 * 86_400_000))),
      )
    ).flat();
    expect(downtimes.some((d) => !d.planned && d.opened_kind === 'issue' && d.end)).toBe(true);
    expect(downtimes.some((d) => d.planned && d.opened_kind === 'workorder' && d.end)).toBe(true);
  });
});
