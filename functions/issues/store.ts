/**
 * The issues domain's items and every key of them: the issue record, its comments (same
 * partition, oldest first), the open-issue sentinel per asset + attribute (a conditional put
 * makes a second open auto issue impossible), the list index (rules in listing.ts) with its
 * sharded counts, and a per-site 'last change' stamp for the dashboard. Never a Scan.
 */
import { randomUUID } from 'node:crypto';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { getMany } from '../lib/batch-get.js';
import { writeMany } from '../lib/batch-write.js';
import { pad, table } from '../lib/db.js';
import type { Transaction } from '../lib/transactions.js';
import { COUNT_SHARDS, entriesOf, indexChanges, sumCounts, type CountChange, type IndexedIssue, type IssueIndexEntry } from './listing.js';
import { prefixRange } from '../lib/key-range.js';

export const issueKeys = {
  issue: (tenant: string, uuid: string) => `${tenant}#ISSUE#${uuid}`,
  /** The open auto issues of an asset, one item per attribute. */
  open: (tenant: string, assetId: number) => `${tenant}#ISSUEOPEN#${pad(assetId)}`,
  entries: (tenant: string, companyId: number, sub: string) => `${tenant}#ISSUELIST#${pad(companyId, 6)}#${sub}`,
  counts: (tenant: string, companyId: number) => `${tenant}#ISSUECOUNT#${pad(companyId, 6)}`,
  siteChange: (tenant: string, siteId: number) => `${tenant}#ISSUESITE#${pad(siteId, 6)}`,
};

export const IssueEntity = new Entity({
  name: 'Issue',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    issue_uuid: string().key(),
    asset_id: number(),
    internal_asset_id: string(),
    asset_name: string(),
    company_id: number(),
    site_id: number(),
    name: string(),
    notes: string().default(''),
    description: string().default(''),
    priority: number(),
    status: number(),
    inspection_id: string().optional(),
    /** The checklist item a failed inspection opened it for. */
    attribute_id: string().optional(),
    created_by_uuid: string(),
    created_by_name: string(),
    /** ISO times. */
    created_at: string(),
    updated_at: string(),
    /** Optimistic lock: every update checks and bumps it. */
    version: number().default(1),
  }),
  computeKey: ({ tenant, issue_uuid }: { tenant: string; issue_uuid: string }) => ({ pk: issueKeys.issue(tenant, issue_uuid), sk: 'ISSUE' }),
});
export type IssueRecord = FormattedItem<typeof IssueEntity>;

export const IssueCommentEntity = new Entity({
  name: 'IssueComment',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    issue_uuid: string().key(),
    /** `C#{ISO time}#{id}`: the partition reads oldest first, so the newest is last. */
    comment_key: string().key(),
    comment_id: string(),
    comment: string(),
    created_by_uuid: string(),
    created_by_name: string(),
    created_at: string(),
  }),
  computeKey: ({ tenant, issue_uuid, comment_key }: { tenant: string; issue_uuid: string; comment_key: string }) => ({ pk: issueKeys.issue(tenant, issue_uuid), sk: comment_key }),
});
export type IssueCommentRecord = FormattedItem<typeof IssueCommentEntity>;

/** One per asset + attribute with an open issue: put on opening (if absent), deleted on closing. */
export const OpenIssueEntity = new Entity({
  name: 'OpenIssue',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), asset_id: number().key(), attribute_id: string().key(), issue_uuid: string() }),
  computeKey: ({ tenant, asset_id, attribute_id }: { tenant: string; asset_id: number; attribute_id: string }) => ({ pk: issueKeys.open(tenant, asset_id), sk: `ATTR#${attribute_id}` }),
});

