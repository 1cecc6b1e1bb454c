/**
 * The asset list index (rules in ../listing.ts): its entries and sharded counts, the writes that
 * move them in an asset's own transaction (`assetIndexWrites`), and the reads by key the list,
 * its options, the hierarchy and the cluster use. Never a Scan.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { BatchDeleteRequest } from 'dynamodb-toolbox/entity/actions/batchDelete';
import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { writeMany } from '#lib/batch-write.js';
import { pad, table } from '#lib/db.js';
import {
  listCountKey,
  listCountKeyAttributes,
  listEntryKey,
  listEntryKeyAttributes,
} from '#lib/list-index/entities.js';
import { KEY_END } from '#lib/key-range.js';
import type { Transaction } from '#lib/transactions.js';
import { sumCountItems } from '#lib/list-index/counts.js';
import { queryCountItems, readCountShards, readPartition } from '#lib/list-index/reads.js';
import {
  assetListIndex,
  indexChanges,
  type CountChange,
  type Counts,
  type IndexedAsset,
  type IndexEntry,
} from '../listing.js';
import { AssetEntity, type AssetRecord } from './entities.js';

export const listKeys = {
  entries: (tenant: string, companyId: number, sub: string) =>
    `${tenant}#ASSETLIST#${pad(companyId, 6)}#${sub}`,
  /** One partition per company holds its count shards, sort key `{sub}#{shard}`, so options are one query. */
  counts: (tenant: string, companyId: number) => `${tenant}#ASSETCOUNT#${pad(companyId, 6)}`,
};

export const AssetListEntryEntity = new Entity({
  name: 'AssetListEntry',
  table,
  timestamps: false,
  schema: item({
    ...listEntryKeyAttributes,
    asset_id: number(),
    site_id: number(),
    model_name: string(),
    model_year: string(),
    open: number(),
    order: string(),
    search: string().optional(),
  }),
  computeKey: listEntryKey(listKeys.entries),
});

export const AssetListCountEntity = new Entity({
  name: 'AssetListCount',
  table,
  timestamps: false,
  schema: item({
    ...listCountKeyAttributes,
    active: number().optional(),
    inactive: number().optional(),
  }),
  computeKey: listCountKey(listKeys.counts),
});

const indexed = (r: AssetRecord): IndexedAsset => ({
  asset_id: r.asset_id,
  company_id: r.company_id,
  site_id: r.site_id,
  name: r.name,
  internal_asset_id: r.internal_asset_id,
  model_name: r.model_name ?? '',
  model_year: r.model_year ?? '',
  asset_serial_number: r.asset_serial_number ?? '',
  status: r.status,
  open_issues: r.open_issues ?? 0,
  parent_internal_asset_id: r.parent_internal_asset_id || undefined,
});

const entryItem = (tenant: string, e: IndexEntry) => ({ tenant, ...e });

/**
 * The index of many new assets for a bulk write (the spreadsheet import): the entry items to put,
 * and the count changes summed per count item, so each shard is updated once, not once per asset.
 */
export function bulkIndexOf(records: AssetRecord[]): {
  entries: ReturnType<typeof entryItem>[];
  counts: CountChange[];
} {
  const entries: ReturnType<typeof entryItem>[] = [];
  const counts: CountChange[] = [];
  for (const record of records) {
    const changes = indexChanges(null, indexed(record));
    for (const e of changes.puts) entries.push(entryItem(record.tenant, e));
    counts.push(...changes.counts);
  }
  return { entries, counts: assetListIndex.sumCounts(counts) };
}

/** Adds (sign 1) or takes back (sign -1) summed count changes, one update per count item. */
const countValues = (tenant: string, c: CountChange, sign: 1 | -1) => ({
  tenant,
  company_id: c.company_id,
  sub: c.sub,
  shard: c.shard,
  ...(c.active ? { active: $add(sign * c.active) } : {}),
  ...(c.inactive ? { inactive: $add(sign * c.inactive) } : {}),
});
/** A count update as an item of a transaction (the imports add their counts in transactions). */
export const countUpdateWrite = (tenant: string, c: CountChange, sign: 1 | -1) =>
  AssetListCountEntity.build(UpdateTransaction).item(countValues(tenant, c, sign));

/** A count item written whole, its values replacing what is there (seeding, backfills). */
export const countPutRequest = (tenant: string, c: CountChange) =>
  AssetListCountEntity.build(BatchPutRequest).item({
    tenant,
    company_id: c.company_id,
    sub: c.sub,
    shard: c.shard,
    active: c.active,
    inactive: c.inactive,
  });

