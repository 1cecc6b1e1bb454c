/** Companies and sites as the spec's clients read them (spec 3: Company, usersites; shapes in shared/types/session.ts). */
import { Role, SiteStatus } from '#shared/codes.js';
import type { CompanyWithSites, UserSite } from '#shared/session/schemas.js';
import type { AuthUser } from '#lib/middleware/types.js';
import type { Company, Org, Site } from './store.js';

/** What tenancy reads of a user: roles and sites (the users domain, above tenancy, stores the whole record). */
export interface SiteUser {
  roles: number[];
  sites: number[];
}
/** The signed-in user as tenancy's routes see it (functions/tenancy/route.ts). */
export type SessionUser = AuthUser & SiteUser;

/** Sites a user may make active: their own plus their companies' all-sites entries; every site for a super admin. */
export function allowedSiteIds(org: Org, user: SiteUser): Set<number> {
  return new Set(sitesVisibleTo(user, org).map((site) => site.site_id));
}

/**
 * The sites a user works in: super admins every site; others their own sites plus the all-sites
 * entry of each of their companies. The all-sites entry shows PM when any site of its company does.
 */
export function sitesVisibleTo(user: SiteUser, org: Org): Site[] {
  const showsPm = new Set(
    org.sites.filter((s) => s.isShowPM && s.status !== SiteStatus.AllSites).map((s) => s.company_id),
  );
  const withPmFlag = (site: Site): Site =>
    site.status === SiteStatus.AllSites ? { ...site, isShowPM: showsPm.has(site.company_id) } : site;
  if (user.roles.includes(Role.SuperAdmin)) return org.sites.map(withPmFlag);
  const own = new Set(user.sites);
  const companies = new Set(org.sites.filter((s) => own.has(s.site_id)).map((s) => s.company_id));
  return org.sites
    .filter((s) => own.has(s.site_id) || (s.status === SiteStatus.AllSites && companies.has(s.company_id)))
    .map(withPmFlag);
}

export function userSiteViews(sites: Site[], companies: Company[]): UserSite[] {
  const names = new Map(companies.map((c) => [c.company_id, c.company_name]));
  return sites.map((s) => ({
    site_id: s.site_id,
    site_name: s.site_name,
    company_id: s.company_id,
    company_name: names.get(s.company_id) ?? '',
    status: s.status,
    isShowPM: s.isShowPM,
    timezone: s.timezone,
  }));
}

export function companiesWithSites(sites: Site[], companies: Company[]): CompanyWithSites[] {
  return companies
    .filter((c) => sites.some((s) => s.company_id === c.company_id))
    .map((c) => ({
      company_id: c.company_id,
      company_name: c.company_name,
      sites: sites
        .filter((s) => s.company_id === c.company_id)
        .map((s) => ({
          site_id: s.site_id,
          site_name: s.site_name,
          status: s.status,
          isShowPM: s.isShowPM,
          timezone: s.timezone,
        })),
    }));
}
