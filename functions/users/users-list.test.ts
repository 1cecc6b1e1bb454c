/**
 * POST User/FilterUsers and the filter options, on a tenant of their own so every count is
 * exact: scope per role and active site (spec 6), Role/Status/Site/Company filters, search,
 * paging with listsize, per-row permissions (spec 4), and the rebuild of an unindexed tenant.
 */
import { randomUUID } from 'node:crypto';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role, UserStatus } from '#shared/codes.js';
import { Messages } from '#shared/messages.js';
import { seed } from '#scripts/dev/seed.js';
import type { SeedTenant, SeedUser } from '#scripts/dev/seed-data.js';
import { call, signIn } from '#functions/test-support/index.js';
import { getUserByUsername, UniqueEntity, unindexUser, UserEntity, userKeys } from './store/index.js';
import { TEST_COMPANIES, TEST_SITES } from './test-tenant.js';
import type { UserRow } from '#shared/users/schemas.js';

const PASSWORD = 'List@1234';
const code = `ul${randomUUID().slice(0, 6)}`;
const user = (
  username: string,
  roles: number[],
  sites: number[],
  extra: Partial<SeedUser> = {},
): SeedUser => ({
  label: username,
  username: `${username}@${code}.test`,
  firstname: username.replace(/\d/g, ''),
  lastname: `Last${username.replace(/\D/g, '') || 'x'}`,
  password: PASSWORD,
  roles,
  sites,
  ...extra,
});

// Company 1: sites 2, 3, 4 (4 inactive) and its all-sites entry 1; company 2: site 6 and entry 5.
const TENANT: SeedTenant = {
  code,
  name: 'List Test',
  color: '#000000',
  logo: 'demo',
  companies: TEST_COMPANIES,
  sites: TEST_SITES,
  users: [
    user('manager', [Role.Manager], [2, 3]),
    user('admin', [Role.CompanyAdmin], [1, 2, 3, 4]),
    user('root', [Role.SuperAdmin], []),
    user('exec', [Role.Executive], [2, 3]),
    user('multi', [Role.Manager, Role.Executive], [2, 3], { defaultRole: Role.Manager }),
    user('maint', [Role.MaintenanceStaff], [2]),
    user('op1', [Role.Operator], [2]),
    user('op2', [Role.Operator], [2]),
    user('op3', [Role.Operator], [2], { temporary: true }),
    user('op4', [Role.Operator], [2]),
    user('op5', [Role.Operator], [2], { status: UserStatus.Inactive }),
    user('op6', [Role.Operator], [3]),
    user('op7', [Role.Operator], [6]),
    user('op8', [Role.Operator], [4]),
    user('southboss', [Role.Manager], [6]),
  ],
};

const name = (username: string) => `${username}@${code}.test`;
type ListAnswer = { success: number; message: string; list: UserRow[]; listsize: number };

let tokens: Record<'manager' | 'admin' | 'root' | 'exec', string>;
async function list(
  who: keyof typeof tokens,
  roleId: number,
  siteId: number,
  body: Record<string, unknown> = {},
) {
  const result = await call<ListAnswer>('POST', 'User/FilterUsers', {
    token: tokens[who],
    domain: code,
    roleId,
    siteId,
    body: { pagesize: 20, pageindex: 1, ...body },
  });
  expect(result.statusCode).toBe(200);
  return result.body;
}
const usernames = (answer: ListAnswer) => answer.list.map((row) => row.username.split('@')[0]);

beforeAll(async () => {
  await seed(process.env.COGNITO_LOCAL_URL!, [TENANT]);
  const [manager, admin, root, exec] = await Promise.all(
    ['manager', 'admin', 'root', 'exec'].map((u) => signIn(code, name(u), PASSWORD)),
  );
  tokens = { manager, admin, root, exec };
});

