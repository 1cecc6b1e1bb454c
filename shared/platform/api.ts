/**
 * The platform-admin endpoints (issue 27 item 1): tenants made, suspended and resumed at run time,
 * by the platform's own operators only (shared/platform/rules.ts says who they are).
 */
import { lazySchema } from '../common/lazy-schema.js';
import { endpoint, envelope } from '../common/endpoint.js';
import {
  createTenantBody,
  deleteTenantBody,
  platformTenant,
  tenantCodeBody,
  tenantCodeQuery,
} from './schemas.js';

export const PlatformApi = {
  createTenant: endpoint({
    method: 'POST',
    path: 'Platform/CreateTenant',
    summary:
      'Starts provisioning a tenant (pool, web client, registry item, defaults, first admin invited); a repeat answers the tenant as it is',
    auth: 'token',
    body: createTenantBody,
    response: lazySchema(() => envelope(platformTenant)),
  }),
  suspendTenant: endpoint({
    method: 'POST',
    path: 'Platform/SuspendTenant',
    summary: 'Suspends a tenant: its users are refused, its data kept',
    auth: 'token',
    body: tenantCodeBody,
    response: lazySchema(() => envelope(platformTenant)),
  }),
  resumeTenant: endpoint({
    method: 'POST',
    path: 'Platform/ResumeTenant',
    summary: 'Resumes a suspended tenant',
    auth: 'token',
    body: tenantCodeBody,
    response: lazySchema(() => envelope(platformTenant)),
  }),
  deleteTenant: endpoint({
    method: 'POST',
    path: 'Platform/DeleteTenant',
    summary:
      'Deletes a suspended tenant: exports its data to the files bucket (tenant-exports/<tenant>/<time>/), then removes its items, files and user pool; the registry item stays as a tombstone (status deleted). A repeat resumes or answers the deleted tenant',
    auth: 'token',
    body: deleteTenantBody,
    response: lazySchema(() => envelope(platformTenant)),
  }),
  getTenant: endpoint({
    method: 'GET',
    path: 'Platform/GetTenant',
    summary: "A tenant's status (provisioning, active, failed, suspended, deleting, deleted)",
    auth: 'token',
    query: tenantCodeQuery,
    response: lazySchema(() => envelope(platformTenant)),
  }),
};
