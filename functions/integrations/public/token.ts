/**
 * POST v1/oauth/token: the client-credentials grant (RFC 6749 4.4). The client authenticates with
 * HTTP Basic or with client_id and client_secret in the body (form-encoded or JSON); errors are
 * the RFC's `{ error, error_description }` (400 invalid_request / unsupported_grant_type /
 * invalid_scope, 401 invalid_client, 429 when a client id asks too often). Each exchange records
 * the key's last use.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { IntegrationMessages as M } from '#shared/integrations/messages.js';
import { PUBLIC_API_RATE_WINDOW_SECONDS, TOKEN_RATE_LIMIT } from '#shared/integrations/rules.js';
import { tokenBody } from '#shared/integrations/schemas.js';
import { TenantStatus } from '#shared/tenancy/rules.js';
import { getTenant } from '#functions/tenancy/index.js';
import { HttpError } from '#lib/errors.js';
import { logger, withKeys } from '#lib/logger.js';
import { PLATFORM_RATE_TENANT, takeRate } from '#lib/rate-limit.js';
import { signAccessToken } from '../operations/access-tokens.js';
import {
  clientIdOf,
  grantedScopes,
  keyStatus,
  KeyStatus,
  parseClientId,
  secretMatches,
} from '../operations/api-keys.js';
import { getApiKey, touchApiKey } from '../store/api-keys.js';
import { headersOf, json, type LambdaHandler } from './chain.js';

const oauthError = (status: number, error: string, description: string) =>
  json(
    status,
    { error, error_description: description },
    status === 401 ? { 'www-authenticate': 'Basic' } : {},
  );

function bodyOf(event: APIGatewayProxyEventV2, contentType: string): Record<string, unknown> | undefined {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (contentType.startsWith('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function basicCredentials(authorization: string | undefined) {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return {
    client_id: decodeURIComponent(decoded.slice(0, colon)),
    client_secret: decodeURIComponent(decoded.slice(colon + 1)),
  };
}

export const issueToken: LambdaHandler = async (event, context) => {
  const log = withKeys(logger, { requestId: context.awsRequestId || 'local', route: event.routeKey });
  try {
    const headers = headersOf(event);
    const raw = bodyOf(event, headers['content-type'] ?? '');
    const parsed = tokenBody.safeParse(raw);
    if (!raw || !parsed.success)
      return oauthError(400, 'invalid_request', 'The body must carry grant_type (form-encoded or JSON)');
    const body = parsed.data;
    if (body.grant_type !== 'client_credentials')
      return oauthError(400, 'unsupported_grant_type', M.unsupportedGrant);
    let basic: ReturnType<typeof basicCredentials>;
    try {
      basic = basicCredentials(headers['authorization']);
    } catch {
      basic = undefined;
    }
    const clientId = basic?.client_id ?? body.client_id;
    const secret = basic?.client_secret ?? body.client_secret;
    if (!clientId || !secret) return oauthError(401, 'invalid_client', M.invalidClient);
    const named = parseClientId(clientId);
    if (!named) return oauthError(401, 'invalid_client', M.invalidClient);
    // Counted before the secret is checked, so guessing costs the guesser its window.
    await takeRate(
      [
        {
          tenant: PLATFORM_RATE_TENANT,
          what: `TOKEN#${clientId}`,
          limit: TOKEN_RATE_LIMIT,
          windowSeconds: PUBLIC_API_RATE_WINDOW_SECONDS,
        },
      ],
      M.rateLimited,
    );
    const [key, tenant] = await Promise.all([
      getApiKey(named.tenant, named.companyId, named.keyId),
      getTenant(named.tenant),
    ]);
    if (!key || !secretMatches(key, secret) || keyStatus(key) !== KeyStatus.Active)
      return oauthError(401, 'invalid_client', M.invalidClient);
    if (!tenant || tenant.status === TenantStatus.Suspended)
      return oauthError(401, 'invalid_client', M.invalidClient);
    const scopes = grantedScopes(key, body.scope);
    if (!scopes) return oauthError(400, 'invalid_scope', M.invalidScopeRequest);
    const { token, expiresIn } = await signAccessToken({ ...key, client_id: clientIdOf(key) }, scopes);
    await touchApiKey(key, new Date().toISOString());
    return json(200, {
      access_token: token,
      token_type: 'Bearer',
      expires_in: expiresIn,
      scope: scopes.join(' '),
    });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429)
      return oauthError(429, 'slow_down', error.message) as APIGatewayProxyStructuredResultV2;
    log.error('token exchange failed', { error: error as Error });
    return json(500, { error: 'server_error', error_description: 'Something went wrong' });
  }
};