describe('scope (spec 6: own sites; the all-sites entry gives every own site)', () => {
  it('shows a manager the users of the active site, active first then by username', async () => {
    const answer = await list('manager', Role.Manager, 2);
    expect(answer.success).toBe(1);
    expect(usernames(answer)).toEqual([
      'admin',
      'exec',
      'maint',
      'manager',
      'multi',
      'op1',
      'op2',
      'op3',
      'op4',
      'op5',
    ]);
    expect(answer.listsize).toBe(10);
    expect(answer.list.at(-1)).toMatchObject({ status: UserStatus.Inactive, status_name: 'Inactive' });
  });

  it('with the all-sites entry active, every own site (each user once)', async () => {
    const answer = await list('manager', Role.Manager, 1);
    expect(usernames(answer)).toEqual([
      'admin',
      'exec',
      'maint',
      'manager',
      'multi',
      'op1',
      'op2',
      'op3',
      'op4',
      'op6',
      'op5',
    ]);
    expect(answer.listsize).toBe(11);
  });

  it('shows a company admin the whole company, a super admin the tenant', async () => {
    const admin = await list('admin', Role.CompanyAdmin, 1);
    expect(admin.listsize).toBe(12);
    expect(usernames(admin)).toContain('op8');
    expect(usernames(admin)).not.toContain('op7');
    const root = await list('root', Role.SuperAdmin, 2);
    expect(root.listsize).toBe(TENANT.users.length);
  });

  it("never shows another tenant's users", async () => {
    const answer = await list('root', Role.SuperAdmin, 2, { search_string: 'demo.test' });
    expect(answer.listsize).toBe(0);
  });
});

describe('filters, search and paging', () => {
  it('filters by role and status with exact totals', async () => {
    expect((await list('manager', Role.Manager, 2, { role_id: Role.Operator })).listsize).toBe(5);
    const active = await list('manager', Role.Manager, 2, {
      role_id: [Role.Operator],
      status: UserStatus.Active,
    });
    expect(usernames(active)).toEqual(['op1', 'op2', 'op3', 'op4']);
    const inactive = await list('manager', Role.Manager, 2, {
      role_id: Role.Operator,
      status: UserStatus.Inactive,
    });
    expect(usernames(inactive)).toEqual(['op5']);
    expect(inactive.listsize).toBe(1);
    const managers = await list('admin', Role.CompanyAdmin, 1, { role_id: Role.Manager });
    expect(usernames(managers)).toEqual(['manager', 'multi']);
  });

  it('filters by several roles at once without counting anyone twice', async () => {
    const answer = await list('manager', Role.Manager, 2, { role_id: [Role.Manager, Role.Executive] });
    expect(usernames(answer)).toEqual(['exec', 'manager', 'multi']);
    expect(answer.listsize).toBe(3);
  });

  it('filters by company and site for a super admin', async () => {
    const south = await list('root', Role.SuperAdmin, 2, { company_id: [2] });
    expect(usernames(south)).toEqual(['op7', 'southboss']);
    const site = await list('root', Role.SuperAdmin, 2, { site_id: 3 });
    expect(usernames(site)).toEqual(['admin', 'exec', 'manager', 'multi', 'op6']);
    const both = await list('root', Role.SuperAdmin, 2, { company_id: [2], site_id: [3] });
    expect(both.listsize).toBe(0);
  });

  it('keeps a non-super-admin inside their scope whatever the filters say', async () => {
    const otherCompany = await list('manager', Role.Manager, 1, { site_id: [6], company_id: [2] });
    expect(otherCompany.listsize).toBe(0);
    const ignoredCompany = await list('manager', Role.Manager, 2, { company_id: [2] });
    expect(ignoredCompany.listsize).toBe(10);
  });

  it('searches username and name', async () => {
    const byName = await list('admin', Role.CompanyAdmin, 1, { search_string: 'OP LAST6' });
    expect(usernames(byName)).toEqual(['op6']);
    const byUsername = await list('admin', Role.CompanyAdmin, 1, {
      search_string: 'maint@',
      role_id: Role.MaintenanceStaff,
    });
    expect(byUsername.listsize).toBe(1);
  });

  it('pages by index with the total on every page', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((pageindex) =>
        list('manager', Role.Manager, 2, { role_id: Role.Operator, pagesize: 2, pageindex }),
      ),
    );
    expect(pages.map(usernames)).toEqual([['op1', 'op2'], ['op3', 'op4'], ['op5']]);
    expect(pages.map((p) => p.listsize)).toEqual([5, 5, 5]);
    const beyond = await list('manager', Role.Manager, 2, { pagesize: 20, pageindex: 9 });
    expect(beyond).toMatchObject({ list: [], listsize: 10 });
  });

  it('rejects a malformed filter with 400', async () => {
    const result = await call('POST', 'User/FilterUsers', {
      token: tokens.manager,
      domain: code,
      roleId: Role.Manager,
      siteId: 2,
      body: { pagesize: 'many', status: 7 },
    });
    expect(result.statusCode).toBe(400);
    expect(result.body).toMatchObject({ success: 0, message: Messages.invalidRequest });
  });
});

