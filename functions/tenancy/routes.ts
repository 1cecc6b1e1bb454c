/** Tenancy: the tenant's pool before sign-in, its companies and sites, a company's inspection settings. */
import { TenancyApi } from '#shared/tenancy/api.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

export const tenancyDomain = {
  folder: 'tenancy',
  permissions: { table: 'readWrite' },
  routes: serveApi(TenancyApi),
} satisfies DomainDef;
