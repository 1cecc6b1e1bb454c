/**
 * The inspection list index (spec core 2.9, 3 'Inspection list row', 7 'Inspections'), as pure
 * rules; store/list-index.ts reads and writes it. Lists are read by key, never scanned:
 *
 * - Entries are small items in partitions of one company (`sub`s below), sorted NEWEST FIRST by
 *   their key `{inverted submission ms}#{inspection id}`: the whole company (`ALL`) and per
 *   status (`ST#8`, `ST#10`); per site (`S#{site}`) and per site and status (`SS#{site}#{st}`);
 *   and per value and site: asset (`A#{asset}#{site}`), operator (`O#{uuid}#{site}`), manager
 *   (`MG#{uuid}#{site}`), shift (`SH#{shift}#{site}`), new not-ok attributes (`N#{site}`). Value
 *   subs carry the site, so a site scope never leaves a filter to apply; the value comes first,
 *   so one value's sites are one prefix read of the counts (an asset's history, its latest).
 *   Drafts (status 0) have no entries. An entry carries what a residual filter needs.
 * - Counts per sub, split into COUNT_SHARDS items (shard fixed by the inspection id), each with
 *   `pending` and `accepted`, give listsize without reading a partition (the `ST#`/`SS#` subs
 *   are counted by their `ALL`/`S#` sub's status field). Value count items also carry the
 *   value's label (asset name and internal id, operator names, manager name): they are the
 *   option lists and the search's dictionary, read by prefix, whatever the number of inspections.
 * - The search (asset name, internal id, operator name) is resolved against those labels into
 *   asset and operator subs, which are then read like a filter. Assets are found by key, not by
 *   reading every asset's label: each word of an asset's label has a marker item in the counts
 *   partition (`AW#{word}#{asset}#{site}`, put when an inspection is first listed), read by the
 *   prefix of the search's key word (`keyWord`); the matched assets' labels are then read by key.
 *   Operators (few per company) are matched on their labels, all read.
 * - A query is planned per company (list-plan.ts): among the partition sets that hold every wanted entry, one
 *   whose count is exact (no filter left but the status, which the counts split) is read only
 *   `pageindex * pagesize` matching entries deep per partition and merged (or, when that is many
 *   partitions of dense entries, the base partition is read in order until the page is full);
 *   otherwise the smallest set is read whole with the rest filtered.
 * - Photos: entries `P#{site}` keyed `{order}#{n}`, one per photo name of a submitted inspection.
 */
import { pad } from '#lib/db.js';
import { type CountChange as ListCountChange } from '#lib/list-index/counts.js';
import { declareListIndex } from '#lib/list-index/declare.js';
import { invertedTime } from '#lib/list-index/entries.js';
import { wordsOf } from '#lib/list-index/words.js';

/** The fields of an inspection the index is made from. */
export interface IndexedInspection {
  inspection_id: string;
  company_id: number;
  site_id: number;
  asset_id: number;
  asset_name: string;
  internal_asset_id: string;
  status: number;
  operator_uuid: string;
  operator_firstname: string;
  operator_lastname: string;
  manager_uuid?: string;
  manager_name?: string;
  shift: number;
  submitted_at?: string;
  checkout_requested_at: string;
  new_notok_count: number;
  image_names: string[];
}

/** One list entry as stored (the partition is `company` + `sub`). */
export interface IndexEntry {
  company_id: number;
  sub: string;
  entry_key: string;
  inspection_id: string;
  /** The list order (newest first); equal to entry_key except for photos. */
  order: string;
  site_id: number;
  asset_id: number;
  operator_uuid: string;
  manager_uuid: string;
  shift: number;
  status: number;
  /** 1 when the inspection has new not-ok attributes. */
  fresh: number;
  /** Photo entries only. */
  image_name?: string;
}

/** A value's label on its count items (what options and the search show). */
export interface Label {
  name?: string;
  internal_asset_id?: string;
  firstname?: string;
  lastname?: string;
}

export const Status = { Draft: 0, Pending: 8, Accepted: 10 } as const;

const enc = (value: string) => encodeURIComponent(value);
export const Sub = {
  all: 'ALL',
  status: (status: number) => `ST#${status}`,
  site: (site: number) => `S#${site}`,
  siteStatus: (site: number, status: number) => `SS#${site}#${status}`,
  asset: (asset: number, site: number) => `A#${asset}#${site}`,
  operator: (uuid: string, site: number) => `O#${enc(uuid)}#${site}`,
  manager: (uuid: string, site: number) => `MG#${enc(uuid)}#${site}`,
  shift: (shift: number, site: number) => `SH#${shift}#${site}`,
  fresh: (site: number) => `N#${site}`,
  photos: (site: number) => `P#${site}`,
  /** A marker (no counts): the asset's label at this site holds this word. */
  assetWord: (word: string, asset: number, site: number) => `AW#${enc(word)}#${asset}#${site}`,
};
/** The prefix of the asset-word markers whose word starts with `word`. */
export const assetWordPrefix = (word: string) => `AW#${enc(word)}`;
/** The asset and site of an asset-word marker's sub. */
export function assetOfWordSub(sub: string): { asset: number; site: number } {
  const [, , asset, site] = sub.split('#');
  return { asset: Number(asset), site: Number(site) };
}
/** The value and site of a value sub (`A#12#3` -> ['12', 3]). */
export function valueOfSub(sub: string): { value: string; site: number } {
  const [, value, site] = sub.split('#');
  return { value: decodeURIComponent(value), site: Number(site) };
}

