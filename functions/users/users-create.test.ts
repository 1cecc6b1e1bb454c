/**
 * POST User/addUpdateUser without uuid (spec 2.11, 3, 5, 6): every validation text of both forms
 * through the API, the role and site rules per creator, the identity pool user with its
 * temporary password e-mail, uniqueness per tenant, and all-or-nothing creation.
 */
import {
  AdminCreateUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Role, UserStatus } from '#shared/codes.js';
import { Messages } from '#shared/messages.js';
import { getCognito, getDocumentClient } from '#lib/aws.js';
import { freePort } from '#scripts/dev/process.js';
import { call, tenant as loadTenant } from '#functions/test-support/index.js';
import { getUser, getUserByUsername, identityTaken } from './store/index.js';
import { mailTo, passwordIn, seedUsersTenant, type UsersTenant } from './test-tenant.js';

let t: UsersTenant;
beforeAll(async () => {
  t = await seedUsersTenant('uc');
});
afterEach(() => {
  vi.restoreAllMocks();
});

let serial = 0;
const fresh = (label: string) => `${label}${++serial}-${Date.now().toString(36)}@new.test`;
const managerPayload = (email = fresh('new')) => ({
  email,
  username: email,
  password: '',
  firstname: 'Nora',
  lastname: 'New',
  status: UserStatus.Active,
  userroles: [{ role_id: Role.Manager }],
  usersites: [{ site_id: 2, status: 1, company_id: 1 }],
  ac_default_role_web: Role.Manager,
  ac_default_site: 2,
  ac_default_company: 1,
  prefer_language_id: 1,
});
const operatorPayload = (site = 2) => ({
  email: '',
  username: '',
  firstname: 'Otto',
  lastname: 'Op',
  status: UserStatus.Active,
  userroles: [Role.Operator],
  usersites: [{ site_id: site, status: 1, company_id: 1 }],
  prefer_language_id: 2,
});

type Answer = { success: number; message: string; data: { uuid: string; username: string; email: string } };
const create = (who: string, roleId: number, siteId: number, body: Record<string, unknown>) =>
  t.as<Answer>(who, roleId, siteId, 'POST', 'User/addUpdateUser', { body });
const asAdmin = (body: Record<string, unknown>) => create('admin', Role.CompanyAdmin, 1, body);

