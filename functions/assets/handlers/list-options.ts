/**
 * The asset list's six filter option calls (spec core 2.6: page 20, option_search_string), read
 * from the list index by key (../operations/find-assets.ts) and the per-company count items.
 */
import { AssetsApi } from '#shared/assets/api.js';
import { AssetListStatus } from '#shared/assets/rules.js';
import type { AssetListBody } from '#shared/assets/schemas.js';
import { okList } from '#lib/envelope.js';
import { route } from '#functions/users/index.js';
import type { Org } from '#functions/tenancy/index.js';
import { assetSitesOf } from '../list-scope.js';
import { countOf, Sub, valuesOfSub } from '../listing.js';
import { getAssets } from '../store/assets.js';
import { queryCounts } from '../store/list-index.js';
import { findAssets, pageOf } from '../operations/find-assets.js';
import { scopeFor, type Caller } from './scope.js';

const OPTION_PAGE = 20;

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
