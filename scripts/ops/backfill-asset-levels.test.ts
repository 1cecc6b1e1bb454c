/**
 * The per-site hierarchy levels' backfill on the emulators: assets written as the store writes them,
 * their level entries and counts then removed (data from before the levels), and the backfill must
 * give back the same items, the hierarchy its rows, and change nothing when run again.
 */
import { BatchDeleteRequest } from 'dynamodb-toolbox/entity/actions/batchDelete';
import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '#shared/codes.js';
import type { HierarchyRow } from '#shared/assets/hierarchy-schemas.js';
import { Sub } from '#functions/assets/listing.js';
import { AssetListCountEntity, AssetListEntryEntity, listKeys } from '#functions/assets/store/list-index.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
import { seedUsersTenant, type UsersTenant } from '#functions/users/test-tenant.js';
import { writeMany } from '#lib/batch-write.js';
import { queryCountItems, readPartition } from '#lib/list-index/reads.js';
import { backfillAssetLevels } from './backfill-asset-levels.js';

// The users test org: company 1 with the all-sites entry 1 and sites 2, 3, 4; company 2 with site 6.
// The executive has sites 2 and 3.
let t: UsersTenant;
const LEVELS = [Sub.parentSite(2, ''), Sub.parentSite(3, ''), Sub.parentSite(3, 'ROOT-1')];

/** Company 1's level count items and entries, as comparable rows. */
async function levels() {
  const counts = await queryCountItems(AssetListCountEntity, listKeys.counts(t.code, 1), Sub.parentSites);
  const entries = (
    await Promise.all(
      LEVELS.map((sub) =>
        readPartition(AssetListEntryEntity, listKeys.entries(t.code, 1, sub), (e) => `${e.sub}|${e.order}`),
      ),
    )
  ).flat();
  return {
    counts: counts.map((c) => `${c.sub}#${c.shard}:${c.active ?? 0}/${c.inactive ?? 0}`).sort(),
    entries: entries.sort(),
  };
}

const topLevel = async () => {
  const answer = await t.as<{ list: HierarchyRow[]; listsize: number }>(
    'exec',
    Role.Executive,
    1,
    'POST',
    'Asset/HierarchyAssets',
    { body: { pagesize: 20, pageindex: 1, status: 0 } },
  );
  expect(answer.statusCode).toBe(200);
  return answer.body;
};

beforeAll(async () => {
  t = await seedUsersTenant('lv');
  await Promise.all([
    putTestAsset(t.code, { company_id: 1, site_id: 2, name: 'Root one', internal_asset_id: 'ROOT-1' }),
    putTestAsset(t.code, { company_id: 1, site_id: 3, name: 'Root two', status: 4 }),
    putTestAsset(t.code, {
      company_id: 1,
      site_id: 3,
      name: 'Child',
      parent_internal_asset_id: 'ROOT-1',
      levels: 2,
    }),
    putTestAsset(t.code, { company_id: 2, site_id: 6, name: 'South root' }),
  ]);
}, 120_000);

describe('backfillAssetLevels', () => {
  it('writes back the level entries and counts of data from before them, and nothing more when run again', async () => {
    const written = await levels();
    expect(written.counts.length).toBeGreaterThanOrEqual(3);
    expect(written.entries).toHaveLength(3);
    expect((await topLevel()).list.map((r) => [r.name, r.children_count])).toEqual([
      ['Root one', 1],
      ['Root two', 0],
    ]);
    // Data from before the levels: none of their entries or counts.
    const counts = await queryCountItems(AssetListCountEntity, listKeys.counts(t.code, 1), Sub.parentSites);
    await writeMany([
      ...counts.map((c) =>
        AssetListCountEntity.build(BatchDeleteRequest).key({
          tenant: t.code,
          company_id: 1,
          sub: c.sub,
          shard: c.shard,
        }),
      ),
    ]);
    const entryKeys = await Promise.all(
      LEVELS.map((sub) =>
        readPartition(AssetListEntryEntity, listKeys.entries(t.code, 1, sub), (e) => e.entry_key).then(
          (keys) => keys.map((entry_key) => ({ sub, entry_key })),
        ),
      ),
    );
    await writeMany(
      entryKeys
        .flat()
        .map((k) =>
          AssetListEntryEntity.build(BatchDeleteRequest).key({ tenant: t.code, company_id: 1, ...k }),
        ),
    );
    expect(await levels()).toEqual({ counts: [], entries: [] });
    expect(await topLevel()).toMatchObject({ list: [], listsize: 0 });

    // Only company 1 lacks them (company 2's were written with its asset).
    const first = await backfillAssetLevels(t.code, { onlyWhereMissing: true });
    expect(first).toMatchObject({ companies: 1, assets: 3, entries: 3, deleted: 0 });
    expect(await levels()).toEqual(written);
    expect((await topLevel()).list.map((r) => [r.name, r.children_count])).toEqual([
      ['Root one', 1],
      ['Root two', 0],
    ]);

    expect(await backfillAssetLevels(t.code, { onlyWhereMissing: true })).toMatchObject({ companies: 0 });
    // A count item no asset adds to (its assets gone meanwhile) is deleted by a full run.
    await writeMany([
      AssetListCountEntity.build(BatchPutRequest).item({
        tenant: t.code,
        company_id: 1,
        sub: Sub.parentSite(4, ''),
        shard: 0,
        active: 2,
        inactive: 0,
      }),
    ]);
    const again = await backfillAssetLevels(t.code);
    expect(again).toMatchObject({ companies: 2, assets: 4, deleted: 1 });
    expect(await levels()).toEqual(written);
  });
});
