/**
 * Token verification. The tenant comes only from the verified token: its issuer is looked up in
 * the tenant registry, and keys are fetched only from registered issuers (one verifier per pool).
 */
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import { unauthorized } from './errors.js';
import type { AuthTenant } from './middleware/types.js';

const verifiers = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function jwksFor(issuer: string) {
  let jwks = verifiers.get(issuer);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`), { cacheMaxAge: 10 * 60_000 });
    verifiers.set(issuer, jwks);
  }
  return jwks;
}

/**
 * Issuers the registry did not know, remembered briefly: a stream of tokens naming a made-up
 * issuer must not cost a registry read each. Bounded, so made-up issuers cannot fill memory.
 */
export const UNKNOWN_ISSUER_TTL_MS = 30_000;
const UNKNOWN_ISSUERS_MAX = 1_000;
const unknownIssuers = new Map<string, number>();

async function tenantOf<T extends AuthTenant>(
  issuer: string,
  lookup: (issuer: string) => Promise<T | undefined>,
  now = Date.now(),
): Promise<T | undefined> {
  const until = unknownIssuers.get(issuer);
  if (until !== undefined && until > now) return undefined;
  const tenant = await lookup(issuer);
  if (tenant) {
    unknownIssuers.delete(issuer);
    return tenant;
  }
  if (unknownIssuers.size >= UNKNOWN_ISSUERS_MAX)
    unknownIssuers.delete(unknownIssuers.keys().next().value as string);
  unknownIssuers.set(issuer, now + UNKNOWN_ISSUER_TTL_MS);
  return undefined;
}

/** Forgets the remembered unknown issuers (a tenant was just registered). */
export const forgetUnknownIssuers = () => unknownIssuers.clear();

export interface VerifiedToken<T extends AuthTenant> {
  tenant: T;
  /** The identity pool's subject: the user's uuid in our records. */
  sub: string;
  claims: JWTPayload;
}

export function readToken(headers: Record<string, string | undefined>): string | undefined {
  const raw = headers['token'] ?? headers['authorization'];
  if (!raw) return undefined;
  return raw.replace(/^Bearer\s+/i, '').trim() || undefined;
}

export async function verifyAccessToken<T extends AuthTenant>(
  token: string,
  tenantByIssuer: (issuer: string) => Promise<T | undefined>,
): Promise<VerifiedToken<T>> {
  let issuer: string | undefined;
  try {
    issuer = decodeJwt(token).iss;
  } catch {
    throw unauthorized();
  }
  if (!issuer) throw unauthorized();
  const tenant = await tenantOf(issuer, tenantByIssuer);
  if (!tenant) throw unauthorized();
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(token, jwksFor(tenant.issuer), { issuer: tenant.issuer }));
  } catch {
    throw unauthorized();
  }
  if (claims.token_use !== 'access' || claims.client_id !== tenant.user_pool_web_client_id)
    throw unauthorized();
  if (typeof claims.sub !== 'string' || !claims.sub) throw unauthorized();
  return { tenant, sub: claims.sub, claims };
}
