/**
 * Acting on users (spec 2.11, 4, 5, 6): activate/deactivate (sign-in in the pool too), resend the
 * temporary password, details, edit with its texts and rules, profile (names only), and the
 * roles and languages lists. Each permission rule is checked through the API.
 */
import {
  AdminDisableUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Role, UserStatus } from '#shared/codes.js';
import { Messages } from '#shared/messages.js';
import { getCognito, getDocumentClient } from '#lib/aws.js';
import { call, tenant as loadTenant } from '#functions/test-support/index.js';
import { getUser, getUserByUsername, type User } from './store/index.js';
import { mailTo, passwordIn, seedUsersTenant, TEST_PASSWORD, type UsersTenant } from './test-tenant.js';

let t: UsersTenant;
const uuids: Record<string, string> = {};
const seeded = [
  'manager',
  'admin',
  'root',
  'exec',
  'op',
  'maint',
  'southboss',
  'southop',
  'newop',
  'flip',
  'edited',
  'profiled',
];

beforeAll(async () => {
  t = await seedUsersTenant('ua', [
    { name: 'southop', roles: [Role.Operator], sites: [6] },
    { name: 'newop', roles: [Role.Operator], sites: [2], temporary: true },
    { name: 'flip', roles: [Role.Operator], sites: [2] },
    { name: 'edited', roles: [Role.Manager], sites: [2] },
    { name: 'profiled', roles: [Role.Executive], sites: [2, 3] },
  ]);
  for (const who of seeded) {
    uuids[who] = (await getUserByUsername(t.code, t.name(who)))!.uuid;
  }
});
afterEach(() => {
  vi.restoreAllMocks();
});

const record = async (who: string) => (await getUser(t.code, uuids[who])) as User;
type Envelope = { success: number; message: string; data: Record<string, unknown> };

