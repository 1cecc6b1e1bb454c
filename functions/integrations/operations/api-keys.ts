/**
 * API keys for machines (issue 28 item 1): making a key, checking its secret, its status.
 *
 * The secret is 256 random bits, shown once and stored only as its SHA-256. A slow hash (scrypt,
 * bcrypt) is for secrets people choose, which are few enough to guess: it makes each guess
 * expensive. 256 random bits cannot be guessed however fast the hash, so a fast hash loses
 * nothing and keeps the token endpoint cheap (a Lambda's CPU per exchange).
 *
 * The client id names where the key lives: `{tenant}.{company}.{key id}`. The tenant it names is
 * trusted only once the secret matched the key stored under that tenant.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ApiScope } from '#shared/integrations/rules.js';
import type { ApiKeyRow } from '#shared/integrations/schemas.js';
import { getApiKey, type ApiKeyRecord } from '../store/api-keys.js';

export const hashSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

export const newKeyId = () => randomBytes(12).toString('hex');
export const newSecret = () => randomBytes(32).toString('base64url');

export const clientIdOf = (key: Pick<ApiKeyRecord, 'tenant' | 'company_id' | 'key_id'>) =>
  `${key.tenant}.${key.company_id}.${key.key_id}`;

/** Reads a client id back (undefined when it is not one). */
export function parseClientId(
  clientId: string,
): { tenant: string; companyId: number; keyId: string } | undefined {
  const match = /^([a-z0-9-]{1,63})\.([0-9]{1,9})\.([a-f0-9]{24})$/.exec(clientId);
  if (!match) return undefined;
  return { tenant: match[1], companyId: Number(match[2]), keyId: match[3] };
}

export function secretMatches(key: ApiKeyRecord, secret: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(key.secret_hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export const KeyStatus = { Active: 'Active', Expired: 'Expired', Revoked: 'Revoked' } as const;

export function keyStatus(key: Pick<ApiKeyRecord, 'revoked_at' | 'expires_at'>, now = Date.now()) {
  if (key.revoked_at) return KeyStatus.Revoked;
  if (Date.parse(key.expires_at) <= now) return KeyStatus.Expired;
  return KeyStatus.Active;
}

export const keyRow = (key: ApiKeyRecord, now = Date.now()): ApiKeyRow => ({
  key_id: key.key_id,
  client_id: clientIdOf(key),
  name: key.name,
  scopes: key.scopes,
  created_at: key.created_at,
  created_by_name: key.created_by_name,
  expires_at: key.expires_at,
  last_used_at: key.last_used_at ?? null,
  revoked_at: key.revoked_at ?? null,
  status: keyStatus(key, now),
});

/**
 * The revocation marker, read by key on every public call and kept briefly per process: a revoke
 * in this process forgets it at once; another Lambda instance sees it within KEY_STATE_CACHE_MS.
 */
export const KEY_STATE_CACHE_MS = 5_000;
const keyStates = new Map<string, { until: number; key: Promise<ApiKeyRecord | undefined> }>();

export function keyState(tenant: string, companyId: number, keyId: string, now = Date.now()) {
  const id = `${tenant}.${companyId}.${keyId}`;
  const kept = keyStates.get(id);
  if (kept && kept.until > now) return kept.key;
  if (keyStates.size > 5_000) keyStates.clear();
  const key = getApiKey(tenant, companyId, keyId);
  keyStates.set(id, { until: now + KEY_STATE_CACHE_MS, key });
  key.catch(() => keyStates.delete(id));
  return key;
}

export const forgetKeyState = (key: Pick<ApiKeyRecord, 'tenant' | 'company_id' | 'key_id'>) =>
  keyStates.delete(clientIdOf(key));

/** The key's scopes that the request asks for (all of them when it names none); undefined when it asks beyond. */
export function grantedScopes(key: ApiKeyRecord, requested: string | undefined): ApiScope[] | undefined {
  const held = key.scopes as ApiScope[];
  if (!requested?.trim()) return held;
  const asked = [...new Set(requested.trim().split(/\s+/))];
  return asked.every((s) => held.includes(s as ApiScope)) ? (asked as ApiScope[]) : undefined;
}
