/**
 * The top bar's role, site and company selectors (spec 2.2, 4): switching calls the server, then
 * stores the new active value and navigates; 'set as default' stores the default.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import type { TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import { Role } from '@shared/codes';
import { Messages } from '@shared/messages';
import { homeAfterRoleSwitch, homeAfterSiteSwitch } from '@shared/roles';
import { getAllCompaniesWithSites } from '../api/tenancy-api';
import * as sessionApi from '../api/session-api';
import type { CompanyWithSites, UserSite } from '@shared/session/schemas';
import {
  rememberActiveRole,
  rememberActiveSite,
  rememberDefaultCompany,
  rememberDefaultRole,
  rememberDefaultSite,
  siteForCompanySwitch,
  webRolesOf,
} from '../session/session-actions';
import { readSession, useSession, writeSession } from '../session/session-store';
import { toast } from '../toasts';

type Utility = TopNavigationProps.MenuDropdownUtility;

const SET_DEFAULT = 'set-default';
/** Roles that get the role selector (spec 2.2) when the user holds more than one web role. */
const ROLES_WITH_SELECTOR: number[] = [Role.Manager, Role.Executive, Role.CompanyAdmin];

/** Runs one switch at a time; failures were already shown as error toasts by the client. */
function useSwitch() {
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    action()
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return run;
}

function dropdown(
  label: string,
  current: string,
  options: ButtonDropdownProps.Items,
  defaultText: string,
  defaultDisabled: boolean,
  onSelect: (id: string) => void,
): Utility {
  return {
    type: 'menu-dropdown',
    text: current,
    title: label,
    ariaLabel: `${label}: ${current}`,
    disableUtilityCollapse: true,
    items: [
      { text: label, items: options },
      { text: 'Default', items: [{ id: SET_DEFAULT, text: defaultText, disabled: defaultDisabled }] },
    ],
    onItemClick: (event) => onSelect(event.detail.id),
  };
}

export function useRoleSelector(): Utility | null {
  const session = useSession();
  const navigate = useNavigate();
  const run = useSwitch();
  const roles = webRolesOf(session.loginData);
  const { roleId, defaultRoleId, loginData } = session;
  if (roleId === null || !loginData || !ROLES_WITH_SELECTOR.includes(roleId) || roles.length < 2) return null;
  return dropdown(
    'Role',
    session.roleName ?? '',
    roles.map((role) => ({
      id: `role:${role.role_id}`,
      text: role.role_name,
      itemType: 'checkbox',
      checked: role.role_id === roleId,
      labelTag: role.role_id === defaultRoleId ? 'Default' : undefined,
    })),
    'Set as default role',
    roleId === defaultRoleId,
    (id) =>
      run(async () => {
        if (id === SET_DEFAULT) {
          await sessionApi.setDefaultRole(roleId, loginData.uuid);
          rememberDefaultRole(roleId);
          toast.success(Messages.defaultRoleUpdated);
          return;
        }
        const next = Number(id.split(':')[1]);
        if (next === roleId) return;
        await sessionApi.setActiveRole(next);
        rememberActiveRole(next);
        navigate(homeAfterRoleSwitch(next));
      }),
  );
}

/** Site selector of every role but the super admin: the user's own sites. */
export function useSiteSelector(): Utility | null {
  const session = useSession();
  const navigate = useNavigate();
  const run = useSwitch();
  const { roleId, siteId, defaultSiteId, loginData } = session;
  if (roleId === null || roleId === Role.SuperAdmin || !loginData || loginData.usersites.length === 0) return null;
  const severalCompanies = new Set(loginData.usersites.map((site) => site.company_id)).size > 1;
  return dropdown(
    'Site',
    session.siteName ?? '',
    loginData.usersites.map((site) => ({
      id: `site:${site.site_id}`,
      text: site.site_name,
      secondaryText: severalCompanies ? site.company_name : undefined,
      itemType: 'checkbox',
      checked: site.site_id === siteId,
      labelTag: site.site_id === defaultSiteId ? 'Default' : undefined,
    })),
    'Set as default site',
    siteId === null || siteId === defaultSiteId,
    (id) =>
      run(async () => {
        const site = id === SET_DEFAULT ? loginData.usersites.find((s) => s.site_id === siteId) : loginData.usersites.find((s) => `site:${s.site_id}` === id);
        if (!site) return;
        if (id === SET_DEFAULT) {
          await sessionApi.setDefaultSite(site.site_id, loginData.uuid);
          rememberDefaultSite(site);
          toast.success(Messages.defaultSiteUpdated);
          return;
        }
        if (site.site_id === siteId) return;
        await sessionApi.setActiveSite(site.site_id);
        rememberActiveSite(site, { company_id: site.company_id, company_name: site.company_name });
        navigate(homeAfterSiteSwitch(roleId));
      }),
  );
}

