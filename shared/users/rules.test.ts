/** The user-management rules and form checks shared by the users screens and functions (spec 4, 5, 6). */
import { describe, expect, it } from 'vitest';
import { Role } from '../codes.js';
import { Messages } from '../messages.js';
import {
  assignableRoles,
  canCreateUsers,
  canManageUser,
  isBarcodeSelectable,
  isRoleLocked,
  operatorHasOtherRoles,
  userRowActions,
} from './rules.js';
import {
  generateOperatorIdentity,
  isGeneratedEmail,
  userFormIssues,
  userFormSchema,
  type UserFormVariant,
} from './rules.js';
import { userPayload } from './schemas.js';

const viewer = (roleId: number) => ({ uuid: 'me', roleId });
const row = (roles: number[], registered = true, username = 'them@example.com') => ({
  uuid: 'them',
  username,
  roles,
  is_registration_succeed: registered,
});

describe('role choices (spec 6)', () => {
  it('gives a manager only Operator, others all but SuperAdmin and Maintenance staff, executives nothing', () => {
    expect(assignableRoles(Role.Manager)).toEqual([Role.Operator]);
    for (const creator of [Role.CompanyAdmin, Role.SuperAdmin]) {
      expect(assignableRoles(creator)).toEqual([
        Role.Manager,
        Role.Operator,
        Role.Executive,
        Role.CompanyAdmin,
      ]);
    }
    expect(assignableRoles(Role.Executive)).toEqual([]);
    expect(canCreateUsers(Role.Executive)).toBe(false);
    expect(canCreateUsers(Role.Operator)).toBe(false);
  });

  it('keeps operators to themselves and locks operator and maintenance defaults', () => {
    expect(operatorHasOtherRoles([Role.Operator])).toBe(false);
    expect(operatorHasOtherRoles([Role.Operator, Role.Manager])).toBe(true);
    expect(isRoleLocked(Role.Operator)).toBe(true);
    expect(isRoleLocked(Role.MaintenanceStaff)).toBe(true);
    expect(isRoleLocked(Role.Manager)).toBe(false);
  });
});

describe('row permissions (spec 4 user toggle, 6)', () => {
  it('never on the own row', () => {
    expect(
      canManageUser({ uuid: 'me', roleId: Role.SuperAdmin }, { uuid: 'me', roles: [Role.Operator] }),
    ).toBe(false);
  });

  it('a manager manages operators only; company admins and super admins also the protected roles', () => {
    for (const protectedRole of [Role.Manager, Role.Executive, Role.CompanyAdmin, Role.MaintenanceStaff]) {
      expect(canManageUser(viewer(Role.Manager), row([protectedRole]))).toBe(false);
      expect(canManageUser(viewer(Role.CompanyAdmin), row([protectedRole]))).toBe(true);
      expect(canManageUser(viewer(Role.SuperAdmin), row([protectedRole]))).toBe(true);
    }
    expect(canManageUser(viewer(Role.Manager), row([Role.Operator]))).toBe(true);
  });

  it('executives have no user actions, and only a super admin touches a super admin', () => {
    expect(userRowActions(viewer(Role.Executive), row([Role.Operator], false))).toEqual({
      can_view: false,
      can_toggle: false,
      can_resend: false,
      barcode_selectable: true,
    });
    expect(canManageUser(viewer(Role.CompanyAdmin), row([Role.SuperAdmin]))).toBe(false);
    expect(canManageUser(viewer(Role.SuperAdmin), row([Role.SuperAdmin]))).toBe(true);
  });

  it('offers resend only while the registration is incomplete, barcodes only for operators and maintenance staff', () => {
    expect(userRowActions(viewer(Role.Manager), row([Role.Operator], false)).can_resend).toBe(true);
    expect(userRowActions(viewer(Role.Manager), row([Role.Operator], true)).can_resend).toBe(false);
    // A generated operator address receives no mail: no resend.
    const generated = row([Role.Operator], false, 'anaruiz1k2j3@operator.invalid');
    expect(userRowActions(viewer(Role.Manager), generated).can_resend).toBe(false);
    expect(userRowActions(viewer(Role.CompanyAdmin), generated).can_resend).toBe(false);
    expect(isBarcodeSelectable([Role.MaintenanceStaff])).toBe(true);
    expect(isBarcodeSelectable([Role.Manager, Role.Executive])).toBe(false);
  });
});

const valid = {
  email: 'new@demo.test',
  username: 'new@demo.test',
  firstname: 'New',
  lastname: 'Person',
  status: 1,
  userroles: [{ role_id: Role.Manager }],
  usersites: [{ site_id: 2, status: 1, company_id: 1 }],
  ac_default_company: 1,
  prefer_language_id: 1,
};

function firstMessage(
  payload: Record<string, unknown>,
  variant: UserFormVariant,
  creatorRoleId: number = Role.CompanyAdmin,
) {
  const parsed = userPayload.parse({ ...valid, ...payload });
  return userFormIssues(parsed, { variant, creatorRoleId })[0]?.message;
}

