/**
 * The list index shared by maintenance requests and work orders (one shape, two lists), read by
 * key, newest first, never scanned:
 *
 * - Entries are small items in partitions of one site and one 'sub' (ALL, per status, per type or
 *   priority, per status and type/priority, per requestor, an asset's work orders without a
 *   request). The sort key is the inverted creation time and the id, so each partition reads
 *   newest first and a first page is the first n items of one Query, whatever the list's size.
 * - Counts per (site, sub) ride on one item each in the site's count partition, moved in the same
 *   transaction as the entries: they give listsize without reading entries, the open-request
 *   badge (the count of `S48`), and the Requested By options (`U#` counts carry the name).
 * - A filter of several statuses merges those partitions; what no sub covers (a requestor together
 *   with a status) is a residual filter on the entries' attributes.
 * - Terms (the title's first words; a work order's number, a request's asset name and Asset #)
 *   are entries of the site's term partition keyed `{term}#{order}`, moved in the same
 *   transaction. Their words and the searches that read them are in store/terms.ts.
 */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { pad, table } from '#lib/db.js';
import { KEY_END } from '#lib/key-range.js';
import { invertedTime, mergeEntries } from '#lib/list-index/entries.js';
import { queryCountItems, readPartition } from '#lib/list-index/reads.js';
import type { Transaction } from '#lib/transactions.js';

export type ListKind = 'MR' | 'WO';

export const listKeys = {
  entries: (tenant: string, kind: ListKind, siteId: number, sub: string) =>
    `${tenant}#${kind}LIST#${pad(siteId, 6)}#${sub}`,
  counts: (tenant: string, kind: ListKind, siteId: number) => `${tenant}#${kind}COUNT#${pad(siteId, 6)}`,
  terms: (tenant: string, kind: ListKind, siteId: number) => `${tenant}#${kind}TERM#${pad(siteId, 6)}`,
};

/** What a list entry and a term entry both hold of their record (a list row). */
const rowFields = {
  id: number(),
  status: number(),
  /** Request type (52/53) or work order priority (45–47). */
  code: number(),
  requested_by: string(),
  /** Title (and number), lower case. */
  search: string(),
  title: string(),
  number: string(),
};

export const ListEntryEntity = new Entity({
  name: 'MaintListEntry',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    kind: string().key(),
    site_id: number().key(),
    sub: string().key(),
    order: string().key(),
    ...rowFields,
  }),
  computeKey: ({
    tenant,
    kind,
    site_id,
    sub,
    order,
  }: {
    tenant: string;
    kind: string;
    site_id: number;
    sub: string;
    order: string;
  }) => ({
    pk: listKeys.entries(tenant, kind as ListKind, site_id, sub),
    sk: order,
  }),
});
export type ListEntry = FormattedItem<typeof ListEntryEntity>;

/** One term of a record (its sort key `{term}#{order}`): the same data as a list entry. */
export const TermEntryEntity = new Entity({
  name: 'MaintTermEntry',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    kind: string().key(),
    site_id: number().key(),
    term: string().key(),
    order: string().key(),
    ...rowFields,
  }),
  computeKey: ({
    tenant,
    kind,
    site_id,
    term,
    order,
  }: {
    tenant: string;
    kind: string;
    site_id: number;
    term: string;
    order: string;
  }) => ({
    pk: listKeys.terms(tenant, kind as ListKind, site_id),
    sk: `${term}#${order}`,
  }),
});
export type TermEntry = FormattedItem<typeof TermEntryEntity>;

export const ListCountEntity = new Entity({
  name: 'MaintListCount',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    kind: string().key(),
    site_id: number().key(),
    sub: string().key(),
    n: number().optional(),
    label: string().optional(),
  }),
  computeKey: ({
    tenant,
    kind,
    site_id,
    sub,
  }: {
    tenant: string;
    kind: string;
    site_id: number;
    sub: string;
  }) => ({
    pk: listKeys.counts(tenant, kind as ListKind, site_id),
    sk: sub,
  }),
});

