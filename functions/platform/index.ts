/** The platform domain's public module (issue 27): the operator's side of tenants. */
export {
  PROVISIONING_STEPS,
  ProvisioningStopped,
  provisionTenant,
  requestTenant,
  setTenantSuspended,
  type NewTenant,
  type ProvisionOptions,
  type ProvisioningStep,
} from './operations/provision-tenant.js';
export { exportTenant, restoreTenant, type ExportResult } from './operations/tenant-data.js';
export {
  DELETION_STEPS,
  DeletionStopped,
  deleteTenant,
  markTenantDeleting,
  type DeletionStep,
} from './operations/delete-tenant.js';
export { TENANT_EXPORTS_PREFIX, type ExportTarget } from './operations/export-target.js';
