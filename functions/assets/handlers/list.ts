/**
 * The asset list (POST Asset/FilterAsset), its six filter option calls and the hierarchy (spec
 * core 2.6, 7; maintenance 2.12, 7), all read from the list index by key (../listing.ts,
 * ../store/list-index.ts). Rows come from the asset records, so they are fresh. The cluster's
 * calls are in ./cluster.ts.
 */
import { AssetsApi } from '#shared/assets/api.js';
import { AssetListStatus, assetStatusName } from '#shared/assets/rules.js';
import type { AssetListBody, AssetRow } from '#shared/assets/schemas.js';
import type { HierarchyRow } from '#shared/assets/hierarchy-schemas.js';
import { okList } from '#lib/envelope.js';
import { currentDowntimes } from '#functions/reliability/index.js';
import { mergeEntries } from '#lib/list-index/entries.js';
import { wordsOf } from '#lib/list-index/words.js';
import { route } from '#functions/users/index.js';
import type { Org } from '#functions/tenancy/index.js';
import {
  assetSitesOf,
  countSubsFor,
  matchesSearch,
  orderOf,
  passes,
  planCompany,
  searchPlan,
  searchTextOf,
  statusPrefix,
  Sub,
  valuesOfSub,
  countOf,
  type CompanyPlan,
  type CompanyScope,
  type ListFilter,
} from '../listing.js';
import type { AssetRecord } from '../store/entities.js';
import { getAssets } from '../store/assets.js';
import { queryCounts, readCounts, readEntries, type ReadEntry } from '../store/list-index.js';
import { scopeFor, type Caller } from './scope.js';

const OPTION_PAGE = 20;

const filterOf = (body: AssetListBody): ListFilter => ({
  status: body.status,
  models: body.model_name,
  years: body.model_year,
  openOnly: body.show_open_issues === 1,
});

const names = (org: Org) => ({
  company: new Map(org.companies.map((c) => [c.company_id, c.company_name])),
  site: new Map(org.sites.map((s) => [s.site_id, s.site_name])),
});

function assetRowOf(r: AssetRecord, org: Org): AssetRow {
  const n = names(org);
  return {
    asset_id: r.asset_id,
    name: r.name,
    internal_asset_id: r.internal_asset_id,
    openIssuesCount: r.open_issues ?? 0,
    company_id: r.company_id,
    company_name: n.company.get(r.company_id) ?? '',
    model_name: r.model_name ?? '',
    model_year: r.model_year ?? '',
    site_id: r.site_id,
    site_name: n.site.get(r.site_id) ?? '',
    status: r.status,
    status_name: assetStatusName(r.status),
    criticality_index: r.criticality_index ?? null,
    condition_index: r.condition_index ?? null,
    levels: r.levels ?? 1,
  };
}

interface Found {
  /** The page's asset ids in list order. */
  ids: number[];
  total: number;
}
const pageOf = <T>(items: T[], size: number, index: number) => items.slice((index - 1) * size, index * size);
const sitesResidual = (scope: CompanyScope, f: ListFilter) => ({
  sites: scope.sites,
  models: f.models.length ? f.models : null,
  years: f.years.length ? f.years : null,
  openOnly: f.openOnly,
});

/** Reads planned partitions: a counted plan only `limit` deep per partition, another whole with its residual filter. */
async function readPlans(
  tenant: string,
  plans: CompanyPlan[],
  status: number,
  size: number,
  index: number,
): Promise<Found> {
  const limit = index * size;
  const counted = plans.every((plan) => plan.countedTotal !== undefined);
  const countedTotal = plans.reduce((sum, plan) => sum + (plan.countedTotal ?? 0), 0);
  // A page past the end needs no entries at all.
  if (counted && (index - 1) * size >= countedTotal) return { ids: [], total: countedTotal };
  const lists = await Promise.all(
    plans.flatMap((plan) =>
      plan.subs.map((sub) =>
        plan.countedTotal !== undefined
          ? readEntries(tenant, plan.company_id, sub, { prefix: statusPrefix(status), limit })
          : readEntries(tenant, plan.company_id, sub, {
              prefix: statusPrefix(status),
              keep: (e) => passes(e, plan.residual),
            }),
      ),
    ),
  );
  let at = 0;
  let total = 0;
  for (const plan of plans) {
    if (plan.countedTotal !== undefined) total += plan.countedTotal;
    else total += mergeEntries(lists.slice(at, at + plan.subs.length)).length;
    at += plan.subs.length;
  }
  return { ids: pageOf(mergeEntries(lists), size, index).map((e) => e.asset_id), total };
}

