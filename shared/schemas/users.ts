/**
 * Payloads of the users calls (spec 3 'User create payload', 7 'Users') and the checks of the
 * create, edit and profile forms (spec 5) with their exact texts. The web forms show every issue
 * under its field; the server answers the first one.
 */
import * as z from 'zod';
import { Role, UserStatus, LANGUAGES } from '../codes.js';
import { Messages } from '../messages.js';
import { meetsPasswordRule, PASSWORD_MIN_LENGTH } from '../passwords.js';
import { assignsAllSites, needsSingleSite, operatorHasOtherRoles } from '../roles.js';

// ---- lenient readers: clients send ids as numbers, numeric strings, '' or null ----

/** A positive id, or null for '', null and anything unreadable; undefined when absent. */
function readId(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

const MAX_LIST = 100;

/** A list of ids from `[1, '2', {role_id: 3}]`, a single id, '' or null; repeats dropped. */
function readIdList(key: 'role_id' | 'site_id' | 'company_id') {
  return (value: unknown): unknown => {
    if (value === undefined || value === null || value === '') return [];
    const items = Array.isArray(value) ? value : [value];
    if (items.length > MAX_LIST) return value; // left for the schema to refuse
    const ids = items.map((item) => readId(item && typeof item === 'object' ? (item as Record<string, unknown>)[key] : item));
    return [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  };
}

const idList = (key: 'role_id' | 'site_id' | 'company_id') =>
  z.preprocess(readIdList(key), z.array(z.number(), { error: Messages.invalidRequest }).max(MAX_LIST, { error: Messages.invalidRequest }));

const optionalId = z.preprocess(readId, z.number().nullish());

const text = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ error: Messages.invalidRequest }).trim().max(max, { error: Messages.invalidRequest }).nullish(),
  );

const pageNumber = (fallback: number, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? fallback : typeof v === 'string' ? Number(v) : v),
    z.number({ error: Messages.invalidRequest }).int({ error: Messages.invalidRequest }).min(0, { error: Messages.invalidRequest }).max(max, { error: Messages.invalidRequest }),
  );

/** A user's uuid (the identity pool's `sub`). */
export const userUuid = z.string({ error: Messages.userIdRequired }).trim().min(1, { error: Messages.userIdRequired }).max(64, { error: Messages.invalidRequest }).regex(/^[A-Za-z0-9-]+$/, { error: Messages.invalidRequest });

// ---- list and filter options (spec 7: POST User/FilterUsers and POST User/{option}) ----

/** Status filter: 0 all, 1 active, 2 inactive. */
const statusFilter = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? 0 : typeof v === 'string' ? Number(v) : v),
  z.union([z.literal(0), z.literal(UserStatus.Active), z.literal(UserStatus.Inactive)], { error: Messages.invalidRequest }),
);

export const userListBody = z.object({
  pagesize: pageNumber(20, 100).transform((n) => n || 20),
  /** 1-based; 0 is read as the first page, as some clients send it. */
  pageindex: pageNumber(1, 100_000).transform((n) => Math.max(n, 1)),
  site_id: idList('site_id'),
  company_id: idList('company_id'),
  role_id: idList('role_id'),
  status: statusFilter,
  search_string: text(100).transform((s) => s ?? ''),
  user_id: text(64),
});
export type UserListBody = z.infer<typeof userListBody>;

export const userOptionBody = userListBody.extend({
  option_search_string: text(100).transform((s) => s ?? ''),
});
export type UserOptionBody = z.infer<typeof userOptionBody>;

// ---- status, barcode, resend, details ----

export const userStatusBody = z.object({
  userid: userUuid,
  status: z.preprocess(readId, z.union([z.literal(UserStatus.Active), z.literal(UserStatus.Inactive)], { error: Messages.statusRequired })),
});

export const barcodeBody = z.object({
  userid: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z.array(userUuid, { error: Messages.selectAtLeastOneUser }).min(1, { error: Messages.selectAtLeastOneUser }).max(500, { error: Messages.invalidRequest }),
  ),
});

