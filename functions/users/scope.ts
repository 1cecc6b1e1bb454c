/**
 * Which users a caller reaches and what they may assign (spec 6), over the tenant's org. The
 * row-level rules (own row, protected roles, executives) are the shared ones in shared/roles.ts.
 */
import { ALL_ROLE_IDS, Role, SiteStatus, type RoleId } from '#shared/codes.js';
import { Messages } from '#shared/messages.js';
import { assignableRoles, assignsAllSites, canManageUser } from '#shared/users/rules.js';
import type { UserPayload } from '#shared/users/schemas.js';
import { badRequest, refuse } from '#lib/errors.js';
import type { Org, Site } from '#functions/tenancy/index.js';
import { companyUnit, siteUnit, TENANT_UNIT } from './listing.js';
import type { User } from './store/index.js';

export interface Viewer {
  user: User;
  /** Active role and site of the call (checked against the user's own by the auth middleware). */
  roleId: number;
  siteId: number;
}

const isSuperAdmin = (viewer: Viewer) => viewer.roleId === Role.SuperAdmin;
const assignable = (site: Site) => site.status !== SiteStatus.AllSites;

/** Sites a viewer acts on: every site for a super admin, otherwise their own (not the all-sites entries). */
export function reachableSites(viewer: Viewer, org: Org): Set<number> {
  if (isSuperAdmin(viewer)) return new Set(org.sites.filter(assignable).map((s) => s.site_id));
  const own = new Set(viewer.user.sites);
  return new Set(org.sites.filter((s) => assignable(s) && own.has(s.site_id)).map((s) => s.site_id));
}

/** Whether the target is one of the viewer's people: a super admin reaches everyone, others share a site. */
export function reaches(viewer: Viewer, org: Org, target: Pick<User, 'sites'>): boolean {
  if (isSuperAdmin(viewer)) return true;
  const sites = reachableSites(viewer, org);
  return target.sites.some((site) => sites.has(site));
}

/** Refuses unless the viewer may open and change this user (reach plus the shared row rule). */
export function assertManages(viewer: Viewer, org: Org, target: User) {
  if (
    !reaches(viewer, org, target) ||
    !canManageUser({ uuid: viewer.user.uuid, roleId: viewer.roleId }, target)
  ) {
    throw refuse(Messages.roleNotAuthorised);
  }
}

/**
 * Sites the list shows (spec 6): non-super-admins see their active site, or with the all-sites
 * entry active every site of theirs in that company. Null for a super admin: everything.
 */
export function listedSites(viewer: Viewer, org: Org): Set<number> | null {
  if (isSuperAdmin(viewer)) return null;
  const active = org.sites.find((s) => s.site_id === viewer.siteId);
  if (active && active.status !== SiteStatus.AllSites) return new Set([active.site_id]);
  const reachable = reachableSites(viewer, org);
  return new Set(
    org.sites
      .filter((s) => reachable.has(s.site_id) && (!active || s.company_id === active.company_id))
      .map((s) => s.site_id),
  );
}

/**
 * The list index units to read for the viewer and the Company and Site filters: one company or
 * the tenant when that is exactly the scope (counters answer the total), else the sites.
 */
export function listUnits(
  viewer: Viewer,
  org: Org,
  filter: { site_id: number[]; company_id: number[] },
): string[] {
  const scope = listedSites(viewer, org);
  const companies = isSuperAdmin(viewer)
    ? filter.company_id.filter((id) => org.companies.some((c) => c.company_id === id))
    : [];
  const inScope = (site: Site) =>
    assignable(site) &&
    (!scope || scope.has(site.site_id)) &&
    (companies.length === 0 || companies.includes(site.company_id));

  if (filter.site_id.length) {
    const chosen = org.sites.filter((s) => filter.site_id.includes(s.site_id) && inScope(s));
    return chosen.map((s) => siteUnit(s.site_id));
  }
  if (!scope) return companies.length ? companies.map(companyUnit) : [TENANT_UNIT];
  const sites = org.sites.filter(inScope);
  const companiesOfScope = [...new Set(sites.map((s) => s.company_id))];
  if (companiesOfScope.length === 1) {
    const whole = org.sites.filter((s) => assignable(s) && s.company_id === companiesOfScope[0]);
    if (whole.length === sites.length) return [companyUnit(companiesOfScope[0])];
  }
  return sites.map((s) => siteUnit(s.site_id));
}

