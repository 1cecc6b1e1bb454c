/**
 * A tenant's life (issue 27 item 1): the registry item's `status` codes and their names, and what
 * a tenant code may be. The user-pool settings every tenant gets are in ./pool-settings.ts.
 */

/** The registry item's `status`: 1 and 2 are the deploy-time codes kept as they were. */
export const TenantStatus = {
  Active: 1,
  /** Removed from cdk.json: its pool is kept, its users refused like an unknown tenant's. */
  Inactive: 2,
  Suspended: 3,
  Provisioning: 4,
  Failed: 5,
  /** Being deleted (functions/platform/operations/delete-tenant.ts): exported, then removed. */
  Deleting: 6,
  /** Deleted: only the registry item is left, a tombstone that keeps the code from being reused. */
  Deleted: 7,
} as const;
export type TenantStatusCode = (typeof TenantStatus)[keyof typeof TenantStatus];

export const TENANT_STATUS_NAMES: Record<number, string> = {
  [TenantStatus.Active]: 'active',
  [TenantStatus.Inactive]: 'inactive',
  [TenantStatus.Suspended]: 'suspended',
  [TenantStatus.Provisioning]: 'provisioning',
  [TenantStatus.Failed]: 'failed',
  [TenantStatus.Deleting]: 'deleting',
  [TenantStatus.Deleted]: 'deleted',
};

export const tenantStatusName = (status: number) => TENANT_STATUS_NAMES[status] ?? `unknown (${status})`;

/** A tenant code: a subdomain label (as GetUserPoolDetails accepts it), 2 to 30 characters. */
export const TENANT_CODE = /^[a-z0-9](?:[a-z0-9-]{0,28}[a-z0-9])$/;
