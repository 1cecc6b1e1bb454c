/**
 * The asset list index (spec core 2.6, maintenance 2.12), as pure rules; store/list-index.ts
 * reads and writes it. Lists are read by key, never scanned:
 *
 * - Entries are small items in partitions of one company (`sub`s below): the whole company
 *   (`ALL`), its assets with open issues (`OI`), per model (`M#`), model year (`Y#`), model and
 *   year (`MY#`), per site (`S#`, `SOI#` open issues only), per parent internal id (`P#`, `P#`
 *   alone the top-level assets), per site and parent (`PS#`: a level of the hierarchy for a
 *   viewer limited to some sites) and the search tokens (`T`). An entry's sort key is the list
 *   order `{1 active|2 inactive}#{name}#{asset id}`, so the status filter is a begins_with and
 *   pages come out sorted; it carries only what a filter needs. Rows are built from the asset
 *   records (BatchGet), so names, status and open issues are always fresh.
 * - Counts per partition and status bucket, split into COUNT_SHARDS items (shard fixed by the
 *   asset id), answer listsize without reading a partition; the model and year counts are also
 *   the Model and Model Year options (a value disappears when its count reaches 0).
 * - A query is planned per company: among the partition sets that could answer it, one that
 *   needs no further filter (smallest by count) is read only `pageindex * pagesize` deep per
 *   partition and merged; otherwise the smallest set is read whole with the rest filtered.
 */
import { AssetListStatus, isActiveAsset } from '#shared/assets/rules.js';
import { type CountChange as ListCountChange } from '#lib/list-index/counts.js';
import { declareListIndex } from '#lib/list-index/declare.js';
import { wordsOf } from '#lib/list-index/words.js';

/** The fields of an asset the index is made from. */
export interface IndexedAsset {
  asset_id: number;
  company_id: number;
  site_id: number;
  name: string;
  internal_asset_id: string;
  model_name: string;
  model_year: string;
  asset_serial_number: string;
  status: number;
  open_issues: number;
  parent_internal_asset_id?: string;
}

/** One list entry as stored (the partition is `company` + `sub`). */
export interface IndexEntry {
  company_id: number;
  sub: string;
  entry_key: string;
  asset_id: number;
  site_id: number;
  model_name: string;
  model_year: string;
  /** 1 when the asset has open issues. */
  open: number;
  /** The list order (equal to entry_key except in the token partition). */
  order: string;
  /** Token entries only: the searchable text, lower case. */
  search?: string;
}

export const MAX_TOKENS = 8;

const enc = (value: string) => encodeURIComponent(value);
export const Sub = {
  all: 'ALL',
  open: 'OI',
  model: (model: string) => `M#${enc(model)}`,
  year: (year: string) => `Y#${enc(year)}`,
  modelYear: (model: string, year: string) => `MY#${enc(model)}#${enc(year)}`,
  /** Counts only (no entries): the models of a year, for the Model options under a Model Year filter. */
  yearModel: (year: string, model: string) => `YM#${enc(year)}#${enc(model)}`,
  site: (site: number) => `S#${site}`,
  siteOpen: (site: number) => `SOI#${site}`,
  /** '' for the top-level assets. */
  parent: (parentInternalId: string) => `P#${parentInternalId}`,
  /** A level of one site ('' the site's top-level assets); every one starts with `parentSites`. */
  parentSite: (site: number, parentInternalId: string) => `PS#${site}#${parentInternalId}`,
  parentSites: 'PS#',
  tokens: 'T',
};
/** Reads the value back from an `M#`/`Y#` sub, or the model and year of an `MY#` one. */
export const valuesOfSub = (sub: string) => sub.split('#').slice(1).map(decodeURIComponent);

export const bucketOf = (status: number) => (isActiveAsset(status) ? 1 : 2);
export const orderOf = (a: Pick<IndexedAsset, 'status' | 'name' | 'asset_id'>) =>
  `${bucketOf(a.status)}#${a.name.trim().toLowerCase().slice(0, 80)}#${String(a.asset_id).padStart(12, '0')}`;
/** The sort-key prefix of a list status filter (0 All, 1 Active, 2 Inactive). */
export const statusPrefix = (status: number) =>
  status === AssetListStatus.Active ? '1#' : status === AssetListStatus.Inactive ? '2#' : '';

