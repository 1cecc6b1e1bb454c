/** The parts' reads by key (a part, its stock and movements, pages of the list index, its counts) and the list index's writes. */
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { partNumberKey } from '#shared/parts/rules.js';
import { getMany } from '#lib/batch-get.js';
import { table } from '#lib/db.js';
import { prefixRange } from '#lib/key-range.js';
import { readCountShards, readPartition } from '#lib/list-index/reads.js';
import type { Transaction } from '#lib/transactions.js';
import { indexedOf, partIndex, PartSub, type IndexedPart, type PartIndexEntry } from '../listing.js';
import {
  MovementEntity,
  PartCountEntity,
  PartEntity,
  PartListEntryEntity,
  PartNumberEntity,
  StockEntity,
  WorkOrderPartLineEntity,
  partKeys,
  type MovementRecord,
  type PartListEntryRecord,
  type PartRecord,
  type StockRecord,
  type WorkOrderPartLineRecord,
} from './entities.js';

/** A part of the tenant (consistent read: a movement decides on it). */
export async function getPartRecord(tenant: string, partId: string): Promise<PartRecord | undefined> {
  const { Item } = await PartEntity.build(GetItemCommand)
    .key({ tenant, part_id: partId })
    .options({ consistent: true })
    .send();
  return Item;
}

/** Parts by id, in the order asked (missing ones left out). */
export async function getPartRecords(tenant: string, partIds: string[]): Promise<PartRecord[]> {
  const found = await getMany(
    PartEntity,
    [...new Set(partIds)].map((part_id) => ({ tenant, part_id })),
  );
  const byId = new Map(found.map((p) => [p.part_id, p]));
  return partIds.map((id) => byId.get(id)).filter((p): p is PartRecord => Boolean(p));
}

/** A site's stock item of a part (consistent). */
export async function getStock(
  tenant: string,
  partId: string,
  siteId: number,
): Promise<StockRecord | undefined> {
  const { Item } = await StockEntity.build(GetItemCommand)
    .key({ tenant, part_id: partId, site_id: siteId })
    .options({ consistent: true })
    .send();
  return Item;
}

/** Every stock item of a part, by site. */
export async function listStock(tenant: string, partId: string): Promise<StockRecord[]> {
  const items: StockRecord[] = [];
  const query = table
    .build(QueryCommand)
    .entities(StockEntity)
    .query({ partition: partKeys.part(tenant, partId), range: prefixRange(partKeys.stockPrefix) });
  for await (const page of query.paginate()) items.push(...(page.Items ?? []));
  return items;
}

/** A page of a part's movements, newest first: the first pageSize × pageIndex by key, and whether more follow. */
export async function listMovements(
  tenant: string,
  partId: string,
  page: { pageSize: number; pageIndex: number },
): Promise<{ list: MovementRecord[]; hasMore: boolean }> {
  const wanted = page.pageSize * page.pageIndex + 1;
  const items: MovementRecord[] = [];
  const query = table
    .build(QueryCommand)
    .entities(MovementEntity)
    .query({ partition: partKeys.part(tenant, partId), range: prefixRange(partKeys.movementPrefix) })
    .options({ limit: wanted });
  for await (const result of query.paginate()) {
    items.push(...(result.Items ?? []));
    if (items.length >= wanted) break;
  }
  const start = page.pageSize * (page.pageIndex - 1);
  return { list: items.slice(start, start + page.pageSize), hasMore: items.length >= wanted };
}

/** Every part line of a work order (its own partition, oldest first): bounded by what its tasks used. */
export async function listWorkOrderPartLines(
  tenant: string,
  woId: number,
): Promise<WorkOrderPartLineRecord[]> {
  const items: WorkOrderPartLineRecord[] = [];
  const query = table
    .build(QueryCommand)
    .entities(WorkOrderPartLineEntity)
    .query({ partition: partKeys.woParts(tenant, woId), range: prefixRange(partKeys.woPartLinePrefix) });
  for await (const page of query.paginate()) items.push(...(page.Items ?? []));
  // The lines' ids are newest first (the movements'): the work order lists them as they happened.
  return items.reverse();
}

