/**
 * The issues' list index (rules in listing.ts) as stored: the entry moves and their sharded
 * counts of an issue write, the sites' 'last change' stamps, the bulk writer of the seed and the
 * benches, and the reads of entries and counts. The items are store.ts's.
 */
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { getMany } from '#lib/batch-get.js';
import { writeMany } from '#lib/batch-write.js';
import { sumCountItems } from '#lib/list-index/counts.js';
import { queryCountItems, readCountShards, readPartition } from '#lib/list-index/reads.js';
import type { Transaction } from '#lib/transactions.js';
import {
  entriesOf,
  indexChanges,
  sumCounts,
  type CountChange,
  type IndexedIssue,
  type IssueIndexEntry,
} from '../listing.js';
import {
  IssueCountEntity,
  IssueEntity,
  IssueListEntryEntity,
  IssueSiteChangeEntity,
  OpenIssueEntity,
  issueKeys,
  type IssueRecord,
} from './issues.js';

export const indexedOf = (r: IssueRecord): IndexedIssue => ({
  issue_uuid: r.issue_uuid,
  company_id: r.company_id,
  site_id: r.site_id,
  asset_id: r.asset_id,
  asset_name: r.asset_name,
  internal_asset_id: r.internal_asset_id,
  name: r.name,
  status: r.status,
  priority: r.priority,
  created_at: r.created_at,
});

export const countWrite = (tenant: string, c: CountChange): Transaction =>
  IssueCountEntity.build(UpdateTransaction).item({
    tenant,
    company_id: c.company_id,
    sub: c.sub,
    shard: c.shard,
    n: $add(c.n),
    ...(c.label !== undefined ? { label: c.label } : {}),
    ...(c.site_id !== undefined ? { site_id: c.site_id } : {}),
  });

/** The entry writes of moving issues (before -> after, null: absent), and their count changes (to sum with others). */
export function issueIndexWrites(
  tenant: string,
  moves: { before: IssueRecord | null; after: IssueRecord | null }[],
): { entries: Transaction[]; counts: CountChange[] } {
  const entries: Transaction[] = [];
  const counts: CountChange[] = [];
  for (const { before, after } of moves) {
    const changes = indexChanges(before && indexedOf(before), after && indexedOf(after));
    entries.push(
      ...changes.deletes.map((e) =>
        IssueListEntryEntity.build(DeleteTransaction).key({
          tenant,
          company_id: e.company_id,
          sub: e.sub,
          entry_key: e.entry_key,
        }),
      ),
      ...changes.puts.map((e) => IssueListEntryEntity.build(PutTransaction).item({ tenant, ...e })),
    );
    counts.push(...changes.counts);
  }
  return { entries, counts };
}

/** The count updates (summed: one per count item) and the sites' change stamps of these moves. */
export function sharedMoveWrites(
  tenant: string,
  counts: CountChange[],
  siteIds: number[],
  at: Date,
): Transaction[] {
  return [
    ...sumCounts(counts).map((c) => countWrite(tenant, c)),
    ...[...new Set(siteIds)].map((site_id) =>
      IssueSiteChangeEntity.build(PutTransaction).item({ tenant, site_id, changed_at: at.toISOString() }),
    ),
  ];
}

/**
 * Writes many new issues with their index at once (BatchWrite, in parallel; counts summed per
 * shard and put, not added: seeding assumes an empty index for these companies). For benches and
 * the demo seed; the asset records' open-issue counts are the caller's.
 */
