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
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { pad } from '#lib/db.js';
import { invertedTime } from '#lib/list-index/entries.js';
import type { Transaction } from '#lib/transactions.js';
import { ListCountEntity, ListEntryEntity, TermEntryEntity, type ListKind } from './store/list-entities.js';

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
