/**
 * The asset list index on DynamoDB Local, as a property: any sequence of asset writes and
 * deletes (their index writes in one transaction each, as the asset writes do), then any status
 * filter, partition set and page read by key, gives the in-memory model's ids and count.
 * A bounded number of runs, each on a tenant of its own.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AssetListStatus, isActiveAsset } from '#shared/assets/rules.js';
import { mergeEntries } from '#lib/list-index/entries.js';
import { writeTransaction } from '#lib/transactions.js';
import { countOfSubs, orderOf, statusPrefix, Sub } from './listing.js';
import type { AssetRecord } from './store/entities.js';
import { assetIndexWrites, readCounts, readEntries } from './store/list-index.js';

const recordOf = (tenant: string, id: number, site: number, status: number, name: string): AssetRecord =>
  ({
    tenant,
    asset_id: id,
    internal_asset_id: String(1000 + id),
    name,
    asset_type: 'Excavator',
    product_name: '',
    model_name: '',
    model_year: '',
    asset_serial_number: `SN${id}`,
    current_stage: '',
    company_id: 1,
    site_id: site,
    status,
    levels: 1,
    children_count: 0,
    open_issues: 0,
    version: 1,
  }) as unknown as AssetRecord;

const opArb = fc.record({
  id: fc.integer({ min: 1, max: 6 }),
  remove: fc.boolean(),
  site: fc.constantFrom(2, 3),
  status: fc.constantFrom(3, 4),
  name: fc.constantFrom('Pump', 'loader 2', 'Valve', 'pump'),
});

describe('the asset list index on DynamoDB Local', () => {
  it('reads any filter and page as the model after any writes and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { minLength: 1, maxLength: 8 }),
        fc.constantFrom<number>(AssetListStatus.All, AssetListStatus.Active, AssetListStatus.Inactive),
        fc.constantFrom<number[] | null>([2], [3], [2, 3], null),
        fc.record({ size: fc.integer({ min: 1, max: 3 }), index: fc.integer({ min: 1, max: 3 }) }),
        async (ops, status, sites, page) => {
          const tenant = `prop-${randomUUID()}`;
          const model = new Map<number, AssetRecord>();
          for (const op of ops) {
            const before = model.get(op.id) ?? null;
            const after = op.remove ? null : recordOf(tenant, op.id, op.site, op.status, op.name);
            if (!before && !after) continue;
            await writeTransaction(assetIndexWrites(before, after));
            if (after) model.set(op.id, after);
            else model.delete(op.id);
          }
          const subs = sites ? sites.map(Sub.site) : [Sub.all];
          const depth = page.size * page.index;
          const lists = await Promise.all(
            subs.map((sub) => readEntries(tenant, 1, sub, { prefix: statusPrefix(status), limit: depth })),
          );
          const counts = await readCounts(tenant, 1, subs);
          const wanted = [...model.values()]
            .filter((a) => !sites || sites.includes(a.site_id))
            .filter(
              (a) =>
                status === AssetListStatus.All ||
                (status === AssetListStatus.Active) === isActiveAsset(a.status),
            )
            .sort((a, b) => (orderOf(a) < orderOf(b) ? -1 : 1));
          expect(
            mergeEntries(lists)
              .slice(depth - page.size, depth)
              .map((e) => e.asset_id),
          ).toEqual(wanted.slice(depth - page.size, depth).map((a) => a.asset_id));
          expect(countOfSubs(counts, subs, status)).toBe(wanted.length);
        },
      ),
      { numRuns: 30 },
    );
  });
});
