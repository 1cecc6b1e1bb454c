/**
 * Access tokens of API keys: short-lived JWTs (HS256) carrying the tenant (issuer), the key and
 * its scopes, signed with the tenant's own signing secret.
 *
 * Decision (issue 28 item 1): the cloud could give each key a Cognito app client in the tenant's
 * pool with a resource server of these scopes, and let Cognito's /oauth2/token run the
 * client-credentials grant. We do not: the twin's Cognito emulator (cognito-local) has no token
 * endpoint, so that path could never run offline or in tests; a pool's app clients are a quota
 * (1,000 by default) that keys would spend; and Cognito bills per client-credentials token. So
 * one signer serves the cloud and the twin alike, and the public API verifies its tokens the way
 * it verifies users': the issuer names the tenant, the key is looked up by that tenant only, the
 * signature is checked with it, then expiry and use. The signing secret is 256 random bits per
 * tenant, made on first use and kept in the table (encrypted at rest); a token of one tenant can
 * never verify under another's secret.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ACCESS_TOKEN_SECONDS, API_SCOPES, type ApiScope } from '#shared/integrations/rules.js';
import { ensureSigningKey, readSigningKey } from '../store/api-keys.js';

const ISSUER_PREFIX = 'urn:assetcare:api:';
export const issuerOf = (tenant: string) => `${ISSUER_PREFIX}${tenant}`;

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** Signing secrets per tenant, kept for the process's life (they never change). */
const secrets = new Map<string, Promise<string>>();

function signingSecret(tenant: string, create: boolean): Promise<string | undefined> {
  const kept = secrets.get(tenant);
  if (kept) return kept;
  const read = readSigningKey(tenant).then(async (secret) => {
    if (secret) return secret;
    if (!create) return undefined;
    return ensureSigningKey(tenant, randomBytes(32).toString('base64url'));
  });
  read.then(
    (secret) => {
      if (secret) secrets.set(tenant, read as Promise<string>);
    },
    () => undefined,
  );
  return read;
}

export interface KeyClaims {
  iss: string;
  /** The client id. */
  sub: string;
  tenant: string;
  company_id: number;
  key_id: string;
  scope: string;
  token_use: 'access';
  iat: number;
  exp: number;
}

export async function signAccessToken(
  key: { tenant: string; company_id: number; key_id: string; client_id: string },
  scopes: ApiScope[],
  now = Date.now(),
): Promise<{ token: string; expiresIn: number }> {
  const secret = (await signingSecret(key.tenant, true))!;
  const iat = Math.floor(now / 1000);
  const claims: KeyClaims = {
    iss: issuerOf(key.tenant),
    sub: key.client_id,
    tenant: key.tenant,
    company_id: key.company_id,
    key_id: key.key_id,
    scope: scopes.join(' '),
    token_use: 'access',
    iat,
    exp: iat + ACCESS_TOKEN_SECONDS,
  };
  const head = `${b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64(JSON.stringify(claims))}`;
  const signature = createHmac('sha256', secret).update(head).digest('base64url');
  return { token: `${head}.${signature}`, expiresIn: ACCESS_TOKEN_SECONDS };
}

/** The verified claims of an API key's access token, or undefined (any flaw: 401). */
export async function verifyKeyToken(token: string, now = Date.now()): Promise<KeyClaims | undefined> {
  const parts = token.split('.');
  if (parts.length !== 3 || token.length > 4096) return undefined;
  let header: { alg?: unknown };
  let claims: Partial<KeyClaims>;
  try {
    header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8')) as { alg?: unknown };
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as Partial<KeyClaims>;
  } catch {
    return undefined;
  }
  if (header?.alg !== 'HS256' || !claims || typeof claims.iss !== 'string') return undefined;
  if (!claims.iss.startsWith(ISSUER_PREFIX)) return undefined;
  const tenant = claims.iss.slice(ISSUER_PREFIX.length);
  if (!/^[a-z0-9-]{1,63}$/.test(tenant)) return undefined;
  // The tenant named by the issuer only chooses whose secret to check with.
  const secret = await signingSecret(tenant, false);
  if (!secret) return undefined;
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (claims.token_use !== 'access' || claims.tenant !== tenant) return undefined;
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return undefined;
  if (typeof claims.company_id !== 'number' || typeof claims.key_id !== 'string') return undefined;
  if (typeof claims.scope !== 'string') return undefined;
  const scopes = claims.scope.split(' ').filter(Boolean);
  if (!scopes.every((s) => (API_SCOPES as readonly string[]).includes(s))) return undefined;
  return claims as KeyClaims;
}