describe('new create form texts (spec 5)', () => {
  it.each([
    [{ email: '' }, Messages.emailRequired],
    [{ email: 'nope' }, Messages.emailInvalid],
    [{ username: '' }, Messages.usernameRequiredBang],
    [{ username: 'other@demo.test' }, Messages.usernameNotEmail],
    [{ firstname: ' ' }, Messages.firstNameRequired],
    [{ lastname: null }, Messages.lastNameRequired],
    [{ password: 'Ab1!' }, Messages.passwordMinLength],
    [{ password: 'abcdefgh' }, Messages.passwordRule],
    [{ status: '' }, Messages.statusRequired],
    [{ userroles: [] }, Messages.rolesRequired],
    [{ userroles: [Role.Operator, Role.Manager] }, Messages.operatorOtherRoles],
    [{ userroles: [Role.Manager, Role.Executive] }, Messages.defaultRoleRequired],
    [{ usersites: [] }, Messages.sitesRequired],
    [{ usersites: [2, 3] }, Messages.defaultSiteRequired],
    [{ userroles: [Role.Operator], usersites: [2, 3] }, Messages.singleSiteRole],
    [{ prefer_language_id: null }, Messages.languagesRequired],
  ])('%j -> %s', (payload, message) => {
    expect(firstMessage(payload, 'new')).toBe(message);
  });

  it('asks a super admin for the company', () => {
    expect(firstMessage({ ac_default_company: null }, 'new', Role.SuperAdmin)).toBe(
      Messages.companyRequiredBang,
    );
    expect(firstMessage({ ac_default_company: null }, 'new', Role.CompanyAdmin)).toBeUndefined();
  });

  it('needs no sites for a company admin (all sites are assigned) and accepts a valid payload', () => {
    expect(firstMessage({ userroles: [Role.CompanyAdmin], usersites: [] }, 'new')).toBeUndefined();
    expect(firstMessage({}, 'new')).toBeUndefined();
    expect(
      firstMessage({ userroles: [Role.Manager, Role.Executive], ac_default_role_web: Role.Executive }, 'new'),
    ).toBeUndefined();
  });
});

describe('legacy create form texts (spec 5)', () => {
  it.each([
    [{ email: '' }, Messages.legacyEmailRequired],
    [{ email: 'nope' }, Messages.legacyEmailInvalid],
    [{ username: '' }, Messages.legacyUsernameRequired],
    [{ username: 'other@demo.test' }, Messages.legacyUsernameNotEmail],
    [{ firstname: '' }, Messages.legacyFirstNameRequired],
    [{ lastname: '' }, Messages.legacyLastNameRequired],
    [{ status: null }, Messages.legacyStatusRequired],
    [{ userroles: [] }, Messages.legacyRoleRequired],
    [{ usersites: [] }, Messages.legacySiteRequired],
  ])('%j -> %s', (payload, message) => {
    expect(firstMessage(payload, 'legacy')).toBe(message);
  });

  it('asks company of super admins and language of operators only', () => {
    expect(firstMessage({ ac_default_company: '' }, 'legacy', Role.SuperAdmin)).toBe(
      Messages.legacyCompanyRequired,
    );
    expect(firstMessage({ prefer_language_id: null }, 'legacy')).toBeUndefined();
    expect(firstMessage({ prefer_language_id: null, userroles: [Role.Operator] }, 'legacy')).toBe(
      Messages.legacyLanguageRequired,
    );
  });

  it('generates operator identities and does not validate them', () => {
    expect(firstMessage({ email: '', username: '', userroles: [Role.Operator] }, 'legacy')).toBeUndefined();
    const { username, email } = generateOperatorIdentity('Ana María', "O'Neil", 1_700_000_000_000);
    expect(username).toBe(`anamariaoneil${(1_700_000_000_000).toString(36)}@operator.invalid`);
    expect(email).toBe(username);
    expect(isGeneratedEmail(email)).toBe(true);
  });
});

describe('edit and profile texts (spec 5)', () => {
  it.each([
    [{ firstname: '' }, Messages.firstNameRequired],
    [{ lastname: '' }, Messages.lastNameRequired],
    [{ username: '' }, Messages.editUsernameRequired],
    [{ email: 'x' }, Messages.editEmailInvalid],
    [{ status: 0 }, Messages.statusRequired],
    [{ userroles: [] }, Messages.editRoleRequired],
    [{ userroles: [Role.Manager, Role.Executive] }, Messages.defaultRoleRequired],
    [{ usersites: [] }, Messages.editSiteRequired],
    [{ usersites: [2, 3] }, Messages.defaultSiteRequired],
    [{ prefer_language_id: '' }, Messages.editLanguageRequired],
  ])('%j -> %s', (payload, message) => {
    expect(firstMessage(payload, 'edit')).toBe(message);
  });

  it('asks the company of a super admin on edit', () => {
    expect(firstMessage({ ac_default_company: null }, 'edit', Role.SuperAdmin)).toBe(
      Messages.companyRequiredBang,
    );
  });

  it('checks only the names on the profile', () => {
    expect(firstMessage({ firstname: '', email: 'bad' }, 'profile')).toBe(Messages.firstNameRequired);
    expect(firstMessage({ lastname: '' }, 'profile')).toBe(Messages.lastNameRequired);
    expect(firstMessage({ email: 'bad', userroles: [] }, 'profile')).toBeUndefined();
  });

  it('reports the same issues through zod for the web forms', () => {
    const result = userFormSchema({ variant: 'new', creatorRoleId: Role.CompanyAdmin }).safeParse({
      ...valid,
      firstname: '',
      usersites: [],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['firstname', Messages.firstNameRequired],
      ['usersites', Messages.sitesRequired],
    ]);
  });
});