export async function putIssuesInBulk(
  records: IssueRecord[],
  options: { parallel?: number } = {},
): Promise<void> {
  const tenant = records[0]?.tenant;
  if (!tenant) return;
  const counts = sumCounts(records.flatMap((r) => indexChanges(null, indexedOf(r)).counts));
  const requests = [
    ...records.map((r) => IssueEntity.build(BatchPutRequest).item(r)),
    ...records.flatMap((r) =>
      entriesOf(indexedOf(r)).map((e) => IssueListEntryEntity.build(BatchPutRequest).item({ tenant, ...e })),
    ),
    ...records
      .filter((r) => r.attribute_id && r.status !== 15)
      .map((r) =>
        OpenIssueEntity.build(BatchPutRequest).item({
          tenant,
          asset_id: r.asset_id,
          attribute_id: r.attribute_id!,
          issue_uuid: r.issue_uuid,
        }),
      ),
    ...counts.map((c) =>
      IssueCountEntity.build(BatchPutRequest).item({
        tenant,
        company_id: c.company_id,
        sub: c.sub,
        shard: c.shard,
        n: c.n,
        ...(c.label !== undefined ? { label: c.label } : {}),
        ...(c.site_id !== undefined ? { site_id: c.site_id } : {}),
      }),
    ),
  ];
  await writeMany(requests, options.parallel ?? 8);
}

export type ReadEntry = Omit<IssueIndexEntry, 'company_id' | 'sub' | 'entry_key'>;

/** Entries of one partition, newest first, whose key starts with `prefix`: up to `limit` of those `keep` accepts (all without a limit). */
export async function readEntries(
  tenant: string,
  companyId: number,
  sub: string,
  options: { prefix?: string; limit?: number; keep?: (e: ReadEntry) => boolean } = {},
): Promise<ReadEntry[]> {
  const { prefix, ...reading } = options;
  return readPartition(
    IssueListEntryEntity,
    issueKeys.entries(tenant, companyId, sub),
    (e): ReadEntry => ({
      issue_uuid: e.issue_uuid,
      asset_id: e.asset_id,
      site_id: e.site_id,
      status: e.status,
      priority: e.priority,
      title: e.title,
      created_at: e.created_at,
      order: e.order,
      search: e.search,
    }),
    { ...reading, ...(prefix ? { range: { prefix } } : {}) },
  );
}

export interface CountItem {
  sub: string;
  n: number;
  label?: string;
  site_id?: number;
}

const countShardsOf = (tenant: string, companyId: number, subs: string[]) =>
  readCountShards(IssueCountEntity, subs, (sub, shard) => ({ tenant, company_id: companyId, sub, shard }));

/** Count items summed per sub over their shards, with their option labels (and sites). */
const countItemsOf = (
  items: { sub: string; n?: number; label?: string; site_id?: number }[],
): CountItem[] => [
  ...sumCountItems<(typeof items)[number], 'n', CountItem>(
    items,
    (c) => c.sub,
    (c) => ({ n: c.n }),
    (sum, c) => {
      sum.sub = c.sub;
      if (c.label !== undefined) sum.label = c.label;
      if (c.site_id !== undefined) sum.site_id = c.site_id;
    },
  ).values(),
];

/** Counts of these subs of one company, summed over their shards. */
export async function readCounts(
  tenant: string,
  companyId: number,
  subs: string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const c of countItemsOf(await countShardsOf(tenant, companyId, subs))) counts.set(c.sub, c.n);
  return counts;
}

/** These subs' counts with their option labels (and sites), summed over shards. */
export const readCountItems = async (
  tenant: string,
  companyId: number,
  subs: string[],
): Promise<CountItem[]> => countItemsOf(await countShardsOf(tenant, companyId, subs));

/** Every count of one company whose sub starts with `prefix` ('A#' the assets, 'TI#' the titles), summed over shards, with labels. */
export const queryCounts = async (tenant: string, companyId: number, prefix: string): Promise<CountItem[]> =>
  countItemsOf(await queryCountItems(IssueCountEntity, issueKeys.counts(tenant, companyId), prefix));

/** When these sites' issues last changed (ISO), or null. */
export async function lastSiteChange(tenant: string, siteIds: number[]): Promise<string | null> {
  const found = await getMany(
    IssueSiteChangeEntity,
    siteIds.map((site_id) => ({ tenant, site_id })),
  );
  return (
    found
      .map((f) => f.changed_at)
      .sort()
      .at(-1) ?? null
  );
}