describe('POST User/updateUserStatus', () => {
  const toggle = (who: string, roleId: number, siteId: number, target: string, status: number) =>
    t.as<Envelope>(who, roleId, siteId, 'POST', 'User/updateUserStatus', {
      body: { userid: uuids[target], status },
    });

  it('deactivates in the pool and the registry, refuses the user, and reactivates', async () => {
    const flipToken = await t.token('flip');
    const off = await toggle('manager', Role.Manager, 2, 'flip', UserStatus.Inactive);
    expect(off.body).toMatchObject({ success: 1, message: Messages.userStatusUpdated });
    expect((await t.poolUser(t.name('flip')))?.Enabled).toBe(false);
    expect((await record('flip')).status).toBe(UserStatus.Inactive);
    const refused = await call('POST', 'User/Login', {
      token: flipToken,
      domain: t.code,
      body: { os: 'web' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toMatchObject({ message: Messages.userInactive });
    const inactive = await t.as<{ list: { uuid: string }[] }>(
      'manager',
      Role.Manager,
      2,
      'POST',
      'User/FilterUsers',
      { body: { status: UserStatus.Inactive, role_id: Role.Operator } },
    );
    expect(inactive.body.list.map((r) => r.uuid)).toContain(uuids.flip);

    const on = await toggle('manager', Role.Manager, 2, 'flip', UserStatus.Active);
    expect(on.body).toMatchObject({ success: 1, message: Messages.userStatusUpdated });
    expect((await t.poolUser(t.name('flip')))?.Enabled).toBe(true);
    expect((await record('flip')).status).toBe(UserStatus.Active);
  });

  it("refuses a manager's token on protected roles, the own row and people of other sites", async () => {
    for (const target of ['admin', 'exec', 'maint', 'edited', 'manager', 'southop', 'root']) {
      const result = await toggle('manager', Role.Manager, 2, target, UserStatus.Inactive);
      expect(result.body, target).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
      expect((await record(target)).status, target).toBe(UserStatus.Active);
    }
  });

  it('refuses executives, and lets a company admin toggle a manager', async () => {
    const byExecutive = await toggle('exec', Role.Executive, 2, 'op', UserStatus.Inactive);
    expect(byExecutive.body).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
    const byAdmin = await toggle('admin', Role.CompanyAdmin, 1, 'edited', UserStatus.Inactive);
    expect(byAdmin.body).toMatchObject({ success: 1 });
    expect((await toggle('admin', Role.CompanyAdmin, 1, 'edited', UserStatus.Active)).body).toMatchObject({
      success: 1,
    });
    const adminOnRoot = await toggle('admin', Role.CompanyAdmin, 1, 'root', UserStatus.Inactive);
    expect(adminOnRoot.body).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
  });

  it('rejects bad input and unknown users', async () => {
    const badStatus = await t.as('manager', Role.Manager, 2, 'POST', 'User/updateUserStatus', {
      body: { userid: uuids.op, status: 3 },
    });
    expect(badStatus).toMatchObject({ statusCode: 400, body: { message: Messages.statusRequired } });
    const noUser = await t.as('manager', Role.Manager, 2, 'POST', 'User/updateUserStatus', {
      body: { status: 2 },
    });
    expect(noUser).toMatchObject({ statusCode: 400, body: { message: Messages.userIdRequired } });
    const unknown = await t.as('manager', Role.Manager, 2, 'POST', 'User/updateUserStatus', {
      body: { userid: '00000000-0000-0000-0000-000000000000', status: 2 },
    });
    expect(unknown).toMatchObject({ statusCode: 404, body: { message: Messages.userNotFound } });
  });

  it('keeps pool and registry together when either fails', async () => {
    const cognitoMock = mockClient(getCognito() as CognitoIdentityProviderClient);
    cognitoMock.on(AdminDisableUserCommand).rejects(new Error('pool down'));
    let poolDown;
    try {
      poolDown = await toggle('manager', Role.Manager, 2, 'flip', UserStatus.Inactive);
    } finally {
      cognitoMock.restore();
    }
    expect(poolDown.statusCode).toBe(500);
    expect((await record('flip')).status).toBe(UserStatus.Active);

    const client = getDocumentClient();
    const send = client.send.bind(client);
    vi.spyOn(client, 'send').mockImplementation(((command: unknown, ...rest: unknown[]) =>
      command instanceof TransactWriteCommand
        ? Promise.reject(new Error('table down'))
        : (send as (...args: unknown[]) => unknown)(command, ...rest)) as typeof client.send);
    const tableDown = await toggle('manager', Role.Manager, 2, 'flip', UserStatus.Inactive);
    vi.restoreAllMocks();
    expect(tableDown.statusCode).toBe(500);
    expect((await record('flip')).status).toBe(UserStatus.Active);
    expect((await t.poolUser(t.name('flip')))?.Enabled).toBe(true);
  });
});

describe('GET User/resendTempPassword', () => {
  const resend = (who: string, roleId: number, siteId: number, target: string) =>
    t.as<Envelope>(who, roleId, siteId, 'GET', 'User/resendTempPassword', {
      query: { user_id: uuids[target] },
    });

  it('sends a new temporary password that starts the set-password sign-in', async () => {
    const result = await resend('manager', Role.Manager, 2, 'newop');
    expect(result.body).toMatchObject({ success: 1, message: Messages.tempPasswordSent });
    const mail = (await mailTo(t.name('newop'))).at(-1)!;
    const password = passwordIn(mail)!;
    expect(password).not.toBe(TEST_PASSWORD);
    const demo = await loadTenant(t.code);
    const challenge = await getCognito().send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: demo.user_pool_web_client_id,
        AuthParameters: { USERNAME: t.name('newop'), PASSWORD: password },
      }),
    );
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  });

  it('answers the spec failure text when the pool fails, and refuses completed registrations and others', async () => {
    const cognitoMock = mockClient(getCognito() as CognitoIdentityProviderClient);
    cognitoMock.on(AdminSetUserPasswordCommand).rejects(new Error('pool down'));
    let failed;
    try {
      failed = await resend('manager', Role.Manager, 2, 'newop');
    } finally {
      cognitoMock.restore();
    }
    expect(failed).toMatchObject({ statusCode: 200, body: { success: 0, message: Messages.resendFailed } });
    expect((await resend('manager', Role.Manager, 2, 'op')).body).toMatchObject({
      success: 0,
      message: Messages.registrationComplete,
    });
    expect((await resend('manager', Role.Manager, 2, 'maint')).body).toMatchObject({
      success: 0,
      message: Messages.roleNotAuthorised,
    });
    expect((await resend('exec', Role.Executive, 2, 'newop')).body).toMatchObject({
      success: 0,
      message: Messages.roleNotAuthorised,
    });
    const missing = await t.as('manager', Role.Manager, 2, 'GET', 'User/resendTempPassword', {
      query: { user_id: '' },
    });
    expect(missing).toMatchObject({ statusCode: 400, body: { message: Messages.userIdRequired } });
  });
});

