/**
 * The values of the user forms, the role/site rules that follow a change (spec 6) and the payload
 * of POST User/addUpdateUser (spec 3). The forms check that payload with the shared schema the
 * server runs (userFormSchema in shared/users/rules.ts, through payloadResolver), so they show
 * exactly the messages the server would answer, under the field each is about.
 */
import { Role } from '@shared/codes';
import { assignsAllSites, needsSingleSite, type UserFormVariant } from '@shared/users/rules';
import type { UserPayloadBody } from './users-calls';

export interface UserFormValues {
  email: string;
  username: string;
  password: string;
  firstname: string;
  lastname: string;
  status: number | null;
  companyId: number | null;
  roleIds: number[];
  defaultRoleId: number | null;
  siteIds: number[];
  defaultSiteId: number | null;
  languageId: number | null;
}

export const EMPTY_FORM: UserFormValues = {
  email: '',
  username: '',
  password: '',
  firstname: '',
  lastname: '',
  status: null,
  companyId: null,
  roleIds: [],
  defaultRoleId: null,
  siteIds: [],
  defaultSiteId: null,
  languageId: null,
};

/**
 * The form field under which a payload field's message shows (the checks name payload fields; see
 * payloadResolver). Text fields share their payload field's name.
 */
export const FIELD_OF_PAYLOAD: Partial<Record<keyof UserPayloadBody, keyof UserFormValues>> = {
  ac_default_company: 'companyId',
  userroles: 'roleIds',
  ac_default_role_web: 'defaultRoleId',
  usersites: 'siteIds',
  ac_default_site: 'defaultSiteId',
  prefer_language_id: 'languageId',
};

/**
 * The messages a change clears: its own, and those of the fields whose check reads it (the
 * username is checked against the e-mail; roles decide sites, defaults and the language).
 */
export const MESSAGES_CLEARED_BY: Record<keyof UserFormValues, (keyof UserFormValues)[]> = {
  email: ['email', 'username'],
  username: ['username'],
  password: ['password'],
  firstname: ['firstname'],
  lastname: ['lastname'],
  status: ['status'],
  companyId: ['companyId', 'siteIds', 'defaultSiteId'],
  roleIds: ['roleIds', 'defaultRoleId', 'siteIds', 'defaultSiteId', 'languageId'],
  defaultRoleId: ['defaultRoleId'],
  siteIds: ['siteIds', 'defaultSiteId'],
  defaultSiteId: ['defaultSiteId'],
  languageId: ['languageId'],
};

/** An operator-only user gets a generated username and e-mail (spec 5). */
export const isOperatorOnly = (roleIds: number[]) =>
  roleIds.length > 0 && roleIds.every((r) => r === Role.Operator);

export interface SiteFacts {
  /** Every assignable site of a company (not its all-sites entry). */
  companySites: (companyId: number | null) => number[];
  /** The company's all-sites entry, a valid default site for company admins. */
  allSitesEntry: (companyId: number | null) => number | null;
}

/** The choices a default may take: the picked roles, the picked sites (plus the all-sites entry for company admins). */
export function defaultSiteChoices(values: UserFormValues, facts: SiteFacts): number[] {
  const entry = assignsAllSites(values.roleIds) ? facts.allSitesEntry(values.companyId) : null;
  return entry === null ? values.siteIds : [entry, ...values.siteIds];
}

/**
 * The role and site rules of spec 6 after a change from `previous`: all sites for company admins,
 * one site for operators, defaults among the picks. A default that was only implied by a single
 * pick is dropped when a second one is added: several picks need an explicit default.
 */
export function applyAssignmentRules(
  values: UserFormValues,
  facts: SiteFacts,
  previous: UserFormValues = values,
): UserFormValues {
  const next = { ...values };
  if (assignsAllSites(next.roleIds)) next.siteIds = facts.companySites(next.companyId);
  else if (needsSingleSite(next.roleIds) && next.siteIds.length > 1) next.siteIds = next.siteIds.slice(0, 1);

  if (next.roleIds.length === 1) next.defaultRoleId = next.roleIds[0];
  else if (previous.roleIds.length <= 1 && next.roleIds.length > 1) next.defaultRoleId = null;
  else if (next.defaultRoleId !== null && !next.roleIds.includes(next.defaultRoleId))
    next.defaultRoleId = null;

  const siteChoices = defaultSiteChoices(next, facts);
  const allSites = assignsAllSites(next.roleIds);
  if (allSites) {
    // Becoming a company admin makes the all-sites entry the default.
    const becameAllSites = !assignsAllSites(previous.roleIds);
    if (becameAllSites || next.defaultSiteId === null || !siteChoices.includes(next.defaultSiteId))
      next.defaultSiteId = siteChoices[0] ?? null;
  } else if (next.siteIds.length === 1) next.defaultSiteId = next.siteIds[0];
  else if (previous.siteIds.length <= 1 && next.siteIds.length > 1) next.defaultSiteId = null;
  else if (next.defaultSiteId !== null && !siteChoices.includes(next.defaultSiteId))
    next.defaultSiteId = null;
  return next;
}

export interface PayloadContext {
  variant: Exclude<UserFormVariant, 'profile'>;
  /** Company of a site (usersites carry it). */
  companyOfSite: (siteId: number) => number | null;
  uuid?: string;
  requestBy?: string;
}

/** Spec 3 'User create payload' (update adds uuid and requestby). */
export function userWirePayload(values: UserFormValues, ctx: PayloadContext): UserPayloadBody {
  const defaultRole = values.roleIds.length === 1 ? values.roleIds[0] : values.defaultRoleId;
  const appRole =
    [Role.Operator, Role.MaintenanceStaff].find((r) => values.roleIds.includes(r)) ?? defaultRole;
  const defaultSite =
    values.siteIds.length === 1 && values.defaultSiteId === null ? values.siteIds[0] : values.defaultSiteId;
  const payload: UserPayloadBody = {
    email: values.email.trim(),
    password: values.password,
    username: values.username.trim(),
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    ac_default_role_app: appRole,
    ac_default_role_web: defaultRole,
    ac_default_site: defaultSite,
    ac_active_role_app: appRole,
    ac_active_role_web: defaultRole,
    ac_active_site: defaultSite,
    ac_default_company: values.companyId,
    ac_active_company: values.companyId,
    prefer_language_id: values.languageId,
    status: values.status,
    userroles: values.roleIds,
    usersites: values.siteIds.map((siteId) => ({
      site_id: siteId,
      status: 1,
      company_id: ctx.companyOfSite(siteId) ?? values.companyId,
    })),
  };
  if (ctx.variant === 'edit') {
    delete payload.password;
    payload.uuid = ctx.uuid;
    payload.requestby = ctx.requestBy;
  } else {
    payload.form = ctx.variant;
  }
  return payload;
}