export const submittedMs = (i: Pick<IndexedInspection, 'submitted_at' | 'checkout_requested_at'>) =>
  Date.parse(i.submitted_at ?? i.checkout_requested_at) || 0;
/** Sort key for newest first: the inverted submission time, then the id. */
export const orderOf = (
  i: Pick<IndexedInspection, 'submitted_at' | 'checkout_requested_at' | 'inspection_id'>,
) => `${invertedTime(submittedMs(i))}#${i.inspection_id}`;
/** The newest-first time key (other domains read this list's keys with it). */
export { invertedTime };

export const isListed = (i: Pick<IndexedInspection, 'status'>) =>
  i.status === Status.Pending || i.status === Status.Accepted;

/** The counted subs of an inspection, each with its label. */
export function countedSubsOf(i: IndexedInspection): { sub: string; label?: Label }[] {
  const subs: { sub: string; label?: Label }[] = [
    { sub: Sub.all },
    { sub: Sub.site(i.site_id) },
    {
      sub: Sub.asset(i.asset_id, i.site_id),
      label: { name: i.asset_name, internal_asset_id: i.internal_asset_id },
    },
    {
      sub: Sub.operator(i.operator_uuid, i.site_id),
      label: { firstname: i.operator_firstname, lastname: i.operator_lastname },
    },
    { sub: Sub.shift(i.shift, i.site_id) },
  ];
  if (i.manager_uuid)
    subs.push({ sub: Sub.manager(i.manager_uuid, i.site_id), label: { name: i.manager_name ?? '' } });
  if (i.new_notok_count > 0) subs.push({ sub: Sub.fresh(i.site_id) });
  return subs;
}

/** Every entry of a listed inspection (none for a draft). */
export function entriesOf(i: IndexedInspection): IndexEntry[] {
  if (!isListed(i)) return [];
  const order = orderOf(i);
  const base = {
    company_id: i.company_id,
    inspection_id: i.inspection_id,
    order,
    site_id: i.site_id,
    asset_id: i.asset_id,
    operator_uuid: i.operator_uuid,
    manager_uuid: i.manager_uuid ?? '',
    shift: i.shift,
    status: i.status,
    fresh: i.new_notok_count > 0 ? 1 : 0,
  };
  const subs = [
    ...countedSubsOf(i).map((c) => c.sub),
    Sub.status(i.status),
    Sub.siteStatus(i.site_id, i.status),
  ];
  return [
    ...subs.map((sub) => ({ ...base, sub, entry_key: order })),
    // Photo entries leave out what approval changes (status, manager), so an approval does not rewrite them.
    ...i.image_names.map((image_name, n) => ({
      ...base,
      status: 0,
      manager_uuid: '',
      sub: Sub.photos(i.site_id),
      entry_key: `${order}#${pad(n, 3)}`,
      image_name,
    })),
  ];
}

/** At most this many words of an asset's label get a marker. */
const MAX_ASSET_WORDS = 8;
/** The asset-word marker subs of an inspection (none for a draft). */
export function assetWordSubsOf(
  i: Pick<IndexedInspection, 'status' | 'asset_id' | 'site_id' | 'asset_name' | 'internal_asset_id'>,
): string[] {
  if (!isListed(i)) return [];
  const words = [
    ...new Set(wordsOf(assetSearchText({ name: i.asset_name, internal_asset_id: i.internal_asset_id }))),
  ].slice(0, MAX_ASSET_WORDS);
  return words.map((w) => Sub.assetWord(w, i.asset_id, i.site_id));
}
/** The markers a move puts: those `after` has and `before` had not (markers are never taken back; a read checks the asset's counts). */
export function assetWordPuts(before: IndexedInspection | null, after: IndexedInspection | null): string[] {
  const had = new Set(before ? assetWordSubsOf(before) : []);
  return (after ? assetWordSubsOf(after) : []).filter((sub) => !had.has(sub));
}

/** A change of one count item: pending and accepted inspections gained (negative: lost), and the value's label when one is added. */
export type CountChange = ListCountChange<'pending' | 'accepted', { label: Label }>;

/** The inspection list's index, declared: entries and counted subs of listed inspections, buckets by status, shards by id. */
export const inspectionListIndex = declareListIndex({
  buckets: ['pending', 'accepted'] as const,
  entriesOf,
  countsOf: (i: IndexedInspection) =>
    isListed(i)
      ? countedSubsOf(i).map(({ sub, label }) => ({ sub, carries: label ? { label } : undefined }))
      : [],
  bucketOf: (i: IndexedInspection) => (i.status === Status.Pending ? 'pending' : 'accepted'),
  companyOf: (i: IndexedInspection) => i.company_id,
  shardKeyOf: (i: IndexedInspection) => i.inspection_id,
});

/** What moving an inspection from `before` to `after` does to the index: entries to delete and put, counts to add. */
export const indexChanges = inspectionListIndex.changes;

/** Counts by sub, summed over shards, with the last label seen. */
export type Counts = Map<string, { pending: number; accepted: number; label?: Label }>;

/** The text an asset is searched and marked by: its name and internal id. */
export const assetSearchText = (l: Label) => `${l.name ?? ''} ${l.internal_asset_id ?? ''}`;
