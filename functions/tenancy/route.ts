/**
 * `route(endpoint, handler)` for the tenancy domain's handlers: the route chain of functions/lib/http.ts
 * over the loaders the Lambda entry provides. Tenancy sits below users, so its handlers see the
 * user as the route chain's `AuthUser` and its sites (SessionUser), not the users domain's record.
 */
import { createRouter } from '#lib/http.js';
import { providedAuthLoaders } from '#lib/auth-loaders.js';
import type { SessionUser } from './org.js';
import type { Org, Tenant } from './store.js';

export const route = createRouter<Tenant, SessionUser, Org>(providedAuthLoaders());
