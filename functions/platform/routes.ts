/**
 * Platform (issue 27): the operator's side of tenants. Provisioning itself runs in the
 * `tenantProvisioning` runner (functions/jobs.ts), which the create call starts at once.
 */
import { PlatformApi } from '#shared/platform/api.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

export const platformDomain = {
  folder: 'platform',
  permissions: { table: 'readWrite', startsJobs: ['tenantProvisioning'] },
  routes: serveApi(PlatformApi),
} satisfies DomainDef;