export const searchTextOf = (a: IndexedAsset) =>
  [a.name, a.internal_asset_id, a.model_name, a.model_year, a.asset_serial_number].join(' ').toLowerCase();

/** The search tokens of an asset: distinct words of its name, internal id, model and serial, longest first. */
export function tokensOf(a: IndexedAsset): string[] {
  const words = new Set([
    ...wordsOf(a.internal_asset_id),
    ...wordsOf(a.name),
    ...wordsOf(a.model_name),
    ...wordsOf(a.asset_serial_number),
  ]);
  const internal = a.internal_asset_id.toLowerCase();
  // The internal id is always a token (the Name filter finds assets by it).
  return [...words]
    .sort((x, y) => (x === internal ? -1 : y === internal ? 1 : y.length - x.length))
    .slice(0, MAX_TOKENS);
}

/** The subs an asset counts in (the token partition has no counts). */
export function countedSubsOf(a: IndexedAsset): string[] {
  const parent = a.parent_internal_asset_id ?? '';
  const subs = [Sub.all, Sub.site(a.site_id), Sub.parent(parent), Sub.parentSite(a.site_id, parent)];
  if (a.open_issues > 0) subs.push(Sub.open, Sub.siteOpen(a.site_id));
  if (a.model_name) subs.push(Sub.model(a.model_name));
  if (a.model_year) subs.push(Sub.year(a.model_year));
  if (a.model_name && a.model_year) subs.push(Sub.modelYear(a.model_name, a.model_year));
  return subs;
}

/** Partitions that exist only as counts (option lists read them by prefix). */
export const countOnlySubsOf = (a: IndexedAsset): string[] =>
  a.model_name && a.model_year ? [Sub.yearModel(a.model_year, a.model_name)] : [];

/** Every entry of an asset. */
export function entriesOf(a: IndexedAsset): IndexEntry[] {
  const order = orderOf(a);
  const base = {
    company_id: a.company_id,
    asset_id: a.asset_id,
    site_id: a.site_id,
    model_name: a.model_name,
    model_year: a.model_year,
    open: a.open_issues > 0 ? 1 : 0,
    order,
  };
  const search = searchTextOf(a);
  return [
    ...countedSubsOf(a).map((sub) => ({ ...base, sub, entry_key: order })),
    ...tokensOf(a).map((token) => ({ ...base, sub: Sub.tokens, entry_key: `${token}#${order}`, search })),
  ];
}

/** A change of one count item: active and inactive assets gained (negative: lost). */
export type CountChange = ListCountChange<'active' | 'inactive'>;

/** The asset list's index, declared: entries, counted subs (and count-only ones), buckets by status, shards by asset id. */
export const assetListIndex = declareListIndex({
  buckets: ['active', 'inactive'] as const,
  entriesOf,
  countsOf: (a: IndexedAsset) => [...countedSubsOf(a), ...countOnlySubsOf(a)].map((sub) => ({ sub })),
  bucketOf: (a: IndexedAsset) => (bucketOf(a.status) === 1 ? 'active' : 'inactive'),
  companyOf: (a: IndexedAsset) => a.company_id,
  shardKeyOf: (a: IndexedAsset) => a.asset_id,
});

/** What moving an asset from `before` to `after` does to the index: entries to delete and put, counts to add. */
export const indexChanges = assetListIndex.changes;

// ---- reading ----

/** Counts by sub, summed over shards. */
export type Counts = Map<string, { active: number; inactive: number }>;
export const countOf = (counts: Counts, sub: string, status: number) => {
  const c = counts.get(sub);
  if (!c) return 0;
  return status === AssetListStatus.Active
    ? c.active
    : status === AssetListStatus.Inactive
      ? c.inactive
      : c.active + c.inactive;
};

/** The counts of these subs, added up. */
export const countOfSubs = (counts: Counts, subs: string[], status: number) =>
  subs.reduce((sum, sub) => sum + countOf(counts, sub, status), 0);

/** What the caller may see in one company: every site (null) or these sites. */
export interface CompanyScope {
  company_id: number;
  sites: number[] | null;
}

export interface ListFilter {
  status: number;
  models: string[];
  years: string[];
  openOnly: boolean;
}

/** Which entries of a read partition still have to be dropped. */
export interface Residual {
  sites: number[] | null;
  models: string[] | null;
  years: string[] | null;
  openOnly: boolean;
}