describe('row permissions (spec 2.11, 4, 6)', () => {
  const rowOf = (answer: ListAnswer, username: string) =>
    answer.list.find((r) => r.username === name(username))!;

  it('lets a manager act on operators only, never on their own row', async () => {
    const answer = await list('manager', Role.Manager, 2);
    expect(rowOf(answer, 'op1')).toMatchObject({
      can_view: true,
      can_toggle: true,
      can_resend: false,
      barcode_selectable: true,
    });
    expect(rowOf(answer, 'op3')).toMatchObject({ can_resend: true, is_registration_succeed: false });
    expect(rowOf(answer, 'manager')).toMatchObject({ can_view: false, can_toggle: false });
    for (const other of ['admin', 'exec', 'multi', 'maint'])
      expect(rowOf(answer, other)).toMatchObject({ can_view: false, can_toggle: false, can_resend: false });
    expect(rowOf(answer, 'maint').barcode_selectable).toBe(true);
    expect(rowOf(answer, 'exec').barcode_selectable).toBe(false);
  });

  it('lets a company admin act on the protected roles too', async () => {
    const answer = await list('admin', Role.CompanyAdmin, 1);
    for (const other of ['manager', 'exec', 'multi', 'maint', 'op1'])
      expect(rowOf(answer, other)).toMatchObject({ can_view: true, can_toggle: true });
    expect(rowOf(answer, 'admin')).toMatchObject({ can_view: false });
  });

  it('gives an executive a read-only list, and a multi-role user the rules of the active role', async () => {
    const answer = await list('exec', Role.Executive, 2);
    expect(answer.list.every((r) => !r.can_view && !r.can_toggle && !r.can_resend)).toBe(true);
    const multi = await signIn(code, name('multi'), PASSWORD);
    const asExecutive = await call<ListAnswer>('POST', 'User/FilterUsers', {
      token: multi,
      domain: code,
      roleId: Role.Executive,
      siteId: 2,
      body: {},
    });
    expect(asExecutive.body.list.find((r) => r.username === name('op1'))?.can_toggle).toBe(false);
    const asManager = await call<ListAnswer>('POST', 'User/FilterUsers', {
      token: multi,
      domain: code,
      roleId: Role.Manager,
      siteId: 2,
      body: {},
    });
    expect(asManager.body.list.find((r) => r.username === name('op1'))?.can_toggle).toBe(true);
  });

  it("carries the row fields of spec 3, with the company read from 'comapny_name'", async () => {
    const row = rowOf(await list('manager', Role.Manager, 2), 'op1');
    expect(row).toMatchObject({
      firstname: 'op',
      lastname: 'Last1',
      default_rolename_app_name: 'Operator',
      userroles: [{ role_id: Role.Operator, role_name: 'Operator' }],
    });
    expect(row.usersites).toEqual([
      expect.objectContaining({ site_id: 2, site_name: 'North Yard', comapny_name: 'North Co' }),
    ]);
  });

  it('refuses roles without the users list', async () => {
    const operator = await signIn(code, name('op1'), PASSWORD);
    const result = await call('POST', 'User/FilterUsers', {
      token: operator,
      domain: code,
      roleId: Role.Operator,
      siteId: 2,
      body: {},
    });
    expect(result.statusCode).toBe(200);
    expect(result.body).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
  });
});

