/**
 * Reads of the requests and work orders list index (../listing.ts says how it works), each by key:
 * a partition's entries, counts, a page across sites and subs, every entry a residual filter keeps.
 */
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { KEY_END } from '#lib/key-range.js';
import { mergeEntries } from '#lib/list-index/entries.js';
import { queryCountItems, readPartition } from '#lib/list-index/reads.js';
import type { Indexed } from '../listing.js';
import {
  listKeys,
  ListCountEntity,
  ListEntryEntity,
  type ListEntry,
  type ListKind,
} from './list-entities.js';

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