describe('GET User/GetUserDetails/{uuid}', () => {
  const details = (who: string, roleId: number, siteId: number, target: string) =>
    t.as<Envelope>(who, roleId, siteId, 'GET', 'User/GetUserDetails/{uuid}', {
      pathParameters: { uuid: uuids[target] },
    });

  it('answers the detail fields of spec 3 to whoever may open the user', async () => {
    const result = await details('manager', Role.Manager, 2, 'op');
    expect(result.body.success).toBe(1);
    expect(result.body.data).toMatchObject({
      uuid: uuids.op,
      firstname: 'Op',
      lastname: 'Tester',
      email: t.name('op'),
      username: t.name('op'),
      status: UserStatus.Active,
      userroles: [{ role_id: Role.Operator, role_name: 'Operator' }],
      default_rolename_web: Role.Operator,
      default_rolename_app: Role.Operator,
      usersites: [expect.objectContaining({ site_id: 2, comapny_name: 'North Co' })],
      default_site_id: 2,
      prefer_language_id: 1,
      company_id: 1,
      is_role_locked: true,
      can_edit: true,
    });
  });

  it('answers the caller about themselves (profile), refuses what they may not open', async () => {
    expect((await details('exec', Role.Executive, 2, 'exec')).body.data).toMatchObject({
      uuid: uuids.exec,
      can_edit: false,
    });
    expect((await details('manager', Role.Manager, 2, 'admin')).body).toMatchObject({
      success: 0,
      message: Messages.roleNotAuthorised,
    });
    expect((await details('exec', Role.Executive, 2, 'op')).body).toMatchObject({
      success: 0,
      message: Messages.roleNotAuthorised,
    });
    expect((await details('manager', Role.Manager, 2, 'southop')).body).toMatchObject({
      success: 0,
      message: Messages.roleNotAuthorised,
    });
    const unknown = await t.as('manager', Role.Manager, 2, 'GET', 'User/GetUserDetails/{uuid}', {
      pathParameters: { uuid: 'no-such-user' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST User/addUpdateUser with a uuid (edit)', () => {
  const base = (target: string, change: Record<string, unknown> = {}) => ({
    uuid: uuids[target],
    requestby: undefined as string | undefined,
    email: t.name(target),
    username: t.name(target),
    firstname: 'Eddie',
    lastname: 'Edited',
    status: UserStatus.Active,
    userroles: [Role.Manager],
    usersites: [{ site_id: 2 }],
    ac_default_role_web: Role.Manager,
    ac_default_site: 2,
    ac_default_company: 1,
    ...change,
  });
  const edit = (who: string, roleId: number, siteId: number, body: Record<string, unknown>) =>
    t.as<Envelope>(who, roleId, siteId, 'POST', 'User/addUpdateUser', { body });

  it.each([
    [{ firstname: '' }, Messages.firstNameRequired],
    [{ lastname: '' }, Messages.lastNameRequired],
    [{ username: '' }, Messages.editUsernameRequired],
    [{ email: 'broken' }, Messages.editEmailInvalid],
    [{ status: '' }, Messages.statusRequired],
    [{ userroles: [] }, Messages.editRoleRequired],
    [{ userroles: [Role.Manager, Role.Executive], ac_default_role_web: null }, Messages.defaultRoleRequired],
    [{ usersites: [] }, Messages.editSiteRequired],
    [{ usersites: [2, 3], ac_default_site: null }, Messages.defaultSiteRequired],
    [{ prefer_language_id: null }, Messages.editLanguageRequired],
  ])('%j -> %s', async (change, message) => {
    const result = await edit('admin', Role.CompanyAdmin, 1, base('edited', change));
    expect(result.statusCode).toBe(400);
    expect(result.body).toMatchObject({ success: 0, message });
  });

  it('asks a super admin for the company and never changes it', async () => {
    expect(
      (await edit('root', Role.SuperAdmin, 2, base('edited', { ac_default_company: null }))).body,
    ).toMatchObject({ message: Messages.companyRequiredBang });
    const moved = await edit(
      'root',
      Role.SuperAdmin,
      2,
      base('edited', { ac_default_company: 2, usersites: [6], ac_default_site: 6 }),
    );
    expect(moved.body).toMatchObject({ success: 0, message: Messages.companyChangeNotAllowed });
  });

  it('updates roles, sites, names and language (default 1), and the list follows', async () => {
    const result = await edit(
      'admin',
      Role.CompanyAdmin,
      1,
      base('edited', {
        userroles: [Role.Manager, Role.Executive],
        ac_default_role_web: Role.Executive,
        usersites: [2, 3],
        ac_default_site: 3,
      }),
    );
    expect(result.body).toMatchObject({ success: 1, message: Messages.userUpdated });
    expect(await record('edited')).toMatchObject({
      firstname: 'Eddie',
      lastname: 'Edited',
      roles: [Role.Manager, Role.Executive],
      sites: [2, 3],
      default_role_web: Role.Executive,
      default_site: 3,
      prefer_language_id: 1,
    });
    const executives = await t.as<{ list: { uuid: string; firstname: string }[] }>(
      'admin',
      Role.CompanyAdmin,
      1,
      'POST',
      'User/FilterUsers',
      { body: { role_id: Role.Executive, site_id: [3] } },
    );
    expect(executives.body.list.find((r) => r.uuid === uuids.edited)?.firstname).toBe('Eddie');
  });

  it('keeps username and e-mail read-only', async () => {
    const result = await edit(
      'admin',
      Role.CompanyAdmin,
      1,
      base('edited', { email: 'other@x.test', username: 'other@x.test' }),
    );
    expect(result.body).toMatchObject({ success: 0, message: Messages.identityReadOnly });
  });

  it("enforces a manager's limits on the server", async () => {
    const opPayload = (change: Record<string, unknown>) =>
      base('flip', {
        userroles: [Role.Operator],
        ac_default_role_web: Role.Operator,
        firstname: 'Flip',
        lastname: 'Tester',
        ...change,
      });
    expect(
      (
        await edit(
          'manager',
          Role.Manager,
          2,
          opPayload({ userroles: [Role.Executive], ac_default_role_web: Role.Executive }),
        )
      ).body,
    ).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
    expect(
      (await edit('manager', Role.Manager, 2, opPayload({ usersites: [3], ac_default_site: 3 }))).body,
    ).toMatchObject({ success: 0, message: Messages.notAssignedSite });
    expect((await edit('manager', Role.Manager, 2, base('edited'))).body).toMatchObject({
      success: 0,
      message: Messages.roleNotAuthorised,
    });
    expect((await edit('exec', Role.Executive, 2, opPayload({}))).body).toMatchObject({
      success: 0,
      message: Messages.roleNotAuthorised,
    });
    const ok = await edit('manager', Role.Manager, 2, opPayload({ prefer_language_id: 2 }));
    expect(ok.body).toMatchObject({ success: 1, message: Messages.userUpdated });
    expect(await record('flip')).toMatchObject({ roles: [Role.Operator], sites: [2], prefer_language_id: 2 });
  });
});

describe('POST User/addUpdateUser with the own uuid (profile)', () => {
  it('changes the names only, whatever else is sent', async () => {
    const result = await t.as<Envelope>('profiled', Role.Executive, 2, 'POST', 'User/addUpdateUser', {
      body: {
        uuid: uuids.profiled,
        requestby: uuids.profiled,
        firstname: 'Pat',
        lastname: 'Renamed',
        userroles: [Role.SuperAdmin],
        status: UserStatus.Inactive,
        email: 'hijack@x.test',
        usersites: [6],
      },
    });
    expect(result.body).toMatchObject({ success: 1, message: Messages.profileUpdated });
    expect(await record('profiled')).toMatchObject({
      firstname: 'Pat',
      lastname: 'Renamed',
      roles: [Role.Executive],
      status: UserStatus.Active,
      sites: [2, 3],
      email: t.name('profiled'),
    });
  });

  it.each([
    [{ firstname: '' }, Messages.firstNameRequired],
    [{ lastname: ' ' }, Messages.lastNameRequired],
  ])('%j -> %s', async (change, message) => {
    const result = await t.as('profiled', Role.Executive, 2, 'POST', 'User/addUpdateUser', {
      body: { uuid: uuids.profiled, firstname: 'Pat', lastname: 'Renamed', ...change },
    });
    expect(result).toMatchObject({ statusCode: 400, body: { success: 0, message } });
  });

  it('refuses a request made in the name of someone else', async () => {
    const result = await t.as('profiled', Role.Executive, 2, 'POST', 'User/addUpdateUser', {
      body: { uuid: uuids.profiled, requestby: uuids.admin, firstname: 'A', lastname: 'B' },
    });
    expect(result.body).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
  });
});

describe('GET User/GetAllRoles and User/GetAllLanguages', () => {
  it('lists the roles the caller may assign (spec 6)', async () => {
    const names = async (who: string, roleId: number, siteId: number) =>
      (
        (
          await t.as<{ data: { list: { role_id: number }[] } }>(
            who,
            roleId,
            siteId,
            'GET',
            'User/GetAllRoles',
          )
        ).body.data.list ?? []
      ).map((r) => r.role_id);
    expect(await names('manager', Role.Manager, 2)).toEqual([Role.Operator]);
    expect(await names('admin', Role.CompanyAdmin, 1)).toEqual([
      Role.Manager,
      Role.Operator,
      Role.Executive,
      Role.CompanyAdmin,
    ]);
    expect(await names('exec', Role.Executive, 2)).toEqual([]);
  });

  it('lists the languages', async () => {
    const result = await t.as<{ data: { list: { id: number; language: string }[] } }>(
      'exec',
      Role.Executive,
      2,
      'GET',
      'User/GetAllLanguages',
    );
    expect(result.body.data.list).toEqual([
      { id: 1, language: 'English' },
      { id: 2, language: 'Spanish' },
    ]);
  });
});
