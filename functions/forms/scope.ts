/** Which company and site a forms call is about: the active site's (the route chain has checked the caller may use it). */
import { SiteStatus } from '#shared/codes.js';
import { Messages } from '#shared/messages.js';
import { refuse } from '#lib/errors.js';
import { sitesVisibleTo } from '#functions/tenancy/index.js';
import type { Org, Site } from '#functions/tenancy/index.js';
import type { User } from '#functions/users/index.js';

export function activeSite(org: Org, siteId: number): Site {
  const site = org.sites.find((s) => s.site_id === siteId);
  if (!site) throw refuse(Messages.notAssignedSite);
  return site;
}

/** The active site's company: forms belong to a company, and a super admin's active company works through its site too. */
export const activeCompanyId = (org: Org, siteId: number): number => activeSite(org, siteId).company_id;

/** Refuses a company the caller may not see: a super admin any of the tenant's, others a company of their sites. */
export function assertSeesCompany(org: Org, user: Pick<User, 'roles' | 'sites'>, companyId: number): void {
  const visible = new Set(sitesVisibleTo(user, org).map((s) => s.company_id));
  if (!visible.has(companyId) || !org.companies.some((c) => c.company_id === companyId))
    throw refuse(Messages.notAssignedCompany);
}

/**
 * The sites whose records a list shows: the active site, or for a company's all-sites entry that
 * entry and every site of its company the caller works in (a super admin: all of them).
 */
export function listedSiteIds(org: Org, user: Pick<User, 'roles' | 'sites'>, siteId: number): number[] {
  const site = activeSite(org, siteId);
  if (site.status !== SiteStatus.AllSites) return [site.site_id];
  const ofCompany = sitesVisibleTo(user, org).filter(
    (s) => s.company_id === site.company_id && s.status !== SiteStatus.AllSites,
  );
  return [site.site_id, ...ofCompany.map((s) => s.site_id)];
}
