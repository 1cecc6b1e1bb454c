/**
 * The issue list index (spec core 2.10), as pure rules; store.ts reads and writes it. Lists are
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

export const COUNT_SHARDS = 4;
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

const MAX_TIME = 9_999_999_999_999;
/** Newest first: inverted creation milliseconds, then the uuid against ties. */
export const orderOf = (i: Pick<IndexedIssue, 'created_at' | 'issue_uuid'>) =>
  `${String(MAX_TIME - new Date(i.created_at).getTime()).padStart(13, '0')}#${i.issue_uuid}`;
/** Which count shard an issue counts in: by its asset, so a lot of issues of one asset (a failed inspection) moves one item per count. */
export const shardOf = (assetId: number) => assetId % COUNT_SHARDS;

export const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
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

export const entryId = (e: Pick<IssueIndexEntry, 'company_id' | 'sub' | 'entry_key'>) =>
  `${e.company_id}|${e.sub}|${e.entry_key}`;

export interface CountChange {
  company_id: number;
  sub: string;
  shard: number;
  n: number;
  /** The option label (`A#`: the asset's internal id and name; `TI#`: the title). */
  label?: string;
  site_id?: number;
}

const labelOf = (i: IndexedIssue, sub: string) =>
  sub.startsWith('A#')
    ? { label: `${i.internal_asset_id}\u0000${i.asset_name}`, site_id: i.site_id }
    : sub.startsWith('TI#')
      ? { label: i.name.trim() }
      : {};

/** What moving an issue from `before` to `after` does to the index: entries to delete and put, counts to add (summable). */
export function indexChanges(before: IndexedIssue | null, after: IndexedIssue | null) {
  const old = new Map((before ? entriesOf(before) : []).map((e) => [entryId(e), e]));
  const wanted = new Map((after ? entriesOf(after) : []).map((e) => [entryId(e), e]));
  const deletes = [...old.values()].filter((e) => !wanted.has(entryId(e)));
  const puts = [...wanted.values()].filter((e) => {
    const previous = old.get(entryId(e));
    return !previous || JSON.stringify(previous) !== JSON.stringify(e);
  });
  const counts = new Map<string, CountChange>();
  const add = (i: IndexedIssue, sign: number) => {
    for (const sub of countedSubsOf(i)) {
      const shard = shardOf(i.asset_id);
      const key = `${i.company_id}|${sub}|${shard}`;
      const change = counts.get(key) ?? { company_id: i.company_id, sub, shard, n: 0 };
      change.n += sign;
      if (sign > 0) Object.assign(change, labelOf(i, sub));
      counts.set(key, change);
    }
  };
  if (before) add(before, -1);
  if (after) add(after, 1);
  return { deletes, puts, counts: [...counts.values()].filter((c) => c.n !== 0) };
}

/** Sums count changes per count item (a transaction may hold each item once). */
export function sumCounts(changes: CountChange[]): CountChange[] {
  const sums = new Map<string, CountChange>();
  for (const c of changes) {
    const key = `${c.company_id}|${c.sub}|${c.shard}`;
    const sum = sums.get(key);
    if (sum) {
      sum.n += c.n;
      if (c.label !== undefined) Object.assign(sum, { label: c.label, site_id: c.site_id });
    } else sums.set(key, { ...c });
  }
  return [...sums.values()].filter((c) => c.n !== 0 || c.label !== undefined);
}

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

/** Entries newest first, each issue once. */
export function mergeEntries<E extends Pick<IssueIndexEntry, 'issue_uuid' | 'order'>>(lists: E[][]): E[] {
  const byIssue = new Map<string, E>();
  for (const list of lists) for (const e of list) byIssue.set(e.issue_uuid, e);
  return [...byIssue.values()].sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
}

/**
 * The search's key read: the longest word holding a digit (an Asset # or a serial matches few
 * issues), else the longest word. Every other word is then checked on the entries' text.
 */
export function keyWord(words: string[]): string {
  const longest = (list: string[]) => [...list].sort((a, b) => b.length - a.length)[0];
  const withDigits = words.filter((w) => /\d/.test(w));
  return withDigits.length ? longest(withDigits) : longest(words);
}