export const IssueListEntryEntity = new Entity({
  name: 'IssueListEntry',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    company_id: number().key(),
    sub: string().key(),
    entry_key: string().key(),
    issue_uuid: string(),
    asset_id: number(),
    site_id: number(),
    status: number(),
    priority: number(),
    title: string(),
    created_at: string(),
    order: string(),
    search: string(),
  }),
  computeKey: ({ tenant, company_id, sub, entry_key }: { tenant: string; company_id: number; sub: string; entry_key: string }) => ({
    pk: issueKeys.entries(tenant, company_id, sub),
    sk: entry_key,
  }),
});

/** One partition per company holds its count shards, sort key `{sub}#{shard}`, so option lists are one query by prefix. */
export const IssueCountEntity = new Entity({
  name: 'IssueCount',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    company_id: number().key(),
    sub: string().key(),
    shard: number().key(),
    n: number().optional(),
    label: string().optional(),
    site_id: number().optional(),
  }),
  computeKey: ({ tenant, company_id, sub, shard }: { tenant: string; company_id: number; sub: string; shard: number }) => ({
    pk: issueKeys.counts(tenant, company_id),
    sk: `${sub}#${shard}`,
  }),
});

/** When a site's issues last changed (the dashboard's Last Updated). */
export const IssueSiteChangeEntity = new Entity({
  name: 'IssueSiteChange',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), site_id: number().key(), changed_at: string() }),
  computeKey: ({ tenant, site_id }: { tenant: string; site_id: number }) => ({ pk: issueKeys.siteChange(tenant, site_id), sk: 'CHANGED' }),
});

// ---- writes ----

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
export function issueIndexWrites(tenant: string, moves: { before: IssueRecord | null; after: IssueRecord | null }[]): { entries: Transaction[]; counts: CountChange[] } {
  const entries: Transaction[] = [];
  const counts: CountChange[] = [];
  for (const { before, after } of moves) {
    const changes = indexChanges(before && indexedOf(before), after && indexedOf(after));
    entries.push(
      ...changes.deletes.map((e) => IssueListEntryEntity.build(DeleteTransaction).key({ tenant, company_id: e.company_id, sub: e.sub, entry_key: e.entry_key })),
      ...changes.puts.map((e) => IssueListEntryEntity.build(PutTransaction).item({ tenant, ...e })),
    );
    counts.push(...changes.counts);
  }
  return { entries, counts };
}

/** The count updates (summed: one per count item) and the sites' change stamps of these moves. */
export function sharedMoveWrites(tenant: string, counts: CountChange[], siteIds: number[], at: Date): Transaction[] {
  return [
    ...sumCounts(counts).map((c) => countWrite(tenant, c)),
    ...[...new Set(siteIds)].map((site_id) => IssueSiteChangeEntity.build(PutTransaction).item({ tenant, site_id, changed_at: at.toISOString() })),
  ];
}

/** A new issue's record put (fails if the uuid exists). */
export const issuePut = (record: IssueRecord): Transaction => IssueEntity.build(PutTransaction).item(record).options({ condition: { attr: 'issue_uuid', exists: false } });

/** The changed record, checked against the version it was read at. */
export const issueUpdate = (before: IssueRecord, after: IssueRecord): Transaction =>
  IssueEntity.build(PutTransaction)
    .item({ ...after, version: before.version + 1 })
    .options({ condition: { attr: 'version', eq: before.version } });

/** The sentinel's conditional put (the transaction fails if the asset + attribute already has an open issue). */
export const openSentinelPut = (tenant: string, assetId: number, attributeId: string, issueUuid: string): Transaction =>
  OpenIssueEntity.build(PutTransaction).item({ tenant, asset_id: assetId, attribute_id: attributeId, issue_uuid: issueUuid }).options({ condition: { attr: 'issue_uuid', exists: false } });
export const openSentinelDelete = (tenant: string, assetId: number, attributeId: string): Transaction =>
  OpenIssueEntity.build(DeleteTransaction).key({ tenant, asset_id: assetId, attribute_id: attributeId });

