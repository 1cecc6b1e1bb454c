/** Tenancy: the tenant's pool before sign-in, its branding, its single sign-on, its companies and sites, a company's inspection settings. */
import { TenancyApi } from '#shared/tenancy/api.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

export const tenancyDomain = {
  folder: 'tenancy',
  // S3: presigning the logo's PUT and GET, and the HEAD a branding save makes (functions/tenancy/logo.ts).
  permissions: {
    table: 'readWrite',
    buckets: [{ bucket: 'files', prefix: 'branding/', access: 'readWrite' }],
    // Single sign-on (functions/tenancy/identity-providers.ts): the tenant pool's identity
    // provider, its hosted-UI domain and its web client (tag-scoped to this stage's tenant pools).
    cognitoAdmin: [
      'CreateIdentityProvider',
      'UpdateIdentityProvider',
      'DeleteIdentityProvider',
      'DescribeUserPool',
      'CreateUserPoolDomain',
      'UpdateUserPoolClient',
    ],
  },
  routes: serveApi(TenancyApi),
} satisfies DomainDef;
