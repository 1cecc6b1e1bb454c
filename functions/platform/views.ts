/** Registry item -> the platform's tenant row (shared/platform/schemas.ts platformTenant). */
import type * as z from 'zod';
import type { platformTenant } from '#shared/platform/schemas.js';
import { tenantStatusName } from '#shared/tenancy/rules.js';
import type { Tenant } from '#functions/tenancy/index.js';

export function platformTenantRow(
  tenant: Pick<
    Tenant,
    'company_code' | 'name' | 'status' | 'user_pool_id' | 'failure_reason' | 'deletion_export' | 'deleted_at'
  >,
): z.infer<typeof platformTenant> {
  return {
    code: tenant.company_code,
    name: tenant.name,
    status: tenantStatusName(tenant.status),
    status_code: tenant.status,
    user_pool_id: tenant.user_pool_id,
    ...(tenant.failure_reason && tenant.status === 5 ? { failure_reason: tenant.failure_reason } : {}),
    ...(tenant.deletion_export ? { export: tenant.deletion_export } : {}),
    ...(tenant.deleted_at ? { deleted_at: tenant.deleted_at } : {}),
  };
}
