/**
 * The tenancy store, one file a resource: the tenant registry (store/registry.ts), the
 * provisioning lease on a registry item (store/tenant-lease.ts), and each tenant's companies and
 * sites with their per-process cache (store/org.ts). Re-exported here so the importers outside
 * this domain (infra, scripts, tests) keep one path.
 */
export { tenancyKeys } from './store/keys.js';
export {
  clearTenantCache,
  findTenantByIssuer,
  getTenant,
  listActiveCompanyTenants,
  listTenants,
  putNewTenant,
  putTenant,
  saveBranding,
  setTenantSignIn,
  TenantEntity,
  updateTenant,
  type BrandingFields,
  type Tenant,
} from './store/registry.js';
export { getSso, saveSso, SsoEntity, type TenantSso } from './store/sso.js';
export { claimTenantLease, releaseTenantLease } from './store/tenant-lease.js';
export {
  clearOrgCache,
  CompanyEntity,
  getOrg,
  getSite,
  ORG_CACHE_MS,
  setCreateIssuesFromInspections,
  SiteEntity,
  type Company,
  type Org,
  type Site,
} from './store/org.js';
