/**
 * The public API's route chain (issue 28 item 1): what the spec's routes do with middy and the
 * envelope, done here with real HTTP status codes for machines. In order: the API key's access
 * token (401 when missing, forged, expired, or its key revoked or expired since), the tenant's
 * status, the route's scope (403), the key's rate (429), the request's schemas (400 malformed
 * JSON, 422 with one detail per problem), then the handler. Errors answer
 * `{ error: { code, message, details? } }` (shared/integrations/schemas.ts publicError).
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import type { Endpoint } from '#shared/common/endpoint.js';
import { IntegrationMessages as M } from '#shared/integrations/messages.js';
import {
  PUBLIC_API_RATE_LIMIT,
  PUBLIC_API_RATE_WINDOW_SECONDS,
  type ApiScope,
} from '#shared/integrations/rules.js';
import type { PublicError } from '#shared/integrations/schemas.js';
import { TenantStatus } from '#shared/tenancy/rules.js';
import { getTenant } from '#functions/tenancy/index.js';
import { readToken } from '#lib/auth.js';
import { API_HEADERS } from '#lib/envelope.js';
import { HttpError } from '#lib/errors.js';
import { logger, withKeys, type Logger } from '#lib/logger.js';
import { takeRate } from '#lib/rate-limit.js';
import { verifyKeyToken, type KeyClaims } from '../operations/access-tokens.js';
import { keyStatus, keyState, KeyStatus } from '../operations/api-keys.js';
import type { ApiKeyRecord } from '../store/api-keys.js';

export const PROBLEM_HEADERS = { 'content-type': 'application/json; charset=utf-8', ...API_HEADERS };

/** An error a public handler throws on purpose, answered with its status and code. */
export class PublicApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: NonNullable<PublicError['error']['details']>,
  ) {
    super(message);
  }
}

export const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}) => ({
  statusCode,
  headers: { ...PROBLEM_HEADERS, ...headers },
  body: JSON.stringify(body),
});

const problem = (error: PublicApiError) =>
  json(
    error.statusCode,
    {
      error: {
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
      },
    } satisfies PublicError,
    error.statusCode === 401 ? { 'www-authenticate': 'Bearer' } : {},
  );

const CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  422: 'unprocessable',
  429: 'rate_limited',
};

/** The parsed value of an optional schema (as lib/http.ts reads one). */
type Parsed<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends z.ZodType
    ? z.infer<NonNullable<S>>
    : undefined;

export interface PublicRequest<E extends Endpoint> {
  event: APIGatewayProxyEventV2;
  headers: Record<string, string | undefined>;
  body: Parsed<E['body']>;
  query: Parsed<E['query']>;
  params: Parsed<E['params']>;
  log: Logger;
  /** The verified key: its claims and its stored record. */
  claims: KeyClaims;
  key: ApiKeyRecord;
}

export interface PublicReply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Zod issues as per-item details (`readings.3.value` reads as index 3, field `value`). */
export function detailsOf(error: z.ZodError): NonNullable<PublicError['error']['details']> {
  return error.issues.slice(0, 100).map((issue) => {
    const path = issue.path.map(String);
    const at = path.findIndex((p) => /^\d+$/.test(p));
    return at >= 0
      ? {
          index: Number(path[at]),
          field: path.slice(at + 1).join('.') || path.slice(0, at).join('.'),
          message: issue.message,
        }
      : { field: path.join('.') || '(body)', message: issue.message };
  });
}

/** The request's Idempotency-Key header (1 to 100 visible ASCII characters), or 400. */
export function idempotencyKeyOf(headers: Record<string, string | undefined>): string {
  const key = headers['idempotency-key']?.trim();
  if (!key || key.length > 100 || !/^[\x21-\x7e]+$/.test(key))
    throw new PublicApiError(400, 'idempotency_key_required', M.idempotencyKeyRequired);
  return key;
}

export function parseJsonBody(event: APIGatewayProxyEventV2): unknown {
  if (!event.body) return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new PublicApiError(400, 'bad_request', 'The body is not JSON');
  }
}

function validated<S extends z.ZodType | undefined>(schema: S, value: unknown) {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (!result.success)
    throw new PublicApiError(422, 'validation_failed', M.invalidBody, detailsOf(result.error));
  return result.data;
}

/** Wraps errors (ours, lib's HttpError, anything else: 500 with nothing said) into public answers. */
export async function answering(
  log: Logger,
  run: () => Promise<APIGatewayProxyStructuredResultV2>,
): Promise<APIGatewayProxyStructuredResultV2> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PublicApiError) return problem(error);
    if (error instanceof HttpError)
      return problem(new PublicApiError(error.statusCode, CODES[error.statusCode] ?? 'error', error.message));
    log.error('public API call failed', { error: error as Error });
    return json(500, { error: { code: 'internal', message: 'Something went wrong' } });
  }
}

export const headersOf = (event: APIGatewayProxyEventV2) => {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(event.headers ?? {})) headers[name.toLowerCase()] = value;
  return headers;
};

/** The verified key behind a request's bearer token, or 401. */
async function authenticateKey(headers: Record<string, string | undefined>) {
  const refused = new PublicApiError(401, 'unauthorized', M.invalidToken);
  const token = readToken(headers);
  if (!token) throw refused;
  const claims = await verifyKeyToken(token);
  if (!claims) throw refused;
  const [key, tenant] = await Promise.all([
    keyState(claims.tenant, claims.company_id, claims.key_id),
    getTenant(claims.tenant),
  ]);
  if (!key || keyStatus(key) !== KeyStatus.Active) throw refused;
  if (!tenant || tenant.status === TenantStatus.Suspended) throw refused;
  return { claims, key };
}

export type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** A public route needing `scope`, serving `endpoint`'s contract. */
export function publicRoute<E extends Endpoint>(
  endpoint: E,
  scope: ApiScope,
  fn: (request: PublicRequest<E>) => Promise<PublicReply>,
): LambdaHandler {
  return async (event, context) => {
    const requestId = context.awsRequestId || event.requestContext?.requestId || 'local';
    let log = withKeys(logger, { requestId, route: event.routeKey });
    return answering(log, async () => {
      const headers = headersOf(event);
      const { claims, key } = await authenticateKey(headers);
      log = withKeys(log, { tenant: claims.tenant, apiKey: claims.key_id });
      if (!claims.scope.split(' ').includes(scope))
        throw new PublicApiError(403, 'insufficient_scope', M.outsideScope(scope));
      await takeRate(
        [
          {
            tenant: claims.tenant,
            what: `APIKEY#${claims.key_id}`,
            limit: Number(process.env.AC_PUBLIC_API_RATE_LIMIT) || PUBLIC_API_RATE_LIMIT,
            windowSeconds: PUBLIC_API_RATE_WINDOW_SECONDS,
          },
        ],
        M.rateLimited,
      );
      const request = {
        event,
        headers,
        body: validated(endpoint.body, endpoint.body ? parseJsonBody(event) : undefined),
        query: validated(endpoint.query, event.queryStringParameters ?? {}),
        params: validated(endpoint.params, event.pathParameters ?? {}),
        log,
        claims,
        key,
      } as PublicRequest<E>;
      const reply = await fn(request);
      return json(reply.status ?? 200, reply.body, reply.headers);
    });
  };
}