/** Newest first: inverted creation milliseconds, then the id. */
export const orderOf = (createdAt: string, id: number) =>
  `${invertedTime(new Date(createdAt).getTime())}#${pad(id)}`;

/** What one record puts into the index: its entry data and the subs it belongs to (with a label for counted options). */
export interface Indexed {
  kind: ListKind;
  site_id: number;
  order: string;
  id: number;
  status: number;
  code: number;
  requested_by: string;
  search: string;
  title: string;
  number: string;
  subs: { sub: string; label?: string }[];
  /** Its terms (termsOf): the typed option searches and the list's search read them. */
  terms?: string[];
}

/** The writes that move a record's index from `before` to `after` (either null for create/delete): entries and counts. */
export function indexWrites(tenant: string, before: Indexed | null, after: Indexed | null): Transaction[] {
  const writes: Transaction[] = [];
  const key = (i: Indexed, sub: string) => ({
    tenant,
    kind: i.kind,
    site_id: i.site_id,
    sub,
    order: i.order,
  });
  const same = before && after && before.site_id === after.site_id && before.order === after.order;
  const beforeSubs = new Set(before?.subs.map((s) => s.sub) ?? []);
  const afterSubs = new Set(after?.subs.map((s) => s.sub) ?? []);
  if (before) {
    for (const { sub } of before.subs) {
      if (same && afterSubs.has(sub)) continue;
      writes.push(ListEntryEntity.build(DeleteTransaction).key(key(before, sub)));
      writes.push(
        ListCountEntity.build(UpdateTransaction).item({
          tenant,
          kind: before.kind,
          site_id: before.site_id,
          sub,
          n: $add(-1),
        }),
      );
    }
  }
  if (after) {
    const data = entryData(after);
    const changed = !before || entryChanged(before, after);
    for (const { sub, label } of after.subs) {
      const kept = same && beforeSubs.has(sub);
      if (kept && !changed) continue;
      writes.push(ListEntryEntity.build(PutTransaction).item({ ...key(after, sub), ...data }));
      if (!kept)
        writes.push(
          ListCountEntity.build(UpdateTransaction).item({
            tenant,
            kind: after.kind,
            site_id: after.site_id,
            sub,
            n: $add(1),
            ...(label ? { label } : {}),
          }),
        );
    }
  }
  writes.push(...termWrites(tenant, before, after, Boolean(before && after && entryChanged(before, after))));
  return writes;
}

const entryData = (i: Indexed) => ({
  id: i.id,
  status: i.status,
  code: i.code,
  requested_by: i.requested_by,
  search: i.search,
  title: i.title,
  number: i.number,
});
const entryChanged = (a: Indexed, b: Indexed) =>
  JSON.stringify(entryData(a)) !== JSON.stringify(entryData(b));

/** Term entries from `before` to `after`: dropped terms deleted, new ones put, kept ones rewritten only when their data changed. */
function termWrites(
  tenant: string,
  before: Indexed | null,
  after: Indexed | null,
  changed: boolean,
): Transaction[] {
  const writes: Transaction[] = [];
  const same = before && after && before.site_id === after.site_id && before.order === after.order;
  const had = new Set(before?.terms ?? []);
  const has = new Set(after?.terms ?? []);
  if (before)
    for (const term of had) {
      if (same && has.has(term)) continue;
      writes.push(
        TermEntryEntity.build(DeleteTransaction).key({
          tenant,
          kind: before.kind,
          site_id: before.site_id,
          term,
          order: before.order,
        }),
      );
    }
  if (after)
    for (const term of has) {
      if (same && had.has(term) && !changed) continue;
      writes.push(
        TermEntryEntity.build(PutTransaction).item({
          tenant,
          kind: after.kind,
          site_id: after.site_id,
          term,
          order: after.order,
          ...entryData(after),
        }),
      );
    }
  return writes;
}

