/** The login data of spec 3, built from the user record and the tenant's org. */
import { LANGUAGES, ROLE_NAMES, Role, SiteStatus, type RoleId } from '#shared/codes.js';
import { isWebRole } from '#shared/roles.js';
import type { LoginData } from '#shared/session/schemas.js';
import { sitesVisibleTo, userSiteViews } from '#functions/tenancy/index.js';
import { emailSettingsRow } from '#functions/pm-notifications/index.js';
import type { Org } from '#functions/tenancy/index.js';
import type { User } from '#functions/users/index.js';

/** The web role to start with: the stored default when it is a web role, else the first web role held. */
export function startingWebRole(user: Pick<User, 'roles' | 'default_role_web'>): number | null {
  if (
    user.default_role_web &&
    isWebRole(user.default_role_web) &&
    user.roles.includes(user.default_role_web)
  ) {
    return user.default_role_web;
  }
  return user.roles.find(isWebRole) ?? null;
}

export function buildLoginData(user: User, org: Org): LoginData {
  const sites = userSiteViews(sitesVisibleTo(user, org), org.companies);
  const siteById = (id?: number) => sites.find((s) => s.site_id === id);
  const defaultSite =
    siteById(user.default_site) ?? sites.find((s) => s.status !== SiteStatus.AllSites) ?? sites[0];
  const defaultCompanyId = user.default_company ?? defaultSite?.company_id ?? null;
  const defaultCompany = org.companies.find((c) => c.company_id === defaultCompanyId);
  const defaultRole = startingWebRole(user);
  const activeSite = siteById(user.active_site) ?? defaultSite;
  const activeRole =
    user.active_role_web && user.roles.includes(user.active_role_web) ? user.active_role_web : defaultRole;
  return {
    uuid: user.uuid,
    firstname: user.firstname,
    lastname: user.lastname,
    username: user.username,
    email: user.email,
    status: user.status,
    userroles: user.roles.map((roleId) => ({
      role_id: roleId,
      role_name: ROLE_NAMES[roleId as RoleId] ?? '',
    })),
    usersites: sites,
    success: 1,
    default_rolename_web: defaultRole,
    default_rolename_web_name: defaultRole ? ROLE_NAMES[defaultRole as RoleId] : null,
    default_rolename_app:
      user.default_role_app ?? (user.roles.includes(Role.Operator) ? Role.Operator : null),
    default_site_id: defaultSite?.site_id ?? null,
    default_site_name: defaultSite?.site_name ?? null,
    default_company_id: defaultCompany?.company_id ?? null,
    default_company_name: defaultCompany?.company_name ?? null,
    ac_default_client_company: defaultCompany?.company_id ?? null,
    ac_default_client_company_name: defaultCompany?.company_name ?? null,
    active_role_web: activeRole,
    active_site_id: activeSite?.site_id ?? null,
    active_company_id: user.active_company ?? activeSite?.company_id ?? null,
    executive_report_status: user.executive_report_status,
    email_notification_status: user.email_notification_status,
    operator_usage_report_email_not_status: user.operator_usage_report_email_not_status,
    manager_pm_notification_status: user.manager_pm_notification_status,
    userEmailNotificationConfigurationSettings: [emailSettingsRow(user)],
    default_app_name: 'AssetCare',
    prefer_language_id: user.prefer_language_id,
    prefer_language_name: LANGUAGES.find((l) => l.id === user.prefer_language_id)?.language ?? 'English',
    unread_notifications: user.unread_notifications,
  };
}