export const entryPutRequest = (entry: ReturnType<typeof entryItem>) =>
  AssetListEntryEntity.build(BatchPutRequest).item(entry);
export const entryDeleteRequest = (entry: ReturnType<typeof entryItem>) =>
  AssetListEntryEntity.build(BatchDeleteRequest).key({
    tenant: entry.tenant,
    company_id: entry.company_id,
    sub: entry.sub,
    entry_key: entry.entry_key,
  });

/** The writes that move an asset's list entries and counts from `before` to `after` (null: absent). */
export function assetIndexWrites(before: AssetRecord | null, after: AssetRecord | null): Transaction[] {
  const tenant = (after ?? before)?.tenant;
  if (!tenant) return [];
  const { deletes, puts, counts } = indexChanges(before && indexed(before), after && indexed(after));
  return [
    ...deletes.map((e) =>
      AssetListEntryEntity.build(DeleteTransaction).key({
        tenant,
        company_id: e.company_id,
        sub: e.sub,
        entry_key: e.entry_key,
      }),
    ),
    ...puts.map((e) => AssetListEntryEntity.build(PutTransaction).item(entryItem(tenant, e))),
    ...counts.map((c) =>
      AssetListCountEntity.build(UpdateTransaction).item({
        tenant,
        company_id: c.company_id,
        sub: c.sub,
        shard: c.shard,
        ...(c.active ? { active: $add(c.active) } : {}),
        ...(c.inactive ? { inactive: $add(c.inactive) } : {}),
      }),
    ),
  ];
}

/**
 * Writes the index of many new assets at once (BatchWrite, in parallel; counts summed per shard
 * first): the same items assetIndexWrites(null, asset) makes. For seeding (bench, demo).
 */
export async function putIndexInBulk(
  records: AssetRecord[],
  options: { withRecords?: boolean; parallel?: number } = {},
): Promise<void> {
  const tenant = records[0]?.tenant;
  if (!tenant) return;
  const { entries, counts } = bulkIndexOf(records);
  const requests = [
    ...(options.withRecords ? records.map((record) => AssetEntity.build(BatchPutRequest).item(record)) : []),
    ...entries.map(entryPutRequest),
    // Counts are new items here (put, not added): seeding assumes an empty index for these companies.
    ...counts.map((c) => countPutRequest(tenant, c)),
  ];
  await writeMany(requests, options.parallel ?? 8);
}

// ---- reads ----

const sumCounts = (items: { sub: string; active?: number; inactive?: number }[]): Counts =>
  sumCountItems(
    items,
    (c) => c.sub,
    (c) => ({ active: c.active, inactive: c.inactive }),
  );

/** Counts of these subs of one company, summed over their shards. */
export const readCounts = async (tenant: string, companyId: number, subs: string[]): Promise<Counts> =>
  sumCounts(
    await readCountShards(AssetListCountEntity, subs, (sub, shard) => ({
      tenant,
      company_id: companyId,
      sub,
      shard,
    })),
  );

/** Every count of one company whose sub starts with `prefix` (e.g. 'M#': the models), summed over shards. */
export const queryCounts = async (tenant: string, companyId: number, prefix: string): Promise<Counts> =>
  sumCounts(await queryCountItems(AssetListCountEntity, listKeys.counts(tenant, companyId), prefix));

export type ReadEntry = Pick<
  IndexEntry,
  'asset_id' | 'site_id' | 'model_name' | 'model_year' | 'open' | 'order' | 'search'
>;

/**
 * Entries of one partition in key order whose key starts with `prefix` (or, with `from`, whose key
 * is `from` or after it): up to `limit` of those `keep` accepts (all when no limit).
 */
export async function readEntries(
  tenant: string,
  companyId: number,
  sub: string,
  options: { prefix?: string; from?: string; limit?: number; keep?: (e: ReadEntry) => boolean } = {},
): Promise<ReadEntry[]> {
  const { prefix, from, ...reading } = options;
  return readPartition(
    AssetListEntryEntity,
    listKeys.entries(tenant, companyId, sub),
    (e): ReadEntry => ({
      asset_id: e.asset_id,
      site_id: e.site_id,
      model_name: e.model_name,
      model_year: e.model_year,
      open: e.open,
      order: e.order,
      search: e.search,
    }),
    {
      ...reading,
      ...(from ? { range: { start: from, end: KEY_END } } : prefix ? { range: { prefix } } : {}),
    },
  );
}