export function commentPut(tenant: string, issueUuid: string, input: { comment: string; by: { uuid: string; name: string }; at: Date }): { write: Transaction; comment: IssueCommentRecord } {
  const comment_id = randomUUID();
  const created_at = input.at.toISOString();
  const comment: IssueCommentRecord = {
    tenant,
    issue_uuid: issueUuid,
    comment_key: `C#${created_at}#${comment_id}`,
    comment_id,
    comment: input.comment,
    created_by_uuid: input.by.uuid,
    created_by_name: input.by.name,
    created_at,
  };
  return { write: IssueCommentEntity.build(PutTransaction).item(comment), comment };
}

/**
 * Writes many new issues with their index at once (BatchWrite, in parallel; counts summed per
 * shard and put, not added: seeding assumes an empty index for these companies). For benches and
 * the demo seed; the asset records' open-issue counts are the caller's.
 */
export async function putIssuesInBulk(records: IssueRecord[], options: { parallel?: number } = {}): Promise<void> {
  const tenant = records[0]?.tenant;
  if (!tenant) return;
  const counts = sumCounts(records.flatMap((r) => indexChanges(null, indexedOf(r)).counts));
  const requests = [
    ...records.map((r) => IssueEntity.build(BatchPutRequest).item(r)),
    ...records.flatMap((r) => entriesOf(indexedOf(r)).map((e) => IssueListEntryEntity.build(BatchPutRequest).item({ tenant, ...e }))),
    ...records.filter((r) => r.attribute_id && r.status !== 15).map((r) => OpenIssueEntity.build(BatchPutRequest).item({ tenant, asset_id: r.asset_id, attribute_id: r.attribute_id!, issue_uuid: r.issue_uuid })),
    ...counts.map((c) => IssueCountEntity.build(BatchPutRequest).item({ tenant, company_id: c.company_id, sub: c.sub, shard: c.shard, n: c.n, ...(c.label !== undefined ? { label: c.label } : {}), ...(c.site_id !== undefined ? { site_id: c.site_id } : {}) })),
  ];
  await writeMany(requests, options.parallel ?? 8);
}

// ---- reads ----

export async function getIssue(tenant: string, uuid: string): Promise<IssueRecord | undefined> {
  const { Item } = await IssueEntity.build(GetItemCommand).key({ tenant, issue_uuid: uuid }).options({ consistent: true }).send();
  return Item;
}

export async function getIssues(tenant: string, uuids: string[]): Promise<IssueRecord[]> {
  const found = new Map((await getMany(IssueEntity, [...new Set(uuids)].map((issue_uuid) => ({ tenant, issue_uuid })))).map((r) => [r.issue_uuid, r]));
  return uuids.map((id) => found.get(id)).filter((r): r is IssueRecord => r !== undefined);
}

/** An issue's comments, oldest first (newest last). */
export async function listComments(tenant: string, uuid: string): Promise<IssueCommentRecord[]> {
  const out: IssueCommentRecord[] = [];
  const query = table
    .build(QueryCommand)
    .entities(IssueCommentEntity)
    .query({ partition: issueKeys.issue(tenant, uuid), range: { beginsWith: 'C#' } });
  for await (const page of query.paginate()) out.push(...(page.Items ?? []));
  return out;
}

/** The open sentinels of these attributes of an asset (attribute id -> issue uuid). */
export async function openSentinels(tenant: string, assetId: number, attributeIds: string[]): Promise<Map<string, string>> {
  const found = await getMany(
    OpenIssueEntity,
    [...new Set(attributeIds)].map((attribute_id) => ({ tenant, asset_id: assetId, attribute_id })),
  );
  return new Map(found.map((s) => [s.attribute_id, s.issue_uuid]));
}


export type ReadEntry = Omit<IssueIndexEntry, 'company_id' | 'sub' | 'entry_key'>;

