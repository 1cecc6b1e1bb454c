/**
 * Sample calls each domain contributes to the route-wide tests (contract.test.ts checks every
 * route answers what the OpenAPI document says; isolation.test.ts sends each a valid-shaped
 * request so only the token decides). A domain keeps its samples beside its routes in
 * `<domain>/samples.ts`, so adding a domain does not edit the route-wide tests.
 */
import type { CallOptions } from './index.js';

/** What the contract test prepares before the samples run; a domain's `prepare` adds its own under `extra`. */
export interface Fixture {
  admin: { uuid: string; token: string };
  manager: { uuid: string; token: string };
  /** The demo operator (operator@demo.test, site 2). */
  operator: { uuid: string; token: string };
  newOperator: { uuid: string };
  notificationId: string;
  /** Forms of company 1 (the manager's site 2): a checklist and a work procedure. */
  checklistId: string;
  procedureId: string;
  extra: Record<string, unknown>;
}

export type Sample = (f: Fixture) => CallOptions & { expectFile?: string };
/** A request that passes validation, keyed by route path (for the isolation suite). */
export type ShapedRequest = {
  pathParameters?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
};

/**
 * A malformed request of a route, sent by a role the route serves (bad-input.test.ts): it must be
 * refused with `status` and the shared `message` (validation runs before the handler: nothing written).
 */
export interface BadInputSample {
  /** A role of the demo tenant, or the platform's operator (Platform/* routes, shared/platform/rules.ts). */
  role: 'operator' | 'manager' | 'companyAdmin' | 'platform';
  request: ShapedRequest;
  status: number;
  message: string;
}

export interface DomainSamples {
  /** Makes the data the contract samples need (on the demo tenant) and stores ids in `fixture.extra`. */
  prepare?: (fixture: Fixture) => Promise<void>;
  /** A successful call of each route, keyed `METHOD path`. */
  contract: Record<string, Sample[]>;
  /** A valid-shaped request of each route that needs params or a body, keyed by path. */
  isolation: Record<string, ShapedRequest>;
  /** Malformed requests with the refusal each must get, keyed `METHOD path` (optional). */
  badInput?: Record<string, BadInputSample[]>;
}

export const asManager = (f: Fixture, options: CallOptions = {}): CallOptions => ({
  token: f.manager.token,
  domain: 'demo',
  roleId: 1,
  siteId: 2,
  ...options,
});
export const asAdmin = (f: Fixture, options: CallOptions = {}): CallOptions => ({
  token: f.admin.token,
  domain: 'demo',
  roleId: 2,
  siteId: 2,
  ...options,
});
export const asOperator = (f: Fixture, options: CallOptions = {}): CallOptions => ({
  token: f.operator.token,
  domain: 'demo',
  roleId: 3,
  siteId: 2,
  ...options,
});
