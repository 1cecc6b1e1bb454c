/** Tenancy: the tenant's pool before sign-in, its companies and sites. */
import { TenancyApi } from '../../shared/tenancy/api.js';
import { serve, type DomainDef } from '../lib/routing.js';

export const tenancyDomain = {
  folder: 'tenancy',
  permissions: { table: 'read' },
  routes: [serve(TenancyApi.getUserPoolDetails, 'getUserPoolDetails'), serve(TenancyApi.getAllCompaniesWithSites, 'getAllCompaniesWithSites')],
} satisfies DomainDef;
