/** The platform domain's route handlers, by the export names of shared/platform/api.ts. */
export {
  createTenant,
  deleteTenant,
  getTenantStatus as getTenant,
  resumeTenant,
  suspendTenant,
} from './tenants.js';
