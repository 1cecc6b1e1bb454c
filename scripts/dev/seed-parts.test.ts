/** The demo parts catalogue as the twin's seed leaves it: each category at both PM sites of company 1, some low, with an opening receipt each. */
import { describe, expect, it } from 'vitest';
import { partListBody } from '#shared/parts/schemas.js';
import { filterPartRecords } from '#functions/parts/list-read.js';
import { listMovements, listStock } from '#functions/parts/store/parts.js';

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
    expect((await listMovements('demo', oil.part_id, { pageSize: 10, pageIndex: 1 })).list).toHaveLength(2);
  });
});
