/**
 * The issue list (POST Issue/FilterIssues), its Asset, Issue Title and Site options, and the
 * dashboard's Outstanding Issues (spec core 2.4, 2.10, 7), all read from the issue index by key
 * (../listing.ts, ../store.ts). Rows come from the issue records, so they are fresh.
 */
import { IssuesApi } from '#shared/issues/api.js';
import type { OutstandingAsset } from '#shared/issues/schemas.js';
import { assetSitesOf } from '#functions/assets/index.js';
import { feedSites } from '#functions/assets/index.js';
import { getAssets } from '#functions/assets/index.js';
import { readEntries as readAssetEntries } from '#functions/assets/index.js';
import { Sub as AssetSub } from '#functions/assets/index.js';
import { ok, okList } from '#lib/envelope.js';
import { mergeEntries } from '#lib/list-index/entries.js';
import { keyWord, wordsOf } from '#lib/list-index/words.js';
import { route } from '#functions/users/index.js';
import { assetOfSub, OPEN_STATUSES, Sub, titleKey, type CompanyScope } from '../listing.js';
import { getIssues } from '../store/issues.js';
import { lastSiteChange, queryCounts, readCountItems, readEntries } from '../store/list-index.js';
import { issueRowOf, timeElapsed } from '../views.js';
import { findIssues, pageOf, scopeFor } from '../operations/find-issues.js';

const OPTION_PAGE = 20;

/** POST Issue/FilterIssues: one page of the issues the caller sees, newest first, with listsize. */
export const filterIssues = route(IssuesApi.filterIssues, async (req) => {
  const org = await req.org();
  const tenant = req.tenant.company_code;
  const found = await findIssues(tenant, scopeFor(req, org, req.body), req.body);
  const records = await getIssues(tenant, found.uuids);
  return okList(
    records.map((r) => issueRowOf(r, org)),
    found.total,
  );
});

// ---- options (page 20, option_search_string) ----

const contains = (value: string, search: string) =>
  !search || value.toLowerCase().includes(search.toLowerCase());
const optionsPage = <T>(items: T[], pageIndex: number) =>
  okList(pageOf(items, OPTION_PAGE, pageIndex), items.length);

/** One company's assets with issues: with a search, the assets the asset index's tokens find, then their counts by key; else every `A#` count. */
async function assetsWithIssues(tenant: string, scope: CompanyScope, search: string) {
  const words = wordsOf(search);
  if (!words.length) return queryCounts(tenant, scope.company_id, 'A#');
  const found = await readAssetEntries(tenant, scope.company_id, AssetSub.tokens, {
    prefix: keyWord(words),
    keep: (e) => !scope.sites || scope.sites.includes(e.site_id),
  });
  return readCountItems(
    tenant,
    scope.company_id,
    found.map((e) => Sub.asset(e.asset_id)),
  );
}

/** POST Issue/FilterIssueAssetOptions: the assets with issues in scope, from the per-asset counts (their label is the asset's id and name). */
export const filterIssueAssetOptions = route(IssuesApi.filterIssueAssetOptions, async (req) => {
  const org = await req.org();
  const tenant = req.tenant.company_code;
  const scopes = scopeFor(req, org, req.body);
  const answers = await Promise.all(
    scopes.map(async (scope) => ({
      scope,
      counts: await assetsWithIssues(tenant, scope, req.body.option_search_string),
    })),
  );
  const options = answers
    .flatMap(({ scope, counts }) =>
      counts
        .filter(
          (c) => c.n > 0 && (!scope.sites || (c.site_id !== undefined && scope.sites.includes(c.site_id))),
        )
        .map((c) => {
          const [internal_asset_id, name] = (c.label ?? '\u0000').split('\u0000');
          return { asset_id: assetOfSub(c.sub), name, internal_asset_id };
        }),
    )
    .filter(
      (o) =>
        contains(o.name, req.body.option_search_string) ||
        contains(o.internal_asset_id, req.body.option_search_string),
    )
    .sort(
      (a, b) =>
        a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }) ||
        a.asset_id - b.asset_id,
    );
  return optionsPage(options, req.body.pageindex);
});

