/** Users as the clients read them (spec 3 'User list row', 'User detail fields read'): the shared contract's rows. */
import { LANGUAGES, ROLE_NAMES, SiteStatus, USER_STATUS_NAMES, type RoleId } from '#shared/codes.js';
import { isRoleLocked, userRowActions, type UserRowActions } from '#shared/users/rules.js';
import type { UserDetail, UserRow, UserSiteRow } from '#shared/users/schemas.js';
import type { Org } from '#functions/tenancy/index.js';
import type { ListEntry } from './listing.js';
import type { Viewer } from './scope.js';
import type { User } from './store/index.js';

const roleName = (roleId: number | undefined) => (roleId ? (ROLE_NAMES[roleId as RoleId] ?? '') : '');

export function userSites(org: Org, siteIds: number[]): UserSiteRow[] {
  const companyNames = new Map(org.companies.map((c) => [c.company_id, c.company_name]));
  return siteIds.flatMap((siteId) => {
    const site = org.sites.find((s) => s.site_id === siteId);
    // The company's all-sites entry (status 20) is a picker choice, not a place a user works.
    if (!site || site.status === SiteStatus.AllSites) return [];
    const company = companyNames.get(site.company_id) ?? '';
    return [
      {
        site_id: site.site_id,
        site_name: site.site_name,
        company_id: site.company_id,
        comapny_name: company,
        company_name: company,
        status: site.status,
      },
    ];
  });
}

export const userRoles = (roles: number[]) =>
  roles.map((roleId) => ({ role_id: roleId, role_name: roleName(roleId) }));

export function userRow(entry: ListEntry, org: Org, viewer: Viewer): UserRow {
  const usersites = userSites(org, entry.sites);
  const actions: UserRowActions = userRowActions({ uuid: viewer.user.uuid, roleId: viewer.roleId }, entry);
  const defaultApp = entry.default_role_app ?? entry.default_role_web;
  return {
    uuid: entry.uuid,
    username: entry.username,
    firstname: entry.firstname,
    lastname: entry.lastname,
    status: entry.status,
    status_name: USER_STATUS_NAMES[entry.status] ?? '',
    default_rolename_app: defaultApp ?? null,
    default_rolename_app_name: roleName(defaultApp),
    default_rolename_web: entry.default_role_web ?? null,
    default_rolename_web_name: roleName(entry.default_role_web),
    usersites,
    userroles: userRoles(entry.roles),
    company_name: usersites[0]?.comapny_name ?? '',
    is_registration_succeed: entry.is_registration_succeed,
    ...actions,
  };
}

export function userDetail(
  user: User,
  org: Org,
  extra: { can_edit: boolean; email_suppressed: UserDetail['email_suppressed'] },
): UserDetail {
  const usersites = userSites(org, user.sites);
  const companyId = usersites[0]?.company_id ?? user.default_company ?? null;
  const defaultSite = org.sites.find((s) => s.site_id === user.default_site);
  return {
    uuid: user.uuid,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    username: user.username,
    status: user.status,
    status_name: USER_STATUS_NAMES[user.status] ?? '',
    userroles: userRoles(user.roles),
    default_rolename_web: user.default_role_web ?? null,
    default_rolename_web_name: roleName(user.default_role_web),
    default_rolename_app: user.default_role_app ?? null,
    default_rolename_app_name: roleName(user.default_role_app),
    usersites,
    default_site_id: user.default_site ?? null,
    default_site_name: defaultSite?.site_name ?? null,
    company_id: companyId,
    company_name: org.companies.find((c) => c.company_id === companyId)?.company_name ?? null,
    prefer_language_id: user.prefer_language_id,
    prefer_language_name: LANGUAGES.find((l) => l.id === user.prefer_language_id)?.language ?? null,
    is_registration_succeed: user.is_registration_succeed,
    /** Spec 4: the edit form locks the roles when the default role is operator or maintenance staff. */
    is_role_locked: isRoleLocked(user.default_role_web),
    ...extra,
  };
}