/** Companies and sites as the login data lists them (a super admin's usersites hold every site). */
function companiesFromSites(sites: UserSite[]): CompanyWithSites[] {
  const companies = new Map<number, CompanyWithSites>();
  for (const { company_id, company_name, site_id, site_name, status, isShowPM, timezone } of sites) {
    const company = companies.get(company_id) ?? { company_id, company_name, sites: [] };
    company.sites.push({ site_id, site_name, status, isShowPM, timezone });
    companies.set(company_id, company);
  }
  return [...companies.values()];
}

/**
 * Companies with sites for the super admin: Company/GetAllCompaniesWithSites, cached in local
 * storage (spec 7); until it answers, the login data's sites.
 */
function useCompanies(enabled: boolean): CompanyWithSites[] {
  const { companiesWithSites: cached, loginData } = useSession();
  useEffect(() => {
    if (!enabled || cached) return;
    getAllCompaniesWithSites()
      .then((companies) => writeSession({ companiesWithSites: companies }))
      .catch(() => undefined);
  }, [enabled, cached]);
  return cached ?? companiesFromSites(loginData?.usersites ?? []);
}

/** Super admin: company and site selectors, each with a default option (spec 2.2). */
export function useCompanySelectors(): Utility[] {
  const session = useSession();
  const navigate = useNavigate();
  const run = useSwitch();
  const isSuperAdmin = session.roleId === Role.SuperAdmin;
  const companies = useCompanies(isSuperAdmin);
  const { loginData, companyId, siteId } = session;
  if (!isSuperAdmin || !loginData || companies.length === 0) return [];
  const company = companies.find((c) => c.company_id === companyId) ?? companies[0];
  const site = company.sites.find((s) => s.site_id === siteId);

  const companySelector = dropdown(
    'Company',
    company.company_name,
    companies.map((c) => ({
      id: `company:${c.company_id}`,
      text: c.company_name,
      itemType: 'checkbox',
      checked: c.company_id === company.company_id,
      labelTag: c.company_id === session.defaultCompanyId ? 'Default' : undefined,
    })),
    'Set as default company',
    !site || (company.company_id === session.defaultCompanyId && site.site_id === session.defaultSiteId),
    (id) =>
      run(async () => {
        if (id === SET_DEFAULT) {
          if (!site) return;
          await sessionApi.setDefaultCompany(company.company_id, site.site_id, loginData.uuid);
          rememberDefaultCompany(company, site);
          toast.success(Messages.defaultCompanyUpdated);
          return;
        }
        const next = companies.find((c) => `company:${c.company_id}` === id);
        if (!next || next.company_id === company.company_id) return;
        const nextSite = siteForCompanySwitch(next);
        if (!nextSite) return;
        await sessionApi.setActiveCompany(next.company_id, nextSite.site_id);
        rememberActiveSite(nextSite, next);
        navigate(homeAfterSiteSwitch(readSession().roleId ?? Role.SuperAdmin));
      }),
  );

  const siteSelector = dropdown(
    'Site',
    site?.site_name ?? '',
    company.sites.map((s) => ({
      id: `site:${s.site_id}`,
      text: s.site_name,
      itemType: 'checkbox',
      checked: s.site_id === siteId,
      labelTag: s.site_id === session.defaultSiteId ? 'Default' : undefined,
    })),
    'Set as default site',
    !site || site.site_id === session.defaultSiteId,
    (id) =>
      run(async () => {
        if (id === SET_DEFAULT) {
          if (!site) return;
          await sessionApi.setDefaultSite(site.site_id, loginData.uuid);
          rememberDefaultSite(site);
          toast.success(Messages.defaultSiteUpdatedCompany);
          return;
        }
        const next = company.sites.find((s) => `site:${s.site_id}` === id);
        if (!next || next.site_id === siteId) return;
        await sessionApi.setActiveSite(next.site_id);
        rememberActiveSite(next, company);
        navigate(homeAfterSiteSwitch(Role.SuperAdmin));
      }),
  );
  return [companySelector, siteSelector];
}
