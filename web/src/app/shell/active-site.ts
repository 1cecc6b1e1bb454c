/** The active site of the session (spec 2.2, 6): its PM flag and whether it is the all-sites entry. */
import { SiteStatus } from '@shared/codes';
import type { UserSite } from '@shared/session/schemas';
import type { StoredSession } from '../session/session-store';

export const activeSite = (session: StoredSession): UserSite | undefined =>
  session.loginData?.usersites.find((site) => site.site_id === session.siteId);

/** The active site shows maintenance (isShowPM): drives the Maintenance sidebar group. */
export const showsMaintenance = (session: StoredSession) => Boolean(activeSite(session)?.isShowPM);

/**
 * The active site is its company's all-sites entry (status 20): lists then span every site and
 * offer a Site filter. A super admin's sites are read from the companies with sites.
 */
export function isAllSitesActive(session: StoredSession): boolean {
  const site =
    activeSite(session) ??
    session.companiesWithSites?.flatMap((c) => c.sites).find((s) => s.site_id === session.siteId);
  return site?.status === SiteStatus.AllSites;
}
