/**
 * The inspection list index (rules in ../listing.ts): its entries and sharded counts, the writes
 * that move them in the inspection's own transaction (`inspectionIndexWrites`), the bulk writer
 * for seeding, and the reads by key that FilterInspections, its options, the asset's history and
 * the photos page use. Never a Scan.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { BatchDeleteRequest } from 'dynamodb-toolbox/entity/actions/batchDelete';
import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import pLimit from 'p-limit';
import { getMany, getManyFields } from '#lib/batch-get.js';
import { writeMany } from '#lib/batch-write.js';
import { pad, table } from '#lib/db.js';
import {
  listCountKey,
  listCountKeyAttributes,
  listEntryKey,
  listEntryKeyAttributes,
} from '#lib/list-index/entities.js';
import type { Transaction } from '#lib/transactions.js';
import { sumCountItems } from '#lib/list-index/counts.js';
import { queryCountItems, readCountShards, readPartition } from '#lib/list-index/reads.js';
import { getAsset } from '#functions/assets/index.js';
import {
  assetWordPuts,
  assetWordSubsOf,
  indexChanges,
  inspectionListIndex,
  type CountChange,
  type Counts,
  type IndexedInspection,
  type IndexEntry,
  type Label,
} from '../listing.js';
import { DashboardEntryEntity, dashboardItemsOf } from './dashboard.js';
import {
  INSPECTION_ROW_FIELDS,
  InspectionEntity,
  type InspectionRecord,
  type InspectionRowFields,
} from './entities.js';

export const listKeys = {
  entries: (tenant: string, companyId: number, sub: string) =>
    `${tenant}#INSPLIST#${pad(companyId, 6)}#${sub}`,
  /** One partition per company holds its count shards, sort key `{sub}#{shard}`, so options are one prefix query. */
  counts: (tenant: string, companyId: number) => `${tenant}#INSPCOUNT#${pad(companyId, 6)}`,
};

export const InspectionListEntryEntity = new Entity({
  name: 'InspectionListEntry',
  table,
  timestamps: false,
  schema: item({
    ...listEntryKeyAttributes,
    inspection_id: string(),
    order: string(),
    site_id: number(),
    asset_id: number(),
    operator_uuid: string(),
    manager_uuid: string(),
    shift: number(),
    status: number(),
    fresh: number(),
    image_name: string().optional(),
  }),
  computeKey: listEntryKey(listKeys.entries),
});

export const InspectionListCountEntity = new Entity({
  name: 'InspectionListCount',
  table,
  timestamps: false,
  schema: item({
    ...listCountKeyAttributes,
    pending: number().optional(),
    accepted: number().optional(),
    name: string().optional(),
    internal_asset_id: string().optional(),
    firstname: string().optional(),
    lastname: string().optional(),
  }),
  computeKey: listCountKey(listKeys.counts),
});

export const indexedOf = (r: InspectionRecord): IndexedInspection => ({
  inspection_id: r.inspection_id,
  company_id: r.company_id,
  site_id: r.site_id,
  asset_id: r.asset_id,
  asset_name: r.asset_name,
  internal_asset_id: r.internal_asset_id,
  status: r.status,
  operator_uuid: r.operator_uuid,
  operator_firstname: r.operator_firstname,
  operator_lastname: r.operator_lastname,
  manager_uuid: r.manager_uuid,
  manager_name: r.manager_name,
  shift: r.shift ?? 0,
  submitted_at: r.submitted_at,
  checkout_requested_at: r.checkout_requested_at,
  new_notok_count: r.new_notok_attributes?.length ?? 0,
  image_names: r.image_names ?? [],
});

const entryItem = (tenant: string, e: IndexEntry) => ({ tenant, ...e });
const labelOf = (label: Label | undefined) =>
  Object.fromEntries(Object.entries(label ?? {}).filter(([, v]) => v !== undefined));

/** An asset-word marker item (listing.ts): in the counts partition, shard 0, no counts. */
const markerItem = (tenant: string, companyId: number, sub: string) => ({
  tenant,
  company_id: companyId,
  sub,
  shard: 0,
});

/**
 * The writes that move an inspection's list entries, photo entries, counts and asset-word
 * markers from `before` to `after` (null: absent; a draft has none). Goes in the same
 * transaction as the record's write: about 20 items for a first listing (plus a few markers) or an approval.
 */