describe('filter options (POST User/{option}, pages of 20)', () => {
  const option = async (
    path: string,
    who: keyof typeof tokens,
    roleId: number,
    siteId: number,
    body: Record<string, unknown> = {},
  ) =>
    (
      await call<{ list: Record<string, unknown>[]; listsize: number }>('POST', path, {
        token: tokens[who],
        domain: code,
        roleId,
        siteId,
        body: { pagesize: 20, pageindex: 1, ...body },
      })
    ).body;

  it('offers roles, searchable and paged; SuperAdmin only to a super admin', async () => {
    const all = await option('User/FilterUsersRoleOptions', 'manager', Role.Manager, 2, { pagesize: 4 });
    expect(all.list).toHaveLength(4);
    expect(all.listsize).toBe(5);
    expect(
      (
        await option('User/FilterUsersRoleOptions', 'manager', Role.Manager, 2, {
          option_search_string: 'super',
        })
      ).list,
    ).toEqual([]);
    const forSuperAdmin = await option('User/FilterUsersRoleOptions', 'root', Role.SuperAdmin, 2, {
      option_search_string: 'super',
    });
    expect(forSuperAdmin.list).toEqual([{ role_id: Role.SuperAdmin, name: 'SuperAdmin' }]);
    const staff = await option('User/FilterUsersRoleOptions', 'manager', Role.Manager, 2, {
      option_search_string: 'staff',
    });
    expect(staff.list).toEqual([{ role_id: Role.MaintenanceStaff, name: 'Maintenance staff' }]);
  });

  it('offers the sites of the list scope, never the all-sites entries', async () => {
    const ids = (answer: { list: Record<string, unknown>[] }) => answer.list.map((s) => s.site_id);
    expect(ids(await option('User/FilterUsersSiteOptions', 'manager', Role.Manager, 2))).toEqual([2]);
    expect(ids(await option('User/FilterUsersSiteOptions', 'manager', Role.Manager, 1))).toEqual([2, 3]);
    expect(ids(await option('User/FilterUsersSiteOptions', 'admin', Role.CompanyAdmin, 1))).toEqual([
      2, 3, 4,
    ]);
    expect(ids(await option('User/FilterUsersSiteOptions', 'root', Role.SuperAdmin, 2))).toEqual([
      2, 3, 4, 6,
    ]);
    expect(
      ids(await option('User/FilterUsersSiteOptions', 'root', Role.SuperAdmin, 2, { company_id: [2] })),
    ).toEqual([6]);
    expect(
      ids(
        await option('User/FilterUsersSiteOptions', 'root', Role.SuperAdmin, 2, {
          option_search_string: 'depot',
        }),
      ),
    ).toEqual([3]);
  });

  it('offers companies: all to a super admin, their own to others', async () => {
    const root = await option('User/FilterUsersCompanyOptions', 'root', Role.SuperAdmin, 2);
    expect(root.list.map((c) => c.company_name)).toEqual(['North Co', 'South Co']);
    const admin = await option('User/FilterUsersCompanyOptions', 'admin', Role.CompanyAdmin, 1);
    expect(admin.list.map((c) => c.company_name)).toEqual(['North Co']);
  });
});

describe('users written before the list index existed', () => {
  it('are indexed on the first list call, once', async () => {
    // A tenant whose users have records but no list entries or counters (data from before the index).
    const oldCode = `uo${randomUUID().slice(0, 6)}`;
    await seed(process.env.COGNITO_LOCAL_URL!, [
      {
        ...TENANT,
        code: oldCode,
        users: [user('boss', [Role.CompanyAdmin], [1, 2, 3], { username: `boss@${oldCode}.test` })],
      },
    ]);
    for (const [i, roles] of [[Role.Operator], [Role.Manager], [Role.Operator]].entries()) {
      const uuid = randomUUID();
      const username = `old${i}@${oldCode}.test`;
      await UserEntity.build(PutItemCommand)
        .item({
          tenant: oldCode,
          uuid,
          username,
          email: username,
          firstname: 'Old',
          lastname: `U${i}`,
          status: 1,
          roles,
          sites: [2],
          is_registration_succeed: true,
          gsi1pk: userKeys.usersIndex(oldCode),
          gsi1sk: username,
        })
        .send();
      await UniqueEntity.build(PutItemCommand)
        .item({ tenant: oldCode, kind: 'USERNAME', value: username, ref: uuid })
        .send();
    }
    const boss = await getUserByUsername(oldCode, `boss@${oldCode}.test`);
    await unindexUser(oldCode, boss!.uuid);

    const token = await signIn(oldCode, `boss@${oldCode}.test`, PASSWORD);
    const first = await call<ListAnswer>('POST', 'User/FilterUsers', {
      token,
      domain: oldCode,
      roleId: Role.CompanyAdmin,
      siteId: 1,
      body: { role_id: Role.Operator },
    });
    expect(first.body.list.map((r) => r.username.split('@')[0])).toEqual(['old0', 'old2']);
    expect(first.body.listsize).toBe(2);
    const all = await call<ListAnswer>('POST', 'User/FilterUsers', {
      token,
      domain: oldCode,
      roleId: Role.CompanyAdmin,
      siteId: 1,
      body: {},
    });
    expect(all.body.listsize).toBe(4);
  });
});
