/** Tenancy: the tenant's pool before sign-in, its branding, its companies and sites, a company's inspection settings. */
import { TenancyApi } from '#shared/tenancy/api.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

export const tenancyDomain = {
  folder: 'tenancy',
  // S3: presigning the logo's PUT and GET, and the HEAD a branding save makes (functions/tenancy/logo.ts).
  permissions: {
    table: 'readWrite',
    buckets: [{ bucket: 'files', prefix: 'branding/', access: 'readWrite' }],
  },
  routes: serveApi(TenancyApi),
} satisfies DomainDef;