export function inspectionIndexWrites(
  before: InspectionRecord | null,
  after: InspectionRecord | null,
): Transaction[] {
  const tenant = (after ?? before)?.tenant;
  if (!tenant) return [];
  const [was, will] = [before && indexedOf(before), after && indexedOf(after)];
  const { deletes, puts, counts } = indexChanges(was, will);
  return [
    ...assetWordPuts(was, will).map((sub) =>
      InspectionListCountEntity.build(PutTransaction).item(markerItem(tenant, will!.company_id, sub)),
    ),
    ...deletes.map((e) =>
      InspectionListEntryEntity.build(DeleteTransaction).key({
        tenant,
        company_id: e.company_id,
        sub: e.sub,
        entry_key: e.entry_key,
      }),
    ),
    ...puts.map((e) => InspectionListEntryEntity.build(PutTransaction).item(entryItem(tenant, e))),
    ...counts.map((c) =>
      InspectionListCountEntity.build(UpdateTransaction).item({
        tenant,
        company_id: c.company_id,
        sub: c.sub,
        shard: c.shard,
        ...(c.pending ? { pending: $add(c.pending) } : {}),
        ...(c.accepted ? { accepted: $add(c.accepted) } : {}),
        ...labelOf(c.label),
      }),
    ),
  ];
}

/** The index of many new inspections: entry items, asset-word markers (once each), and count changes summed per count item. */
export function bulkIndexOf(records: InspectionRecord[]): {
  entries: ReturnType<typeof entryItem>[];
  markers: ReturnType<typeof markerItem>[];
  counts: CountChange[];
} {
  const entries: ReturnType<typeof entryItem>[] = [];
  const markers = new Map<string, ReturnType<typeof markerItem>>();
  const counts: CountChange[] = [];
  for (const record of records) {
    const changes = indexChanges(null, indexedOf(record));
    for (const e of changes.puts) entries.push(entryItem(record.tenant, e));
    for (const sub of assetWordSubsOf(record))
      markers.set(`${record.company_id}|${sub}`, markerItem(record.tenant, record.company_id, sub));
    counts.push(...changes.counts);
  }
  return { entries, markers: [...markers.values()], counts: inspectionListIndex.sumCounts(counts) };
}

/** The batch delete of a list entry (an upload's undo, an import's cleanup). */
export const entryDeleteRequest = (
  tenant: string,
  e: { company_id: number; sub: string; entry_key: string },
) =>
  InspectionListEntryEntity.build(BatchDeleteRequest).key({
    tenant,
    company_id: e.company_id,
    sub: e.sub,
    entry_key: e.entry_key,
  });

/** Adds (sign 1) or takes back (sign -1) a summed count change, with the value's label when adding: one update per count item. */
const countValues = (tenant: string, c: CountChange, sign: 1 | -1) => ({
  tenant,
  company_id: c.company_id,
  sub: c.sub,
  shard: c.shard,
  ...(c.pending ? { pending: $add(sign * c.pending) } : {}),
  ...(c.accepted ? { accepted: $add(sign * c.accepted) } : {}),
  ...(sign > 0 ? labelOf(c.label) : {}),
});
export const countUpdate = (tenant: string, c: CountChange, sign: 1 | -1) =>
  InspectionListCountEntity.build(UpdateItemCommand).item(countValues(tenant, c, sign));
/** countUpdate as an item of a transaction (the import job adds each count once with its mark). */
export const countUpdateWrite = (tenant: string, c: CountChange, sign: 1 | -1) =>
  InspectionListCountEntity.build(UpdateTransaction).item(countValues(tenant, c, sign));

/**
 * Writes many new inspections and their index at once: records and entries by BatchWrite in
 * parallel, then the counts summed per count item and added (one update each), so slices and
 * live writes may share count items. The same items as a put of each with
 * inspectionIndexWrites(null, it); `withDashboard` adds the dashboard entries of the pending
 * and checked-out ones (what dashboardWrites(null, it) puts). For seeding (bench, demo); not all or nothing.
 */
export async function putInspectionsInBulk(
  records: InspectionRecord[],
  options: { withRecords?: boolean; withDashboard?: boolean; parallel?: number } = {},
): Promise<void> {
  const tenant = records[0]?.tenant;
  if (!tenant) return;
  const { entries, markers, counts } = bulkIndexOf(records);
  const requests = [
    ...(options.withRecords === false
      ? []
      : records.map((record) => InspectionEntity.build(BatchPutRequest).item(record))),
    ...entries.map((entry) => InspectionListEntryEntity.build(BatchPutRequest).item(entry)),
    ...markers.map((marker) => InspectionListCountEntity.build(BatchPutRequest).item(marker)),
    ...(options.withDashboard
      ? records.flatMap((record) =>
          dashboardItemsOf(record).map((entry) => DashboardEntryEntity.build(BatchPutRequest).item(entry)),
        )
      : []),
  ];
  const parallel = options.parallel ?? 8;
  await writeMany(requests, parallel);
  await pLimit(parallel).map(counts, (c) => countUpdate(tenant, c, 1).send());
}

