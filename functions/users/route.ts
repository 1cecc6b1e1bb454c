/**
 * `route(endpoint, handler)` for the users domain and every domain above it (exported by
 * functions/users/index.ts): the route chain of functions/lib/http.ts over the loaders the Lambda
 * entry provides (functions/auth-loaders.ts), its handlers seeing the tenant, the full user record and the org.
 */
import { createRouter } from '#lib/http.js';
import { providedAuthLoaders } from '#lib/auth-loaders.js';
import type { Org, Tenant } from '#functions/tenancy/index.js';
import type { User } from './store/index.js';

export const route = createRouter<Tenant, User, Org>(providedAuthLoaders());
