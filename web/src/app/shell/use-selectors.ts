/**
 * The top bar's role, site and company selectors (spec 2.2, 4), built by one selector(): switching
 * calls the server, then stores the new active value and navigates; 'set as default' calls the
 * server, stores the default and says so in a toast.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import { Role } from '@shared/codes';
import { Messages } from '@shared/messages';
import { homeAfterRoleSwitch, homeAfterSiteSwitch } from '@shared/roles';
import { companiesFromSites, fetchAllCompaniesWithSites } from '../session/companies-with-sites';
import * as sessionApi from '../api/session-api';
import type { CompanyWithSites } from '@shared/session/schemas';
import {
  rememberActiveRole,
  rememberActiveSite,
  rememberDefaultCompany,
  rememberDefaultRole,
  rememberDefaultSite,
  siteForCompanySwitch,
  webRolesOf,
} from '../session/session-actions';
import { readSession, useSession } from '../session/session-store';
import { toast } from '../toasts';

type Utility = TopNavigationProps.MenuDropdownUtility;

const SET_DEFAULT = 'set-default';
/** Roles that get the role selector (spec 2.2) when the user holds more than one web role. */
const ROLES_WITH_SELECTOR: number[] = [Role.Manager, Role.Executive, Role.CompanyAdmin];

/** Switching to an item: the server call, then the new active value stored, then where to go. */
interface SwitchPlan {
  call: () => Promise<unknown>;
  remember: () => void;
  home: () => string;
}

/** Setting the default: the server call, then the default stored, then the toast. */
interface DefaultPlan {
  call: () => Promise<unknown>;
  remember: () => void;
  message: string;
}

/** What differs between the role, site and company selectors; the builder does the rest. */
interface SelectorSpec<T> {
  /** 'Role', 'Site' or 'Company': the menu's title, its first group and its item ids. */
  label: string;
  /** The trigger's text: the active value's name. */
  text: string;
  items: readonly T[];
  idOf: (item: T) => number;
  optionOf: (item: T) => { text: string; secondaryText?: string };
  /** The active item: checked, and not switched to again. */
  active: T | undefined;
  /** The default's id: that item is tagged 'Default'. */
  defaultId: number | null;
  /** Null when the item cannot be switched to (nothing happens). */
  switchTo: (item: T) => SwitchPlan | null;
  /** The text of the Default group's one entry. */
  setDefaultText: string;
  /** Null when there is nothing to set (the active value is already the default): the entry is then disabled. */
  setDefault: DefaultPlan | null;
}

/**
 * Builds the top bar menus of one component: the items with the active one checked and the
 * default tagged, then 'Set as default …'. One switch runs at a time; failures were already shown
 * as error toasts by the client.
 */
function useSelectorBuilder() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    action()
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return function selector<T>(spec: SelectorSpec<T>): Utility {
    const { label, text, items, idOf, active, setDefault } = spec;
    const itemId = (item: T) => `${label.toLowerCase()}:${idOf(item)}`;
    const isActive = (item: T) => active !== undefined && idOf(item) === idOf(active);
    const onSelect = (id: string) =>
      run(async () => {
        if (id === SET_DEFAULT) {
          if (!setDefault) return;
          await setDefault.call();
          setDefault.remember();
          toast.success(setDefault.message);
          return;
        }
        const next = items.find((item) => itemId(item) === id);
        const plan = next === undefined || isActive(next) ? null : spec.switchTo(next);
        if (!plan) return;
        await plan.call();
        plan.remember();
        navigate(plan.home());
      });
    return {
      type: 'menu-dropdown',
      text,
      title: label,
      ariaLabel: `${label}: ${text}`,
      disableUtilityCollapse: true,
      items: [
        {
          text: label,
          items: items.map((item) => ({
            id: itemId(item),
            ...spec.optionOf(item),
            itemType: 'checkbox',
            checked: isActive(item),
            labelTag: idOf(item) === spec.defaultId ? 'Default' : undefined,
          })),
        },
        { text: 'Default', items: [{ id: SET_DEFAULT, text: spec.setDefaultText, disabled: !setDefault }] },
      ],
      onItemClick: (event) => onSelect(event.detail.id),
    };
  };
}

export function useRoleSelector(): Utility | null {
  const session = useSession();
  const selector = useSelectorBuilder();
  const roles = webRolesOf(session.loginData);
  const { roleId, defaultRoleId, loginData } = session;
  if (roleId === null || !loginData || !ROLES_WITH_SELECTOR.includes(roleId) || roles.length < 2) return null;
  return selector({
    label: 'Role',
    text: session.roleName ?? '',
    items: roles,
    idOf: (role) => role.role_id,
    optionOf: (role) => ({ text: role.role_name }),
    active: roles.find((role) => role.role_id === roleId),
    defaultId: defaultRoleId,
    switchTo: (role) => ({
      call: () => sessionApi.setActiveRole(role.role_id),
      remember: () => rememberActiveRole(role.role_id),
      home: () => homeAfterRoleSwitch(role.role_id),
    }),
    setDefaultText: 'Set as default role',
    setDefault:
      roleId === defaultRoleId
        ? null
        : {
            call: () => sessionApi.setDefaultRole(roleId, loginData.uuid),
            remember: () => rememberDefaultRole(roleId),
            message: Messages.defaultRoleUpdated,
          },
  });
}

