/** Starting, changing and ending the stored session (spec 3 'Locally stored', spec 4 role/site switch). */
import { ROLE_NAMES, SiteStatus, type RoleId } from '@shared/codes';
import { isWebRole } from '@shared/roles';
import { postLogout } from '../api/session-api';
import type { CompanyWithSites, LoginData, UserSite } from '@shared/session/schemas';
import { nextTokenExpiry } from './identity';
import { clearStorage, readSession, writeSession, type StoredSession } from './session-store';

export const roleName = (loginData: LoginData | null, roleId: number) =>
  loginData?.userroles.find((role) => role.role_id === roleId)?.role_name ||
  ROLE_NAMES[roleId as RoleId] ||
  '';

/** The user's roles that may use the web app, in the order the server lists them. */
export const webRolesOf = (loginData: LoginData | null) =>
  (loginData?.userroles ?? []).filter((role) => isWebRole(role.role_id));

const siteOf = (loginData: LoginData, siteId: number | null | undefined): UserSite | undefined =>
  siteId === null || siteId === undefined
    ? undefined
    : loginData.usersites.find((site) => site.site_id === siteId);

/** The session fields that follow from the login data: active role/site/company (server's active ones, else defaults). */
export function sessionFromLoginData(loginData: LoginData): Partial<StoredSession> {
  const heldRoles = webRolesOf(loginData).map((role) => role.role_id);
  const pick = (...ids: (number | null | undefined)[]) =>
    ids.find((id): id is number => typeof id === 'number' && heldRoles.includes(id));
  const roleId = pick(loginData.active_role_web, loginData.default_rolename_web, heldRoles[0]) ?? null;
  const site =
    siteOf(loginData, loginData.active_site_id) ??
    siteOf(loginData, loginData.default_site_id) ??
    loginData.usersites[0];
  const companyId = loginData.active_company_id ?? site?.company_id ?? loginData.default_company_id ?? null;
  const companyName =
    loginData.usersites.find((s) => s.company_id === companyId)?.company_name ??
    loginData.default_company_name ??
    null;
  return {
    roleId,
    roleName: roleId === null ? null : roleName(loginData, roleId),
    siteId: site?.site_id ?? null,
    siteName: site?.site_name ?? null,
    companyId,
    companyName,
    defaultRoleId: loginData.default_rolename_web,
    defaultRoleName: loginData.default_rolename_web_name,
    defaultSiteId: loginData.default_site_id,
    defaultSiteName: loginData.default_site_name,
    defaultCompanyId: loginData.default_company_id,
    defaultCompanyName: loginData.default_company_name,
    clientCompanyName: loginData.ac_default_client_company_name ?? null,
  };
}

export function startSession(loginData: LoginData, accessToken: string): number | null {
  const fields = sessionFromLoginData(loginData);
  writeSession({ ...fields, loginData, accessToken, tokenExpiry: nextTokenExpiry(), authenticated: true });
  return fields.roleId ?? null;
}

/** Logout: the server call may fail; the user still lands on /login with storage cleared. */
export async function logout() {
  await postLogout().catch(() => undefined);
  clearStorage({ keepDomain: true });
}

export function rememberActiveRole(roleId: number) {
  writeSession({ roleId, roleName: roleName(readSession().loginData, roleId) });
}

export function rememberDefaultRole(roleId: number) {
  const { loginData } = readSession();
  const name = roleName(loginData, roleId);
  writeSession({
    defaultRoleId: roleId,
    defaultRoleName: name,
    loginData: loginData && { ...loginData, default_rolename_web: roleId, default_rolename_web_name: name },
  });
}

export function rememberActiveSite(
  site: { site_id: number; site_name: string },
  company?: { company_id: number; company_name: string },
) {
  writeSession({
    siteId: site.site_id,
    siteName: site.site_name,
    ...(company ? { companyId: company.company_id, companyName: company.company_name } : {}),
  });
}

export function rememberDefaultSite(site: { site_id: number; site_name: string }) {
  const { loginData } = readSession();
  writeSession({
    defaultSiteId: site.site_id,
    defaultSiteName: site.site_name,
    loginData: loginData && {
      ...loginData,
      default_site_id: site.site_id,
      default_site_name: site.site_name,
    },
  });
}

export function rememberDefaultCompany(
  company: CompanyWithSites,
  site: { site_id: number; site_name: string },
) {
  rememberDefaultSite(site);
  const { loginData } = readSession();
  writeSession({
    defaultCompanyId: company.company_id,
    defaultCompanyName: company.company_name,
    loginData: loginData && {
      ...loginData,
      default_company_id: company.company_id,
      default_company_name: company.company_name,
    },
  });
}

/** Spec 4: a company switch picks the only site, or the company's all-sites entry (status 20). */
export function siteForCompanySwitch(company: CompanyWithSites) {
  if (company.sites.length === 1) return company.sites[0];
  return company.sites.find((site) => site.status === SiteStatus.AllSites) ?? company.sites[0];
}
