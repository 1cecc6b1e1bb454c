/**
 * Token verification. The tenant comes only from the verified token: its issuer is looked up in
 * the tenant registry, and keys are fetched only from registered issuers (one verifier per pool).
 */
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import { findTenantByIssuer, type Tenant } from '../tenancy/store.js';
import { unauthorized } from './errors.js';

const verifiers = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function jwksFor(tenant: Tenant) {
  let jwks = verifiers.get(tenant.issuer);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(`${tenant.issuer}/.well-known/jwks.json`), { cacheMaxAge: 10 * 60_000 });
    verifiers.set(tenant.issuer, jwks);
  }
  return jwks;
}

export interface VerifiedToken {
  tenant: Tenant;
  /** The identity pool's subject: the user's uuid in our records. */
  sub: string;
  claims: JWTPayload;
}

export function readToken(headers: Record<string, string | undefined>): string | undefined {
  const raw = headers['token'] ?? headers['authorization'];
  if (!raw) return undefined;
  return raw.replace(/^Bearer\s+/i, '').trim() || undefined;
}

export async function verifyAccessToken(token: string): Promise<VerifiedToken> {
  let issuer: string | undefined;
  try {
    issuer = decodeJwt(token).iss;
  } catch {
    throw unauthorized();
  }
  if (!issuer) throw unauthorized();
  const tenant = await findTenantByIssuer(issuer);
  if (!tenant) throw unauthorized();
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(token, jwksFor(tenant), { issuer: tenant.issuer }));
  } catch {
    throw unauthorized();
  }
  if (claims.token_use !== 'access' || claims.client_id !== tenant.user_pool_web_client_id) throw unauthorized();
  if (typeof claims.sub !== 'string' || !claims.sub) throw unauthorized();
  return { tenant, sub: claims.sub, claims };
}
