/**
 * Token verification. The tenant comes only from the verified token: its issuer is looked up in
 * the tenant registry, and keys are fetched only from registered issuers (one verifier per pool).
 *
 * aws-jwt-verify, not jose: its key fetch uses node:http(s), where jose's builds on the global
 * fetch and Headers, whose first touch loads Node's undici (about 35 ms of every cold start, for
 * one JSON document). Its key cache refetches on an unknown key id, with a wait between misses.
 */
import { request as httpRequest } from 'node:http';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { decomposeUnverifiedJwt } from 'aws-jwt-verify/jwt';
import { SimpleFetcher, type Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { unauthorized } from './errors.js';
import type { AuthTenant } from './middleware/types.js';

/** The library fetches over https only: the twin's Cognito emulator serves its keys over http on loopback. */
const httpsFetcher = new SimpleFetcher();
const httpsOrLoopbackHttp: Fetcher = {
  fetch: (uri, options, data) =>
    uri.startsWith('http://') ? fetchHttp(uri) : httpsFetcher.fetch(uri, options, data),
};

function fetchHttp(uri: string): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(uri, { timeout: 5_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`JWKS ${uri} answered ${res.statusCode}`));
        const body = Buffer.concat(chunks);
        resolve(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer);
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`JWKS ${uri} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

const jwksCache = new SimpleJwksCache({ fetcher: httpsOrLoopbackHttp });
const verifiers = new Map<string, ReturnType<typeof verifierOf>>();

// Cognito access tokens carry no `aud`: the web client is checked by `client_id` below.
const verifierOf = (issuer: string) =>
  JwtRsaVerifier.create(
    { issuer, audience: null, jwksUri: `${issuer}/.well-known/jwks.json` },
    { jwksCache },
  );

function verifierFor(issuer: string) {
  let verifier = verifiers.get(issuer);
  if (!verifier) {
    verifier = verifierOf(issuer);
    verifiers.set(issuer, verifier);
  }
  return verifier;
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
  claims: JwtPayload;
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
    issuer = decomposeUnverifiedJwt(token).payload.iss;
  } catch {
    throw unauthorized();
  }
  if (!issuer) throw unauthorized();
  const tenant = await tenantOf(issuer, tenantByIssuer);
  if (!tenant) throw unauthorized();
  let claims: JwtPayload;
  try {
    claims = await verifierFor(tenant.issuer).verify(token);
  } catch {
    throw unauthorized();
  }
  if (claims.token_use !== 'access' || claims.client_id !== tenant.user_pool_web_client_id)
    throw unauthorized();
  if (typeof claims.sub !== 'string' || !claims.sub) throw unauthorized();
  return { tenant, sub: claims.sub, claims };
}
