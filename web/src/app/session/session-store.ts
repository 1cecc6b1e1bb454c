/**
 * The locally stored session of spec 3, kept in localStorage under the spec's names so a reload
 * keeps the user signed in. Components read it through useSession().
 */
import { useSyncExternalStore } from 'react';
import type { CompanyWithSites, LoginData } from '@shared/session/schemas';

export interface StoredSession {
  authenticated: boolean;
  accessToken: string | null;
  /** Epoch ms after which the access token is renewed (55 minutes after sign-in). */
  tokenExpiry: number | null;
  roleId: number | null;
  roleName: string | null;
  siteId: number | null;
  siteName: string | null;
  companyId: number | null;
  companyName: string | null;
  defaultRoleId: number | null;
  defaultRoleName: string | null;
  defaultSiteId: number | null;
  defaultSiteName: string | null;
  defaultCompanyId: number | null;
  defaultCompanyName: string | null;
  clientCompanyName: string | null;
  loginData: LoginData | null;
  /** Company/GetAllCompaniesWithSites, cached for the super admin's selectors. */
  companiesWithSites: CompanyWithSites[] | null;
}

type Key = keyof StoredSession;
const NUMBER_KEYS: Key[] = [
  'tokenExpiry',
  'roleId',
  'siteId',
  'companyId',
  'defaultRoleId',
  'defaultSiteId',
  'defaultCompanyId',
];
const JSON_KEYS: Key[] = ['loginData', 'companiesWithSites'];
const KEYS: Key[] = [
  'authenticated',
  'accessToken',
  'tokenExpiry',
  'roleId',
  'roleName',
  'siteId',
  'siteName',
  'companyId',
  'companyName',
  'defaultRoleId',
  'defaultRoleName',
  'defaultSiteId',
  'defaultSiteName',
  'defaultCompanyId',
  'defaultCompanyName',
  'clientCompanyName',
  'loginData',
  'companiesWithSites',
];
/** Kept when the session ends on a 401/403 (spec 8). */
export const DOMAIN_KEY = 'domainName';

function parse(key: Key, raw: string | null): unknown {
  if (raw === null) return key === 'authenticated' ? false : null;
  if (key === 'authenticated') return raw === 'true';
  if (NUMBER_KEYS.includes(key)) {
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  }
  if (JSON_KEYS.includes(key)) {
    try {
      return JSON.parse(raw);
    } catch {
      return null;
    }
  }
  return raw;
}

function load(): StoredSession {
  const session = {} as Record<Key, unknown>;
  for (const key of KEYS) session[key] = parse(key, localStorage.getItem(key));
  return session as unknown as StoredSession;
}

let snapshot: StoredSession | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  snapshot = null;
  listeners.forEach((listener) => listener());
};
window.addEventListener('storage', changed);

export function readSession(): StoredSession {
  snapshot ??= load();
  return snapshot;
}

export function writeSession(patch: Partial<StoredSession>) {
  for (const [key, value] of Object.entries(patch) as [Key, unknown][]) {
    if (value === null || value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  changed();
}

/** Clears local and session storage (Amplify's tokens included); optionally keeps the domain name. */
export function clearStorage({ keepDomain }: { keepDomain: boolean }) {
  const domain = localStorage.getItem(DOMAIN_KEY);
  localStorage.clear();
  sessionStorage.clear();
  if (keepDomain && domain !== null) localStorage.setItem(DOMAIN_KEY, domain);
  changed();
}

export function useSession(): StoredSession {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, readSession);
}
