/** Active and default role, site and company of spec 7 (Authentication and session) and spec 2.2. */
import { Role } from '#shared/codes.js';
import { Messages } from '#shared/messages.js';
import { SessionApi } from '#shared/session/api.js';
import { ok } from '#lib/envelope.js';
import { badRequest, refuse } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { allowedSiteIds } from '#functions/tenancy/index.js';
import { type Org } from '#functions/tenancy/index.js';
import { updateUser, type User } from '#functions/users/index.js';

/** Platform value 2 (spec 9) and 'web' mean the web app; anything else the mobile app. */
const isWebPlatform = (platform: unknown) =>
  platform === undefined || platform === null || platform === 'web' || platform === 2;

/** Defaults carry user_id; a user may only change their own. */
function assertSelf(user: User, userId?: string | null) {
  if (userId && userId !== user.uuid) throw refuse(Messages.roleNotAuthorised);
}
export const setActiveRole = route(SessionApi.setActiveRole, async ({ user, body }) => {
  if (!user.roles.includes(body.role_id)) throw badRequest(Messages.notAssignedRole);
  const changes = isWebPlatform(body.platform)
    ? { active_role_web: body.role_id }
    : { active_role_app: body.role_id };
  await updateUser(user, changes);
  return ok({ role_id: body.role_id }, Messages.activeRoleUpdated);
});

export const setDefaultRole = route(SessionApi.setDefaultRole, async ({ user, body }) => {
  assertSelf(user, body.user_id);
  if (!user.roles.includes(body.role_id)) throw badRequest(Messages.notAssignedRole);
  const changes = isWebPlatform(body.platform)
    ? { default_role_web: body.role_id }
    : { default_role_app: body.role_id };
  await updateUser(user, changes);
  return ok({ role_id: body.role_id }, Messages.defaultRoleUpdated);
});

export const setActiveSite = route(SessionApi.setActiveSite, async ({ user, org, body }) => {
  if (!allowedSiteIds(await org(), user).has(body.site_id)) throw badRequest(Messages.notAssignedSite);
  await updateUser(user, { active_site: body.site_id });
  return ok({ site_id: body.site_id }, Messages.activeSiteUpdated);
});

export const setDefaultSite = route(SessionApi.setDefaultSite, async ({ user, org, body }) => {
  assertSelf(user, body.user_id);
  if (!allowedSiteIds(await org(), user).has(body.site_id)) throw badRequest(Messages.notAssignedSite);
  await updateUser(user, { default_site: body.site_id });
  return ok({ site_id: body.site_id }, Messages.defaultSiteUpdated);
});

/** Company switches are a super admin's (spec 2.2); the site must belong to the company. */
async function checkCompanySite(org: Org, user: User, companyId: number, siteId: number) {
  if (!user.roles.includes(Role.SuperAdmin)) throw refuse(Messages.roleNotAuthorised);
  if (!org.companies.some((c) => c.company_id === companyId)) throw badRequest(Messages.notAssignedCompany);
  if (!org.sites.some((s) => s.site_id === siteId && s.company_id === companyId))
    throw badRequest(Messages.notAssignedSite);
}

export const setActiveCompany = route(SessionApi.setActiveCompany, async ({ user, org, body }) => {
  await checkCompanySite(await org(), user, body.company_id, body.site_id);
  await updateUser(user, { active_company: body.company_id, active_site: body.site_id });
  return ok({ company_id: body.company_id, site_id: body.site_id }, Messages.activeCompanyUpdated);
});

export const setDefaultCompany = route(SessionApi.setDefaultCompany, async ({ user, org, body }) => {
  assertSelf(user, body.user_id);
  await checkCompanySite(await org(), user, body.company_id, body.site_id);
  await updateUser(user, { default_company: body.company_id, default_site: body.site_id });
  return ok({ company_id: body.company_id, site_id: body.site_id }, Messages.defaultCompanyUpdated);
});