/** The search: per company the token partition by the longest word's prefix, the rest filtered; sorted in list order. */
async function search(
  tenant: string,
  scopes: CompanyScope[],
  f: ListFilter,
  text: string,
  size: number,
  index: number,
): Promise<Found> {
  const plan = searchPlan(text)!;
  const prefix = statusPrefix(f.status);
  const lists = await Promise.all(
    scopes.map((scope) =>
      readEntries(tenant, scope.company_id, Sub.tokens, {
        prefix: plan.prefix,
        keep: (e: ReadEntry) =>
          e.order.startsWith(prefix) && passes(e, sitesResidual(scope, f)) && matchesSearch(e, plan.others),
      }),
    ),
  );
  const merged = mergeEntries(lists);
  return { ids: pageOf(merged, size, index).map((e) => e.asset_id), total: merged.length };
}

/** The Name filter's choice (asset_id / internal_asset_id): those assets, read by key, within the scope and the other filters. */
async function byIds(
  tenant: string,
  scopes: CompanyScope[],
  f: ListFilter,
  body: AssetListBody,
): Promise<Found> {
  const ids = new Set(body.asset_id);
  if (body.internal_asset_id.length) {
    const found = await Promise.all(
      scopes.flatMap((scope) =>
        body.internal_asset_id.map((internal) =>
          readEntries(tenant, scope.company_id, Sub.tokens, { prefix: `${internal.toLowerCase()}#` }),
        ),
      ),
    );
    for (const e of found.flat()) ids.add(e.asset_id);
  }
  const words = wordsOf(body.search_string);
  const records = (await getAssets(tenant, [...ids])).filter((r) => {
    const scope = scopes.find((s) => s.company_id === r.company_id);
    const entry = {
      site_id: r.site_id,
      model_name: r.model_name ?? '',
      model_year: r.model_year ?? '',
      open: (r.open_issues ?? 0) > 0 ? 1 : 0,
    };
    const text = searchTextOf({
      ...r,
      model_name: entry.model_name,
      model_year: entry.model_year,
      asset_serial_number: r.asset_serial_number ?? '',
      open_issues: 0,
    });
    return (
      scope &&
      orderOf(r).startsWith(statusPrefix(f.status)) &&
      passes(entry, sitesResidual(scope, f)) &&
      words.every((w) => text.includes(w))
    );
  });
  const sorted = records
    .map((r) => ({ asset_id: r.asset_id, order: orderOf(r) }))
    .sort((a, b) => (a.order < b.order ? -1 : 1));
  return { ids: pageOf(sorted, body.pagesize, body.pageindex).map((e) => e.asset_id), total: sorted.length };
}

/** One page of the list: ids in order and the total. */
async function findAssets(tenant: string, scopes: CompanyScope[], body: AssetListBody): Promise<Found> {
  if (!scopes.length) return { ids: [], total: 0 };
  const f = filterOf(body);
  if (body.asset_id.length || body.internal_asset_id.length) return byIds(tenant, scopes, f, body);
  if (searchPlan(body.search_string))
    return search(tenant, scopes, f, body.search_string, body.pagesize, body.pageindex);
  const plans = await Promise.all(
    scopes.map(async (scope) =>
      planCompany(scope, f, await readCounts(tenant, scope.company_id, countSubsFor(scope, f))),
    ),
  );
  return readPlans(tenant, plans, f.status, body.pagesize, body.pageindex);
}