/** POST Issue/FilterIssueTitleOptions: the distinct titles of the companies in scope, from the per-title counts. */
export const filterIssueTitleOptions = route(IssuesApi.filterIssueTitleOptions, async (req) => {
  const org = await req.org();
  const tenant = req.tenant.company_code;
  const scopes = scopeFor(req, org, req.body);
  const answers = await Promise.all(scopes.map((scope) => queryCounts(tenant, scope.company_id, 'TI#')));
  const titles = new Map<string, string>();
  for (const c of answers.flat())
    if (c.n > 0 && c.label && contains(c.label, req.body.option_search_string))
      titles.set(titleKey(c.label), c.label);
  const options = [...titles.values()]
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }))
    .map((name) => ({ name }));
  return optionsPage(options, req.body.pageindex);
});

/** POST Issue/FilterIssueSiteOptions: the sites of the scope (the filter shows under an all-sites entry). */
export const filterIssueSiteOptions = route(IssuesApi.filterIssueSiteOptions, async (req) => {
  const org = await req.org();
  const scopes = scopeFor(req, org, { company_id: req.body.company_id });
  const ids = new Set(scopes.flatMap((s) => s.sites ?? assetSitesOf(org, s.company_id)));
  const sites = org.sites
    .filter((s) => ids.has(s.site_id) && contains(s.site_name, req.body.option_search_string))
    .map((s) => ({ site_id: s.site_id, site_name: s.site_name, company_id: s.company_id }));
  return optionsPage(sites, req.body.pageindex);
});

// ---- the dashboard ----

/**
 * GET Asset/DashboardOutstandingIssues: the active site's (or, under All Sites, every site of the
 * manager's) assets with open issues, each with its open issues, read from the site + status
 * partitions; modified_at is the sites' last issue change.
 */
export const dashboardOutstandingIssues = route(IssuesApi.dashboardOutstandingIssues, async (req) => {
  const org = await req.org();
  const tenant = req.tenant.company_code;
  const sites = feedSites(req, org);
  const lists = await Promise.all(
    sites.flatMap((site) =>
      OPEN_STATUSES.map((status) =>
        readEntries(tenant, site.company_id, Sub.siteStatus(site.site_id, status)),
      ),
    ),
  );
  const entries = mergeEntries(lists);
  const [assets, modifiedAt] = await Promise.all([
    getAssets(tenant, [...new Set(entries.map((e) => e.asset_id))]),
    lastSiteChange(
      tenant,
      sites.map((s) => s.site_id),
    ),
  ]);
  const siteNames = new Map(org.sites.map((s) => [s.site_id, s.site_name]));
  const now = Date.now();
  const details: OutstandingAsset[] = assets.map((a) => {
    const own = entries.filter((e) => e.asset_id === a.asset_id);
    return {
      asset_id: a.asset_id,
      asset_name: a.name,
      internal_asset_id: a.internal_asset_id,
      site_name: siteNames.get(a.site_id) ?? '',
      outstanding_issues_count: own.length,
      asset: own.map((e) => ({
        issue_uuid: e.issue_uuid,
        attribute_name: e.title,
        time_elapsed: timeElapsed(e.created_at, now),
      })),
    };
  });
  // Assets whose newest open issue is newest come first (entries are newest first).
  const firstSeen = new Map<number, number>();
  entries.forEach((e, i) => firstSeen.has(e.asset_id) || firstSeen.set(e.asset_id, i));
  details.sort((x, y) => firstSeen.get(x.asset_id)! - firstSeen.get(y.asset_id)!);
  return ok({ reports: [{ modified_at: modifiedAt, asset_details: details }] });
});