export const resendQuery = z.object({ user_id: userUuid });
export const userDetailParams = z.object({ uuid: userUuid });

// ---- create / update / profile (POST User/addUpdateUser) ----

/** Every field any of the three payloads may carry; the form checks below decide what is required. */
export const userPayload = z.object({
  uuid: text(64),
  requestby: text(64),
  /**
   * Which create form sent the payload: 'legacy' (/users/create) or 'new' (/users/createnew,
   * the default). Not in the spec's payload; it picks the form's own validation texts.
   */
  form: z.enum(['legacy', 'new'], { error: Messages.invalidRequest }).nullish(),
  email: text(254),
  username: text(128),
  password: z.string({ error: Messages.invalidRequest }).max(256, { error: Messages.invalidRequest }).nullish(),
  firstname: text(100),
  lastname: text(100),
  status: optionalId,
  prefer_language_id: optionalId,
  ac_default_role_app: optionalId,
  ac_default_role_web: optionalId,
  ac_active_role_app: optionalId,
  ac_active_role_web: optionalId,
  ac_default_site: optionalId,
  ac_active_site: optionalId,
  ac_default_company: optionalId,
  ac_active_company: optionalId,
  userroles: idList('role_id'),
  usersites: idList('site_id'),
});
export type UserPayload = z.infer<typeof userPayload>;

export type UserFormVariant = 'legacy' | 'new' | 'edit' | 'profile';

export interface UserFormContext {
  variant: UserFormVariant;
  /** The active role of whoever fills the form: company is asked of super admins only. */
  creatorRoleId: number;
}

export interface FormIssue {
  field: string;
  message: string;
}

interface FormTexts {
  emailRequired: string | null;
  emailInvalid: string;
  usernameRequired: string;
  usernameNotEmail: string | null;
  firstName: string;
  lastName: string;
  status: string;
  company: string;
  roles: string;
  sites: string;
  language: string;
}

const TEXTS: Record<Exclude<UserFormVariant, 'profile'>, FormTexts> = {
  legacy: {
    emailRequired: Messages.legacyEmailRequired,
    emailInvalid: Messages.legacyEmailInvalid,
    usernameRequired: Messages.legacyUsernameRequired,
    usernameNotEmail: Messages.legacyUsernameNotEmail,
    firstName: Messages.legacyFirstNameRequired,
    lastName: Messages.legacyLastNameRequired,
    status: Messages.legacyStatusRequired,
    company: Messages.legacyCompanyRequired,
    roles: Messages.legacyRoleRequired,
    sites: Messages.legacySiteRequired,
    language: Messages.legacyLanguageRequired,
  },
  new: {
    emailRequired: Messages.emailRequired,
    emailInvalid: Messages.emailInvalid,
    usernameRequired: Messages.usernameRequiredBang,
    usernameNotEmail: Messages.usernameNotEmail,
    firstName: Messages.firstNameRequired,
    lastName: Messages.lastNameRequired,
    status: Messages.statusRequired,
    company: Messages.companyRequiredBang,
    roles: Messages.rolesRequired,
    sites: Messages.sitesRequired,
    language: Messages.languagesRequired,
  },
  // Username and e-mail are read-only on edit: only their presence and shape are checked.
  edit: {
    emailRequired: Messages.editEmailInvalid,
    emailInvalid: Messages.editEmailInvalid,
    usernameRequired: Messages.editUsernameRequired,
    usernameNotEmail: null,
    firstName: Messages.firstNameRequired,
    lastName: Messages.lastNameRequired,
    status: Messages.statusRequired,
    company: Messages.companyRequiredBang,
    roles: Messages.editRoleRequired,
    sites: Messages.editSiteRequired,
    language: Messages.editLanguageRequired,
  },
};

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Generated operator addresses use a reserved domain (RFC 2606 '.invalid') that receives no mail. */
export const OPERATOR_EMAIL_DOMAIN = 'operator.invalid';
export const isGeneratedEmail = (email: string) => email.toLowerCase().endsWith(`@${OPERATOR_EMAIL_DOMAIN}`);

