/** Sign-in calls of spec 7 (Authentication and session): login, logout, verify e-mail, resend a temporary password. */
import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { UserStatus } from '#shared/codes.js';
import { Messages } from '#shared/messages.js';
import { SessionApi } from '#shared/session/api.js';
import { PUBLIC_RATE_LIMITS } from '#shared/session/rules.js';
import { isGeneratedEmail } from '#shared/users/rules.js';
import { getCognito } from '#lib/aws.js';
import { failure, ok } from '#lib/envelope.js';
import { unauthorized } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { getTenant } from '#functions/tenancy/index.js';
import { header } from '#lib/middleware/types.js';
import { PLATFORM_RATE_TENANT, sourceOf, takeRate } from '#lib/rate-limit.js';
import { generateTemporaryPassword, resetTemporaryPassword } from '#functions/users/index.js';
import { sendTemporaryPassword } from '#functions/users/index.js';
import { getUserByUsername, updateUser } from '#functions/users/index.js';
import { buildLoginData, startingWebRole } from '../login-data.js';

/** POST User/Login: called right after the identity pool sign-in; answers the login data. */
export const login = route(SessionApi.login, async ({ user, org, body }) => {
  if (body.username && body.username.trim().toLowerCase() !== user.username.toLowerCase())
    throw unauthorized();
  const web = (body.os ?? 'web') === 'web';
  if (web && startingWebRole(user) === null) return failure(Messages.noWebAccess);
  // Only a changed device token is written; a plain sign-in reads and never writes.
  const token = body.notification_token ?? undefined;
  const updated =
    token !== undefined && token !== user.notification_token
      ? await updateUser(user, { notification_token: token })
      : user;
  return ok(buildLoginData(updated, await org()), 'Login successful');
});

export const logout = route(SessionApi.logout, async ({ user }) => {
  if (user.notification_token) await updateUser(user, { notification_token: undefined });
  return ok(null, Messages.loggedOut);
});

/** GET User/VerifyEmail: after the first password is set, the registration counts as complete. */
export const verifyEmail = route(SessionApi.verifyEmail, async ({ tenant, user }) => {
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

/**
 * POST User/ResendTemporaryPassword (spec 7), from the login screen before any sign-in: a user
 * whose temporary password expired asks for a new one. There is no token yet, so the tenant is
 * the one the web app was opened on (its domain header), as for GetUserPoolDetails. The answer
 * is the same whatever the username, so it tells nobody which usernames exist.
 */
export const resendTemporaryPassword = route(
  SessionApi.resendTemporaryPassword,
  async ({ headers, body, log, event }) => {
    const answer = ok(null, Messages.tempPasswordResendRequested);
    const tenant = await getTenant((header(headers, 'domain_name', 'domainname') ?? '').toLowerCase());
    // Counted whether or not the tenant and the user exist, so the 429 tells nothing either.
    const { resendPerAddress: perAddress, resendPerUsername: perUsername } = PUBLIC_RATE_LIMITS;
    await takeRate(
      [
        { tenant: PLATFORM_RATE_TENANT, what: `RESEND#${sourceOf(event)}`, ...perAddress },
        {
          tenant: tenant?.company_code ?? PLATFORM_RATE_TENANT,
          what: `RESENDUSER#${body.username.toLowerCase().slice(0, 128)}`,
          ...perUsername,
        },
      ],
      Messages.tooManyRequests,
    );
    if (!tenant || tenant.status !== 1) return answer;
    const user = await getUserByUsername(tenant.company_code, body.username);
    // Generated operator addresses have no mailbox: their manager resends from the users list.
    if (
      !user ||
      user.status !== UserStatus.Active ||
      user.is_registration_succeed ||
      isGeneratedEmail(user.email)
    )
      return answer;
    const temporaryPassword = generateTemporaryPassword();
    try {
      await resetTemporaryPassword(tenant, user.username, temporaryPassword);
      await sendTemporaryPassword({ tenant, user, temporaryPassword, requester: user });
    } catch (error) {
      log.error('resend of the temporary password failed', {
        uuid: user.uuid,
        error: (error as Error).message,
      });
      return failure(Messages.resendFailed);
    }
    return answer;
  },
);