describe('validation texts through the API (nothing is written)', () => {
  const NEW_FORM: [Record<string, unknown>, string][] = [
    [{ email: 'nope', username: 'nope' }, Messages.emailInvalid],
    [{ email: '' }, Messages.emailRequired],
    [{ username: '' }, Messages.usernameRequiredBang],
    [{ username: 'someone@else.test' }, Messages.usernameNotEmail],
    [{ firstname: '' }, Messages.firstNameRequired],
    [{ lastname: '' }, Messages.lastNameRequired],
    [{ firstname: 'x'.repeat(101) }, 'First Name can not be more than 100 characters !'],
    [{ lastname: 'x'.repeat(101) }, Messages.userFieldTooLong('Last Name', 100)],
    [{ password: 'short' }, Messages.passwordMinLength],
    [{ password: 'longbutplain' }, Messages.passwordRule],
    [{ status: null }, Messages.statusRequired],
    [{ userroles: [] }, Messages.rolesRequired],
    [{ userroles: [Role.Operator, Role.Executive] }, Messages.operatorOtherRoles],
    [{ userroles: [Role.Manager, Role.Executive], ac_default_role_web: null }, Messages.defaultRoleRequired],
    [{ usersites: [] }, Messages.sitesRequired],
    [{ usersites: [2, 3], ac_default_site: null }, Messages.defaultSiteRequired],
    [{ prefer_language_id: null }, Messages.languagesRequired],
  ];
  it.each(NEW_FORM)('new form %j -> %s', async (change, message) => {
    const payload = { ...managerPayload(), ...change };
    const result = await asAdmin(payload);
    expect(result.statusCode).toBe(400);
    expect(result.body).toMatchObject({ success: 0, message });
    if (payload.username)
      expect(
        await identityTaken(t.code, String(payload.username), String(payload.email || 'x@x.x')),
      ).toBeNull();
  });

  it('asks a super admin for the company (new form)', async () => {
    const result = await create('root', Role.SuperAdmin, 2, {
      ...managerPayload(),
      ac_default_company: null,
    });
    expect(result.body).toMatchObject({ success: 0, message: Messages.companyRequiredBang });
  });

  const LEGACY_FORM: [Record<string, unknown>, string][] = [
    [{ email: '' }, Messages.legacyEmailRequired],
    [{ email: 'nope', username: 'nope' }, Messages.legacyEmailInvalid],
    [{ username: '' }, Messages.legacyUsernameRequired],
    [{ username: 'someone@else.test' }, Messages.legacyUsernameNotEmail],
    [{ firstname: '' }, Messages.legacyFirstNameRequired],
    [{ lastname: '' }, Messages.legacyLastNameRequired],
    [{ status: '' }, Messages.legacyStatusRequired],
    [{ userroles: [] }, Messages.legacyRoleRequired],
    [{ usersites: [] }, Messages.legacySiteRequired],
    [{ ...operatorPayload(), prefer_language_id: '' }, Messages.legacyLanguageRequired],
  ];
  it.each(LEGACY_FORM)('legacy form %j -> %s', async (change, message) => {
    const result = await asAdmin({ ...managerPayload(), ...change, form: 'legacy' });
    expect(result.statusCode).toBe(400);
    expect(result.body).toMatchObject({ success: 0, message });
  });

  it('asks a super admin for the company (legacy form)', async () => {
    const result = await create('root', Role.SuperAdmin, 2, {
      ...managerPayload(),
      ac_default_company: '',
      form: 'legacy',
    });
    expect(result.body).toMatchObject({ success: 0, message: Messages.legacyCompanyRequired });
  });

  it('rejects a body that is not a payload', async () => {
    const result = await asAdmin({ userroles: 'everything', firstname: { a: 1 } } as unknown as Record<
      string,
      unknown
    >);
    expect(result.statusCode).toBe(400);
  });
});

describe('role and site rules per creator (spec 6), enforced whatever the screen sends', () => {
  it('lets a manager create operators only', async () => {
    for (const role of [
      Role.Executive,
      Role.Manager,
      Role.CompanyAdmin,
      Role.MaintenanceStaff,
      Role.SuperAdmin,
    ]) {
      const result = await create('manager', Role.Manager, 2, {
        ...managerPayload(),
        userroles: [role],
        ac_default_role_web: role,
      });
      expect(result.statusCode, `role ${role}`).toBe(200);
      expect(result.body, `role ${role}`).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
    }
  });

  it("puts a manager's operator on the current, active site only", async () => {
    const otherSite = await create('manager', Role.Manager, 2, operatorPayload(3));
    expect(otherSite.body).toMatchObject({ success: 0, message: Messages.notAssignedSite });
    const inactive = await create('manager', Role.Manager, 1, operatorPayload(4));
    expect(inactive.body).toMatchObject({ success: 0, message: Messages.inactiveSite });
    const notTheirs = await create('manager', Role.Manager, 1, operatorPayload(6));
    expect(notTheirs.body).toMatchObject({ success: 0, message: Messages.notAssignedSite });
    const twoSites = await create('manager', Role.Manager, 1, { ...operatorPayload(), usersites: [2, 3] });
    expect(twoSites.body).toMatchObject({ success: 0, message: Messages.singleSiteRole });
  });

  it('never lets anyone give SuperAdmin or Maintenance staff, nor an executive create', async () => {
    for (const role of [Role.SuperAdmin, Role.MaintenanceStaff]) {
      const byAdmin = await asAdmin({ ...managerPayload(), userroles: [role], ac_default_role_web: role });
      expect(byAdmin.body).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
      const byRoot = await create('root', Role.SuperAdmin, 2, {
        ...managerPayload(),
        userroles: [role],
        ac_default_role_web: role,
      });
      expect(byRoot.body).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
    }
    const byExecutive = await create('exec', Role.Executive, 2, managerPayload());
    expect(byExecutive.body).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
  });

  it("keeps a company admin in their company and a super admin's sites in the chosen company", async () => {
    const foreign = await asAdmin({ ...managerPayload(), usersites: [6], ac_default_site: 6 });
    expect(foreign.body).toMatchObject({ success: 0, message: Messages.notAssignedSite });
    const mixed = await create('root', Role.SuperAdmin, 2, {
      ...managerPayload(),
      ac_default_company: 1,
      usersites: [2, 6],
      ac_default_site: 2,
    });
    expect(mixed.body).toMatchObject({ success: 0, message: Messages.siteOutsideCompany });
    const unknownCompany = await create('root', Role.SuperAdmin, 2, {
      ...managerPayload(),
      ac_default_company: 99,
    });
    expect(unknownCompany.body).toMatchObject({ success: 0, message: Messages.unknownCompany });
  });

  it('gives a company admin every site of the company', async () => {
    const email = fresh('ca');
    const result = await asAdmin({
      ...managerPayload(email),
      userroles: [Role.CompanyAdmin],
      ac_default_role_web: Role.CompanyAdmin,
      usersites: [],
      ac_default_site: null,
    });
    expect(result.body).toMatchObject({ success: 1, message: Messages.userCreated });
    const record = await getUser(t.code, result.body.data.uuid);
    expect(record).toMatchObject({
      roles: [Role.CompanyAdmin],
      sites: [2, 3, 4],
      default_site: 1,
      default_company: 1,
    });
  });

  it('takes the chosen default role when several are given', async () => {
    const result = await create('root', Role.SuperAdmin, 2, {
      ...managerPayload(fresh('multi')),
      userroles: [Role.Manager, Role.Executive],
      ac_default_role_web: Role.Executive,
      usersites: [2, 3],
      ac_default_site: 3,
    });
    expect(result.body).toMatchObject({ success: 1 });
    expect(await getUser(t.code, result.body.data.uuid)).toMatchObject({
      roles: [Role.Manager, Role.Executive],
      default_role_web: Role.Executive,
      sites: [2, 3],
      default_site: 3,
      default_company: 1,
    });
  });
});

