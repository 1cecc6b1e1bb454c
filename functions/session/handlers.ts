/** Sign-in and session calls of spec 7 (Authentication and session). */
import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { Role, UserStatus } from '../../shared/codes.js';
import { Messages } from '../../shared/messages.js';
import {
  activeRoleBody,
  activeSiteBody,
  companyBody,
  defaultRoleBody,
  defaultSiteBody,
  loginBody,
  resendTemporaryPasswordBody,
} from '../../shared/session/schemas.js';
import { isGeneratedEmail } from '../../shared/users/rules.js';
import { getCognito } from '../lib/aws.js';
import { failure, ok } from '../lib/envelope.js';
import { badRequest, refuse, unauthorized } from '../lib/errors.js';
import { route } from '../lib/http.js';
import { allowedSiteIds } from '../lib/middleware/authenticate.js';
import { getTenant, type Org } from '../tenancy/store.js';
import { header } from '../lib/middleware/types.js';
import { generateTemporaryPassword, resetTemporaryPassword } from '../users/identity.js';
import { sendTemporaryPassword } from '../users/mail.js';
import { getUserByUsername, updateUser, type User } from '../users/store.js';
import { buildLoginData, startingWebRole } from './login-data.js';

/** Platform value 2 (spec 9) and 'web' mean the web app; anything else the mobile app. */
const isWebPlatform = (platform: unknown) => platform === undefined || platform === null || platform === 'web' || platform === 2;

/** Defaults carry user_id; a user may only change their own. */
function assertSelf(user: User, userId?: string | null) {
  if (userId && userId !== user.uuid) throw refuse(Messages.roleNotAuthorised);
}

/** POST User/Login: called right after the identity pool sign-in; answers the login data. */
export const login = route({ auth: 'token', body: loginBody }, async ({ user, org, body }) => {
  if (body.username && body.username.trim().toLowerCase() !== user.username.toLowerCase()) throw unauthorized();
  const web = (body.os ?? 'web') === 'web';
  if (web && startingWebRole(user) === null) return failure(Messages.noWebAccess);
  // Only a changed device token is written; a plain sign-in reads and never writes.
  const token = body.notification_token ?? undefined;
  const updated = token !== undefined && token !== user.notification_token ? await updateUser(user, { notification_token: token }) : user;
  return ok(buildLoginData(updated, await org()), 'Login successful');
});

export const logout = route({ auth: 'token' }, async ({ user }) => {
  if (user.notification_token) await updateUser(user, { notification_token: undefined });
  return ok(null, Messages.loggedOut);
});

/** GET User/VerifyEmail: after the first password is set, the registration counts as complete. */
export const verifyEmail = route({ auth: 'token' }, async ({ tenant, user }) => {
  await getCognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: tenant.user_pool_id,
      Username: user.username,
      // The e-mail goes along with the flag: cognito-local refuses the flag alone, Cognito accepts both.
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  if (!user.is_registration_succeed) await updateUser(user, { is_registration_succeed: true });
  return ok(null, Messages.emailVerified);
});

export const setActiveRole = route({ auth: 'token', body: activeRoleBody }, async ({ user, body }) => {
  if (!user.roles.includes(body.role_id)) throw badRequest(Messages.notAssignedRole);
  const changes = isWebPlatform(body.platform) ? { active_role_web: body.role_id } : { active_role_app: body.role_id };
  await updateUser(user, changes);
  return ok({ role_id: body.role_id }, Messages.activeRoleUpdated);
});

export const setDefaultRole = route({ auth: 'token', body: defaultRoleBody }, async ({ user, body }) => {
  assertSelf(user, body.user_id);
  if (!user.roles.includes(body.role_id)) throw badRequest(Messages.notAssignedRole);
  const changes = isWebPlatform(body.platform) ? { default_role_web: body.role_id } : { default_role_app: body.role_id };
  await updateUser(user, changes);
  return ok({ role_id: body.role_id }, Messages.defaultRoleUpdated);
});

export const setActiveSite = route({ auth: 'token', body: activeSiteBody }, async ({ user, org, body }) => {
  if (!allowedSiteIds(await org(), user).has(body.site_id)) throw badRequest(Messages.notAssignedSite);
  await updateUser(user, { active_site: body.site_id });
  return ok({ site_id: body.site_id }, Messages.activeSiteUpdated);
});

export const setDefaultSite = route({ auth: 'token', body: defaultSiteBody }, async ({ user, org, body }) => {
  assertSelf(user, body.user_id);
  if (!allowedSiteIds(await org(), user).has(body.site_id)) throw badRequest(Messages.notAssignedSite);
  await updateUser(user, { default_site: body.site_id });
  return ok({ site_id: body.site_id }, Messages.defaultSiteUpdated);
});

/** Company switches are a super admin's (spec 2.2); the site must belong to the company. */
async function checkCompanySite(org: Org, user: User, companyId: number, siteId: number) {
  if (!user.roles.includes(Role.SuperAdmin)) throw refuse(Messages.roleNotAuthorised);
  if (!org.companies.some((c) => c.company_id === companyId)) throw badRequest(Messages.notAssignedCompany);
  if (!org.sites.some((s) => s.site_id === siteId && s.company_id === companyId)) throw badRequest(Messages.notAssignedSite);
}

export const setActiveCompany = route({ auth: 'token', body: companyBody }, async ({ user, org, body }) => {
  await checkCompanySite(await org(), user, body.company_id, body.site_id);
  await updateUser(user, { active_company: body.company_id, active_site: body.site_id });
  return ok({ company_id: body.company_id, site_id: body.site_id }, Messages.activeCompanyUpdated);
});

export const setDefaultCompany = route({ auth: 'token', body: companyBody }, async ({ user, org, body }) => {
  assertSelf(user, body.user_id);
  await checkCompanySite(await org(), user, body.company_id, body.site_id);
  await updateUser(user, { default_company: body.company_id, default_site: body.site_id });
  return ok({ company_id: body.company_id, site_id: body.site_id }, Messages.defaultCompanyUpdated);
});

/**
 * POST User/ResendTemporaryPassword (spec 7), from the login screen before any sign-in: a user
 * whose temporary password expired asks for a new one. There is no token yet, so the tenant is
 * the one the web app was opened on (its domain header), as for GetUserPoolDetails. The answer
 * is the same whatever the username, so it tells nobody which usernames exist.
 */
export const resendTemporaryPassword = route({ auth: 'public', body: resendTemporaryPasswordBody }, async ({ headers, body, log }) => {
  const answer = ok(null, Messages.tempPasswordResendRequested);
  const tenant = await getTenant((header(headers, 'domain_name', 'domainname') ?? '').toLowerCase());
  if (!tenant || tenant.status !== 1) return answer;
  const user = await getUserByUsername(tenant.company_code, body.username);
  // Generated operator addresses have no mailbox: their manager resends from the users list.
  if (!user || user.status !== UserStatus.Active || user.is_registration_succeed || isGeneratedEmail(user.email)) return answer;
  const temporaryPassword = generateTemporaryPassword();
  try {
    await resetTemporaryPassword(tenant, user.username, temporaryPassword);
    await sendTemporaryPassword({ tenant, user, temporaryPassword, requester: user });
  } catch (error) {
    log.error('resend of the temporary password failed', { uuid: user.uuid, error: (error as Error).message });
    return failure(Messages.resendFailed);
  }
  return answer;
});
