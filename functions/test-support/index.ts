/**
 * Helpers for handler tests against the real emulators: sign in through the tenant's
 * cognito-local pool, call a route's handler with a real API Gateway event, make fresh users.
 */
import { randomUUID } from 'node:crypto';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { getCognito } from '#lib/aws.js';
import { outboxApplied, outboxWatch } from '#lib/outbox.js';
import { API_LAMBDAS, domains, lambdaNameOf, type RouteDef } from '#functions/routes.js';
import { getTenant, type Tenant } from '#functions/tenancy/store.js';
import { buildEvent, lambdaContext } from '#scripts/dev/event.js';
import { seedUser } from '#scripts/dev/seed.js';
import type { SeedUser } from '#scripts/dev/seed-data.js';

export { DEMO_PASSWORD, ACME_PASSWORD, SHARED_USERNAME } from '#scripts/dev/seed-data.js';

/**
 * How long a test waits (vi.waitFor) for writes deferred to the outbox (functions/lib/outbox.ts:
 * list entries, dashboard rows, activity lines, notices), which the emulators' stream reader
 * applies tens of milliseconds after the commit.
 */
export const SETTLE = { timeout: 5_000, interval: 20 };

/** The outbox items the handlers called in this test process built (outboxWatch). */
const deferred: { pk: string; sk: string }[] = [];
outboxWatch.onDefer = (key) => deferred.push(key);

/**
 * Waits until the stream reader applied every outbox item built since the last wait, as a client
 * sees them tens of milliseconds after its call. `call` does it after each handler, so a test that
 * writes then lists reads what a person would see a moment later; a test about the lag itself
 * reads the table before settling.
 */
export async function settled(): Promise<void> {
  const keys = deferred.splice(0);
  const until = Date.now() + SETTLE.timeout;
  while (keys.length && !(await outboxApplied(keys))) {
    if (Date.now() > until)
      throw new Error(
        `${keys.length} outbox items not applied within ${SETTLE.timeout} ms: is the stream reader (scripts/dev/streams-main.ts) running?`,
      );
    await new Promise((resolve) => setTimeout(resolve, SETTLE.interval));
  }
}

export async function tenant(code: string): Promise<Tenant> {
  const found = await getTenant(code);
  if (!found) throw new Error(`tenant ${code} is not seeded`);
  return found;
}

/** Signs in with USER_PASSWORD_AUTH and returns the access token. */
export async function signIn(tenantCode: string, username: string, password: string): Promise<string> {
  const t = await tenant(tenantCode);
  const result = await getCognito().send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: t.user_pool_web_client_id,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );
  const token = result.AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`sign-in of ${username} returned a challenge: ${result.ChallengeName}`);
  return token;
}

export interface CallOptions {
  token?: string;
  /** Tenant code sent as the domain name header (defaults to none). */
  domain?: string;
  roleId?: number;
  siteId?: number;
  body?: unknown;
  query?: Record<string, string>;
  pathParameters?: Record<string, string>;
  headers?: Record<string, string>;
  /** The caller's address as API Gateway reports it (127.0.0.1 when absent). */
  sourceIp?: string;
  /** false: return right after the handler, without waiting for its deferred writes (settled()). */
  settle?: boolean;
}

export interface CallResult<T = Record<string, unknown>> {
  statusCode: number;
  headers: Record<string, string>;
  body: T;
  raw: string;
}

function findRoute(method: RouteDef['method'], path: string): { domain: string; route: RouteDef } {
  for (const [domain, def] of Object.entries(domains) as [string, { routes: RouteDef[] }][]) {
    const route = def.routes.find((r) => r.method === method && r.path === path);
    if (route) return { domain, route };
  }
  throw new Error(`no route ${method} ${path} in functions/routes.ts`);
}

/** Calls the Lambda entry that serves `METHOD path-template` (the same one CDK deploys). */
export async function call<T = Record<string, unknown>>(
  method: RouteDef['method'],
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const { domain, route } = findRoute(method, path);
  const headers: Record<string, string> = { platform: 'web', ...options.headers };
  if (options.token) headers.token = options.token;
  if (options.domain) headers.domain_name = options.domain;
  if (options.roleId !== undefined) headers.role_id = String(options.roleId);
  if (options.siteId !== undefined) headers.site_id = String(options.siteId);
  let concretePath = route.path;
  for (const [name, value] of Object.entries(options.pathParameters ?? {}))
    concretePath = concretePath.replace(`{${name}}`, encodeURIComponent(value));
  const event = buildEvent({
    route,
    path: concretePath,
    pathParameters: options.pathParameters,
    query: options.query,
    headers,
    body: options.body,
    sourceIp: options.sourceIp,
  });
  const lambda = API_LAMBDAS.find((l) => l.name === lambdaNameOf(domain, route))!;
  const { handler } = (await import(`../${lambda.entry}`)) as {
    handler: (
      e: unknown,
      c: unknown,
    ) => Promise<{
      statusCode: number;
      headers?: Record<string, string>;
      body?: string;
      isBase64Encoded?: boolean;
    }>;
  };
  // Writes the test made directly (writeTransaction) defer theirs too: applied before the call, as a client a moment later sees them.
  if (options.settle !== false) await settled();
  const result = await handler(event, lambdaContext(`assetcare-${lambda.name}`));
  if (options.settle !== false) await settled();
  const raw = result.isBase64Encoded
    ? Buffer.from(result.body ?? '', 'base64').toString('latin1')
    : (result.body ?? '');
  let body: unknown = raw;
  if ((result.headers?.['content-type'] ?? '').startsWith('application/json')) body = JSON.parse(raw);
  return { statusCode: result.statusCode, headers: result.headers ?? {}, body: body as T, raw };
}

export const uniqueName = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@test.local`;

/** A fresh user in the tenant's pool and table, for tests that change a user's state. */
export async function freshUser(
  tenantCode: string,
  user: Partial<SeedUser> & Pick<SeedUser, 'roles' | 'sites'>,
): Promise<{ uuid: string; username: string; password: string; token: () => Promise<string> }> {
  const t = await tenant(tenantCode);
  const username = user.username ?? uniqueName('user');
  const password = user.password ?? 'Test@1234';
  const uuid = await seedUser(t, {
    label: 'test',
    firstname: 'Test',
    lastname: 'User',
    ...user,
    username,
    password,
  });
  return { uuid, username, password, token: () => signIn(tenantCode, username, password) };
}
