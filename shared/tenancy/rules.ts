/**
 * A tenant's life (issue 27 item 1): the registry item's `status` codes and their names, and the
 * user-pool settings every tenant gets, whether made by CDK (infra/tenant-pool.ts) or at run time
 * (functions/platform/operations/provision-tenant.ts).
 */
import { PASSWORD_MIN_LENGTH } from '../passwords.js';

/** The registry item's `status`: 1 and 2 are the deploy-time codes kept as they were. */
export const TenantStatus = {
  Active: 1,
  /** Removed from cdk.json: its pool is kept, its users refused like an unknown tenant's. */
  Inactive: 2,
  Suspended: 3,
  Provisioning: 4,
  Failed: 5,
} as const;
export type TenantStatusCode = (typeof TenantStatus)[keyof typeof TenantStatus];

export const TENANT_STATUS_NAMES: Record<number, string> = {
  [TenantStatus.Active]: 'active',
  [TenantStatus.Inactive]: 'inactive',
  [TenantStatus.Suspended]: 'suspended',
  [TenantStatus.Provisioning]: 'provisioning',
  [TenantStatus.Failed]: 'failed',
};

export const tenantStatusName = (status: number) => TENANT_STATUS_NAMES[status] ?? `unknown (${status})`;

/** A tenant code: a subdomain label (as GetUserPoolDetails accepts it), 2 to 30 characters. */
export const TENANT_CODE = /^[a-z0-9](?:[a-z0-9-]{0,28}[a-z0-9])$/;

/** The tag a run-time pool carries: how a re-run finds the pool an interrupted run made. */
export const TENANT_TAG = 'assetcare:tenant';

/** The pool's name: the same for CDK's pools and run-time ones. */
export const userPoolName = (stage: string, code: string) => `assetcare-${stage}-${code}`;
export const webClientName = (code: string) => `assetcare-${code}-web`;

/** Spec 5 and 9: 6 to 99 characters with lower, upper, digit and special (99 checked by the app). */
export const POOL_PASSWORD_POLICY = {
  minLength: PASSWORD_MIN_LENGTH,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
  tempPasswordValidityDays: 7,
} as const;

/** The web client's token lifetimes (hours; refresh in days). */
export const WEB_CLIENT_TOKENS = { accessHours: 1, idHours: 1, refreshDays: 30 } as const;
