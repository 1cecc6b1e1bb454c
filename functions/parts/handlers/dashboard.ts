/**
 * GET Part/DashboardLowStock (issue 25 item 4): the dashboard's Low stock tile for the caller's
 * sites: the active site, or under a company's All Sites entry every site of it the caller has.
 * Counted from the low-stock counters (store/parts.ts readLowStockCount), never by scanning.
 */
import { SiteStatus } from '#shared/codes.js';
import { PartsDashboardApi } from '#shared/parts/dashboard.js';
import { ok } from '#lib/envelope.js';
import { route } from '#functions/users/index.js';
import { maintenanceCompanyOf, sitesVisibleTo } from '#functions/tenancy/index.js';
import { readLowStockCount } from '../store/parts.js';

export const dashboardLowStock = route(PartsDashboardApi.dashboardLowStock, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const visible = sitesVisibleTo(request.user, await request.org());
  const active = visible.find((s) => s.site_id === request.siteId)!;
  const siteIds =
    active.status === SiteStatus.AllSites
      ? visible
          .filter((s) => s.company_id === companyId && s.status !== SiteStatus.AllSites)
          .map((s) => s.site_id)
      : [active.site_id];
  const count = await readLowStockCount(request.tenant.company_code, companyId, siteIds);
  return ok({ low_stock_count: count, site_ids: siteIds });
});