/** Site selector of every role but the super admin: the user's own sites. */
export function useSiteSelector(): Utility | null {
  const session = useSession();
  const selector = useSelectorBuilder();
  const { roleId, siteId, defaultSiteId, loginData } = session;
  if (roleId === null || roleId === Role.SuperAdmin || !loginData || loginData.usersites.length === 0)
    return null;
  const severalCompanies = new Set(loginData.usersites.map((site) => site.company_id)).size > 1;
  const active = loginData.usersites.find((site) => site.site_id === siteId);
  return selector({
    label: 'Site',
    text: session.siteName ?? '',
    items: loginData.usersites,
    idOf: (site) => site.site_id,
    optionOf: (site) => ({
      text: site.site_name,
      secondaryText: severalCompanies ? site.company_name : undefined,
    }),
    active,
    defaultId: defaultSiteId,
    switchTo: (site) => ({
      call: () => sessionApi.setActiveSite(site.site_id),
      remember: () =>
        rememberActiveSite(site, { company_id: site.company_id, company_name: site.company_name }),
      home: () => homeAfterSiteSwitch(roleId),
    }),
    setDefaultText: 'Set as default site',
    setDefault:
      !active || active.site_id === defaultSiteId
        ? null
        : {
            call: () => sessionApi.setDefaultSite(active.site_id, loginData.uuid),
            remember: () => rememberDefaultSite(active),
            message: Messages.defaultSiteUpdated,
          },
  });
}

/**
 * Companies with sites for the super admin: Company/GetAllCompaniesWithSites, cached in local
 * storage (spec 7); until it answers, the login data's sites.
 */
function useCompanies(enabled: boolean): CompanyWithSites[] {
  const { companiesWithSites: cached, loginData } = useSession();
  useEffect(() => {
    if (!enabled || cached) return;
    fetchAllCompaniesWithSites().catch(() => undefined);
  }, [enabled, cached]);
  return cached ?? companiesFromSites(loginData?.usersites ?? []);
}

/** Super admin: company and site selectors, each with a default option (spec 2.2). */
export function useCompanySelectors(): Utility[] {
  const session = useSession();
  const selector = useSelectorBuilder();
  const isSuperAdmin = session.roleId === Role.SuperAdmin;
  const companies = useCompanies(isSuperAdmin);
  const { loginData, companyId, siteId, defaultCompanyId, defaultSiteId } = session;
  if (!isSuperAdmin || !loginData || companies.length === 0) return [];
  const company = companies.find((c) => c.company_id === companyId) ?? companies[0];
  const site = company.sites.find((s) => s.site_id === siteId);

  const companySelector = selector({
    label: 'Company',
    text: company.company_name,
    items: companies,
    idOf: (c) => c.company_id,
    optionOf: (c) => ({ text: c.company_name }),
    active: company,
    defaultId: defaultCompanyId,
    // Spec 4: a company switch picks the only site, or the company's all-sites entry.
    switchTo: (next) => {
      const nextSite = siteForCompanySwitch(next);
      if (!nextSite) return null;
      return {
        call: () => sessionApi.setActiveCompany(next.company_id, nextSite.site_id),
        remember: () => rememberActiveSite(nextSite, next),
        home: () => homeAfterSiteSwitch(readSession().roleId ?? Role.SuperAdmin),
      };
    },
    setDefaultText: 'Set as default company',
    setDefault:
      !site || (company.company_id === defaultCompanyId && site.site_id === defaultSiteId)
        ? null
        : {
            call: () => sessionApi.setDefaultCompany(company.company_id, site.site_id, loginData.uuid),
            remember: () => rememberDefaultCompany(company, site),
            message: Messages.defaultCompanyUpdated,
          },
  });

  const siteSelector = selector({
    label: 'Site',
    text: site?.site_name ?? '',
    items: company.sites,
    idOf: (s) => s.site_id,
    optionOf: (s) => ({ text: s.site_name }),
    active: site,
    defaultId: defaultSiteId,
    switchTo: (next) => ({
      call: () => sessionApi.setActiveSite(next.site_id),
      remember: () => rememberActiveSite(next, company),
      home: () => homeAfterSiteSwitch(Role.SuperAdmin),
    }),
    setDefaultText: 'Set as default site',
    setDefault:
      !site || site.site_id === defaultSiteId
        ? null
        : {
            call: () => sessionApi.setDefaultSite(site.site_id, loginData.uuid),
            remember: () => rememberDefaultSite(site),
            message: Messages.defaultSiteUpdatedCompany,
          },
  });
  return [companySelector, siteSelector];
}
