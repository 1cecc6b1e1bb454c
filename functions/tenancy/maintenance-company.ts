/**
 * The company whose maintenance records (tasks, service dealers, the PM library) a caller works
 * on: the active site's (a company admin's All Sites entry names their company). The sidebar
 * shows the Maintenance group only where the active site shows maintenance (shared/roles.ts), so
 * a site without it is refused; the route chain has refused the roles already.
 */
import { Messages } from '#shared/messages.js';
import { refuse } from '#lib/errors.js';
import { sitesVisibleTo, type SiteUser } from './org.js';
import type { Org } from './store.js';

export async function maintenanceCompanyOf(request: {
  user: SiteUser;
  siteId: number;
  org: () => Promise<Org>;
}): Promise<number> {
  const site = sitesVisibleTo(request.user, await request.org()).find((s) => s.site_id === request.siteId);
  if (!site) throw refuse(Messages.notAssignedSite);
  if (!site.isShowPM) throw refuse(Messages.maintenanceNotShown);
  return site.company_id;
}
