/**
 * The OpenAPI 3.1 document of the public API v1 for integrators (issue 28), generated from its
 * contract (shared/integrations/api.ts PublicApiV1) with zod 4's `z.toJSONSchema`: bearer tokens
 * from the client-credentials token endpoint, scopes per route, real status codes with one error
 * shape. `npm run openapi` writes docs/public-openapi.json beside the web app's docs/openapi.json.
 */
import * as z from 'zod';
import type { Endpoint } from '#shared/common/endpoint.js';
import { PUBLIC_SCOPES, PublicApiV1 } from '#shared/integrations/api.js';
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

function operation(name: keyof typeof PublicApiV1) {
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
      '200': {
        description: 'The answer',
        content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } },
      },
      ...(write ? { '400': errorResponse('Malformed JSON, or no Idempotency-Key') } : {}),
      '401': errorResponse('No token, or an invalid or expired one, or its key revoked or expired'),
      '403': errorResponse('The token lacks the scope this route needs'),
      ...(endpoint.params ? { '404': errorResponse('No such asset in the key’s company') } : {}),
      ...(write
        ? { '409': errorResponse('The asset changed meanwhile; send again (same Idempotency-Key)') }
        : {}),
      '422': errorResponse(
        write
          ? `Invalid body, with one detail per problem (index and field); at most ${METER_BATCH_MAX} readings; or an Idempotency-Key reused with another body`
          : 'Invalid query (limit, cursor)',
      ),
      '429': errorResponse('Too many calls for this key in the current minute'),
    },
  };
}

export function buildPublicOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const name of Object.keys(PublicApiV1) as (keyof typeof PublicApiV1)[]) {
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
