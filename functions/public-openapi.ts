/**
 * The OpenAPI 3.1 document of the public API v1 for integrators (issue 28), generated from its
 * contract (shared/integrations/api.ts PublicApiV1) with zod 4's `z.toJSONSchema`: bearer tokens
 * from the client-credentials token endpoint, scopes per route, real status codes with one error
 * shape. `npm run openapi` writes docs/public-openapi.json beside the web app's docs/openapi.json.
 */
import * as z from 'zod';
import type { Endpoint } from '#shared/common/endpoint.js';
import { PUBLIC_CREATED, PUBLIC_SCOPES, PublicApiV1 } from '#shared/integrations/api.js';
import { METER_BATCH_MAX, API_SCOPES } from '#shared/integrations/rules.js';
import { publicError, tokenError } from '#shared/integrations/schemas.js';
import { API_PREFIX } from './routes.js';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
}

const ERROR = { $ref: '#/components/schemas/Error' };
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR } },
});

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const shape = (schema as unknown as { shape: Record<string, z.ZodType> }).shape;
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || !shape[name]?.safeParse(undefined).success,
    schema: property,
  }));
}

type PublicName = keyof typeof PublicApiV1;

/** What each route's 404, 409 and 422 mean (the token endpoint has its own answers). */
const ERROR_TEXTS: Record<
  Exclude<PublicName, 'issueToken'>,
  { notFound?: string; conflict?: string; invalid: string }
> = {
  listAssets: { invalid: 'Invalid query (limit, cursor)' },
  getAsset: { notFound: 'No such asset in the key’s company', invalid: 'Invalid asset id' },
  postMeterReadings: {
    conflict: 'The asset changed meanwhile; send again (same Idempotency-Key)',
    invalid: `Invalid body, with one detail per problem (index and field); at most ${METER_BATCH_MAX} readings; or an Idempotency-Key reused with another body`,
  },
  listInspections: { invalid: 'Invalid query (limit, cursor, status, asset_id, since)' },
  getInspection: {
    notFound: 'No such submitted inspection in the key’s company',
    invalid: 'Invalid inspection id',
  },
  listWorkOrders: { invalid: 'Invalid query (limit, cursor, status)' },
  getWorkOrder: { notFound: 'No such work order in the key’s company', invalid: 'Invalid work order id' },
  createWorkOrder: {
    conflict:
      'The work order could not be written as read (a concurrent change); send again (same Idempotency-Key)',
    invalid:
      'Invalid body, with one detail per field (the web’s create messages); an asset not of the key’s company; a due date in the past; or an Idempotency-Key reused with another body',
  },
  completeWorkOrder: {
    notFound: 'No such work order in the key’s company',
    conflict:
      'Not Open, In Progress or Reopened, or not every task Completed without override (the message says which)',
    invalid: 'Invalid id or body, or an Idempotency-Key reused with another body',
  },
};

function operation(name: PublicName) {
  const endpoint: Endpoint = PublicApiV1[name];
  const scope = PUBLIC_SCOPES[name];
  if (!scope) {
    const oauthError = (description: string) => ({
      description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/TokenError' } } },
    });
    return {
      operationId: name,
      summary: endpoint.summary,
      security: [],
      requestBody: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': { schema: jsonSchema(endpoint.body!, 'input') },
          'application/json': { schema: jsonSchema(endpoint.body!, 'input') },
        },
      },
      responses: {
        '200': {
          description: 'The access token',
          content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } },
        },
        '400': oauthError('invalid_request, unsupported_grant_type or invalid_scope'),
        '401': oauthError('invalid_client: unknown client, wrong secret, revoked or expired key'),
        '429': oauthError('slow_down: too many token requests for this client id'),
      },
    };
  }
  const write = endpoint.method !== 'GET';
  const texts = ERROR_TEXTS[name as Exclude<PublicName, 'issueToken'>];
  return {
    operationId: name,
    summary: endpoint.summary,
    description: `Needs an access token with the scope ${scope}.`,
    security: [{ clientCredentials: [scope] }],
    parameters: [
      ...(write
        ? [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: true,
              schema: { type: 'string', minLength: 1, maxLength: 100 },
              description: 'A retry with the same key answers the first result and writes nothing new',
            },
          ]
        : []),
      ...parametersOf(endpoint.params, 'path'),
      ...parametersOf(endpoint.query, 'query'),
    ],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
          },
        }
      : {}),
    responses: {
      [PUBLIC_CREATED.includes(name) ? '201' : '200']: {
        description: PUBLIC_CREATED.includes(name)
          ? 'Created (a retry answers the first result)'
          : 'The answer',
        content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } },
      },
      ...(write ? { '400': errorResponse('Malformed JSON, or no Idempotency-Key') } : {}),
      '401': errorResponse('No token, or an invalid or expired one, or its key revoked or expired'),
      '403': errorResponse('The token lacks the scope this route needs'),
      ...(texts.notFound ? { '404': errorResponse(texts.notFound) } : {}),
      ...(texts.conflict ? { '409': errorResponse(texts.conflict) } : {}),
      '422': errorResponse(texts.invalid),
      '429': errorResponse('Too many calls for this key in the current minute'),
    },
  };
}

export function buildPublicOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const name of Object.keys(PublicApiV1) as PublicName[]) {
    const endpoint = PublicApiV1[name];
    const key = `/${endpoint.path}`;
    paths[key] = { ...paths[key], [endpoint.method.toLowerCase()]: operation(name) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'AssetCare public API',
      version: '1.0.0',
      description:
        'For integrators: a company admin creates an API key (client id and secret, with scopes and an expiry); POST /v1/oauth/token exchanges it for a short-lived bearer token. Real HTTP status codes; errors answer { error: { code, message, details? } }.',
    },
    servers: [{ url: API_PREFIX.replace(/\/$/, '') }],
    paths,
    components: {
      securitySchemes: {
        clientCredentials: {
          type: 'oauth2',
          flows: {
            clientCredentials: {
              tokenUrl: `${API_PREFIX}v1/oauth/token`,
              scopes: Object.fromEntries(API_SCOPES.map((s) => [s, s])),
            },
          },
        },
      },
      schemas: {
        Error: jsonSchema(publicError, 'output'),
        TokenError: jsonSchema(tokenError, 'output'),
      },
    },
  };
}
