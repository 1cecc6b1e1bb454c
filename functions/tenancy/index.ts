/** The tenancy domain's public module: what the domains above it (and the composition) may import. */
export { allowedSiteIds } from './org.js';
export { findTenantByIssuer, getOrg, type Org, type Tenant } from './store.js';
export { maintenanceCompanyOf } from './maintenance-company.js';
export { sitesVisibleTo, userSiteViews } from './org.js';
export { getTenant, listTenants, listActiveCompanyTenants, type Site } from './store.js';
export {
  putNewTenant,
  updateTenant,
  clearTenantCache,
  claimTenantLease,
  releaseTenantLease,
} from './store.js';
