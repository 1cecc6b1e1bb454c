/**
 * The cluster's calls (maintenance 2.12): the company and its sites with their asset counts, and a
 * site's assets page by page, read from the list index by key (../store/list-index.ts).
 */
import { AssetsApi } from '#shared/assets/api.js';
import { CLUSTER_PAGE_SIZE } from '#shared/assets/rules.js';
import { ok } from '#lib/envelope.js';
import { route } from '#functions/users/index.js';
import type { Org } from '#functions/tenancy/index.js';
import { assetSitesOf } from '../list-scope.js';
import { Sub } from '../listing.js';
import { getAssets } from '../store/assets.js';
import { readCounts, readEntries } from '../store/list-index.js';
import { scopeFor, type Caller } from './scope.js';

/** The sites of one company a caller may see, or null when the company is out of their scope. */
const siteScopeOf = (c: Caller, org: Org, companyId: number) => {
  const scope = scopeFor(c, org, {}).find((s) => s.company_id === companyId);
  return scope ? (scope.sites ?? assetSitesOf(org, companyId)) : null;
};

/**
 * GET Asset/ClusterAssets: one company (the query's when in scope, else the active site's) with
 * its sites in scope (never all-sites entries), or only the query's site, each with its asset
 * counts from the list index's counters: nothing is cut and no asset is read. A site's assets come
 * page by page from Asset/ClusterSiteAssets when the graph expands it.
 */
export const clusterAssets = route(AssetsApi.clusterAssets, async (req) => {
  const org = await req.org();
  const tenant = req.tenant.company_code;
  const scopes = scopeFor(req, org, {});
  const activeCompany = org.sites.find((s) => s.site_id === req.siteId)?.company_id;
  const wanted = req.query.company_id ?? activeCompany;
  const scope = scopes.find((s) => s.company_id === wanted) ?? scopes[0];
  const company = org.companies.find((c) => c.company_id === scope?.company_id);
  if (!scope || !company) return ok({ company_id: 0, company_name: '', sites: [] });
  const inScope = siteScopeOf(req, org, company.company_id) ?? [];
  const siteIds = req.query.site_id && inScope.includes(req.query.site_id) ? [req.query.site_id] : inScope;
  const counts = await readCounts(tenant, company.company_id, siteIds.map(Sub.site));
  const sites = org.sites
    .filter((s) => siteIds.includes(s.site_id))
    .map((s) => {
      const count = counts.get(Sub.site(s.site_id)) ?? { active: 0, inactive: 0 };
      return {
        site_id: s.site_id,
        site_name: s.site_name,
        asset_count: count.active + count.inactive,
        active_count: count.active,
        inactive_count: count.inactive,
      };
    });
  return ok({ company_id: company.company_id, company_name: company.company_name, sites });
});

/**
 * GET Asset/ClusterSiteAssets: a page of one site's assets in list order (active first, by name),
 * read by key from the site's list partition from `after` on, with their parents. A site out of
 * the caller's scope (or of another tenant) answers an empty last page.
 */
export const clusterSiteAssets = route(AssetsApi.clusterSiteAssets, async (req) => {
  const org = await req.org();
  const tenant = req.tenant.company_code;
  const siteId = req.query.site_id;
  const after = req.query.after ?? '';
  const site = org.sites.find((s) => s.site_id === siteId);
  const sites = site ? siteScopeOf(req, org, site.company_id) : null;
  if (!site || !sites?.includes(siteId)) return ok({ site_id: siteId, assets: [], next: null });
  const entries = await readEntries(
    tenant,
    site.company_id,
    Sub.site(siteId),
    after
      ? { from: after, limit: CLUSTER_PAGE_SIZE + 1, keep: (e) => e.order !== after }
      : { limit: CLUSTER_PAGE_SIZE + 1 },
  );
  const page = entries.slice(0, CLUSTER_PAGE_SIZE);
  const records = await getAssets(
    tenant,
    page.map((e) => e.asset_id),
  );
  return ok({
    site_id: siteId,
    // The records are fresh: one moved to another site since its entry was read is left out.
    assets: records
      .filter((r) => r.site_id === siteId)
      .map((r) => ({
        asset_id: r.asset_id,
        internal_asset_id: r.internal_asset_id,
        parent_internal_asset_id: r.parent_internal_asset_id || null,
        name: r.name,
        status: r.status,
      })),
    next: entries.length > CLUSTER_PAGE_SIZE ? page[page.length - 1].order : null,
  });
});
