/**
 * The devices calls on a tenant of their own: the sync registers, updates and moves a device
 * (entry, counts and options in one transaction), the list's scope per role, filters, search,
 * paging with listsize, the filter options (an option disappears when no device uses it), and
 * bad input that writes nothing.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '#shared/codes.js';
import { DeviceMessages } from '#shared/devices/messages.js';
import type { DeviceRow } from '#shared/devices/schemas.js';
import { Messages } from '#shared/messages.js';
import type { SeedTenant, SeedUser } from '#scripts/dev/seed-data.js';
import { seed } from '#scripts/dev/seed.js';
import { call, DEMO_PASSWORD, signIn } from '#functions/test-support/index.js';
import { TEST_COMPANIES, TEST_SITES } from '#functions/users/test-tenant.js';

const PASSWORD = 'Devices@1234';
const code = `dv${randomUUID().slice(0, 6)}`;
const user = (username: string, roles: number[], sites: number[]): SeedUser => ({
  label: username,
  username: `${username}@${code}.test`,
  firstname: username,
  lastname: 'Test',
  password: PASSWORD,
  roles,
  sites,
});

// Company 1 (North Co): sites 2, 3, 4 and its all-sites entry 1; company 2 (South Co): site 6 and entry 5.
const TENANT: SeedTenant = {
  code,
  name: 'Devices Test',
  color: '#000000',
  logo: 'demo',
  companies: TEST_COMPANIES,
  sites: TEST_SITES,
  users: [
    user('op', [Role.Operator], [2, 3]),
    user('southop', [Role.Operator], [6]),
    user('admin', [Role.CompanyAdmin], [1, 2, 3, 4]),
    user('root', [Role.SuperAdmin], []),
  ],
};

type Who = 'op' | 'southop' | 'admin' | 'root';
const ROLE: Record<Who, number> = {
  op: Role.Operator,
  southop: Role.Operator,
  admin: Role.CompanyAdmin,
  root: Role.SuperAdmin,
};
const SITE: Record<Who, number> = { op: 2, southop: 6, admin: 2, root: 2 };
let tokens: Record<Who, string>;
type ListAnswer = { success: number; message: string; data: { list: DeviceRow[]; listsize: number } };

const as = (who: Who, body: Record<string, unknown>) => ({
  token: tokens[who],
  domain: code,
  roleId: ROLE[who],
  siteId: SITE[who],
  body,
});
const sync = (who: Who, body: Record<string, unknown>) =>
  call<{ success: number; message: string; data: DeviceRow }>('POST', 'Device/SyncDevice', as(who, body));
async function list(who: Who, body: Record<string, unknown> = {}) {
  const result = await call<ListAnswer>(
    'POST',
    'Device/FilterDevices',
    as(who, { pagesize: 20, pageindex: 1, ...body }),
  );
  expect(result.statusCode).toBe(200);
  return result.body.data;
}
async function options(who: Who, option: string, body: Record<string, unknown> = {}) {
  const result = await call<{ data: { list: Record<string, unknown>[]; listsize: number } }>(
    'POST',
    `Device/${option}`,
    as(who, body),
  );
  expect(result.statusCode).toBe(200);
  return result.body.data;
}
const codes = (answer: { list: DeviceRow[] }) => answer.list.map((d) => d.device_code);

const device = (deviceCode: string, site: number, extra: Record<string, unknown> = {}) => ({
  device_code: deviceCode,
  device_name: `Device ${deviceCode}`,
  device_type: 'Handheld',
  brand: 'Zebra',
  model: 'TC52',
  os: 'Android 11',
  site_id: site,
  sync_time: '2026-03-01T10:00:00Z',
  ...extra,
});

beforeAll(async () => {
  await seed(process.env.COGNITO_LOCAL_URL!, [TENANT]);
  const [op, southop, admin, root] = await Promise.all(
    (['op', 'southop', 'admin', 'root'] as const).map((u) => signIn(code, `${u}@${code}.test`, PASSWORD)),
  );
  tokens = { op, southop, admin, root };
  // North: D01..D05 at site 2, D06..D08 at site 3; South: S01, S02 at site 6.
  for (let i = 1; i <= 8; i++) {
    const extra =
      i % 2 === 0
        ? { device_type: 'Tablet', brand: 'Samsung', model: 'Galaxy Tab Active3', os: 'Android 13' }
        : {};
    expect((await sync('op', device(`D0${i}`, i <= 5 ? 2 : 3, extra))).statusCode).toBe(200);
  }
  for (const c of ['S01', 'S02'])
    expect((await sync('southop', device(c, 6, { brand: 'Honeywell', model: 'CT40' }))).statusCode).toBe(200);
});

describe('sync (the mobile app registers and updates its device)', () => {
  it('creates a device with the site and company of the sync, then updates and moves it', async () => {
    const created = await sync(
      'op',
      device('M01', 2, {
        device_name: 'Yard scanner',
        os: 'Android 10',
        sync_time: '2026-03-02T08:30:00+02:00',
      }),
    );
    expect(created.statusCode).toBe(200);
    expect(created.body).toMatchObject({ success: 1, message: DeviceMessages.synced });
    expect(created.body.data).toMatchObject({
      device_code: 'M01',
      device_name: 'Yard scanner',
      company_id: 1,
      company_name: 'North Co',
      last_sync_site_id: 2,
      last_sync_site_name: 'North Yard',
      last_sync_time: '2026-03-02T06:30:00.000Z',
    });
    expect((await list('admin', { site_id: [2] })).listsize).toBe(6);

    const moved = await sync(
      'op',
      device('M01', 3, { device_name: 'Depot scanner', os: 'Android 12', sync_time: '2026-03-03T09:00:00Z' }),
    );
    expect(moved.body.data).toMatchObject({
      device_id: created.body.data.device_id,
      device_name: 'Depot scanner',
      last_sync_site_name: 'North Depot',
      os: 'Android 12',
    });
    const site2 = await list('admin', { site_id: [2] });
    const site3 = await list('admin', { site_id: [3] });
    expect(codes(site2)).not.toContain('M01');
    expect(site2.listsize).toBe(5);
    expect(codes(site3)).toEqual(['D06', 'D07', 'D08', 'M01']);
    expect(site3.listsize).toBe(4);
    // 'Android 10' was only M01's: it is no longer offered; 'Android 12' is.
    const os = (await options('admin', 'FilterDeviceOsOptions')).list.map((o) => o.value);
    expect(os).toEqual(['Android 11', 'Android 12', 'Android 13']);

    // A sync reported late (older than the stored one) does not move it back.
    const late = await sync('op', device('M01', 2, { sync_time: '2026-03-01T00:00:00Z' }));
    expect(late.body.data.last_sync_site_id).toBe(3);
    expect((await list('admin', { site_id: [3] })).listsize).toBe(4);
  });

  it("refuses a missing device code and a site that is not the caller's, writing nothing", async () => {
    const before = await list('root');
    const noCode = await sync('op', device('', 2));
    expect(noCode.statusCode).toBe(400);
    expect(noCode.body.message).toBe(DeviceMessages.deviceCodeRequired);
    expect((await sync('op', device('   ', 2))).body.message).toBe('Device code is required !');
    for (const site of [6, 1, 99]) {
      const other = await sync('op', device('X01', site));
      expect(other.statusCode, `site ${site}`).toBe(400);
      expect(other.body.message).toBe(Messages.notAssignedSite);
    }
    expect((await sync('op', device('X02', 2, { sync_time: 'yesterday' }))).statusCode).toBe(400);
    expect((await list('root')).listsize).toBe(before.listsize);
    expect(codes(await list('root', { search_string: 'X0' }))).toEqual([]);
  });

  it('refuses the list roles on the sync call, and the app roles on the list', async () => {
    expect((await sync('admin', device('A01', 2))).body).toMatchObject({
      success: 0,
      message: Messages.roleNotAuthorised,
    });
    const opList = await call('POST', 'Device/FilterDevices', as('op', {}));
    expect(opList.body).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
    expect(codes(await list('root', { search_string: 'A01' }))).toEqual([]);
  });
});

describe('the list (scope, filters, search, paging)', () => {
  it('shows a super admin every company, a company admin their companies', async () => {
    const root = await list('root');
    expect(codes(root)).toEqual([
      'D01',
      'D02',
      'D03',
      'D04',
      'D05',
      'D06',
      'D07',
      'D08',
      'M01',
      'S01',
      'S02',
    ]);
    expect(root.listsize).toBe(11);
    const admin = await list('admin');
    expect(admin.listsize).toBe(9);
    expect(codes(admin)).not.toContain('S01');
    expect(
      (await list('root', { company_id: [2] })).list.map((d) => [d.device_code, d.company_name]),
    ).toEqual([
      ['S01', 'South Co'],
      ['S02', 'South Co'],
    ]);
    // A company admin's Company filter cannot reach another company.
    expect((await list('admin', { company_id: [2] })).listsize).toBe(0);
  });

  it('filters by type, brand, model and OS, and searches, with exact totals', async () => {
    expect(codes(await list('admin', { type: ['Tablet'] }))).toEqual(['D02', 'D04', 'D06', 'D08']);
    const zebra = await list('root', { brand: ['Zebra'], site_id: [2] });
    expect(codes(zebra)).toEqual(['D01', 'D03', 'D05']);
    expect(zebra.listsize).toBe(3);
    expect(codes(await list('root', { model: ['CT40'] }))).toEqual(['S01', 'S02']);
    expect((await list('root', { os: ['Android 13'], brand: ['Samsung', 'Zebra'] })).listsize).toBe(4);
    expect(codes(await list('root', { search_string: 'device d0' })).length).toBe(8);
    expect(codes(await list('root', { search_string: 'depot scan' }))).toEqual(['M01']);
  });

  it('pages in code order with the total of the whole scope', async () => {
    const first = await list('root', { pagesize: 4, pageindex: 1 });
    const third = await list('root', { pagesize: 4, pageindex: 3 });
    expect(codes(first)).toEqual(['D01', 'D02', 'D03', 'D04']);
    expect(codes(third)).toEqual(['M01', 'S01', 'S02']);
    expect(third.listsize).toBe(11);
    expect((await list('root', { pagesize: 4, pageindex: 4 })).list).toEqual([]);
    const filteredPage = await list('root', { brand: ['Zebra'], pagesize: 2, pageindex: 2 });
    expect(codes(filteredPage)).toEqual(['D05', 'D07']);
  });

  it("never shows another tenant's devices", async () => {
    const demo = await list('root', { search_string: 'CONTRACT' });
    expect(demo.listsize).toBe(0);
  });
});

describe('filter options', () => {
  it('offers the values in use in the scope, searchable and paged', async () => {
    expect((await options('admin', 'FilterDeviceBrandOptions')).list).toEqual([
      { value: 'Samsung' },
      { value: 'Zebra' },
    ]);
    expect((await options('root', 'FilterDeviceBrandOptions')).list.map((o) => o.value)).toEqual([
      'Honeywell',
      'Samsung',
      'Zebra',
    ]);
    expect((await options('root', 'FilterDeviceBrandOptions', { company_id: [2] })).list).toEqual([
      { value: 'Honeywell' },
    ]);
    expect((await options('root', 'FilterDeviceModelOptions', { option_search_string: 'tab' })).list).toEqual(
      [{ value: 'Galaxy Tab Active3' }],
    );
    expect((await options('root', 'FilterDeviceTypeOptions')).list).toEqual([
      { value: 'Handheld' },
      { value: 'Tablet' },
    ]);
    const paged = await options('root', 'FilterDeviceBrandOptions', { pagesize: 2, pageindex: 2 });
    expect(paged).toEqual({ list: [{ value: 'Zebra' }], listsize: 3 });
  });

  it('offers companies and sites of the scope (never the all-sites entries)', async () => {
    expect((await options('root', 'FilterDeviceCompanyOptions')).list).toEqual([
      { company_id: 1, company_name: 'North Co' },
      { company_id: 2, company_name: 'South Co' },
    ]);
    expect((await options('admin', 'FilterDeviceCompanyOptions')).list).toEqual([
      { company_id: 1, company_name: 'North Co' },
    ]);
    expect((await options('admin', 'FilterDeviceSiteOptions')).list.map((s) => s.site_name)).toEqual([
      'North Yard',
      'North Depot',
      'North Closed',
    ]);
    expect((await options('root', 'FilterDeviceSiteOptions', { company_id: [2] })).list).toEqual([
      { site_id: 6, site_name: 'South Yard', company_id: 2 },
    ]);
    expect(
      (await options('root', 'FilterDeviceSiteOptions', { option_search_string: 'depot' })).listsize,
    ).toBe(1);
  });
});

describe('the demo seed', () => {
  it('gives each demo company a dozen devices of real makes, synced at its sites', async () => {
    const token = await signIn('demo', 'superadmin@demo.test', DEMO_PASSWORD);
    const demo = await call<ListAnswer>('POST', 'Device/FilterDevices', {
      token,
      domain: 'demo',
      roleId: Role.SuperAdmin,
      siteId: 2,
      body: { pagesize: 100, pageindex: 1, brand: ['Zebra', 'Samsung', 'Apple', 'Honeywell'] },
    });
    const seeded = demo.body.data.list.filter((d) => /^[A-Z]{3}-[A-Z]{2}\d{4}$/.test(d.device_code));
    for (const company of ['Northwind Logistics', 'Blue Ridge Construction'])
      expect(seeded.filter((d) => d.company_name === company)).toHaveLength(12);
    expect(new Set(seeded.map((d) => d.model))).toEqual(
      new Set(['TC52', 'Galaxy Tab Active3', 'iPad 9th gen', 'CT40']),
    );
    expect(new Set(seeded.map((d) => d.last_sync_site_name)).size).toBeGreaterThanOrEqual(4);
    expect(seeded.every((d) => d.os.startsWith('Android') || d.os.startsWith('iOS'))).toBe(true);
  });
});

describe('concurrent syncs', () => {
  it('of one new device at two sites register it once, counted once, at the latest sync', async () => {
    const before = await list('admin');
    const answers = await Promise.all(
      [2, 3, 2, 3, 2, 3].map((site, i) =>
        sync('op', device('C01', site, { sync_time: `2026-04-01T10:00:0${i}Z` })),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const after = await list('admin');
    expect(after.listsize).toBe(before.listsize + 1);
    expect(codes(await list('admin', { search_string: 'C01' }))).toEqual(['C01']);
    // The newest sync (at site 3) wins, whatever order the writes landed in.
    const [row] = (await list('admin', { search_string: 'C01' })).list;
    expect(row).toMatchObject({ last_sync_site_id: 3, last_sync_time: '2026-04-01T10:00:05.000Z' });
    const site2 = await list('admin', { site_id: [2] });
    const site3 = await list('admin', { site_id: [3] });
    expect(site2.listsize + site3.listsize).toBe(after.listsize);
  });
});
