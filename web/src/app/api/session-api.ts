/** Session calls of spec 7 ('Authentication and session'), typed by shared/session/api.ts. */
import type { LoginData } from '@shared/session/schemas';
import { callApi } from './client';

/**
 * The contract (with zod and its schemas, about 30 kB gzip) loads on the first call, not with the
 * sign-in screens that import this module: they need it only once the user submits, and
 * preloadSessionCalls starts the download while the user types.
 */
const contract = () => import('@shared/session/api').then((module) => module.SessionApi);

export function preloadSessionCalls() {
  contract().catch(() => undefined);
}

/**
 * POST User/Login with an access token of the identity pool: the API verifies it (signature, this
 * tenant's pool, client, token use) and answers the login data. The password was already checked
 * by the identity pool, so it is sent as null; the username, when given, must be the token's user.
 */
export async function postLogin(token: string, username?: string): Promise<LoginData> {
  const { login } = await contract();
  const { data } = await callApi(
    login,
    { body: { username, password: null, notification_token: null, os: 'web' } },
    { token, quiet: true, expectUnauthorized: true },
  );
  return data;
}

export async function postLogout() {
  await callApi((await contract()).logout, {}, { quiet: true, expectUnauthorized: true });
}

export async function verifyEmail(token: string) {
  await callApi((await contract()).verifyEmail, {}, { token, quiet: true, expectUnauthorized: true });
}

/**
 * POST User/ResendTemporaryPassword from the login screen (public): the server's answer is the
 * same whether or not the username exists; its message is what the user reads.
 */
export async function resendTemporaryPassword(username: string): Promise<string> {
  const { message } = await callApi(
    (await contract()).resendTemporaryPassword,
    { body: { username } },
    { quiet: true },
  );
  return message;
}

export async function setActiveRole(roleId: number) {
  return callApi((await contract()).setActiveRole, { body: { platform: 'web', role_id: roleId } });
}

export async function setDefaultRole(roleId: number, userId: string) {
  return callApi((await contract()).setDefaultRole, {
    body: { role_id: roleId, requested_by: userId, user_id: userId },
  });
}

export async function setActiveSite(siteId: number) {
  return callApi((await contract()).setActiveSite, { body: { site_id: siteId } });
}

export async function setDefaultSite(siteId: number, userId: string) {
  return callApi((await contract()).setDefaultSite, {
    body: { site_id: siteId, requested_by: userId, user_id: userId },
  });
}

export async function setActiveCompany(companyId: number, siteId: number) {
  return callApi((await contract()).setActiveCompany, { body: { company_id: companyId, site_id: siteId } });
}

export async function setDefaultCompany(companyId: number, siteId: number, userId: string) {
  return callApi((await contract()).setDefaultCompany, {
    body: { company_id: companyId, site_id: siteId, requested_by: userId, user_id: userId },
  });
}
