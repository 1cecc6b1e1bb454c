/**
 * How the inspection list is read (pure rules over listing.ts's index; handlers/list.ts runs
 * them): the caller's company scope and filters become candidate partition sets, the counts pick
 * one whose listsize is exact or the smallest, entries are merged newest first, and the search is
 * matched against the count items' labels.
 */
import { invertedTime, Status, Sub, type Counts, type IndexEntry, type Label } from './listing.js';
import { KEY_END } from '#lib/key-range.js';
/** The count item a sub is counted by, and the status that picks its field. */
export function countSubOf(sub: string): { sub: string; status: number | null } {
  const parts = sub.split('#');
  if (parts[0] === 'ST') return { sub: Sub.all, status: Number(parts[1]) };
  if (parts[0] === 'SS') return { sub: Sub.site(Number(parts[1])), status: Number(parts[2]) };
  return { sub, status: null };
}

/** How many entries of `sub` have this status (0: any). */
export function countOf(counts: Counts, sub: string, status: number): number {
  const counted = countSubOf(sub);
  const c = counts.get(counted.sub);
  if (!c) return 0;
  const wanted = counted.status ?? status;
  return wanted === Status.Pending
    ? c.pending
    : wanted === Status.Accepted
      ? c.accepted
      : c.pending + c.accepted;
}

/** What the caller may see in one company: every site (null) or these sites. */
export interface CompanyScope {
  company_id: number;
  sites: number[] | null;
}

/** The search resolved against the labels: which assets and operators match, and their subs. */
export interface SearchMatch {
  assets: number[];
  operators: string[];
  /** The asset and operator subs in scope that matched (only those with entries). */
  subs: string[];
}

export interface InspectionFilter {
  /** 0 any, 8 pending, 10 accepted. */
  status: number;
  assets: number[] | null;
  operators: string[] | null;
  managers: string[] | null;
  shifts: number[] | null;
  newOnly: boolean;
  search: SearchMatch | null;
}

/** What is left to check on the entries read. */
export type Residual = InspectionFilter;

export const noFilter: InspectionFilter = {
  status: 0,
  assets: null,
  operators: null,
  managers: null,
  shifts: null,
  newOnly: false,
  search: null,
};
/** Only the status is left (the counts answer that). */
export const isCountable = (r: Residual) =>
  r.assets === null &&
  r.operators === null &&
  r.managers === null &&
  r.shifts === null &&
  !r.newOnly &&
  r.search === null;

export function passes(
  e: Pick<IndexEntry, 'status' | 'asset_id' | 'operator_uuid' | 'manager_uuid' | 'shift' | 'fresh'>,
  r: Residual,
): boolean {
  return (
    (!r.status || e.status === r.status) &&
    (!r.assets || r.assets.includes(e.asset_id)) &&
    (!r.operators || r.operators.includes(e.operator_uuid)) &&
    (!r.managers || r.managers.includes(e.manager_uuid)) &&
    (!r.shifts || r.shifts.includes(e.shift)) &&
    (!r.newOnly || e.fresh === 1) &&
    (!r.search || r.search.assets.includes(e.asset_id) || r.search.operators.includes(e.operator_uuid))
  );
}

export interface Candidate {
  subs: string[];
  residual: Residual;
  /** The subs may share entries (a search matching both an asset and an operator): counts overstate. */
  overlapping?: boolean;
}

/**
 * The partition sets of one company that hold every entry the filter wants, each with what is
 * left to filter. `sites` are the company's sites, used when the scope is the whole company.
 */
export function candidatesFor(scope: CompanyScope, sites: number[], f: InspectionFilter): Candidate[] {
  const inScope = scope.sites ?? sites;
  const values = { ...f, status: 0 };
  const out: Candidate[] = [
    {
      subs:
        scope.sites === null
          ? [f.status ? Sub.status(f.status) : Sub.all]
          : inScope.map((s) => (f.status ? Sub.siteStatus(s, f.status) : Sub.site(s))),
      residual: values,
    },
  ];
  const per = <T>(list: T[] | null, sub: (value: T, site: number) => string, residual: Partial<Residual>) => {
    if (list)
      out.push({ subs: list.flatMap((v) => inScope.map((s) => sub(v, s))), residual: { ...f, ...residual } });
  };
  per(f.assets, Sub.asset, { assets: null });
  per(f.operators, Sub.operator, { operators: null });
  per(f.managers, Sub.manager, { managers: null });
  per(f.shifts, Sub.shift, { shifts: null });
  if (f.newOnly) out.push({ subs: inScope.map(Sub.fresh), residual: { ...f, newOnly: false } });
  if (f.search)
    out.push({
      subs: f.search.subs,
      residual: { ...f, search: null },
      overlapping: f.search.assets.length > 0 && f.search.operators.length > 0,
    });
  return out;
}