describe('creating in the identity pool with a temporary password', () => {
  it("creates a manager's operator with a generated identity; the sign-in details go to the manager", async () => {
    const result = await create('manager', Role.Manager, 2, operatorPayload());
    expect(result.body).toMatchObject({ success: 1, message: Messages.userCreated });
    const { uuid, username } = result.body.data;
    expect(username).toMatch(/^ottoop[0-9a-z]+@operator\.invalid$/);
    expect(await getUser(t.code, uuid)).toMatchObject({
      roles: [Role.Operator],
      sites: [2],
      default_role_app: Role.Operator,
      prefer_language_id: 2,
      is_registration_succeed: false,
    });
    const pool = await t.poolUser(username);
    expect(pool?.Enabled).toBe(true);
    expect(pool?.UserAttributes?.find((a) => a.Name === 'sub')?.Value).toBe(uuid);
    const [mail] = (await mailTo(t.name('manager'))).filter((m) => m.body.text?.includes(username));
    expect(mail.subject).toContain('Otto Op');
    expect(passwordIn(mail)).toMatch(/.{12}/);
  });

  it('mails the temporary password to a new user, whose first sign-in sets a new password (/setpassword)', async () => {
    const email = fresh('first');
    const result = await asAdmin(managerPayload(email));
    expect(result.body).toMatchObject({ success: 1 });
    const [mail] = await mailTo(email);
    const temporary = passwordIn(mail)!;
    const demo = await loadTenant(t.code);
    const cognito = getCognito();
    const challenge = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: demo.user_pool_web_client_id,
        AuthParameters: { USERNAME: email, PASSWORD: temporary },
      }),
    );
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const answered = await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: demo.user_pool_web_client_id,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: email, NEW_PASSWORD: 'Chosen@123' },
      }),
    );
    const token = answered.AuthenticationResult!.AccessToken!;
    const verified = await call('GET', 'User/VerifyEmail', { token, domain: t.code });
    expect(verified.body).toMatchObject({ success: 1 });
    expect(await getUser(t.code, result.body.data.uuid)).toMatchObject({ is_registration_succeed: true });
  });

  it('uses the password given in the new form as the temporary one, and disables an inactive user in the pool', async () => {
    const email = fresh('given');
    const result = await asAdmin({
      ...managerPayload(email),
      password: 'Given@123',
      status: UserStatus.Inactive,
    });
    expect(result.body).toMatchObject({ success: 1 });
    expect(passwordIn((await mailTo(email))[0])).toBe('Given@123');
    expect((await t.poolUser(email))?.Enabled).toBe(false);
  });

  it('keeps usernames and e-mails unique within a tenant, not across tenants', async () => {
    const taken = await asAdmin(managerPayload(t.name('exec')));
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toMatchObject({ success: 0, message: Messages.usernameTaken });
    const caseOnly = await asAdmin(managerPayload(t.name('exec').toUpperCase()));
    expect(caseOnly.body).toMatchObject({ message: Messages.usernameTaken });
    // manager@demo.test belongs to the demo tenant; here it is free.
    const otherTenant = await asAdmin(managerPayload('manager@demo.test'));
    expect(otherTenant.body).toMatchObject({ success: 1 });
    expect((await getUserByUsername('demo', 'manager@demo.test'))?.lastname).toBe('Lopez');
  });
});

