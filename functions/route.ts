/**
 * `route(endpoint, handler)` for every domain: the route chain of functions/lib/http.ts given the
 * tenancy and users domains' loaders (functions/lib itself knows no domain).
 */
import { createRouter } from '#lib/http.js';
import { allowedSiteIds } from '#functions/tenancy/org.js';
import { findTenantByIssuer, getOrg, type Org, type Tenant } from '#functions/tenancy/store.js';
import { getUser, type User } from '#functions/users/store/index.js';

export const route = createRouter<Tenant, User, Org>({
  tenantByIssuer: findTenantByIssuer,
  user: (tenant, uuid) => getUser(tenant.company_code, uuid),
  org: (tenant) => getOrg(tenant.company_code),
  allowedSiteIds,
});
