/**
 * The asset hierarchy (maintenance 2.12, 7): a page of one level read from the list index by key
 * (../operations/find-assets.ts). The cluster's calls are in ./cluster.ts.
 */
import { AssetsApi } from '#shared/assets/api.js';
import type { HierarchyRow } from '#shared/assets/hierarchy-schemas.js';
import { okList } from '#lib/envelope.js';
import { route } from '#functions/users/index.js';
import { countOf, Sub, type CompanyPlan } from '../listing.js';
import { getAssets } from '../store/assets.js';
import { readCounts } from '../store/list-index.js';
import { filterOf, readPlans, sitesResidual } from '../operations/find-assets.js';
import { names } from '../views.js';
import { scopeFor } from './scope.js';

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
