import { api } from './client';
import type { CompanyWithSites, Envelope, UserPoolDetails } from './types';

/** Public; read before sign-in to configure the identity pool and the branding. */
export async function getUserPoolDetails(companyCode: string): Promise<UserPoolDetails> {
  const { data } = await api.get<Envelope<UserPoolDetails>>('company/GetUserPoolDetails', {
    query: { company_code: companyCode },
    quiet: true,
    expectUnauthorized: true,
  });
  return data;
}

export async function getAllCompaniesWithSites(): Promise<CompanyWithSites[]> {
  const { data } = await api.get<Envelope<CompanyWithSites[]>>('Company/GetAllCompaniesWithSites');
  return data ?? [];
}
