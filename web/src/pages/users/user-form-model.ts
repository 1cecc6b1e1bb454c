/**
 * The values of the user forms, the role/site rules that follow a change (spec 6), the payload of
 * POST User/addUpdateUser (spec 3) and its checks. The checks are the shared ones the server runs
 * (shared/users/schemas.ts), so the forms show exactly the messages the server would answer.
 */
import { Role } from '@shared/codes';
import { assignsAllSites, needsSingleSite } from '@shared/users/rules';
import { userFormIssues, type UserFormVariant } from '@shared/users/rules';
import { userPayload } from '@shared/users/schemas';

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

/** Payload fields the checks name; each form shows the message under the matching field. */
export type UserFormField =
  | 'email'
  | 'username'
  | 'password'
  | 'firstname'
  | 'lastname'
  | 'status'
  | 'ac_default_company'
  | 'userroles'
  | 'ac_default_role_web'
  | 'usersites'
  | 'ac_default_site'
  | 'prefer_language_id';

export type FieldErrors = Partial<Record<UserFormField, string>>;

/** Which value a payload field is read from: a change of the value clears the field's message. */
export const FIELD_OF_VALUE: Record<keyof UserFormValues, UserFormField[]> = {
  email: ['email', 'username'],
  username: ['username'],
  password: ['password'],
  firstname: ['firstname'],
  lastname: ['lastname'],
  status: ['status'],
  companyId: ['ac_default_company', 'usersites', 'ac_default_site'],
  roleIds: ['userroles', 'ac_default_role_web', 'usersites', 'ac_default_site', 'prefer_language_id'],
  defaultRoleId: ['ac_default_role_web'],
  siteIds: ['usersites', 'ac_default_site'],
  defaultSiteId: ['ac_default_site'],
  languageId: ['prefer_language_id'],
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
export function userWirePayload(values: UserFormValues, ctx: PayloadContext): Record<string, unknown> {
  const defaultRole = values.roleIds.length === 1 ? values.roleIds[0] : values.defaultRoleId;
  const appRole =
    [Role.Operator, Role.MaintenanceStaff].find((r) => values.roleIds.includes(r)) ?? defaultRole;
  const defaultSite =
    values.siteIds.length === 1 && values.defaultSiteId === null ? values.siteIds[0] : values.defaultSiteId;
  const payload: Record<string, unknown> = {
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

/** The first message per field, from the same checks the server runs. */
export function checkUserPayload(
  payload: Record<string, unknown>,
  variant: UserFormVariant,
  creatorRoleId: number,
): FieldErrors {
  const errors: FieldErrors = {};
  const parsed = userPayload.safeParse(payload);
  const issues = parsed.success
    ? userFormIssues(parsed.data, { variant, creatorRoleId })
    : parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message }));
  for (const { field, message } of issues) {
    const key = field as UserFormField;
    errors[key] ??= message;
  }
  return errors;
}