/**
 * Entries of one partition, newest first: up to `limit` of those `keep` accepts (all without a
 * limit). With `keep`, reads on in pages of 100 until enough are found. `after` (an entry's order,
 * a cursor) starts the read just past that entry.
 */
export async function readEntries(
  tenant: string,
  kind: ListKind,
  siteId: number,
  sub: string,
  options: { limit?: number; keep?: (e: ListEntry) => boolean; after?: string } = {},
): Promise<ListEntry[]> {
  const { after, keep, ...reading } = options;
  return readPartition(ListEntryEntity, listKeys.entries(tenant, kind, siteId, sub), (e): ListEntry => e, {
    ...reading,
    ...(after ? { keep: (e: ListEntry) => e.order !== after && (!keep || keep(e)) } : keep ? { keep } : {}),
    range: { start: after ?? '0', end: KEY_END },
  });
}

/** The counts of these subs of a site (missing reads as 0). */
export async function readCounts(
  tenant: string,
  kind: ListKind,
  siteId: number,
  subs: string[],
): Promise<number> {
  const items = await Promise.all(
    subs.map((sub) =>
      ListCountEntity.build(GetItemCommand).key({ tenant, kind, site_id: siteId, sub }).send(),
    ),
  );
  return items.reduce((sum, { Item }) => sum + Math.max(0, Item?.n ?? 0), 0);
}

/** Count items of a site whose sub starts with the prefix (option lists: `U#` requestors). */
export async function queryCounts(
  tenant: string,
  kind: ListKind,
  siteId: number,
  prefix: string,
): Promise<{ sub: string; n: number; label: string }[]> {
  const items = await queryCountItems(ListCountEntity, listKeys.counts(tenant, kind, siteId), prefix);
  return items.map((c) => ({ sub: c.sub, n: c.n ?? 0, label: c.label ?? '' }));
}

/**
 * One page across sites and subs: reads pageSize × pageIndex from each partition (each by key),
 * merges newest first and cuts the page. `keep` is the residual filter.
 */
export async function readPage(
  tenant: string,
  kind: ListKind,
  siteIds: number[],
  subs: string[],
  page: { pageSize: number; pageIndex: number },
  keep?: (e: ListEntry) => boolean,
): Promise<ListEntry[]> {
  const wanted = page.pageSize * page.pageIndex;
  const lists = await Promise.all(
    siteIds.flatMap((siteId) =>
      subs.map((sub) => readEntries(tenant, kind, siteId, sub, { limit: wanted, keep })),
    ),
  );
  return mergeEntries(lists).slice(wanted - page.pageSize, wanted);
}

/** One page (pageIndex from 1) of entries or records already read whole: a search's, the ids picked in a filter. */
export const pageSlice = <T>(all: T[], page: { pageSize: number; pageIndex: number }): T[] =>
  all.slice((page.pageIndex - 1) * page.pageSize, page.pageIndex * page.pageSize);

/** Records read by id (picked in a filter) that `keep` accepts as their index sees them, newest first. */
export function newestFirst<R>(
  records: R[],
  indexedOf: (r: R) => Indexed,
  keep: (i: Indexed) => boolean,
): R[] {
  return records
    .map((r) => ({ r, i: indexedOf(r) }))
    .filter(({ i }) => keep(i))
    .sort((a, b) => (a.i.order < b.i.order ? -1 : 1))
    .map(({ r }) => r);
}

/** Every entry across sites and subs that `keep` accepts (a residual filter's listsize). */
export async function readAll(
  tenant: string,
  kind: ListKind,
  siteIds: number[],
  subs: string[],
  keep?: (e: ListEntry) => boolean,
): Promise<ListEntry[]> {
  const lists = await Promise.all(
    siteIds.flatMap((siteId) => subs.map((sub) => readEntries(tenant, kind, siteId, sub, { keep }))),
  );
  return mergeEntries(lists);
}
