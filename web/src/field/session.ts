/**
 * The field app's session (issue 22): the tenant's identity pool as the manager app signs in
 * (aws-amplify, USER_PASSWORD_AUTH, the pool found by GetUserPoolDetails), then POST User/Login
 * for the login data. What it keeps survives a day offline: the pool details, the login data and
 * the access token are in localStorage (Amplify keeps its own tokens, the refresh token among
 * them, beside them), so the app opens signed in without a network. Amplify (about 40 kB gzip)
 * loads only to sign in and to renew an expired token, never for the first screen.
 */
import { useSyncExternalStore } from 'react';
import { Language, Role } from '@shared/codes';
import type { LoginData } from '@shared/session/schemas';
import type { UserPoolDetails } from '@shared/tenancy/schemas';
import { currentTenantCode } from '../app/tenant';

export interface FieldSession {
  tenant: string;
  loginData: LoginData;
  accessToken: string;
  /** Epoch ms at which the access token expires (its `exp`). */
  tokenExpiresAt: number;
  /** The role the field app acts under: operator (or maintenance staff), else the user's first role. */
  roleId: number;
  siteId: number | null;
  siteName: string | null;
  /** The server refused the token (401): the user signs in again; the queue waits. */
  expired?: boolean;
}

const SESSION_KEY = 'acField.session';
const POOL_KEY = 'acField.pool';

let snapshot: FieldSession | null | undefined;
const listeners = new Set<() => void>();

function load(): FieldSession | null {
  try {
    const session = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as FieldSession | null;
    return session && session.tenant === currentTenantCode() ? session : null;
  } catch {
    return null;
  }
}

export function readFieldSession(): FieldSession | null {
  if (snapshot === undefined) snapshot = load();
  return snapshot;
}

function writeFieldSession(session: FieldSession | null) {
  if (session) localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  else localStorage.removeItem(SESSION_KEY);
  snapshot = session;
  listeners.forEach((listener) => listener());
}

window.addEventListener('storage', (event) => {
  if (event.key !== SESSION_KEY && event.key !== null) return;
  snapshot = undefined;
  listeners.forEach((listener) => listener());
});

export function useFieldSession(): FieldSession | null {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, readFieldSession);
}

/** The roles with field screens: operators today; maintenance staff's "My work" comes next. */
export const FIELD_ROLES: readonly number[] = [Role.Operator, Role.MaintenanceStaff];

/** The `exp` of a JWT in epoch ms (0 when unreadable). */
export function tokenExpiry(token: string): number {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: number;
    };
    return (payload.exp ?? 0) * 1000;
  } catch {
    return 0;
  }
}

export function sessionFromLogin(loginData: LoginData, accessToken: string): FieldSession {
  const held = loginData.userroles.map((role) => role.role_id);
  const roleId =
    held.find((id) => FIELD_ROLES.includes(id)) ??
    loginData.active_role_web ??
    loginData.default_rolename_web ??
    held[0];
  const site =
    loginData.usersites.find((s) => s.site_id === loginData.active_site_id) ??
    loginData.usersites.find((s) => s.site_id === loginData.default_site_id) ??
    loginData.usersites[0];
  return {
    tenant: currentTenantCode(),
    loginData,
    accessToken,
    tokenExpiresAt: tokenExpiry(accessToken),
    roleId,
    siteId: site?.site_id ?? null,
    siteName: site?.site_name ?? null,
  };
}

export const languageOf = (loginData: LoginData) =>
  loginData.prefer_language_id === Language.Spanish ? 'es' : 'en';

/** The pool details, fetched online and kept for an offline start and a later token renewal. */
export async function poolDetails(): Promise<UserPoolDetails> {
  const tenant = currentTenantCode();
  try {
    const response = await fetch(
      `/api/company/GetUserPoolDetails?company_code=${encodeURIComponent(tenant)}`,
      {
        headers: { domain_name: tenant, platform: 'app' },
      },
    );
    const envelope = (await response.json()) as { success: number; message: string; data: UserPoolDetails };
    if (!response.ok || !(envelope.success > 0)) throw new Error(envelope.message);
    localStorage.setItem(POOL_KEY, JSON.stringify({ tenant, details: envelope.data }));
    return envelope.data;
  } catch (error) {
    const kept = JSON.parse(localStorage.getItem(POOL_KEY) ?? 'null') as {
      tenant: string;
      details: UserPoolDetails;
    } | null;
    if (kept?.tenant === tenant) return kept.details;
    throw error;
  }
}

const identity = () => import('./identity');

/** Signs in with the pool and loads the login data; the queue (IndexedDB) is untouched. */
export async function signInField(username: string, password: string): Promise<FieldSession> {
  const { signInWithPool } = await identity();
  const token = await signInWithPool(await poolDetails(), username, password);
  const response = await fetch('/api/User/Login', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      token,
      domain_name: currentTenantCode(),
      platform: 'app',
      auth_type: 'credentials',
    },
    // os 'field': not 'web', so operators and maintenance staff get their login data.
    body: JSON.stringify({ username, password: null, notification_token: null, os: 'field' }),
  });
  const envelope = (await response.json().catch(() => null)) as {
    success: number;
    message: string;
    data: LoginData;
  } | null;
  if (!response.ok || !envelope || !(envelope.success > 0))
    throw new Error(envelope?.message || 'Username or password is invalid');
  const session = sessionFromLogin(envelope.data, token);
  writeFieldSession(session);
  return session;
}

let renewal: Promise<string | null> | null = null;

/**
 * A token for a request: the stored one while it is valid (a minute to spare), else a renewed one
 * (Amplify's refresh token, online only). Null when none can be had now: when the pool refused
 * the refresh token (expired, revoked: Amplify then has no tokens) the session is marked expired
 * and the user is asked to sign in again; when the renewal could not reach the pool (offline, a
 * fault) the caller waits and tries later.
 */
export async function tokenForRequest(): Promise<string | null> {
  const session = readFieldSession();
  if (!session || session.expired) return null;
  if (Date.now() < session.tokenExpiresAt - 60_000) return session.accessToken;
  renewal ??= (async () => {
    try {
      const { renewToken } = await identity();
      const token = await renewToken(await poolDetails());
      if (!token) {
        markSessionExpired();
        return null;
      }
      const current = readFieldSession();
      if (current) writeFieldSession({ ...current, accessToken: token, tokenExpiresAt: tokenExpiry(token) });
      return token;
    } catch {
      return null;
    } finally {
      renewal = null;
    }
  })();
  return renewal;
}

/** The server refused the token: keep everything, ask for a new sign-in. */
export function markSessionExpired() {
  const session = readFieldSession();
  if (session && !session.expired) writeFieldSession({ ...session, expired: true });
}

export function setFieldLanguage(language: 'en' | 'es') {
  const session = readFieldSession();
  if (!session) return;
  writeFieldSession({
    ...session,
    loginData: {
      ...session.loginData,
      prefer_language_id: language === 'es' ? Language.Spanish : Language.English,
    },
  });
}

/** Signs out: the stored session and Amplify's tokens go; the queue and cached assets stay. */
export async function signOutField() {
  writeFieldSession(null);
  try {
    const [{ forgetTokens }, details] = await Promise.all([identity(), poolDetails()]);
    await forgetTokens(details);
  } catch {
    // Offline: Amplify's tokens stay until the next sign-in replaces them.
  }
}
