/**
 * The issue list index (spec core 2.10), as pure rules; store/list-index.ts reads and writes it. Lists are
 * read by key, newest first, never scanned:
 *
 * - Entries are small items in partitions of one company (`sub`s below): per status (`ST#s`),
 *   per site and status (`SST#site#s`), per asset (`A#asset`), per exact title (`TI#title`) and
 *   the title's search tokens (`T`, key `{token}#{order}`). The order key is the inverted
 *   creation time, so every partition reads newest first and pages merge across partitions.
 *   Entries carry what a residual filter needs (site, status, priority, title, search text).
 * - Counts per (company, sub), split into COUNT_SHARDS items, give listsize for the status and
 *   site+status reads without reading entries; the `A#` and `TI#` counts are the Asset and
 *   Issue Title options (their label rides on the count item).
 * - A search reads the title tokens by the longest word's prefix, plus the `A#` partitions of
 *   the assets whose own tokens match it (the asset list index), then keeps entries whose text
 *   holds every word. The asset filter reads the `A#` partitions; the title filter `TI#`.
 */
import { IssueStatus } from '#shared/issues/rules.js';
import { type CountChange as ListCountChange } from '#lib/list-index/counts.js';
import { declareListIndex } from '#lib/list-index/declare.js';
import { invertedTime } from '#lib/list-index/entries.js';
import { wordsOf } from '#lib/list-index/words.js';

/** The fields of an issue the index is made from. */
export interface IndexedIssue {
  issue_uuid: string;
  company_id: number;
  site_id: number;
  asset_id: number;
  asset_name: string;
  internal_asset_id: string;
  name: string;
  status: number;
  priority: number;
  created_at: string;
}

/** One entry as stored (the partition is company + sub). */
export interface IssueIndexEntry {
  company_id: number;
  sub: string;
  entry_key: string;
  issue_uuid: string;
  asset_id: number;
  site_id: number;
  status: number;
  priority: number;
  /** The title, as typed (the dashboard's attribute name). */
  title: string;
  created_at: string;
  order: string;
  /** Title, asset name and internal id, lower case. */
  search: string;
}

export const MAX_TOKENS = 4;
export const ALL_STATUSES = [
  IssueStatus.Open,
  IssueStatus.InProgress,
  IssueStatus.Waiting,
  IssueStatus.Closed,
] as const;
export const OPEN_STATUSES = [IssueStatus.Open, IssueStatus.InProgress, IssueStatus.Waiting] as const;

const enc = (value: string) => encodeURIComponent(value);
export const titleKey = (title: string) => title.trim().toLowerCase().slice(0, 200);
export const Sub = {
  status: (status: number) => `ST#${status}`,
  siteStatus: (site: number, status: number) => `SST#${site}#${status}`,
  asset: (asset: number) => `A#${asset}`,
  title: (title: string) => `TI#${enc(titleKey(title))}`,
  tokens: 'T',
};
/** The asset id of an `A#` sub. */
export const assetOfSub = (sub: string) => Number(sub.slice(2));

/** Newest first: inverted creation milliseconds, then the uuid against ties. */
export const orderOf = (i: Pick<IndexedIssue, 'created_at' | 'issue_uuid'>) =>
  `${invertedTime(new Date(i.created_at).getTime())}#${i.issue_uuid}`;
export const searchTextOf = (i: Pick<IndexedIssue, 'name' | 'asset_name' | 'internal_asset_id'>) =>
  [i.name, i.asset_name, i.internal_asset_id].join(' ').toLowerCase();
/** The title's distinct words, longest first. */
export const tokensOf = (i: Pick<IndexedIssue, 'name'>) =>
  [...new Set(wordsOf(i.name))].sort((a, b) => b.length - a.length).slice(0, MAX_TOKENS);

/** The subs an issue counts in. */
export const countedSubsOf = (i: IndexedIssue) => [
  Sub.status(i.status),
  Sub.siteStatus(i.site_id, i.status),
  Sub.asset(i.asset_id),
  Sub.title(i.name),
];

export function entriesOf(i: IndexedIssue): IssueIndexEntry[] {
  const order = orderOf(i);
  const base = {
    company_id: i.company_id,
    issue_uuid: i.issue_uuid,
    asset_id: i.asset_id,
    site_id: i.site_id,
    status: i.status,
    priority: i.priority,
    title: i.name,
    created_at: i.created_at,
    order,
    search: searchTextOf(i),
  };
  return [
    ...countedSubsOf(i).map((sub) => ({ ...base, sub, entry_key: order })),
    ...tokensOf(i).map((token) => ({ ...base, sub: Sub.tokens, entry_key: `${token}#${order}` })),
  ];
}

/** A change of one count item: issues gained (negative: lost), and the option label it carries when one is added. */
export type CountChange = ListCountChange<'n', { label: string; site_id: number }>;

/** The option label a count item carries (`A#`: the asset's internal id and name; `TI#`: the title). */
const labelOf = (i: IndexedIssue, sub: string) =>
  sub.startsWith('A#')
    ? { label: `${i.internal_asset_id}\u0000${i.asset_name}`, site_id: i.site_id }
    : sub.startsWith('TI#')
      ? { label: i.name.trim() }
      : {};

/**
 * The issue list's index, declared: entries, counted subs with their option labels, one bucket,
 * shards by asset (a lot of issues of one asset, a failed inspection, moves one item per count).
 */
export const issueListIndex = declareListIndex({
  buckets: ['n'] as const,
  entriesOf,
  countsOf: (i: IndexedIssue) => countedSubsOf(i).map((sub) => ({ sub, carries: labelOf(i, sub) })),
  bucketOf: () => 'n' as const,
  companyOf: (i: IndexedIssue) => i.company_id,
  shardKeyOf: (i: IndexedIssue) => i.asset_id,
});

/** What moving an issue from `before` to `after` does to the index: entries to delete and put, counts to add (summable). */
export const indexChanges = issueListIndex.changes;
/** Sums count changes per count item (a transaction may hold each item once). */
export const sumCounts = issueListIndex.sumCounts;

// ---- reading ----

/** What the caller may see in one company: every site (null) or these sites. */
export interface CompanyScope {
  company_id: number;
  sites: number[] | null;
}

export interface IssueFilter {
  statuses: number[];
  sites: number[] | null;
  priorities: number[];
  /** Title keys (lower case). */
  titles: string[];
  /** Every word the entry's text must hold. */
  words: string[];
  assets: number[];
}

export function passes(
  e: Pick<IssueIndexEntry, 'site_id' | 'status' | 'priority' | 'title' | 'search' | 'asset_id'>,
  f: IssueFilter,
): boolean {
  return (
    (!f.sites || f.sites.includes(e.site_id)) &&
    f.statuses.includes(e.status) &&
    (!f.priorities.length || f.priorities.includes(e.priority)) &&
    (!f.titles.length || f.titles.includes(titleKey(e.title))) &&
    (!f.assets.length || f.assets.includes(e.asset_id)) &&
    f.words.every((w) => e.search.includes(w))
  );
}

/** The partitions whose entries, with no further filter, are exactly the status filter's issues (counted: read `limit` deep). */
export const statusSubsOf = (scope: CompanyScope, statuses: number[]) =>
  scope.sites
    ? scope.sites.flatMap((site) => statuses.map((s) => Sub.siteStatus(site, s)))
    : statuses.map(Sub.status);
