/**
 * What the user forms offer (spec 6): the roles the creator may assign, the languages, the
 * companies and their sites. A super admin picks among all companies; everyone else works in the
 * company of their active site. A manager adds users to active sites only, at the current site
 * unless the current site is the all-sites entry.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Role, SiteStatus } from '@shared/codes';
import type { LanguageChoice, RoleChoice } from '@shared/users/schemas';
import { useCompaniesWithSites } from '../../../app/session/companies-with-sites';
import { useSession } from '../../../app/session/session-store';
import type { SiteFacts } from './user-form-model';
import { getAssignableRoles, getLanguages, usersKeys } from './users-calls';

/** The choice lists change rarely: the forms reuse them for a while. */
const CHOICES_STALE_MS = 5 * 60 * 1000;
const NONE: never[] = [];

export interface SiteChoice {
  site_id: number;
  site_name: string;
  company_id: number;
  status: number;
}

export interface FormChoices extends SiteFacts {
  loading: boolean;
  creatorRoleId: number;
  roles: RoleChoice[];
  languages: LanguageChoice[];
  companies: { company_id: number; company_name: string }[];
  /** Null for a super admin (picks a company); otherwise the company of the active site. */
  fixedCompanyId: number | null;
  /** The sites a user may be given in a company. */
  sitesOf: (companyId: number | null) => SiteChoice[];
  /** A manager at a specific site adds users to that site only. */
  fixedSiteId: number | null;
  siteName: (siteId: number) => string;
  companyOfSite: (siteId: number) => number | null;
}

export function useFormChoices(): FormChoices {
  const session = useSession();
  const creatorRoleId = session.roleId ?? 0;
  const isSuperAdmin = creatorRoleId === Role.SuperAdmin;
  const companies = useCompaniesWithSites(isSuperAdmin);
  // A list that fails to load offers nothing (the API client showed the error).
  const roleList = useQuery({
    queryKey: usersKeys.assignableRoles(creatorRoleId),
    queryFn: getAssignableRoles,
    staleTime: CHOICES_STALE_MS,
  });
  const languageList = useQuery({
    queryKey: usersKeys.languages,
    queryFn: getLanguages,
    staleTime: CHOICES_STALE_MS,
  });
  const roles: RoleChoice[] | null = roleList.isPending ? null : (roleList.data ?? NONE);
  const languages: LanguageChoice[] | null = languageList.isPending ? null : (languageList.data ?? NONE);

  return useMemo(() => {
    const allSites: SiteChoice[] = (companies ?? []).flatMap((c) =>
      c.sites.map((s) => ({ ...s, company_id: c.company_id })),
    );
    const activeSite = allSites.find((s) => s.site_id === session.siteId);
    const isManager = creatorRoleId === Role.Manager;
    const fixedSiteId =
      isManager && activeSite && activeSite.status !== SiteStatus.AllSites ? activeSite.site_id : null;
    const sitesOf = (companyId: number | null) =>
      allSites.filter(
        (s) =>
          s.company_id === companyId &&
          s.status !== SiteStatus.AllSites &&
          (!isManager ||
            (s.status === SiteStatus.Active && (fixedSiteId === null || s.site_id === fixedSiteId))),
      );
    return {
      loading: companies === null || roles === null || languages === null,
      creatorRoleId,
      roles: roles ?? [],
      languages: languages ?? [],
      companies: (companies ?? []).map((c) => ({ company_id: c.company_id, company_name: c.company_name })),
      fixedCompanyId: isSuperAdmin ? null : (session.companyId ?? activeSite?.company_id ?? null),
      sitesOf,
      fixedSiteId,
      companySites: (companyId) => sitesOf(companyId).map((s) => s.site_id),
      allSitesEntry: (companyId) =>
        allSites.find((s) => s.company_id === companyId && s.status === SiteStatus.AllSites)?.site_id ?? null,
      siteName: (siteId) => allSites.find((s) => s.site_id === siteId)?.site_name ?? String(siteId),
      companyOfSite: (siteId) => allSites.find((s) => s.site_id === siteId)?.company_id ?? null,
    };
  }, [companies, roles, languages, creatorRoleId, isSuperAdmin, session.siteId, session.companyId]);
}
