/**
 * Users rules (spec 2.11, 4 'User toggle', 5, 6): who may list, create and change whom, and the
 * checks of the create, edit and profile forms with their exact texts. Pure functions shared by
 * the users screens and the users functions, which enforce them whatever the screens show.
 */
import { LANGUAGES, Role, UserStatus, type RoleId } from '../codes.js';
import { Messages } from '../messages.js';
import { meetsPasswordRule, PASSWORD_MIN_LENGTH } from '../passwords.js';
import { PROTECTED_USER_ROLES } from '../roles.js';
import { userPayload, type UserPayload } from './schemas.js';

/** Active roles that may open the users list (executives read it without actions). */
export const USER_LIST_ROLES: readonly RoleId[] = [
  Role.Manager,
  Role.SuperAdmin,
  Role.Executive,
  Role.CompanyAdmin,
];
/** Active roles that may create, edit, toggle users and resend their temporary password. */
export const USER_ADMIN_ROLES: readonly RoleId[] = [Role.Manager, Role.SuperAdmin, Role.CompanyAdmin];

const hasAny = (roles: readonly number[], of: readonly number[]) => roles.some((r) => of.includes(r));

/**
 * Spec 6 'Role choices in the new user form': a manager may only give Operator; everyone else
 * anything but SuperAdmin and Maintenance staff (the legacy form for super admins excludes the
 * same two). Nobody else creates users.
 */
export function assignableRoles(creatorRoleId: number): RoleId[] {
  if (creatorRoleId === Role.Manager) return [Role.Operator];
  if (creatorRoleId === Role.SuperAdmin || creatorRoleId === Role.CompanyAdmin) {
    return [Role.Manager, Role.Operator, Role.Executive, Role.CompanyAdmin];
  }
  return [];
}

/** Spec 4, 6: an operator holds no other role. */
export const operatorHasOtherRoles = (roles: readonly number[]) =>
  roles.includes(Role.Operator) && roles.some((r) => r !== Role.Operator);

/** Spec 4, 6: operators and maintenance staff work at exactly one site. */
export const needsSingleSite = (roles: readonly number[]) =>
  hasAny(roles, [Role.Operator, Role.MaintenanceStaff]);

/** Spec 6: choosing Company Admin assigns every site of the company (the site picker is disabled). */
export const assignsAllSites = (roles: readonly number[]) => roles.includes(Role.CompanyAdmin);

/** Spec 4: the edit form locks the roles when the default role is operator or maintenance staff. */
export const isRoleLocked = (defaultRoleId: number | null | undefined) =>
  defaultRoleId === Role.Operator || defaultRoleId === Role.MaintenanceStaff;

/** Spec 5: barcode checkboxes exist only for Operator and Maintenance staff users. */
export const isBarcodeSelectable = (roles: readonly number[]) =>
  hasAny(roles, [Role.Operator, Role.MaintenanceStaff]);

export interface UserRowViewer {
  uuid: string;
  /** The viewer's active role. */
  roleId: number;
}
export interface UserRowTarget {
  uuid: string;
  /** The sign-in name, which is the e-mail address (spec 8: they must be the same). */
  username: string;
  roles: readonly number[];
  is_registration_succeed: boolean;
}

/**
 * Whether the viewer may open and change this user (View, activate/deactivate, edit). Spec 4:
 * never their own row (that is /profile); a viewer who is neither company admin nor super admin
 * never touches holders of Manager, Executive, Company Admin or Maintenance staff. Executives
 * have no user actions at all (spec 2.11, 6). Only a super admin touches another super admin.
 */
export function canManageUser(viewer: UserRowViewer, target: Pick<UserRowTarget, 'uuid' | 'roles'>): boolean {
  if (!(USER_ADMIN_ROLES as readonly number[]).includes(viewer.roleId)) return false;
  if (viewer.uuid === target.uuid) return false;
  if (target.roles.includes(Role.SuperAdmin) && viewer.roleId !== Role.SuperAdmin) return false;
  const elevated = viewer.roleId === Role.SuperAdmin || viewer.roleId === Role.CompanyAdmin;
  return elevated || !hasAny(target.roles, PROTECTED_USER_ROLES);
}

export interface UserRowActions {
  can_view: boolean;
  can_toggle: boolean;
  /**
   * Resend Temporary Password shows only while the registration is incomplete, and never for a
   * generated operator address (it receives no mail: issue 26 item 6).
   */
  can_resend: boolean;
  barcode_selectable: boolean;
}

export function userRowActions(viewer: UserRowViewer, target: UserRowTarget): UserRowActions {
  const manage = canManageUser(viewer, target);
  return {
    can_view: manage,
    can_toggle: manage,
    can_resend: manage && !target.is_registration_succeed && !isGeneratedEmail(target.username),
    barcode_selectable: isBarcodeSelectable(target.roles),
  };
}

/** Spec 2.11: Create User is hidden for executives; a manager creates operators only. */
export const canCreateUsers = (roleId: number) => assignableRoles(roleId).length > 0;

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
export function generateOperatorIdentity(
  firstname: string,
  lastname: string,
  now = Date.now(),
): { username: string; email: string } {
  const clean = (s: string) =>
    s
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]/g, '');
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
    else if (texts.usernameNotEmail && p.email && p.username.toLowerCase() !== p.email.toLowerCase())
      add('username', texts.usernameNotEmail);
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
  if (ctx.creatorRoleId === Role.SuperAdmin && !superAdminRecord && !p.ac_default_company)
    add('ac_default_company', texts.company);

  if (p.userroles.length === 0) add('userroles', texts.roles);
  else if (operatorHasOtherRoles(p.userroles)) add('userroles', Messages.operatorOtherRoles);
  else if (
    p.userroles.length > 1 &&
    !(p.ac_default_role_web && p.userroles.includes(p.ac_default_role_web))
  ) {
    add('ac_default_role_web', Messages.defaultRoleRequired);
  }

  if (!assignsAllSites(p.userroles) && !superAdminRecord) {
    if (p.usersites.length === 0) add('usersites', texts.sites);
    else if (needsSingleSite(p.userroles) && p.usersites.length > 1)
      add('usersites', Messages.singleSiteRole);
    else if (p.usersites.length > 1 && !p.ac_default_site)
      add('ac_default_site', Messages.defaultSiteRequired);
  }

  const languageAsked = ctx.variant !== 'legacy' || p.userroles.includes(Role.Operator);
  if (languageAsked && !isLanguage(p.prefer_language_id)) add('prefer_language_id', texts.language);
  return issues;
}

/** The same checks as a zod schema, for forms that validate through zod. */
export function userFormSchema(ctx: UserFormContext) {
  return userPayload.superRefine((payload, check) => {
    for (const issue of userFormIssues(payload, ctx))
      check.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
}

/**
 * Issue 27: the user's record when SES suppressed their address: "E-mail suppressed (bounce) on
 * 2026-11-29" (the day SES reported it, UTC).
 */
export const emailSuppressedText = (suppression: { reason: 'bounce' | 'complaint'; at: string }) =>
  `E-mail suppressed (${suppression.reason}) on ${suppression.at.slice(0, 10)}`;
