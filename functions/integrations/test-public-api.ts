/**
 * Test support for the public API v1's handler tests (public-api*.test.ts): their two tenants and
 * users, a company admin's key
 * (ApiKey/CreateApiKey), its token (POST v1/oauth/token with HTTP Basic), calls with a bearer
 * token, and the check that an answer is what docs/public-openapi.json says for its route and status.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { expect } from 'vitest';
import type { ApiKeyRow } from '#shared/integrations/schemas.js';
import { Role } from '#shared/codes.js';
import { call, type CallOptions } from '#functions/test-support/index.js';
import { maintenanceTenants, type MaintenanceUser } from '#functions/test-support/maintenance-tenants.js';
import { buildPublicOpenApi } from '../public-openapi.js';

const doc = buildPublicOpenApi();
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema(doc, 'public');

/** Checks an answer against the document's schema for its route and status. */
export function expectDocumented(method: string, path: string, status: number, body: unknown) {
  const pointer = `/paths/${`/${path}`.replace(/\//g, '~1')}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`;
  const validate = ajv.getSchema(`public#${pointer}`);
  expect(validate, `${method} ${path} documents ${status}`).toBeDefined();
  expect(validate!(body) ? [] : validate!.errors, `${method} ${path} ${status}`).toEqual([]);
}

export interface Envelope<T> {
  success: number;
  message: string;
  data: T;
  list?: T;
}

export type Key = { client_id: string; client_secret: string };

/** A call of the public API with a bearer token (none: no authorization header). */
export const v1 = <T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  path: string,
  token: string | undefined,
  options: CallOptions = {},
) =>
  call<T>(method, path, {
    ...options,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers },
  });

export async function tokenOf(key: Key, scope?: string) {
  const form = new URLSearchParams({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) });
  return call<Record<string, unknown>>('POST', 'v1/oauth/token', {
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${key.client_id}:${key.client_secret}`).toString('base64')}`,
    },
    body: form.toString(),
  });
}

/** An access token of the key (checked against the document). */
export async function bearer(key: Key) {
  const r = await tokenOf(key);
  expect(r.statusCode, r.raw).toBe(200);
  expectDocumented('POST', 'v1/oauth/token', 200, r.body);
  return r.body.access_token as string;
}

/** Makes a key with these scopes as `session` (a company admin's call options). */
export async function createKeyAs(session: CallOptions, scopes: string[]) {
  const r = await call<Envelope<ApiKeyRow & { client_secret: string }>>('POST', 'ApiKey/CreateApiKey', {
    ...session,
    body: { name: `Telematics ${scopes.join(',')}`, scopes, expires_in_days: 30 },
  });
  expect(r.statusCode, r.raw).toBe(200);
  expect(r.body.success, r.raw).toBe(1);
  return r.body.data;
}

/** The users of both test tenants: a company admin of each company (north: sites 1-3, south: 5-6), a manager. */
export const PUBLIC_API_USERS = {
  admin: { roles: [Role.CompanyAdmin], sites: [1, 2, 3], role: Role.CompanyAdmin, site: 1 },
  southadmin: { roles: [Role.CompanyAdmin], sites: [5, 6], role: Role.CompanyAdmin, site: 5 },
  manager: { roles: [Role.Manager], sites: [2, 3], role: Role.Manager, site: 2 },
} satisfies Record<string, MaintenanceUser>;
export type Who = keyof typeof PUBLIC_API_USERS;
export type PublicApiTenants = Awaited<ReturnType<typeof maintenanceTenants<Who>>>;

/** Two tenants of the test's own (codes from `prefix`) with PUBLIC_API_USERS. */
export const publicApiTenants = (prefix: string): Promise<PublicApiTenants> =>
  maintenanceTenants<Who>(prefix, { users: PUBLIC_API_USERS });

/** A key made by a company admin of tenant a or b (the tenants as the test holds them once made). */
export const keyMakerOf =
  (tenants: () => PublicApiTenants) =>
  (scopes: string[], who: Who = 'admin', tenant: 'a' | 'b' = 'a') =>
    createKeyAs(tenants().session({ who, tenant }), scopes);
