/**
 * The OpenAPI 3.1 document of the API, generated from the route table and each endpoint's
 * contract (shared/<domain>/api.ts): paths as the spec writes them, the envelope, the auth
 * headers and each route's roles. The twin serves it at /api/openapi.json; `npm run openapi`
 * writes docs/openapi.json. JSON Schemas come from zod 4's own `z.toJSONSchema` (draft 2020-12,
 * the dialect OpenAPI 3.1 uses).
 */
import * as z from 'zod';
import { ROLE_NAMES, type RoleId } from '#shared/codes.js';
import { failureEnvelope, type Endpoint } from '#shared/common/endpoint.js';
import { API_PREFIX, domains, isPublicApiRoute, type RouteDef } from './routes.js';

type JsonSchema = Record<string, unknown>;

/**
 * Requests are described as clients may send them (before the schemas' coercions and
 * defaults); responses as the server answers them, every object closed so a field that drifts
 * from the contract fails validation.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
}

/**
 * A request object's JSON Schema, whose `required` lists only the fields the server really needs:
 * zod describes a preprocessed field by its inner schema, so a field that takes `undefined` (and
 * defaults it) would otherwise read as required.
 */
function requestSchema(schema: z.ZodType): JsonSchema {
  const json = jsonSchema(schema, 'input') as JsonSchema & { required?: string[] };
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  if (shape && json.required) {
    json.required = json.required.filter((name) => !shape[name]?.safeParse(undefined).success);
    if (json.required.length === 0) delete json.required;
  }
  return json;
}

const FAILURE = { $ref: '#/components/schemas/Failure' };

const failureResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: FAILURE } },
});

/** The fields of an object schema as named parameters (`in: path` or `in: query`). */
function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const object = requestSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

const SESSION_HEADERS = [
  { $ref: '#/components/parameters/RoleId' },
  { $ref: '#/components/parameters/SiteId' },
];

function operation(domain: string, route: RouteDef) {
  const endpoint: Endpoint = route.endpoint;
  const roles = endpoint.roles?.map((id) => ROLE_NAMES[id as RoleId]) ?? [];
  const success = endpoint.file
    ? {
        description: `The file (${endpoint.file.contentType}), or a refusal envelope (success 0) as JSON`,
        content: {
          [endpoint.file.contentType]: {
            schema: { type: 'string', contentMediaType: endpoint.file.contentType },
          },
          'application/json': { schema: FAILURE },
        },
      }
    : {
        description: 'The answer, or a refusal the user reads without being signed out (success 0)',
        content: {
          'application/json': { schema: { oneOf: [jsonSchema(endpoint.response, 'output'), FAILURE] } },
        },
      };
  return {
    operationId: `${domain}.${route.handler}`,
    summary: endpoint.summary,
    tags: [domain],
    description:
      endpoint.auth === 'public'
        ? 'Public: no token.'
        : `${endpoint.auth === 'session' ? 'A session route: the role and site headers are checked against the user.' : 'Needs a verified access token.'} ${roles.length ? `Active roles allowed: ${roles.join(', ')}.` : 'Any active role.'}`,
    'x-roles': roles,
    'x-auth': endpoint.auth,
    security: endpoint.auth === 'public' ? [] : [{ token: [] }],
    parameters: [
      { $ref: '#/components/parameters/DomainName' },
      { $ref: '#/components/parameters/Platform' },
      ...(endpoint.auth === 'session' ? SESSION_HEADERS : []),
      ...parametersOf(endpoint.params, 'path'),
      ...parametersOf(endpoint.query, 'query'),
    ],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: requestSchema(endpoint.body) } },
          },
        }
      : {}),
    responses: {
      '200': success,
      '400': failureResponse("Bad input: the spec's message for the first problem; nothing was written"),
      ...(endpoint.auth === 'public'
        ? {}
        : {
            '401': failureResponse(
              'No valid token, an inactive user, or a token of another tenant (the web app signs out)',
            ),
            '403': failureResponse('The role or site header names a role or site the user does not hold'),
          }),
      '404': failureResponse('Not found'),
      '409': failureResponse('Changed by someone else since it was read, or already taken'),
      '500': failureResponse("'Something went wrong!' (details only in the log)"),
    },
  };
}

export function buildOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [domain, def] of Object.entries(domains)) {
    for (const route of def.routes as RouteDef[]) {
      // The public API v1 has its own document (functions/public-openapi.ts).
      if (isPublicApiRoute(route)) continue;
      const key = `/${route.path}`;
      paths[key] = { ...paths[key], [route.method.toLowerCase()]: operation(domain, route) };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'AssetCare API',
      version: '1.0.0',
      description:
        'Every answer is the envelope { success, message, data } (lists also carry list and listsize on top). Business refusals answer HTTP 200 with success 0, so clients do not sign the user out; 401 and 403 end the session.',
    },
    servers: [{ url: API_PREFIX.replace(/\/$/, '') }],
    tags: Object.keys(domains).map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'token',
          description: "The Cognito access token of the tenant's user pool",
        },
      },
      parameters: {
        DomainName: {
          name: 'domain_name',
          in: 'header',
          required: false,
          schema: { type: 'string' },
          description: "The tenant code (the host's first label); must name the token's tenant",
        },
        Platform: {
          name: 'platform',
          in: 'header',
          required: false,
          schema: { type: 'string' },
          description: "'web' or the mobile app",
        },
        RoleId: {
          name: 'role_id',
          in: 'header',
          required: false,
          schema: { type: 'string', pattern: '^[0-9]+$' },
          description: "The active role (defaults to the user's active web role)",
        },
        SiteId: {
          name: 'site_id',
          in: 'header',
          required: false,
          schema: { type: 'string', pattern: '^[0-9]+$' },
          description: "The active site (defaults to the user's active site)",
        },
      },
      schemas: { Failure: jsonSchema(failureEnvelope, 'output') },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApi>;
