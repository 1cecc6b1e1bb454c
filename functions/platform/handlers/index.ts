/** The platform domain's route handlers, by the export names of shared/platform/api.ts. */
export { createTenant, getTenantStatus as getTenant, resumeTenant, suspendTenant } from './tenants.js';