describe('all or nothing', () => {
  it('leaves no record when the identity pool fails', async () => {
    const email = fresh('cognitofail');
    const cognitoMock = mockClient(getCognito() as CognitoIdentityProviderClient);
    cognitoMock
      .on(AdminCreateUserCommand)
      .rejects(Object.assign(new Error('Service unavailable'), { name: 'InternalErrorException' }));
    let result;
    try {
      result = await asAdmin(managerPayload(email));
    } finally {
      cognitoMock.restore();
    }
    expect(result.statusCode).toBe(500);
    expect(result.body).toMatchObject({ success: 0, message: Messages.somethingWentWrong });
    expect(await identityTaken(t.code, email, email)).toBeNull();
    expect(await getUserByUsername(t.code, email)).toBeUndefined();
    expect(await mailTo(email)).toEqual([]);
  });

  it('deletes the identity pool user when the record write fails', async () => {
    const email = fresh('dbfail');
    const client = getDocumentClient();
    const send = client.send.bind(client);
    vi.spyOn(client, 'send').mockImplementation(((command: unknown, ...rest: unknown[]) => {
      if (command instanceof TransactWriteCommand)
        return Promise.reject(
          Object.assign(new Error('Throughput exceeded'), { name: 'ProvisionedThroughputExceededException' }),
        );
      return (send as (...args: unknown[]) => unknown)(command, ...rest);
    }) as typeof client.send);
    const result = await asAdmin(managerPayload(email));
    vi.restoreAllMocks();
    // A throttled table is a service that is unavailable for now: 503, try again (issue 23 item 7).
    expect(result.statusCode).toBe(503);
    expect(await t.poolUser(email)).toBeNull();
    expect(await identityTaken(t.code, email, email)).toBeNull();
    expect(await mailTo(email)).toEqual([]);
  });

  it('undoes both when the e-mail cannot be sent', async () => {
    const email = fresh('mailfail');
    // A real transport fault: SES is pointed at a port nothing listens on for this one call.
    const sesEndpoint = process.env.AWS_ENDPOINT_URL_SESV2;
    process.env.AWS_ENDPOINT_URL_SESV2 = `http://127.0.0.1:${await freePort()}`;
    const result = await asAdmin(managerPayload(email)).finally(() => {
      process.env.AWS_ENDPOINT_URL_SESV2 = sesEndpoint;
    });
    // SES out of reach is a service that is unavailable for now: 503, try again (issue 23 item 7).
    expect(result.statusCode).toBe(503);
    expect(await t.poolUser(email)).toBeNull();
    expect(await identityTaken(t.code, email, email)).toBeNull();
    const list = await t.as<{ list: { username: string }[] }>(
      'admin',
      Role.CompanyAdmin,
      1,
      'POST',
      'User/FilterUsers',
      { body: { search_string: 'mailfail' } },
    );
    expect(list.body.list).toEqual([]);
  });
});
