/** Tenancy calls of spec 7 ('Authentication and session'), typed by shared/tenancy/api.ts. */
import type { CompanyWithSites } from '@shared/session/schemas';
import type { UserPoolDetails } from '@shared/tenancy/schemas';
import { USER_POOL_DETAILS } from './addresses';
import { callApi } from './client';

/** The contract loads on first use, not with the boot that imports this module (see addresses.ts). */
const contract = () => import('@shared/tenancy/api').then((module) => module.TenancyApi);

/** Public; read at boot to configure the identity pool and the branding. */
export async function getUserPoolDetails(companyCode: string): Promise<UserPoolDetails> {
  const { data } = await callApi(
    USER_POOL_DETAILS,
    { query: { company_code: companyCode } },
    { quiet: true, expectUnauthorized: true },
  );
  return data;
}

export async function getAllCompaniesWithSites(): Promise<CompanyWithSites[]> {
  const { data } = await callApi((await contract()).getAllCompaniesWithSites);
  return data;
}
