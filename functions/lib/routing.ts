/**
 * The shapes of the route table: each domain's `routes.ts` declares its routes (an endpoint
 * contract from shared/<domain>/api.ts and the handler export that serves it) and its IAM
 * rights; functions/routes.ts collects the domains. The twin's router, the CDK Api stack and
 * the route-wide tests read that table, so nothing else lists routes.
 */
import type { Endpoint, HttpMethod } from '#shared/common/endpoint.js';

export type { HttpMethod } from '#shared/common/endpoint.js';

export const API_PREFIX = '/api/';

/**
 * The versioned public API for integrators (`/api/v1/...`, issue 28): routes of the same table
 * (the twin and CDK serve them alike) with their own chain, status codes and OpenAPI document
 * (functions/public-openapi.ts), so the web app's document and route-wide contract leave them out.
 */
export const PUBLIC_API_PATH = 'v1/';
export const isPublicApiRoute = (route: { path: string }) => route.path.startsWith(PUBLIC_API_PATH);

/**
 * The AWS rights a Lambda needs, read by the CDK stacks to write its IAM policy. Anything not
 * listed here is denied in the cloud, whatever the twin allows.
 */
export interface Permissions {
  /** DynamoDB actions on the table and its indexes (transactions count as their item actions). */
  table?: 'read' | 'readWrite';
  /** S3 objects the code touches, by bucket and key prefix (for example `reports/`). */
  buckets?: { bucket: 'files' | 'reports'; prefix: string; access: 'read' | 'write' | 'readWrite' }[];
  /** SES v2 SendEmail from the configured sender identity. */
  ses?: boolean;
  /** cognito-idp admin actions (without the prefix, e.g. `AdminUpdateUserAttributes`) on the tenant pools. */
  cognitoAdmin?: string[];
  /** Creating tenant pools (CreateUserPool, only with this stage's tags) and listing pools (to find
   *  the one an interrupted provisioning made): the tenant provisioning runner's. */
  createsTenantPools?: boolean;
  /** Reading and removing a whole tenant (the platform's tenant runner: its export Scans the table
   *  and lists the files and reports buckets; functions/platform/operations/tenant-data.ts). */
  tenantData?: boolean;
  /** QuickSight embed URL generation for the configured dashboard (only when one is configured). */
  quicksight?: boolean;
  /** Job runners (names in functions/jobs.ts) this Lambda starts at once (lambda:InvokeFunction on their Lambdas). */
  startsJobs?: string[];
  /**
   * WEBHOOK_SECRET_KEY in its environment, the key that encrypts the webhook endpoints' signing
   * secrets (functions/webhooks/secret.ts): from the Data stack's Secrets Manager secret.
   */
  webhookSecretKey?: boolean;
}

export interface LambdaSettings {
  memoryMb?: number;
  timeoutSeconds?: number;
  /** IAM rights of the Lambda; none when omitted. */
  permissions?: Permissions;
  /** Files a library reads at run time that the bundler cannot see (infra/app-function.ts copies them beside the bundle). */
  bundleFiles?: 'pdfkit-fonts'[];
}

export interface RouteDef {
  method: HttpMethod;
  /** Path under /api/, with `{name}` placeholders for path parameters. */
  path: string;
  /** Name of the export in the domain's handlers that serves the route. */
  handler: string;
  endpoint: Endpoint;
  /**
   * A Lambda of its own for this route (its entry is `functions/<folder>/lambda-<lambda>.ts`): routes
   * that render documents load heavy libraries that the domain's other routes should not pay for
   * at cold start.
   */
  lambda?: string;
}

export interface DomainDef extends LambdaSettings {
  /** Folder under functions/ holding lambda.ts (the domain's Lambda entry) and handlers/. */
  folder: string;
  routes: RouteDef[];
  /** Settings of the extra Lambdas its routes name (`lambda`). */
  lambdas?: Record<string, LambdaSettings>;
}

/** A route of the table from its contract and the handler export that serves it. */
const serve = (endpoint: Endpoint, handler: string, options: { lambda?: string } = {}): RouteDef => ({
  method: endpoint.method,
  path: endpoint.path,
  handler,
  endpoint,
  ...(options.lambda ? { lambda: options.lambda } : {}),
});

/**
 * Every endpoint of a domain's contract (shared/<domain>/api.ts), each served by the handler
 * export of the same name; `lambdas` names the endpoints that run in an extra Lambda.
 */
export function serveApi<A extends Record<string, Endpoint>>(
  api: A,
  options: { lambdas?: Partial<Record<keyof A & string, string>> } = {},
): RouteDef[] {
  return Object.entries(api).map(([name, endpoint]) =>
    serve(endpoint, name, { lambda: options.lambdas?.[name as keyof A & string] }),
  );
}

export const routeKey = (route: Pick<RouteDef, 'method' | 'path'>) =>
  `${route.method} ${API_PREFIX}${route.path}`;

/** One API Lambda: a domain's own, or one of its extra Lambdas. */
export interface ApiLambda extends LambdaSettings {
  /** `users`, or `users-documents` for an extra Lambda. */
  name: string;
  domain: string;
  /** Entry file relative to functions/. */
  entry: string;
  routes: RouteDef[];
}

/** The Lambda serving a route of this domain. */
export const lambdaNameOf = (domain: string, route: Pick<RouteDef, 'lambda'>) =>
  route.lambda ? `${domain}-${route.lambda}` : domain;

export function apiLambdas(domains: Record<string, DomainDef>): ApiLambda[] {
  const lambdas: ApiLambda[] = [];
  for (const [domain, def] of Object.entries(domains)) {
    const { folder, routes, lambdas: extra = {}, ...settings } = def;
    lambdas.push({
      name: domain,
      domain,
      entry: `${folder}/lambda.ts`,
      ...settings,
      routes: routes.filter((r) => !r.lambda),
    });
    for (const [lambda, own] of Object.entries(extra)) {
      const served = routes.filter((r) => r.lambda === lambda);
      lambdas.push({
        name: lambdaNameOf(domain, { lambda }),
        domain,
        entry: `${folder}/lambda-${lambda}.ts`,
        ...own,
        routes: served,
      });
    }
    for (const route of routes) {
      if (route.lambda && !extra[route.lambda])
        throw new Error(
          `${routeKey(route)} names lambda '${route.lambda}', which domain ${domain} does not declare`,
        );
    }
  }
  return lambdas;
}