export interface Candidate {
  subs: string[];
  residual: Residual;
}

const none: Residual = { sites: null, models: null, years: null, openOnly: false };
export const hasResidual = (r: Residual) =>
  r.sites !== null || r.models !== null || r.years !== null || r.openOnly;

/** The partition sets of one company that hold every entry the filter wants (each with what is left to filter). */
export function candidatesFor(scope: CompanyScope, f: ListFilter): Candidate[] {
  const models = f.models.length ? f.models : null;
  const years = f.years.length ? f.years : null;
  const out: Candidate[] = [];
  if (scope.sites) {
    const sites = scope.sites;
    out.push({ subs: sites.map(Sub.site), residual: { ...none, models, years, openOnly: f.openOnly } });
    if (f.openOnly) out.push({ subs: sites.map(Sub.siteOpen), residual: { ...none, models, years } });
  }
  const sites = scope.sites;
  out.push({ subs: [Sub.all], residual: { sites, models, years, openOnly: f.openOnly } });
  if (f.openOnly) out.push({ subs: [Sub.open], residual: { sites, models, years, openOnly: false } });
  if (models)
    out.push({ subs: models.map(Sub.model), residual: { sites, models: null, years, openOnly: f.openOnly } });
  if (years)
    out.push({ subs: years.map(Sub.year), residual: { sites, models, years: null, openOnly: f.openOnly } });
  if (models && years)
    out.push({
      subs: models.flatMap((m) => years.map((y) => Sub.modelYear(m, y))),
      residual: { sites, models: null, years: null, openOnly: f.openOnly },
    });
  return out;
}

export interface CompanyPlan {
  company_id: number;
  subs: string[];
  residual: Residual;
  /** Set when the counts give the total: then each partition is read only `limit` deep. */
  countedTotal?: number;
}

/** The cheapest way to read one company: a set needing no filter (smallest), else the smallest set read whole. */
export function planCompany(scope: CompanyScope, f: ListFilter, counts: Counts): CompanyPlan {
  const sized = candidatesFor(scope, f).map((c) => ({
    ...c,
    size: countOfSubs(counts, c.subs, f.status),
  }));
  const exact = sized.filter((c) => !hasResidual(c.residual)).sort((a, b) => a.size - b.size)[0];
  const nonEmpty = (subs: string[]) => subs.filter((sub) => countOf(counts, sub, f.status) > 0);
  if (exact)
    return {
      company_id: scope.company_id,
      subs: nonEmpty(exact.subs),
      residual: exact.residual,
      countedTotal: exact.size,
    };
  const cheapest = sized.sort((a, b) => a.size - b.size)[0];
  return { company_id: scope.company_id, subs: nonEmpty(cheapest.subs), residual: cheapest.residual };
}

/**
 * The partitions of one hierarchy level (parent '' the top level) in a scope: the level's own, or
 * for a viewer limited to some sites that level at each of them, so it is counted and read only
 * as deep as a page needs, never filtered by site.
 */
export const levelSubsOf = (scope: CompanyScope, parentInternalId: string) =>
  scope.sites
    ? scope.sites.map((site) => Sub.parentSite(site, parentInternalId))
    : [Sub.parent(parentInternalId)];

/** Every count sub the planning of these scopes needs. */
export const countSubsFor = (scope: CompanyScope, f: ListFilter) => [
  ...new Set(candidatesFor(scope, f).flatMap((c) => c.subs)),
];

export function passes(
  e: Pick<IndexEntry, 'site_id' | 'model_name' | 'model_year' | 'open'>,
  r: Residual,
): boolean {
  return (
    (!r.sites || r.sites.includes(e.site_id)) &&
    (!r.models || r.models.includes(e.model_name)) &&
    (!r.years || r.years.includes(e.model_year)) &&
    (!r.openOnly || e.open === 1)
  );
}

/** The search: the longest word is read by key (token prefix); the others must appear in the entry's text. */
export function searchPlan(search: string): { prefix: string; others: string[] } | null {
  const words = wordsOf(search);
  if (!words.length) return null;
  const prefix = [...words].sort((a, b) => b.length - a.length)[0];
  return { prefix, others: words.filter((w) => w !== prefix) };
}
export const matchesSearch = (e: Pick<IndexEntry, 'search'>, others: string[]) =>
  others.every((w) => (e.search ?? '').includes(w));