/** Entries of one partition, newest first, whose key starts with `prefix`: up to `limit` of those `keep` accepts (all without a limit). */
export async function readEntries(
  tenant: string,
  companyId: number,
  sub: string,
  options: { prefix?: string; limit?: number; keep?: (e: ReadEntry) => boolean } = {},
): Promise<ReadEntry[]> {
  const { prefix, limit, keep } = options;
  const out: ReadEntry[] = [];
  const query = table
    .build(QueryCommand)
    .entities(IssueListEntryEntity)
    .query({ partition: issueKeys.entries(tenant, companyId, sub), ...(prefix ? { range: prefixRange(prefix) } : {}) })
    .options(limit !== undefined ? { limit: keep ? Math.max(limit, 100) : limit } : {});
  for await (const page of query.paginate()) {
    for (const e of page.Items ?? []) {
      const entry: ReadEntry = {
        issue_uuid: e.issue_uuid,
        asset_id: e.asset_id,
        site_id: e.site_id,
        status: e.status,
        priority: e.priority,
        title: e.title,
        created_at: e.created_at,
        order: e.order,
        search: e.search,
      };
      if (!keep || keep(entry)) out.push(entry);
    }
    if (limit !== undefined && out.length >= limit) break;
  }
  return limit === undefined ? out : out.slice(0, limit);
}

export interface CountItem {
  sub: string;
  n: number;
  label?: string;
  site_id?: number;
}

/** Counts of these subs of one company, summed over their shards. */
export async function readCounts(tenant: string, companyId: number, subs: string[]): Promise<Map<string, number>> {
  const keys = [...new Set(subs)].flatMap((sub) => Array.from({ length: COUNT_SHARDS }, (_, shard) => ({ tenant, company_id: companyId, sub, shard })));
  const counts = new Map<string, number>();
  for (const c of await getMany(IssueCountEntity, keys)) counts.set(c.sub, (counts.get(c.sub) ?? 0) + (c.n ?? 0));
  return counts;
}

/** These subs' counts with their option labels (and sites), summed over shards. */
export async function readCountItems(tenant: string, companyId: number, subs: string[]): Promise<CountItem[]> {
  const keys = [...new Set(subs)].flatMap((sub) => Array.from({ length: COUNT_SHARDS }, (_, shard) => ({ tenant, company_id: companyId, sub, shard })));
  const bySub = new Map<string, CountItem>();
  for (const c of await getMany(IssueCountEntity, keys)) {
    const sum = bySub.get(c.sub) ?? { sub: c.sub, n: 0 };
    sum.n += c.n ?? 0;
    if (c.label !== undefined) Object.assign(sum, { label: c.label, site_id: c.site_id });
    bySub.set(c.sub, sum);
  }
  return [...bySub.values()];
}

/** Every count of one company whose sub starts with `prefix` ('A#' the assets, 'TI#' the titles), summed over shards, with labels. */
export async function queryCounts(tenant: string, companyId: number, prefix: string): Promise<CountItem[]> {
  const bySub = new Map<string, CountItem>();
  const query = table
    .build(QueryCommand)
    .entities(IssueCountEntity)
    .query({ partition: issueKeys.counts(tenant, companyId), range: prefixRange(prefix) });
  for await (const page of query.paginate())
    for (const c of page.Items ?? []) {
      const sum = bySub.get(c.sub) ?? { sub: c.sub, n: 0 };
      sum.n += c.n ?? 0;
      if (c.label !== undefined) sum.label = c.label;
      if (c.site_id !== undefined) sum.site_id = c.site_id;
      bySub.set(c.sub, sum);
    }
  return [...bySub.values()];
}

/** When these sites' issues last changed (ISO), or null. */
export async function lastSiteChange(tenant: string, siteIds: number[]): Promise<string | null> {
  const found = await getMany(
    IssueSiteChangeEntity,
    siteIds.map((site_id) => ({ tenant, site_id })),
  );
  return found.map((f) => f.changed_at).sort().at(-1) ?? null;
}
