/**
 * The caller's companies and their sites: for a super admin every company (Company/
 * GetAllCompaniesWithSites, cached in the session as spec 7 says, where the top bar's selector
 * reads it too), for everyone else the companies of the login data's sites.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CompanyWithSites, UserSite } from '@shared/session/schemas';
import { getAllCompaniesWithSites } from '../api/tenancy-api';
import { readSession, useSession, writeSession } from './session-store';

const STALE_MS = 5 * 60 * 1000;
const NONE: never[] = [];

/** Companies and sites as the login data lists them (a super admin's usersites hold every site). */
export function companiesFromSites(sites: UserSite[]): CompanyWithSites[] {
  const companies = new Map<number, CompanyWithSites>();
  for (const { company_id, company_name, site_id, site_name, status, isShowPM, timezone } of sites) {
    const company = companies.get(company_id) ?? { company_id, company_name, sites: [] };
    company.sites.push({ site_id, site_name, status, isShowPM, timezone });
    companies.set(company_id, company);
  }
  return [...companies.values()];
}

export async function fetchAllCompaniesWithSites(): Promise<CompanyWithSites[]> {
  const companies = await getAllCompaniesWithSites();
  if (!readSession().companiesWithSites) writeSession({ companiesWithSites: companies });
  return companies;
}

/** Null while a super admin's list loads; empty when it failed (the API client showed the error). */
export function useCompaniesWithSites(isSuperAdmin: boolean): CompanyWithSites[] | null {
  const session = useSession();
  const cached = session.companiesWithSites;
  const fetched = useQuery({
    queryKey: ['session', 'companies-with-sites'],
    queryFn: fetchAllCompaniesWithSites,
    enabled: isSuperAdmin && !cached,
    staleTime: STALE_MS,
  });
  const fetchedCompanies = fetched.isError ? NONE : (fetched.data ?? null);
  return useMemo(() => {
    if (isSuperAdmin) return cached ?? fetchedCompanies;
    return companiesFromSites(session.loginData?.usersites ?? []);
  }, [isSuperAdmin, cached, fetchedCompanies, session.loginData]);
}
