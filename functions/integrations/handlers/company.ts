/** The company a company admin's or manager's call works on: its active site's (All Sites names the company). */
import { Messages } from '#shared/messages.js';
import { sitesVisibleTo, type Org } from '#functions/tenancy/index.js';
import { refuse } from '#lib/errors.js';

export async function activeCompanyOf(request: {
  user: Parameters<typeof sitesVisibleTo>[0];
  siteId: number;
  org: () => Promise<Org>;
}): Promise<number> {
  const site = sitesVisibleTo(request.user, await request.org()).find((s) => s.site_id === request.siteId);
  if (!site) throw refuse(Messages.notAssignedSite);
  return site.company_id;
}
