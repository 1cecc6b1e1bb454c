/**
 * Who the platform is (issue 27): AssetCare's own operators, not any tenant's staff.
 *
 * The platform's pool is identified by a reserved tenant code in the tenant registry: the registry
 * item `platform` names the pool its operators sign in with (provisioned like any tenant, with
 * `npm run tenant -- create platform …`; seeded on the twin). A caller of the platform routes must
 * hold a token verified against that pool (the tenant comes from the verified issuer, never from a
 * header) and be a SuperAdmin there. No tenant can take the code: provisioning through the API
 * refuses reserved codes, and a tenant's super admin is a SuperAdmin of another pool, so 403.
 */
import { TenantStatus } from '../tenancy/rules.js';

export const PLATFORM_TENANT = 'platform';

/** Codes no tenant may have: the platform's, and labels the web and mail hosts use. */
export const RESERVED_TENANT_CODES: readonly string[] = [PLATFORM_TENANT, 'www', 'api', 'admin', 'mail'];

/** The statuses a tenant's deletion may start or resume from: suspended first (or never provisioned). */
export const DELETABLE_TENANT_STATUSES: readonly number[] = [
  TenantStatus.Suspended,
  TenantStatus.Failed,
  TenantStatus.Deleting,
];