/** Sites offered by the Site filter: those of the list scope (and of the chosen companies). */
export function siteOptions(viewer: Viewer, org: Org, companyIds: number[]): Site[] {
  const scope = listedSites(viewer, org);
  return org.sites.filter(
    (s) =>
      assignable(s) &&
      (!scope || scope.has(s.site_id)) &&
      (!isSuperAdmin(viewer) || companyIds.length === 0 || companyIds.includes(s.company_id)),
  );
}

export interface Assignment {
  roles: number[];
  sites: number[];
  companyId: number | undefined;
  defaultRoleWeb: number;
  defaultRoleApp: number;
  defaultSite: number | undefined;
}

/** The company of a user: that of their sites (the first one's, as the list shows it). */
export function companyOfUser(org: Org, user: Pick<User, 'sites' | 'default_company'>): number | undefined {
  const site = org.sites.find((s) => user.sites.includes(s.site_id));
  return site?.company_id ?? user.default_company;
}

/**
 * Roles, sites, company and defaults of a created or edited user, after the role and site rules
 * of spec 6 for the caller. The payload has passed the form checks (shared/users/schemas.ts).
 */
export function resolveAssignment(viewer: Viewer, org: Org, payload: UserPayload, target?: User): Assignment {
  // Roles: what the caller may give, plus (on edit) what the user already holds.
  const allowed = new Set<number>([...assignableRoles(viewer.roleId), ...(target?.roles ?? [])]);
  const roles = payload.userroles;
  if (roles.some((role) => !(ALL_ROLE_IDS as number[]).includes(role)))
    throw badRequest(Messages.invalidRequest);
  if (roles.some((role) => !allowed.has(role))) throw refuse(Messages.roleNotAuthorised);

  const superAdminRecord = roles.includes(Role.SuperAdmin);
  let companyId: number | undefined;
  if (isSuperAdmin(viewer)) {
    companyId = payload.ac_default_company ?? undefined;
    if (companyId !== undefined && !org.companies.some((c) => c.company_id === companyId))
      throw badRequest(Messages.unknownCompany);
    const current = target ? companyOfUser(org, target) : undefined;
    if (target && target.sites.length && current !== undefined && companyId !== current)
      throw badRequest(Messages.companyChangeNotAllowed);
  } else {
    // Company fixed to the caller's own: that of their active site.
    companyId = org.sites.find((s) => s.site_id === viewer.siteId)?.company_id;
  }

  const companySites = org.sites.filter((s) => assignable(s) && s.company_id === companyId);
  let sites: number[];
  if (assignsAllSites(roles)) {
    sites = companySites.map((s) => s.site_id);
  } else {
    sites = payload.usersites;
    const reachable = reachableSites(viewer, org);
    for (const siteId of sites) {
      const site = org.sites.find((s) => s.site_id === siteId);
      if (!site || !assignable(site) || !reachable.has(siteId)) throw badRequest(Messages.notAssignedSite);
      if (!superAdminRecord && site.company_id !== companyId) throw badRequest(Messages.siteOutsideCompany);
    }
    if (viewer.roleId === Role.Manager) {
      // Spec 5, 6: a manager adds operators to active sites only, at the current site.
      const active = org.sites.find((s) => s.site_id === viewer.siteId);
      for (const siteId of sites) {
        const site = org.sites.find((s) => s.site_id === siteId)!;
        if (site.status !== SiteStatus.Active) throw badRequest(Messages.inactiveSite);
        if (active && active.status !== SiteStatus.AllSites && siteId !== active.site_id)
          throw badRequest(Messages.notAssignedSite);
      }
    }
  }

  const defaultRoleWeb = roles.length === 1 ? roles[0] : (payload.ac_default_role_web as number);
  const appRole =
    payload.ac_default_role_app && roles.includes(payload.ac_default_role_app)
      ? payload.ac_default_role_app
      : undefined;
  const defaultRoleApp =
    appRole ??
    ([Role.Operator, Role.MaintenanceStaff] as RoleId[]).find((r) => roles.includes(r)) ??
    defaultRoleWeb;

  const allSitesEntry = org.sites.find(
    (s) => s.status === SiteStatus.AllSites && s.company_id === companyId,
  )?.site_id;
  let defaultSite: number | undefined;
  const requested = payload.ac_default_site ?? undefined;
  if (sites.length === 1) defaultSite = sites[0];
  else if (requested !== undefined && (sites.includes(requested) || requested === allSitesEntry))
    defaultSite = requested;
  else if (sites.length > 1 && requested !== undefined) throw badRequest(Messages.defaultSiteRequired);
  else defaultSite = assignsAllSites(roles) ? (allSitesEntry ?? sites[0]) : sites[0];

  return { roles, sites, companyId, defaultRoleWeb, defaultRoleApp, defaultSite };
}
