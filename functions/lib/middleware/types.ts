import type { Context } from 'aws-lambda';
import type { Org, Tenant } from '../../tenancy/store.js';
import type { User } from '../../users/store.js';
import type { Logger } from '../logger.js';

export interface Session {
  tenant: Tenant;
  user: User;
  /** Active role and site of this call (headers; checked on session routes). */
  roleId: number;
  siteId: number;
  /** The tenant's companies and sites, read at most once per request (site checks and handlers share it). */
  org: () => Promise<Org>;
}

export interface AppState {
  headers: Record<string, string | undefined>;
  requestId: string;
  log: Logger;
  session?: Session;
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