/**
 * Spec 5: an operator's username and e-mail are generated from first name, last name and a
 * base-36 timestamp, and are not validated. They are one value, as for every other user
 * (username and e-mail must be the same), so identity pools that sign in by e-mail take it.
 */
export function generateOperatorIdentity(firstname: string, lastname: string, now = Date.now()): { username: string; email: string } {
  const clean = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]/g, '');
  const username = `${clean(firstname)}${clean(lastname)}${now.toString(36)}@${OPERATOR_EMAIL_DOMAIN}`;
  return { username, email: username };
}

/** Operators alone get generated identities when the form leaves e-mail and username empty. */
export const usesGeneratedIdentity = (p: Pick<UserPayload, 'email' | 'username' | 'userroles'>) =>
  p.userroles.length > 0 && p.userroles.every((r) => r === Role.Operator) && !p.email && !p.username;

/** Spec 5 and 9: the password rule of the set-password screen, for the optional password of the new form. */
export function passwordIssue(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return Messages.passwordMinLength;
  return meetsPasswordRule(password) ? null : Messages.passwordRule;
}

const isLanguage = (id: number | null | undefined) => LANGUAGES.some((l) => l.id === id);

/** The checks of spec 5 for one form, in the form's field order. */
export function userFormIssues(p: UserPayload, ctx: UserFormContext): FormIssue[] {
  const issues: FormIssue[] = [];
  const add = (field: string, message: string) => issues.push({ field, message });

  if (ctx.variant === 'profile') {
    if (!p.firstname) add('firstname', Messages.firstNameRequired);
    if (!p.lastname) add('lastname', Messages.lastNameRequired);
    return issues;
  }
  const texts = TEXTS[ctx.variant];
  const creating = ctx.variant !== 'edit';

  if (!(creating && usesGeneratedIdentity(p))) {
    if (!p.email) {
      if (texts.emailRequired) add('email', texts.emailRequired);
    } else if (!EMAIL_PATTERN.test(p.email)) add('email', texts.emailInvalid);
    if (!p.username) add('username', texts.usernameRequired);
    else if (texts.usernameNotEmail && p.email && p.username.toLowerCase() !== p.email.toLowerCase()) add('username', texts.usernameNotEmail);
  }
  if (!p.firstname) add('firstname', texts.firstName);
  if (!p.lastname) add('lastname', texts.lastName);
  if (ctx.variant === 'new' && p.password) {
    const problem = passwordIssue(p.password);
    if (problem) add('password', problem);
  }
  if (p.status !== UserStatus.Active && p.status !== UserStatus.Inactive) add('status', texts.status);
  // A super admin's record (editable only by another super admin) has no company or sites.
  const superAdminRecord = p.userroles.includes(Role.SuperAdmin);
  if (ctx.creatorRoleId === Role.SuperAdmin && !superAdminRecord && !p.ac_default_company) add('ac_default_company', texts.company);

  if (p.userroles.length === 0) add('userroles', texts.roles);
  else if (operatorHasOtherRoles(p.userroles)) add('userroles', Messages.operatorOtherRoles);
  else if (p.userroles.length > 1 && !(p.ac_default_role_web && p.userroles.includes(p.ac_default_role_web))) {
    add('ac_default_role_web', Messages.defaultRoleRequired);
  }

  if (!assignsAllSites(p.userroles) && !superAdminRecord) {
    if (p.usersites.length === 0) add('usersites', texts.sites);
    else if (needsSingleSite(p.userroles) && p.usersites.length > 1) add('usersites', Messages.singleSiteRole);
    else if (p.usersites.length > 1 && !p.ac_default_site) add('ac_default_site', Messages.defaultSiteRequired);
  }

  const languageAsked = ctx.variant !== 'legacy' || p.userroles.includes(Role.Operator);
  if (languageAsked && !isLanguage(p.prefer_language_id)) add('prefer_language_id', texts.language);
  return issues;
}

/** The same checks as a zod schema, for forms that validate through zod. */
export function userFormSchema(ctx: UserFormContext) {
  return userPayload.superRefine((payload, check) => {
    for (const issue of userFormIssues(payload, ctx)) check.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
}
