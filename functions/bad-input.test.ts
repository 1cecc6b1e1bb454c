/**
 * Every route, fed malformed input by a signed-in user, never answers 500 and writes nothing: the
 * caller's record keeps its version. (Routes that read no body may ignore one; schemas of those
 * that do are tested for their messages beside each domain.)
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '#shared/codes.js';
import { API_SCOPES } from '#shared/integrations/rules.js';
import { domains, isPublicApiRoute, type RouteDef } from './routes.js';
import { call, DEMO_PASSWORD, freshUser, signIn, type CallOptions } from '#functions/test-support/index.js';
import { DOMAIN_SAMPLES } from './samples.js';
import { getUser } from '#functions/users/store/index.js';
import { PLATFORM_TENANT } from '#shared/platform/rules.js';
import { PLATFORM_OPERATOR } from '#scripts/dev/seed-data.js';

const MALFORMED_BODIES: unknown[] = [
  '{not json',
  '[]',
  'null',
  '"text"',
  {
    role_id: 'abc',
    site_id: -1,
    company_id: {},
    status: 'x',
    notification_id: 12,
    userid: null,
    pagesize: 'a',
  },
  '{"role_id": 1e309, "site_id": 1.5, "company_id": [1], "status": 999}',
  { username: 'x'.repeat(100_000) },
];

const MALFORMED_PARAMS = ['abc', '-1', '0.5', '99999999999999999999', '%00', ''.padEnd(300, 'z')];

describe('malformed input', () => {
  let token: string;
  let uuid: string;
  beforeAll(async () => {
    const user = await freshUser('demo', { roles: [Role.SuperAdmin, Role.Manager], sites: [2] });
    token = await user.token();
    uuid = user.uuid;
  });

  const routes = Object.values(domains).flatMap((d) => d.routes as RouteDef[]);

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s never fails with 500 and writes nothing',
    async (_name, route) => {
      const before = await getUser('demo', uuid);
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const attempts: CallOptions[] = [];
      for (const body of route.method === 'GET' ? [undefined] : MALFORMED_BODIES) {
        for (const value of names.length ? MALFORMED_PARAMS : ['']) {
          attempts.push({
            body,
            pathParameters: Object.fromEntries(names.map((n) => [n, value])),
            query: { company_code: '../x', trigger_id: '', is_disabled: 'maybe', user_id: '' },
          });
        }
      }
      for (const attempt of attempts) {
        const result = await call(route.method, route.path, {
          ...attempt,
          token,
          domain: 'demo',
          roleId: Role.SuperAdmin,
          siteId: 2,
        });
        const label = `${route.path} ${JSON.stringify(attempt.body)?.slice(0, 40)} ${JSON.stringify(attempt.pathParameters)}`;
        expect(result.statusCode, label).toBeLessThan(500);
      }
      const after = await getUser('demo', uuid);
      expect(after?.version).toBe(before?.version);
    },
  );
});

describe('the domains’ malformed samples (test-support/samples.ts BadInputSample)', () => {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    tokens.operator = await signIn('demo', 'operator@demo.test', DEMO_PASSWORD);
    tokens.manager = await (await freshUser('demo', { roles: [Role.Manager], sites: [2] })).token();
    tokens.companyAdmin = await (
      await freshUser('demo', { roles: [Role.CompanyAdmin], sites: [1, 2] })
    ).token();
    tokens.platform = await signIn(PLATFORM_TENANT, PLATFORM_OPERATOR.username, PLATFORM_OPERATOR.password);
  });
  const samples = DOMAIN_SAMPLES.flatMap((d) =>
    Object.entries(d.badInput ?? {}).flatMap(([key, list]) => list.map((sample) => [key, sample] as const)),
  );

  it.each(
    samples.map(
      ([key, sample]) => [`${key} ${JSON.stringify(sample.request).slice(0, 90)}`, key, sample] as const,
    ),
  )('%s is refused with its message', async (_name, key, sample) => {
    const [method, path] = key.split(' ') as [RouteDef['method'], string];
    const result = await call<{ success: number; message: string }>(method, path, {
      ...sample.request,
      token: tokens[sample.role],
      domain: sample.role === 'platform' ? PLATFORM_TENANT : 'demo',
      roleId: {
        operator: Role.Operator,
        manager: Role.Manager,
        companyAdmin: Role.CompanyAdmin,
        platform: Role.SuperAdmin,
      }[sample.role],
      siteId: 2,
    });
    expect(result.statusCode, result.raw).toBe(sample.status);
    expect(result.body.message).toBe(sample.message);
  });
});

/**
 * The public API v1 (issue 28): users' tokens are refused before any input is read (the first
 * suite sees 401s), so its routes are fed the same malformed input again with an API key of every
 * scope: the key is accepted (never 401 or 403), the input is refused with a 4xx, and nothing is
 * written (no work order made: the first page of the key's company's list is unchanged).
 */
describe('malformed input on the public API v1, with a valid API key', () => {
  const routes = Object.values(domains)
    .flatMap((d) => d.routes as RouteDef[])
    .filter((r) => isPublicApiRoute(r) && r.endpoint.auth === 'token');
  let token: string;
  beforeAll(async () => {
    const admin = await freshUser('demo', { roles: [Role.CompanyAdmin], sites: [1, 2] });
    const key = await call<{ data: { client_id: string; client_secret: string } }>(
      'POST',
      'ApiKey/CreateApiKey',
      {
        token: await admin.token(),
        domain: 'demo',
        roleId: Role.CompanyAdmin,
        siteId: 2,
        body: { name: 'Bad input', scopes: [...API_SCOPES] },
      },
    );
    const issued = await call<{ access_token: string }>('POST', 'v1/oauth/token', {
      body: { grant_type: 'client_credentials', ...key.body.data },
    });
    token = issued.body.access_token;
  });
  const firstPage = async () =>
    (
      await call<{ data: { id: number }[] }>('GET', 'v1/work-orders', {
        headers: { authorization: `Bearer ${token}` },
      })
    ).body.data.map((w) => w.id);

  it('covers every public route', () => {
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'GET v1/inspections',
        'POST v1/work-orders',
        'POST v1/work-orders/{id}/complete',
      ]),
    );
  });

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s refuses malformed input with a 4xx and writes nothing',
    async (_name, route) => {
      const before = await firstPage();
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const body of route.method === 'GET' ? [undefined] : MALFORMED_BODIES)
        for (const value of names.length ? MALFORMED_PARAMS : ['']) {
          const result = await call(route.method, route.path, {
            body,
            headers: { authorization: `Bearer ${token}`, 'idempotency-key': `bad-${Math.random()}` },
            pathParameters: Object.fromEntries(names.map((n) => [n, value])),
            query: { limit: 'many', cursor: '%%', status: 'x', asset_id: '-1', since: 'soon' },
          });
          const label = `${route.path} ${JSON.stringify(body)?.slice(0, 40)} ${value}`;
          expect(result.statusCode, label).toBeGreaterThanOrEqual(400);
          expect(result.statusCode, label).toBeLessThan(500);
          expect([401, 403], label).not.toContain(result.statusCode);
        }
      expect(await firstPage()).toEqual(before);
    },
  );
});
