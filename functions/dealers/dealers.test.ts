/**
 * The Service dealer calls on tenants of their own: add with each message (bad input writes
 * nothing), the picker's pages of 10 by name with listsize, search over name and e-mail, get by id,
 * getDealers for other domains, the roles and sites refused, and another company's or tenant's
 * dealers out of reach.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DealerMessages } from '#shared/dealers/messages.js';
import type { DealerRow } from '#shared/dealers/schemas.js';
import { Messages } from '#shared/messages.js';
import { call } from '#functions/test-support/index.js';
import { maintenanceTenants, type As, type Who } from '#functions/test-support/maintenance-tenants.js';
import { getDealer, getDealers } from './store.js';

interface Answer<T> {
  success: number;
  message: string;
  data: T;
}
let t: Awaited<ReturnType<typeof maintenanceTenants>>;
const add = (who: Who | As, body: Record<string, unknown>) =>
  call<Answer<DealerRow>>('POST', 'ServiceDealer/AddServiceDealer', { ...t.session(who), body });
const getOne = (who: Who | As, id: number | string) =>
  call<Answer<DealerRow>>('GET', 'ServiceDealer/GetServiceDealer/{service_dealer_id}', {
    ...t.session(who),
    pathParameters: { service_dealer_id: String(id) },
  });
async function list(who: Who | As, query: Record<string, string> = {}) {
  const result = await call<Answer<{ list: DealerRow[]; listsize: number }>>(
    'GET',
    'ServiceDealer/GetServiceDealers',
    { ...t.session(who), query: { pageIndex: '1', searchString: '', ...query } },
  );
  expect(result.statusCode, result.raw).toBe(200);
  expect(result.body.success, result.raw).toBe(1);
  return result.body.data;
}
const names = (page: { list: DealerRow[] }) => page.list.map((d) => d.name);

beforeAll(async () => {
  t = await maintenanceTenants('sd');
});

describe('add and list', () => {
  it('adds dealers with a trimmed name and e-mail, and lists them by name, 10 a page, with listsize', async () => {
    const first = await add('admin', { name: '  Zeta Hydraulics ', email: ' zeta@dealers.test ' });
    expect(first.statusCode, first.raw).toBe(200);
    expect(first.body).toMatchObject({
      success: 1,
      message: DealerMessages.added,
      data: { name: 'Zeta Hydraulics', email: 'zeta@dealers.test' },
    });
    expect(first.body.data.service_dealer_id).toBeGreaterThan(0);
    for (let i = 0; i < 11; i++)
      expect(
        (await add('manager', { name: `Dealer ${String(i).padStart(2, '0')}`, email: `d${i}@dealers.test` }))
          .body.success,
      ).toBe(1);
    const page1 = await list('admin');
    expect(page1.listsize).toBe(12);
    expect(names(page1)).toEqual([
      'Dealer 00',
      'Dealer 01',
      'Dealer 02',
      'Dealer 03',
      'Dealer 04',
      'Dealer 05',
      'Dealer 06',
      'Dealer 07',
      'Dealer 08',
      'Dealer 09',
    ]);
    const page2 = await list('manager', { pageIndex: '2' });
    expect(names(page2)).toEqual(['Dealer 10', 'Zeta Hydraulics']);
    expect(await getOne('manager', first.body.data.service_dealer_id)).toMatchObject({
      statusCode: 200,
      body: { success: 1, data: first.body.data },
    });
  });

  it('searches name and e-mail in any case, paging the matches', async () => {
    expect(names(await list('admin', { searchString: 'ZETA' }))).toEqual(['Zeta Hydraulics']);
    expect(await list('admin', { searchString: 'd1@' })).toMatchObject({
      listsize: 1,
      list: [{ name: 'Dealer 01' }],
    });
    const many = await list('admin', { searchString: '@DEALERS.' });
    expect(many.listsize).toBe(12);
    expect(many.list).toHaveLength(10);
    expect(names(await list('admin', { searchString: '@dealers.', pageIndex: '2' }))).toEqual([
      'Dealer 10',
      'Zeta Hydraulics',
    ]);
    expect(await list('admin', { searchString: 'nobody' })).toEqual({ list: [], listsize: 0 });
  });

  it.each([
    [{ email: 'a@b.test' }, DealerMessages.nameRequired],
    [{ name: '   ', email: 'a@b.test' }, DealerMessages.nameRequired],
    [{ name: 'x'.repeat(101), email: 'a@b.test' }, DealerMessages.nameTooLong],
    [{ name: 'X' }, DealerMessages.emailRequired],
    [{ name: 'X', email: '' }, DealerMessages.emailRequired],
    [{ name: 'X', email: 'not-an-email' }, DealerMessages.emailInvalid],
    [{ name: 'X', email: 'a@b' }, DealerMessages.emailInvalid],
  ])('refuses %j with 400 "%s" and writes nothing', async (body, message) => {
    const before = await list('admin', { pageSize: '100' });
    const result = await add('admin', body);
    expect(result.statusCode, result.raw).toBe(400);
    expect(result.body).toMatchObject({ success: 0, message });
    expect(await list('admin', { pageSize: '100' })).toEqual(before);
  });

  it('answers 404 for a dealer that does not exist or an id that is not one', async () => {
    expect((await getOne('admin', 999999)).statusCode).toBe(404);
    expect((await getOne('admin', 'abc')).body).toMatchObject({
      success: 0,
      message: DealerMessages.dealerNotFound,
    });
  });

  it('getDealers reads several by id for other domains, leaving unknown ids out', async () => {
    const { list: rows } = await list('admin', { pageSize: '3' });
    const found = await getDealers(t.codes.a, [
      ...rows.map((r) => r.service_dealer_id),
      999999,
      rows[0].service_dealer_id,
    ]);
    expect([...found.keys()].sort((a, b) => a - b)).toEqual(
      rows.map((r) => r.service_dealer_id).sort((a, b) => a - b),
    );
    expect(found.get(rows[0].service_dealer_id)).toMatchObject({
      name: rows[0].name,
      email: rows[0].email,
      company_id: 1,
    });
    expect(await getDealer(t.codes.b, rows[0].service_dealer_id)).toBeUndefined();
  });
});

describe('who may use dealers', () => {
  it.each(['exec', 'op', 'maint', 'root'] as const)(
    'refuses the %s role on every call, writing nothing',
    async (who) => {
      const { listsize } = await list('admin');
      for (const result of [
        await add(who, { name: 'Taken', email: 't@t.test' }),
        await getOne(who, 1),
        await call('GET', 'ServiceDealer/GetServiceDealers', { ...t.session(who), query: {} }),
      ]) {
        expect(result.statusCode, result.raw).toBe(200);
        expect(result.body).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
      }
      expect((await list('admin')).listsize).toBe(listsize);
    },
  );

  it('refuses a manager whose active site does not show maintenance', async () => {
    const atDepot = await call('GET', 'ServiceDealer/GetServiceDealers', {
      ...t.session({ who: 'manager', site: 3 }),
      query: {},
    });
    expect(atDepot.body).toMatchObject({ success: 0, message: Messages.maintenanceNotShown });
    expect((await add({ who: 'manager', site: 3 }, { name: 'X', email: 'x@x.test' })).body).toMatchObject({
      success: 0,
      message: Messages.maintenanceNotShown,
    });
  });
});

describe('isolation', () => {
  it("keeps another company's and another tenant's dealers out of reach", async () => {
    const north = await list('admin');
    const target = north.list[0];
    expect(await list('southboss')).toEqual({ list: [], listsize: 0 });
    expect((await getOne('southboss', target.service_dealer_id)).statusCode).toBe(404);
    expect(await list({ who: 'admin', tenant: 'b' })).toEqual({ list: [], listsize: 0 });
    expect((await getOne({ who: 'admin', tenant: 'b' }, target.service_dealer_id)).statusCode).toBe(404);
    expect((await add('southboss', { name: 'South dealer', email: 's@s.test' })).body.success).toBe(1);
    expect(names(await list('southboss'))).toEqual(['South dealer']);
    expect(await list('admin')).toEqual(north);
  });
});
