/** The active site of the session (spec 2.2, 6): its PM flag and whether it is the all-sites entry. */
import { Role, SiteStatus } from '@shared/codes';
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

/** The companies and sites a list is narrowed to when its own Company and Site filters are empty. */
export interface ListScopeIds {
  company_id: number[];
  site_id: number[];
}

/**
 * A super admin's company and site selectors narrow the asset and device lists (issue 26 item 6).
 * Decided from the spec: a company or site switch sends the super admin to /assets (spec 4), which
 * then shows what was picked: the active company's assets, and only the active site's unless it is
 * the company's all-sites entry. The lists' own Company and Site filters (spec 2.6, 2.12), once
 * chosen, take precedence. Null for every other role: their lists are scoped by the server.
 */
export function superAdminListScope(session: StoredSession): ListScopeIds | null {
  if (session.roleId !== Role.SuperAdmin || session.companyId === null) return null;
  const realSite = session.siteId !== null && !isAllSitesActive(session);
  return { company_id: [session.companyId], site_id: realSite ? [session.siteId!] : [] };
}

/** The ids a list sends: its filter's when any are chosen, else the scope's. */
export const scopedIds = (chosen: number[], scope: number[] | undefined) =>
  chosen.length > 0 ? chosen : (scope ?? []);