/** POST Asset/FilterAsset: one page of the assets the caller sees, with listsize. */
export const filterAsset = route(AssetsApi.filterAsset, async (req) => {
  const org = await req.org();
  const tenant = req.tenant.company_code;
  const found = await findAssets(tenant, scopeFor(req, org, req.body), req.body);
  const [records, down] = await Promise.all([
    getAssets(tenant, found.ids),
    currentDowntimes(tenant, found.ids),
  ]);
  return okList(
    records.map((r) => ({ ...assetRowOf(r, org), down_since: down.get(r.asset_id)?.start ?? null })),
    found.total,
  );
});

// ---- options (spec 2.6: page 20, option_search_string) ----
// The first filter applied is primary and the web keeps its options as they were; the server
// narrows each list by the other filters where that is cheap: the scope and Company filter narrow
// all of them, Model and Model Year narrow each other (and the status filter both, from the
// counts), Asset Name takes every other filter (it is the list's own search). A Site filter does
// not narrow Model or Model Year (their counts are per company), and no filter narrows Status.

const contains = (value: string, search: string) =>
  !search || value.toLowerCase().includes(search.toLowerCase());
const optionsPage = <T>(items: T[], pageIndex: number) =>
  okList(pageOf(items, OPTION_PAGE, pageIndex), items.length);

/** POST Asset/FilterAssetNameOptions: assets by name or internal id (the token search), under the other filters. */
export const filterAssetNameOptions = route(AssetsApi.filterAssetNameOptions, async (req) => {
  const org = await req.org();
  const tenant = req.tenant.company_code;
  const body = {
    ...req.body,
    asset_id: [],
    internal_asset_id: [],
    search_string: req.body.option_search_string,
    pagesize: OPTION_PAGE,
  };
  const found = await findAssets(tenant, scopeFor(req, org, body), body);
  const records = await getAssets(tenant, found.ids);
  return okList(
    records.map((r) => ({ asset_id: r.asset_id, name: r.name, internal_asset_id: r.internal_asset_id })),
    found.total,
  );
});

/** POST Asset/FilterAssetCompanyOptions: the companies of the scope. */
export const filterAssetCompanyOptions = route(AssetsApi.filterAssetCompanyOptions, async (req) => {
  const org = await req.org();
  const ids = new Set(scopeFor(req, org, {}).map((s) => s.company_id));
  const companies = org.companies
    .filter((c) => ids.has(c.company_id) && contains(c.company_name, req.body.option_search_string))
    .map((c) => ({ company_id: c.company_id, company_name: c.company_name }));
  return optionsPage(companies, req.body.pageindex);
});

/**
 * Distinct values from the per-company count items, read by prefix: `M#` the models, `Y#` the
 * years; under the other filter `YM#{year}#` the models of each chosen year and `MY#{model}#`
 * the years of each chosen model, so each narrows the other. Counts are per company: a site
 * filter does not narrow these options (that would mean reading the site's entries).
 */
async function valueOptions(
  caller: Caller,
  org: Org,
  body: AssetListBody & { option_search_string: string },
  kind: 'model' | 'year',
): Promise<string[]> {
  const other = kind === 'model' ? body.model_year : body.model_name;
  const prefixes = other.length
    ? other.map((v) => `${kind === 'model' ? Sub.yearModel(v, '') : Sub.modelYear(v, '')}`)
    : [kind === 'model' ? 'M#' : 'Y#'];
  const scopes = scopeFor(caller, org, { company_id: body.company_id });
  const answers = await Promise.all(
    scopes.flatMap((s) =>
      prefixes.map((prefix) => queryCounts(caller.tenant.company_code, s.company_id, prefix)),
    ),
  );
  const values = new Set<string>();
  for (const counts of answers)
    for (const sub of counts.keys())
      if (countOf(counts, sub, body.status) > 0) values.add(valuesOfSub(sub).at(-1)!);
  return [...values]
    .filter((v) => contains(v, body.option_search_string))
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }));
}

/** POST Asset/FilterAssetModelOptions. */
export const filterAssetModelOptions = route(AssetsApi.filterAssetModelOptions, async (req) => {
  const models = await valueOptions(req, await req.org(), req.body, 'model');
  return optionsPage(
    models.map((model_name) => ({ model_name })),
    req.body.pageindex,
  );
});

