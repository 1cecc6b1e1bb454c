import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { Logger } from '../logger.js';

/** What the authentication step needs of a tenant (the registry entry its token's issuer names). */
export interface AuthTenant {
  company_code: string;
  issuer: string;
  user_pool_web_client_id: string;
  status: number;
  /** false: the tenant turned password sign-in off (issue 27 item 2); only SSO tokens are accepted. */
  password_sign_in?: boolean;
}

/** What the authentication step needs of a user record. */
export interface AuthUser {
  uuid: string;
  status: number;
  roles: number[];
  active_role_web?: number;
  default_role_web?: number;
  active_site?: number;
  default_site?: number;
}

/**
 * How the route chain reads tenants, users and the tenant's org. functions/lib knows no domain:
 * each Lambda entry gives it the loaders (functions/lib/auth-loaders.ts).
 */
/**
 * A read a route may start as soon as the token names the tenant, beside the user's read, from the
 * raw request (not yet validated): it saves the handler a round trip. Only a read keyed by the
 * verified tenant; its result reaches the handler only once authentication and validation passed.
 */
export type Prefetch<T> = (tenant: T, event: APIGatewayProxyEventV2) => Promise<unknown>;

export interface AuthLoaders<T extends AuthTenant, U extends AuthUser, O> {
  tenantByIssuer(issuer: string): Promise<T | undefined>;
  user(tenant: T, uuid: string): Promise<U | undefined>;
  org(tenant: T): Promise<O>;
  /** Sites the user may make active (checked against the site header on session routes). */
  allowedSiteIds(org: O, user: U): Set<number>;
}

export interface Session<T = AuthTenant, U = AuthUser, O = unknown> {
  tenant: T;
  user: U;
  /** Active role and site of this call (headers; checked on session routes). */
  roleId: number;
  siteId: number;
  /** The tenant's companies and sites, read at most once per request (site checks and handlers share it). */
  org: () => Promise<O>;
  /** The route's early read (RouteOptions.prefetch), started beside the user's; undefined without one or when it failed. */
  prefetched: Promise<unknown>;
}

export interface AppState {
  headers: Record<string, string | undefined>;
  requestId: string;
  log: Logger;
  session?: Session<unknown, unknown, unknown>;
  body?: unknown;
  query?: unknown;
  params?: unknown;
}

export interface AppContext extends Context {
  app: AppState;
}

/** Spec 7 names the headers Site_id, Role_id, domain name; clients send them with '_' or '-'. */
export function header(headers: Record<string, string | undefined>, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = headers[name] ?? headers[name.replace(/_/g, '-')];
    if (value !== undefined && value !== '') return value;
  }
  return undefined;
}
