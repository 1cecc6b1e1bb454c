/**
 * The route chain's loaders (composition): the tenancy and users domains' reads, which each Lambda
 * entry gives functions/lib (`provideAuthLoaders`), so no domain imports them for its routes.
 */
import type { AuthLoaders } from '#lib/middleware/types.js';
import {
  allowedSiteIds,
  findTenantByIssuer,
  getOrg,
  type Org,
  type Tenant,
} from '#functions/tenancy/index.js';
import { getUser, type User } from '#functions/users/index.js';

export const authLoaders: AuthLoaders<Tenant, User, Org> = {
  tenantByIssuer: findTenantByIssuer,
  user: (tenant, uuid) => getUser(tenant.company_code, uuid),
  org: (tenant) => getOrg(tenant.company_code),
  allowedSiteIds,
};