/** POST Asset/FilterAssetModelYearOptions (newest first). */
export const filterAssetModelYearOptions = route(AssetsApi.filterAssetModelYearOptions, async (req) => {
  const years = (await valueOptions(req, await req.org(), req.body, 'year')).reverse();
  return optionsPage(
    years.map((model_year) => ({ model_year })),
    req.body.pageindex,
  );
});

/** POST Asset/FilterAssetSiteOptions: the sites of the scope (narrowed by the Company filter). */
export const filterAssetSiteOptions = route(AssetsApi.filterAssetSiteOptions, async (req) => {
  const org = await req.org();
  const scopes = scopeFor(req, org, { company_id: req.body.company_id });
  const ids = new Set(scopes.flatMap((s) => s.sites ?? assetSitesOf(org, s.company_id)));
  const sites = org.sites
    .filter((s) => ids.has(s.site_id) && contains(s.site_name, req.body.option_search_string))
    .map((s) => ({ site_id: s.site_id, site_name: s.site_name, company_id: s.company_id }));
  return optionsPage(sites, req.body.pageindex);
});

/** POST Asset/FilterAssetStatusOptions: the list's Active (1) and Inactive (2) choices. */
export const filterAssetStatusOptions = route(AssetsApi.filterAssetStatusOptions, async (req) => {
  const statuses = [
    { status: AssetListStatus.Active, status_name: 'Active' },
    { status: AssetListStatus.Inactive, status_name: 'Inactive' },
  ].filter((s) => contains(s.status_name, req.body.option_search_string));
  return optionsPage(statuses, req.body.pageindex);
});

// ---- hierarchy and cluster (maintenance 2.12, 7) ----

/**
 * POST Asset/HierarchyAssets: a page of one level (the top-level assets, or the children of
 * parent_internal_asset_id), read from the per-parent partitions, with each row's children
 * count from that row's own partition counts (same status filter). The level's search_string is
 * not applied: the tree has no search box (maintenance 2.12).
 */
export const hierarchyAssets = route(AssetsApi.hierarchyAssets, async (req) => {
  const org = await req.org();
  const tenant = req.tenant.company_code;
  const body = req.body;
  const f = filterOf(body);
  const scopes = scopeFor(req, org, body);
  const sub = Sub.parent(body.parent_internal_asset_id);
  const plans: CompanyPlan[] = await Promise.all(
    scopes.map(async (scope) => {
      const residual = sitesResidual(scope, f);
      const counted =
        residual.sites === null && residual.models === null && residual.years === null && !residual.openOnly;
      if (!counted) return { company_id: scope.company_id, subs: [sub], residual };
      const counts = await readCounts(tenant, scope.company_id, [sub]);
      return {
        company_id: scope.company_id,
        subs: [sub],
        residual,
        countedTotal: countOf(counts, sub, f.status),
      };
    }),
  );
  const found = await readPlans(tenant, plans, f.status, body.pagesize, body.pageindex);
  const records = await getAssets(tenant, found.ids);
  const children = new Map<string, number>();
  await Promise.all(
    [...new Set(records.map((r) => r.company_id))].map(async (companyId) => {
      const own = records.filter((r) => r.company_id === companyId);
      const counts = await readCounts(
        tenant,
        companyId,
        own.map((r) => Sub.parent(r.internal_asset_id)),
      );
      for (const r of own)
        children.set(
          `${companyId}|${r.internal_asset_id}`,
          countOf(counts, Sub.parent(r.internal_asset_id), f.status),
        );
    }),
  );
  const siteNames = names(org).site;
  const rows: HierarchyRow[] = records.map((r) => ({
    asset_id: r.asset_id,
    internal_asset_id: r.internal_asset_id,
    parent_internal_asset_id: r.parent_internal_asset_id || null,
    name: r.name,
    levels: r.levels ?? 1,
    site_name: siteNames.get(r.site_id) ?? '',
    site_id: r.site_id,
    children_count: children.get(`${r.company_id}|${r.internal_asset_id}`) ?? 0,
  }));
  return okList(rows, found.total);
});