/** Every count sub the planning needs. */
export const countSubsFor = (candidates: Candidate[]) => [
  ...new Set(candidates.flatMap((c) => c.subs.map((sub) => countSubOf(sub).sub))),
];

export interface CompanyPlan {
  company_id: number;
  subs: string[];
  residual: Residual;
  /** Set when the counts give the total: each partition is then read only as deep as the page needs. */
  countedTotal?: number;
}

/** A counted plan over more partitions than this may read the base partitions in order instead. */
export const MANY_PARTITIONS = 16;
/** Entries one partition read costs about as much as (a query's round trip). */
const ENTRIES_PER_READ = 100;

/**
 * The cheapest way to read one company: a counted set (smallest), else the smallest set read
 * whole. A counted set of many partitions (a search matching many assets) whose entries are
 * dense in the base partitions is read from the base instead, in order, keeping the matching
 * entries until the page is full (`depth` = pageindex * pagesize); its counts still give the total.
 */
export function planCompany(
  scope: CompanyScope,
  candidates: Candidate[],
  counts: Counts,
  status: number,
  depth = 20,
): CompanyPlan {
  const sized = candidates.map((c) => ({
    ...c,
    size: c.subs.reduce((sum, sub) => sum + countOf(counts, sub, status), 0),
  }));
  const nonEmpty = (subs: string[]) => subs.filter((sub) => countOf(counts, sub, status) > 0);
  const exact = sized
    .filter((c) => isCountable(c.residual) && !c.overlapping)
    .sort((a, b) => a.size - b.size)[0];
  if (exact) {
    const subs = nonEmpty(exact.subs);
    const base = sized[0];
    const expectedScan = (depth * base.size) / Math.max(exact.size, 1);
    if (subs.length > MANY_PARTITIONS && exact !== base && expectedScan <= subs.length * ENTRIES_PER_READ)
      return {
        company_id: scope.company_id,
        subs: nonEmpty(base.subs),
        residual: base.residual,
        countedTotal: exact.size,
      };
    return { company_id: scope.company_id, subs, residual: exact.residual, countedTotal: exact.size };
  }
  const cheapest = sized.sort((a, b) => a.size - b.size)[0];
  return { company_id: scope.company_id, subs: nonEmpty(cheapest.subs), residual: cheapest.residual };
}

/** Entries in list order (newest first), each inspection once. */
export function mergeEntries<E extends Pick<IndexEntry, 'inspection_id' | 'order'>>(lists: E[][]): E[] {
  const byId = new Map<string, E>();
  for (const list of lists) for (const e of list) byId.set(e.inspection_id, e);
  return [...byId.values()].sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
}

// ---- the search ----

/** Every word of the search appears in the text (asset name and internal id, or the operator's name). */
export const matchesWords = (text: string, words: string[]) => {
  const lower = text.toLowerCase();
  return words.every((w) => lower.includes(w));
};
/** The search's key word (the longest holding a digit, else the longest), as the issue list picks it: read as a prefix of the asset-word markers. */
export { keyWord } from '#functions/issues/index.js';
export const operatorSearchText = (l: Label) => `${l.firstname ?? ''} ${l.lastname ?? ''}`;

// ---- photos ----

/** The photo key range of from/to days given as the zone's day bounds in ms (either open). */
export function photoRange(fromMs: number | null, toMs: number | null): { start: string; end: string } {
  // Newest first: the later bound is the smaller key.
  // DynamoDB refuses an empty key bound: '0' is below every key.
  return {
    start: toMs === null ? '0' : invertedTime(toMs),
    end: fromMs === null ? KEY_END : `${invertedTime(fromMs)}#${KEY_END}`,
  };
}
