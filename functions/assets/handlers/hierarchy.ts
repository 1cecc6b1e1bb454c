/**
 * The asset hierarchy (maintenance 2.12, 7): a page of one level read from the list index by key
 * (../operations/find-assets.ts). The cluster's calls are in ./cluster.ts.
 */
import { AssetsApi } from '#shared/assets/api.js';
import type { HierarchyRow } from '#shared/assets/hierarchy-schemas.js';
import { okList } from '#lib/envelope.js';
import { route } from '#functions/users/index.js';
import {
  countOf,
  countOfSubs,
  hasResidual,
  levelSubsOf,
  type CompanyPlan,
  type CompanyScope,
} from '../listing.js';
import { getAssets } from '../store/assets.js';
import { readCounts } from '../store/list-index.js';
import { filterOf, readPlans, sitesResidual } from '../operations/find-assets.js';
import { names } from '../views.js';
import { scopeFor } from './scope.js';

/**
 * POST Asset/HierarchyAssets: a page of one level (the top-level assets, or the children of
 * parent_internal_asset_id) within the caller's scope, read from the level's partitions (per site
 * for a viewer limited to some sites), with each row's children count from its own level's
 * counts in the same scope and status, so a row's count is what expanding it lists. The level's
 * search_string is not applied: the tree has no search box (maintenance 2.12).
 */
export const hierarchyAssets = route(AssetsApi.hierarchyAssets, async (req) => {
  const org = await req.org();
  const tenant = req.tenant.company_code;
  const body = req.body;
  const f = filterOf(body);
  const scopes = scopeFor(req, org, body);
  const plans: CompanyPlan[] = await Promise.all(
    scopes.map(async (scope) => {
      const subs = levelSubsOf(scope, body.parent_internal_asset_id);
      // The subs hold the scope's sites only: what is left to filter is the list's other filters.
      const residual = { ...sitesResidual(scope, f), sites: null };
      if (hasResidual(residual)) return { company_id: scope.company_id, subs, residual };
      const counts = await readCounts(tenant, scope.company_id, subs);
      return {
        company_id: scope.company_id,
        subs: subs.filter((sub) => countOf(counts, sub, f.status) > 0),
        residual,
        countedTotal: countOfSubs(counts, subs, f.status),
      };
    }),
  );
  const found = await readPlans(tenant, plans, f.status, body.pagesize, body.pageindex);
  const records = await getAssets(tenant, found.ids);
  const children = new Map<string, number>();
  await Promise.all(
    scopes.map(async (scope: CompanyScope) => {
      const own = records.filter((r) => r.company_id === scope.company_id);
      if (!own.length) return;
      const subsOf = new Map(own.map((r) => [r.internal_asset_id, levelSubsOf(scope, r.internal_asset_id)]));
      const counts = await readCounts(tenant, scope.company_id, [...subsOf.values()].flat());
      for (const [internalId, subs] of subsOf)
        children.set(`${scope.company_id}|${internalId}`, countOfSubs(counts, subs, f.status));
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
