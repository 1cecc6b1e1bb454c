/**
 * The tokens the twin's OAuth stand-in (oauth-twin.ts) issues after a single sign-on: signed as
 * cognito-local signs its own (RS256 with its bundled key, key id CognitoLocal, issuer
 * `<cognito-local>/<pool id>`), so functions/lib/auth.ts verifies them against cognito-local's
 * JWKS exactly as it does a password sign-in's. The access token carries the OAuth scopes, as a
 * Cognito hosted-UI token does (a password sign-in's has aws.cognito.signin.user.admin instead).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT, type JWK } from 'jose';
import { WEB_CLIENT_OAUTH_SCOPES, WEB_CLIENT_TOKEN_MINUTES } from '#shared/tenancy/pool-settings.js';

const require = createRequire(import.meta.url);
const keyFile = path.join(
  path.dirname(require.resolve('cognito-local/package.json')),
  'lib/keys/cognitoLocal.private.json',
);
let key: ReturnType<typeof importJWK> | undefined;
const signingKey = () =>
  (key ??= importJWK((JSON.parse(readFileSync(keyFile, 'utf8')) as { jwk: JWK }).jwk, 'RS256'));

export interface SignedInUser {
  /** The user's uuid: the pool's `sub` of that user. */
  sub: string;
  username: string;
  email: string;
}

export async function issueTokens(
  user: SignedInUser,
  pool: { cognitoUrl: string; userPoolId: string; clientId: string },
) {
  const issuer = `${pool.cognitoUrl}/${pool.userPoolId}`;
  const now = Math.floor(Date.now() / 1000);
  const sign = async (claims: Record<string, unknown>, minutes: number, audience?: string) => {
    const jwt = new SignJWT({ ...claims, auth_time: now, event_id: randomUUID(), jti: randomUUID() })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .setIssuer(issuer)
      .setSubject(user.sub)
      .setIssuedAt(now)
      .setExpirationTime(now + minutes * 60);
    if (audience) jwt.setAudience(audience);
    return jwt.sign(await signingKey());
  };
  return {
    access_token: await sign(
      {
        client_id: pool.clientId,
        scope: WEB_CLIENT_OAUTH_SCOPES.join(' '),
        token_use: 'access',
        username: user.username,
      },
      WEB_CLIENT_TOKEN_MINUTES.access,
    ),
    id_token: await sign(
      {
        'cognito:username': user.username,
        email: user.email,
        email_verified: true,
        token_use: 'id',
      },
      WEB_CLIENT_TOKEN_MINUTES.id,
      pool.clientId,
    ),
    token_type: 'Bearer',
    expires_in: WEB_CLIENT_TOKEN_MINUTES.access * 60,
  };
}