// ---- reads ----

type CountItem = { sub: string; pending?: number; accepted?: number } & Label;
/** Count items summed per sub over their shards, with the last label seen. */
const sumCounts = (items: CountItem[]): Counts =>
  sumCountItems<CountItem, 'pending' | 'accepted', { pending: number; accepted: number; label?: Label }>(
    items,
    (c) => c.sub,
    (c) => ({ pending: c.pending, accepted: c.accepted }),
    (sum, c) => {
      if (c.name !== undefined || c.firstname !== undefined)
        sum.label = {
          name: c.name,
          internal_asset_id: c.internal_asset_id,
          firstname: c.firstname,
          lastname: c.lastname,
        };
    },
  );

/** Counts of these subs of one company, summed over their shards. */
export const readCounts = async (tenant: string, companyId: number, subs: string[]): Promise<Counts> =>
  sumCounts(
    await readCountShards(InspectionListCountEntity, subs, (sub, shard) => ({
      tenant,
      company_id: companyId,
      sub,
      shard,
    })),
  );

/** Every count of one company whose sub starts with `prefix` ('A#': the assets with their labels), summed over shards. */
export const queryCounts = async (tenant: string, companyId: number, prefix: string): Promise<Counts> =>
  sumCounts(await queryCountItems(InspectionListCountEntity, listKeys.counts(tenant, companyId), prefix));

export type ReadEntry = Omit<IndexEntry, 'company_id' | 'sub' | 'entry_key'>;

/**
 * Entries of one partition in key order (newest first) within a key range: up to `limit` of
 * those `keep` accepts (all when no limit).
 */
export async function readEntries(
  tenant: string,
  companyId: number,
  sub: string,
  options: { range?: { start: string; end: string }; limit?: number; keep?: (e: ReadEntry) => boolean } = {},
): Promise<ReadEntry[]> {
  const { range, ...reading } = options;
  return readPartition(
    InspectionListEntryEntity,
    listKeys.entries(tenant, companyId, sub),
    (e): ReadEntry => ({
      inspection_id: e.inspection_id,
      order: e.order,
      site_id: e.site_id,
      asset_id: e.asset_id,
      operator_uuid: e.operator_uuid,
      manager_uuid: e.manager_uuid,
      shift: e.shift,
      status: e.status,
      fresh: e.fresh,
      ...(e.image_name !== undefined ? { image_name: e.image_name } : {}),
    }),
    { ...reading, ...(range ? { range } : {}) },
  );
}

/** Many inspections by id, in the order asked (missing ones left out). */
export async function getInspections(tenant: string, ids: string[]): Promise<InspectionRecord[]> {
  const found = new Map(
    (
      await getMany(
        InspectionEntity,
        [...new Set(ids)].map((inspection_id) => ({ tenant, inspection_id })),
      )
    ).map((r) => [r.inspection_id, r]),
  );
  return ids.map((id) => found.get(id)).filter((r): r is InspectionRecord => r !== undefined);
}

/** What list rows show of the inspections, in the order of `ids` (those not found left out). */
export async function getInspectionRows(tenant: string, ids: string[]): Promise<InspectionRowFields[]> {
  const found = new Map(
    (
      await getManyFields(
        InspectionEntity,
        [...new Set(ids)].map((inspection_id) => ({ tenant, inspection_id })),
        INSPECTION_ROW_FIELDS,
      )
    ).map((r) => [r.inspection_id, r]),
  );
  return ids.map((id) => found.get(id)).filter((r): r is InspectionRowFields => r !== undefined);
}

/** The subs of one asset's inspections (one per site it was inspected at), with their counts. */
export const assetSubs = (tenant: string, companyId: number, assetId: number) =>
  queryCounts(tenant, companyId, `A#${assetId}#`);

/** The asset's latest submitted inspection (what 'Attach latest inspection to asset' links), or null. */
export async function latestInspectionId(tenant: string, assetId: number): Promise<string | null> {
  const asset = await getAsset(tenant, assetId);
  if (!asset) return null;
  const counts = await assetSubs(tenant, asset.company_id, assetId);
  const subs = [...counts.entries()].filter(([, c]) => c.pending + c.accepted > 0).map(([sub]) => sub);
  const firsts = (
    await Promise.all(subs.map((sub) => readEntries(tenant, asset.company_id, sub, { limit: 1 })))
  ).flat();
  firsts.sort((a, b) => (a.order < b.order ? -1 : 1));
  return firsts[0]?.inspection_id ?? null;
}
