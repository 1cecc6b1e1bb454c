/**
 * Adds the asset list index's per-site hierarchy levels (`PS#{site}#{parent}` entries and counts,
 * functions/assets/listing.ts) for assets written before they existed. Never a Scan: per company,
 * its assets from the company's list partition, the records by id (BatchGet), their level entries
 * put (a put again is the same item) and the level counts written whole, with count items no asset
 * adds to any more deleted, so a second run changes nothing. Run it once after the deploy that
 * brings these levels, while nobody writes assets (an asset written meanwhile may be counted twice
 * or not at all), as backfill-rollups.ts. The twin runs it on a start whose data lacks them.
 *   npx tsx scripts/ops/backfill-asset-levels.ts <tenant>
 */
import { BatchDeleteRequest } from 'dynamodb-toolbox/entity/actions/batchDelete';
import { Sub } from '#functions/assets/listing.js';
import { getAssets } from '#functions/assets/store/assets.js';
import type { AssetRecord } from '#functions/assets/store/entities.js';
import {
  AssetListCountEntity,
  bulkIndexOf,
  countPutRequest,
  entryPutRequest,
  listKeys,
  readCounts,
  readEntries,
} from '#functions/assets/store/list-index.js';
import { getOrg } from '#functions/tenancy/store.js';
import { writeMany } from '#lib/batch-write.js';
import { queryCountItems, readPartition } from '#lib/list-index/reads.js';
import { isMain } from '#scripts/bench/context.js';

const LEVEL_PREFIX = Sub.parentSites;
const READ_BATCH = 500;

export interface LevelsBackfill {
  companies: number;
  assets: number;
  entries: number;
  counts: number;
  /** Count items deleted: no asset counts in them any more. */
  deleted: number;
}

/** True when the company lists assets but has no level counts: data written before them. */
async function lacksLevels(tenant: string, companyId: number): Promise<boolean> {
  const all = (await readCounts(tenant, companyId, [Sub.all])).get(Sub.all);
  if (!all || all.active + all.inactive === 0) return false;
  // One item tells (a company has one per level, site and shard): read no more.
  const levels = await readPartition(AssetListCountEntity, listKeys.counts(tenant, companyId), (c) => c.sub, {
    range: { prefix: LEVEL_PREFIX },
    limit: 1,
  });
  return levels.length === 0;
}

/** Writes one company's level entries and counts from its asset records. */
async function backfillCompany(tenant: string, companyId: number, result: LevelsBackfill) {
  const ids = [...new Set((await readEntries(tenant, companyId, Sub.all)).map((e) => e.asset_id))];
  const records: AssetRecord[] = [];
  for (let at = 0; at < ids.length; at += READ_BATCH)
    records.push(...(await getAssets(tenant, ids.slice(at, at + READ_BATCH))));
  const index = bulkIndexOf(records);
  const entries = index.entries.filter((e) => e.sub.startsWith(LEVEL_PREFIX));
  const counts = index.counts.filter((c) => c.sub.startsWith(LEVEL_PREFIX));
  const kept = new Set(counts.map((c) => `${c.sub}#${c.shard}`));
  const stale = (
    await queryCountItems(AssetListCountEntity, listKeys.counts(tenant, companyId), LEVEL_PREFIX)
  ).filter((c) => !kept.has(`${c.sub}#${c.shard}`));
  await writeMany([
    ...entries.map(entryPutRequest),
    ...counts.map((c) => countPutRequest(tenant, c)),
    ...stale.map((c) =>
      AssetListCountEntity.build(BatchDeleteRequest).key({
        tenant,
        company_id: companyId,
        sub: c.sub,
        shard: c.shard,
      }),
    ),
  ]);
  result.companies++;
  result.assets += records.length;
  result.entries += entries.length;
  result.counts += counts.length;
  result.deleted += stale.length;
}

/** Backfills every company of the tenant, or with `onlyWhereMissing` those whose data lacks the levels. */
export async function backfillAssetLevels(
  tenant: string,
  options: { onlyWhereMissing?: boolean } = {},
): Promise<LevelsBackfill> {
  const org = await getOrg(tenant);
  const result: LevelsBackfill = { companies: 0, assets: 0, entries: 0, counts: 0, deleted: 0 };
  for (const company of org.companies) {
    if (options.onlyWhereMissing && !(await lacksLevels(tenant, company.company_id))) continue;
    await backfillCompany(tenant, company.company_id, result);
  }
  return result;
}

if (isMain(import.meta.url)) {
  const tenant = process.argv[2];
  if (!tenant) throw new Error('usage: npx tsx scripts/ops/backfill-asset-levels.ts <tenant>');
  console.log(await backfillAssetLevels(tenant));
}
