/** Session calls of spec 7 (Authentication and session). */
import { api } from './client';
import type { Envelope, LoginData } from './types';

/** The password was already checked by the identity pool: it is sent as null. */
export async function postLogin(username: string, token: string): Promise<LoginData> {
  const { data } = await api.post<Envelope<LoginData>>(
    'User/Login',
    { username, password: null, notification_token: null, os: 'web' },
    { token, quiet: true, expectUnauthorized: true },
  );
  return data;
}

export async function postLogout() {
  await api.post('User/Logout', {}, { quiet: true, expectUnauthorized: true });
}

export async function verifyEmail(token: string) {
  await api.get('User/VerifyEmail', { token, quiet: true, expectUnauthorized: true });
}

export async function setActiveRole(roleId: number) {
  return api.put('user/ActiveRole', { platform: 'web', role_id: roleId });
}

export async function setDefaultRole(roleId: number, userId: string) {
  return api.put('user/DefaultRole', { role_id: roleId, requested_by: userId, user_id: userId });
}

export async function setActiveSite(siteId: number) {
  return api.put('user/ActiveSite', { site_id: siteId });
}

export async function setDefaultSite(siteId: number, userId: string) {
  return api.put('user/DefaultSite', { site_id: siteId, requested_by: userId, user_id: userId });
}

export async function setActiveCompany(companyId: number, siteId: number) {
  return api.put('user/ActiveCompany', { company_id: companyId, site_id: siteId });
}

export async function setDefaultCompany(companyId: number, siteId: number, userId: string) {
  return api.put('user/DefaultCompany', { company_id: companyId, site_id: siteId, requested_by: userId, user_id: userId });
}