/** The entry writes and count updates of moving a part's index from `before` to `after` (null: absent). */
export function partIndexWrites(
  tenant: string,
  before: IndexedPart | null,
  after: IndexedPart | null,
): Transaction[] {
  const { deletes, puts, counts } = partIndex.changes(
    before ? indexedOf(before) : null,
    after ? indexedOf(after) : null,
  );
  return [
    ...deletes.map((e) =>
      PartListEntryEntity.build(DeleteTransaction).key({
        tenant,
        company_id: e.company_id,
        sub: e.sub,
        entry_key: e.entry_key,
      }),
    ),
    ...puts.map((e) => PartListEntryEntity.build(PutTransaction).item({ tenant, ...e })),
    ...partIndex.sumCounts(counts).map((c) =>
      PartCountEntity.build(UpdateTransaction).item({
        tenant,
        company_id: c.company_id,
        sub: c.sub,
        shard: c.shard,
        active: $add(c.active),
        inactive: $add(c.inactive),
        ...(c.label !== undefined ? { label: c.label } : {}),
      }),
    ),
  ];
}

const entryOf = (e: PartListEntryRecord): PartIndexEntry => ({
  company_id: e.company_id,
  sub: e.sub,
  entry_key: e.entry_key,
  part_id: e.part_id,
  order: e.order,
  category: e.category,
  site_ids: e.site_ids,
  low_site_ids: e.low_site_ids,
  search: e.search,
});

/** One partition's entries in key order (keys starting with `prefix`), up to `limit` of those `keep` accepts. */
export const readEntries = (
  tenant: string,
  companyId: number,
  sub: string,
  prefix: string,
  options: { limit?: number; keep?: (e: PartIndexEntry) => boolean } = {},
): Promise<PartIndexEntry[]> =>
  readPartition(PartListEntryEntity, partKeys.list(tenant, companyId, sub), entryOf, {
    range: { prefix },
    ...options,
  });

/** The counts of one sub (every shard summed). */
export async function readCount(
  tenant: string,
  companyId: number,
  sub: string,
): Promise<{ active: number; inactive: number }> {
  const items = await readCountShards(PartCountEntity, [sub], (s, shard) => ({
    tenant,
    company_id: companyId,
    sub: s,
    shard,
  }));
  return items.reduce(
    (sum, c) => ({ active: sum.active + (c.active ?? 0), inactive: sum.inactive + (c.inactive ?? 0) }),
    { active: 0, inactive: 0 },
  );
}

/**
 * Stock rows of active parts at or below their minimum at these sites: the list index's `L#{site}`
 * counts (one per part low at the site, moved in the transaction that crosses the minimum, sharded
 * by part), every shard of every site in one BatchGet.
 */
export async function readLowStockCount(
  tenant: string,
  companyId: number,
  siteIds: number[],
): Promise<number> {
  if (!siteIds.length) return 0;
  const items = await readCountShards(PartCountEntity, siteIds.map(PartSub.lowAt), (sub, shard) => ({
    tenant,
    company_id: companyId,
    sub,
    shard,
  }));
  return items.reduce((sum, c) => sum + (c.active ?? 0), 0);
}

/**
 * The transaction that removes a part written by an import that could not finish (import-job.ts
 * cleanupPartImport): the part, its stock items, its number (if still its own) and its list entries
 * and counts. Only a part never moved since is removed this way (nothing else refers to it).
 */
export async function partDeleteWrites(tenant: string, part: PartRecord): Promise<Transaction[]> {
  const stock = await listStock(tenant, part.part_id);
  return [
    PartEntity.build(DeleteTransaction)
      .key({ tenant, part_id: part.part_id })
      .options({ condition: { attr: 'version', eq: part.version } }),
    ...stock.map((s) =>
      StockEntity.build(DeleteTransaction).key({ tenant, part_id: part.part_id, site_id: s.site_id }),
    ),
    PartNumberEntity.build(DeleteTransaction)
      .key({ tenant, company_id: part.company_id, number_key: partNumberKey(part.part_number) })
      .options({ condition: { attr: 'part_id', eq: part.part_id } }),
    ...partIndexWrites(tenant, part, null),
  ];
}
