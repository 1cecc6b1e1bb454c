/**
 * Access tokens of API keys: short-lived JWTs (HS256, signed and verified with jose) carrying the tenant (issuer), the key and
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
import { randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_SECONDS, API_SCOPES, type ApiScope } from '#shared/integrations/rules.js';
import { ensureSigningKey, readSigningKey } from '../store/api-keys.js';

const ISSUER_PREFIX = 'urn:assetcare:api:';
export const issuerOf = (tenant: string) => `${ISSUER_PREFIX}${tenant}`;

/** jose loads on the first token signed or verified, not at the Lambda's cold start. */
const loadJose = () => import('jose');

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

const keyBytes = (secret: string) => new TextEncoder().encode(secret);

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
  const [{ SignJWT }, secret] = await Promise.all([loadJose(), signingSecret(key.tenant, true)]);
  const iat = Math.floor(now / 1000);
  const token = await new SignJWT({
    tenant: key.tenant,
    company_id: key.company_id,
    key_id: key.key_id,
    scope: scopes.join(' '),
    token_use: 'access',
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuerOf(key.tenant))
    .setSubject(key.client_id)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
    .sign(keyBytes(secret!));
  return { token, expiresIn: ACCESS_TOKEN_SECONDS };
}

/** The verified claims of an API key's access token, or undefined (any flaw: 401). */
export async function verifyKeyToken(token: string, now = Date.now()): Promise<KeyClaims | undefined> {
  if (token.length > 4096) return undefined;
  const { decodeJwt, jwtVerify } = await loadJose();
  let issuer: unknown;
  try {
    // Unverified: the issuer only chooses whose secret to check the signature with.
    issuer = decodeJwt(token).iss;
  } catch {
    return undefined;
  }
  if (typeof issuer !== 'string' || !issuer.startsWith(ISSUER_PREFIX)) return undefined;
  const tenant = issuer.slice(ISSUER_PREFIX.length);
  if (!/^[a-z0-9-]{1,63}$/.test(tenant)) return undefined;
  const secret = await signingSecret(tenant, false);
  if (!secret) return undefined;
  let claims: Partial<KeyClaims>;
  try {
    // Signature (HS256 only), issuer and expiry; a forged, altered or expired token throws.
    ({ payload: claims } = await jwtVerify<Partial<KeyClaims>>(token, keyBytes(secret), {
      algorithms: ['HS256'],
      issuer,
      requiredClaims: ['exp', 'sub'],
      currentDate: new Date(now),
    }));
  } catch {
    return undefined;
  }
  if (claims.token_use !== 'access' || claims.tenant !== tenant) return undefined;
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return undefined;
  if (typeof claims.company_id !== 'number' || typeof claims.key_id !== 'string') return undefined;
  if (typeof claims.scope !== 'string') return undefined;
  const scopes = claims.scope.split(' ').filter(Boolean);
  if (!scopes.every((s) => (API_SCOPES as readonly string[]).includes(s))) return undefined;
  return claims as KeyClaims;
}
