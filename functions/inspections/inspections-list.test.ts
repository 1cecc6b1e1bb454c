/**
 * FilterInspections, its options, AssetWiseInspections, GetInspectionPhotos and
 * latestInspectionId on the emulators, on tenants of their own (so every count is exact).
 * Inspections are put with their index in one transaction, as the inspection writes do: scope per
 * role and active site, every filter, ordering, paging and listsize, options, the asset's
 * history, photos by date, the index move on approval, the bulk writer and a search over many assets.
 */
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '#shared/codes.js';
import { ReportMessages } from '#shared/reports/messages.js';
import type { InspectionPhoto } from '#shared/inspections/upload-schemas.js';
import type { InspectionRow } from '#shared/inspections/list-schemas.js';
import { createAsset, type AssetRecord } from '#functions/assets/store/assets.js';
import { writeTransaction } from '#lib/transactions.js';
import { getUserByUsername, type User } from '#functions/users/store/index.js';
import { seedUsersTenant, type UsersTenant } from '#functions/users/test-tenant.js';
import { InspectionEntity, type InspectionRecord } from './store/entities.js';
import { inspectionIndexWrites, latestInspectionId, putInspectionsInBulk } from './store/list-index.js';

// The users test org: company 1 'North Co' with all-sites entry 1, sites 2, 3 and inactive 4;
// company 2 'South Co' with entry 5 and site 6. Users: manager [2,3,4], admin (company admin of
// company 1), root (super admin), exec [2,3], op and maint [2], southboss (manager of site 6).
let t: UsersTenant;
let other: UsersTenant;
let op: User;
let maint: User;
let manager: User;
const assets: Record<string, AssetRecord> = {};
const ins: Record<string, InspectionRecord> = {};

const asset = (tenant: string, name: string, internal: string, company: number, site: number) =>
  createAsset(tenant, {
    asset: {
      internal_asset_id: internal,
      name,
      asset_type: 'Loader',
      product_name: 'Cat',
      model_name: '950M',
      model_year: '2021',
      asset_serial_number: `SN${internal}`,
      current_stage: 'In service',
      company_id: company,
      site_id: site,
      status: 3,
    },
  });

const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}T10:00:00.000Z`;
function record(
  tenant: string,
  id: string,
  a: AssetRecord,
  operator: User,
  over: Partial<InspectionRecord>,
): InspectionRecord {
  return {
    tenant,
    inspection_id: id,
    asset_id: a.asset_id,
    internal_asset_id: a.internal_asset_id,
    asset_name: a.name,
    company_id: a.company_id,
    site_id: a.site_id,
    status: 8,
    operator_uuid: operator.uuid,
    operator_firstname: operator.firstname,
    operator_lastname: operator.lastname,
    checkout_requested_at: over.submitted_at ?? day(1),
    shift: 1,
    meter_hours: 100,
    operator_notes: '',
    is_comment_important: false,
    manager_notes: '',
    form_id: '',
    form_name: '',
    answers: [],
    new_notok_attributes: [],
    image_names: [],
    issue_ids: [],
    source: 'seed',
    version: 1,
    ...over,
  } as InspectionRecord;
}
/** Writes an inspection and moves its index in one transaction, as the inspection writes do. */
async function save(before: InspectionRecord | null, after: InspectionRecord) {
  await writeTransaction([
    InspectionEntity.build(PutTransaction).item(after),
    ...inspectionIndexWrites(before, after),
  ]);
  return after;
}
const approved = (r: InspectionRecord, at: string): InspectionRecord => ({
  ...r,
  status: 10,
  manager_uuid: manager.uuid,
  manager_name: 'Manager Tester',
  approved_at: at,
});

type ListAnswer<T> = { success: number; list: T[]; listsize: number };
async function post<T = InspectionRow>(
  who: string,
  roleId: number,
  siteId: number,
  path: string,
  body: Record<string, unknown> = {},
  tenant = t,
) {
  const result = await tenant.as<ListAnswer<T>>(who, roleId, siteId, 'POST', `Inspection/${path}`, {
    body: { pagesize: 20, pageindex: 1, ...body },
  });
  expect(result.statusCode, JSON.stringify(result.body)).toBe(200);
  return result.body;
}
const list = (who: string, roleId: number, siteId: number, body: Record<string, unknown> = {}) =>
  post(who, roleId, siteId, 'FilterInspections', body);
const asRoot = (body: Record<string, unknown> = {}) => list('root', Role.SuperAdmin, 2, body);
const ids = (answer: ListAnswer<{ inspection_id: string }>) => answer.list.map((row) => row.inspection_id);

beforeAll(async () => {
  [t, other] = await Promise.all([seedUsersTenant('il'), seedUsersTenant('io')]);
  [op, maint, manager] = (await Promise.all(
    ['op', 'maint', 'manager'].map((u) => getUserByUsername(t.code, t.name(u))),
  )) as User[];
  assets.alpha = await asset(t.code, 'Alpha Loader', '501', 1, 2);
  assets.bravo = await asset(t.code, 'Bravo Dozer', '502', 1, 3);
  assets.golf = await asset(t.code, 'Golf Crane', '601', 2, 6);
  const otherAsset = await asset(other.code, 'Alpha Loader', '501', 1, 2);
  const otherOp = (await getUserByUsername(other.code, other.name('op'))) as User;
  const r = (id: string, a: AssetRecord, u: User, over: Partial<InspectionRecord>) =>
    save(null, record(t.code, id, a, u, over)).then((saved) => (ins[id] = saved));
  await Promise.all([
    r('i1', assets.alpha, op, {
      submitted_at: day(1),
      shift: 1,
      new_notok_attributes: [{ id: 'horn', name: 'Horn' }],
      image_names: ['p1.jpg'],
    }),
    r(
      'i2',
      assets.alpha,
      maint,
      approved(record(t.code, 'i2', assets.alpha, maint, { submitted_at: day(2), shift: 2 }), day(2)),
    ),
    r(
      'i3',
      assets.bravo,
      op,
      approved(
        record(t.code, 'i3', assets.bravo, op, {
          submitted_at: day(3),
          shift: 1,
          image_names: ['p2.jpg', 'p3.jpg'],
        }),
        day(3),
      ),
    ),
    r('i4', assets.bravo, maint, { submitted_at: day(4), shift: 3 }),
    r('i5', assets.alpha, op, { status: 0 }),
    r('i6', assets.golf, op, { submitted_at: day(5), shift: 1 }),
    r('i7', assets.alpha, op, { submitted_at: day(6), shift: 1 }),
    save(null, record(other.code, 'x1', otherAsset, otherOp, { submitted_at: day(7) })),
  ]);
  // i7 is approved afterwards: its entries move from pending to accepted.
  ins.i7 = await save(ins.i7, approved(ins.i7, day(7)));
}, 120_000);

describe('FilterInspections: order, filters, paging, listsize', () => {
  it('lists a super admin every submitted inspection of the tenant, newest first, never a draft or another tenant\u2019s', async () => {
    const answer = await asRoot();
    expect(ids(answer)).toEqual(['i7', 'i6', 'i4', 'i3', 'i2', 'i1']);
    expect(answer.listsize).toBe(6);
    const i3 = answer.list.find((row) => row.inspection_id === 'i3')!;
    expect(i3).toMatchObject({
      status: 10,
      status_name: 'Accepted',
      shift: 1,
      asset: { asset_id: assets.bravo.asset_id, name: 'Bravo Dozer', internal_asset_id: '502' },
      sites: {
        site_id: 3,
        site_name: 'North Depot',
        company_name: 'North Co',
        showHideApprove: true,
        isManagerNotes: false,
      },
      manager_name: 'Manager Tester',
      approval_date: day(3),
      datetime_requested: day(3),
      image_list: { image_names: ['p2.jpg', 'p3.jpg'] },
    });
    expect(i3.time_elapsed).toMatch(/ago$/);
  });

  it('filters by status, using the moved entries of an approved inspection', async () => {
    const pending = await asRoot({ status: 8 });
    expect(ids(pending)).toEqual(['i6', 'i4', 'i1']);
    expect(pending.listsize).toBe(3);
    const accepted = await asRoot({ status: 10 });
    expect(ids(accepted)).toEqual(['i7', 'i3', 'i2']);
    expect(accepted.listsize).toBe(3);
  });

  it('filters by company, site, asset and internal id', async () => {
    expect(ids(await asRoot({ company_id: [2] }))).toEqual(['i6']);
    expect(ids(await asRoot({ site_id: [3] }))).toEqual(['i4', 'i3']);
    const alpha = await asRoot({ asset_id: [assets.alpha.asset_id] });
    expect([ids(alpha), alpha.listsize]).toEqual([['i7', 'i2', 'i1'], 3]);
    const alphaPending = await asRoot({ asset_id: [assets.alpha.asset_id], status: 8 });
    expect([ids(alphaPending), alphaPending.listsize]).toEqual([['i1'], 1]);
    expect(ids(await asRoot({ internal_asset_id: ['502'] }))).toEqual(['i4', 'i3']);
    expect(ids(await asRoot({ internal_asset_id: ['999'] }))).toEqual([]);
  });

  it('filters by shift, requestor, manager and new issues, alone and together', async () => {
    expect(ids(await asRoot({ shift_number: [1] }))).toEqual(['i7', 'i6', 'i3', 'i1']);
    expect(ids(await asRoot({ requestor_id: [maint.uuid] }))).toEqual(['i4', 'i2']);
    const managed = await asRoot({ manager_id: [manager.uuid] });
    expect([ids(managed), managed.listsize]).toEqual([['i7', 'i3', 'i2'], 3]);
    expect(ids(await asRoot({ new_not_ok_attribute: 1 }))).toEqual(['i1']);
    const both = await asRoot({ requestor_id: [op.uuid], shift_number: [1], site_id: [2] });
    expect([ids(both), both.listsize]).toEqual([['i7', 'i1'], 2]);
  });

  it('searches asset names, internal ids and operator names, with the other filters', async () => {
    expect(ids(await asRoot({ search_string: 'bravo' }))).toEqual(['i4', 'i3']);
    expect(ids(await asRoot({ search_string: '601' }))).toEqual(['i6']);
    const maintenance = await asRoot({ search_string: 'Maint' });
    expect([ids(maintenance), maintenance.listsize]).toEqual([['i4', 'i2'], 2]);
    expect(ids(await asRoot({ search_string: 'loader', status: 8 }))).toEqual(['i1']);
    expect(ids(await asRoot({ search_string: 'nothing like it' }))).toEqual([]);
  });

  it('pages newest first with the total on every page', async () => {
    const second = await asRoot({ pagesize: 2, pageindex: 2 });
    expect([ids(second), second.listsize]).toEqual([['i4', 'i3'], 6]);
    const past = await asRoot({ pagesize: 2, pageindex: 4 });
    expect([ids(past), past.listsize]).toEqual([[], 6]);
  });
});

describe('FilterInspections: scope', () => {
  it('shows a manager the active site, or their sites under the all-sites entry', async () => {
    expect(ids(await list('manager', Role.Manager, 2, {}))).toEqual(['i7', 'i2', 'i1']);
    expect(ids(await list('manager', Role.Manager, 1, {}))).toEqual(['i7', 'i4', 'i3', 'i2', 'i1']);
    const site3 = await list('manager', Role.Manager, 1, { site_id: [3], status: 8 });
    expect([ids(site3), site3.listsize]).toEqual([['i4'], 1]);
  });

  it('never widens a scope with body ids', async () => {
    expect(ids(await list('manager', Role.Manager, 2, { site_id: [3, 6] }))).toEqual([]);
    expect(ids(await list('manager', Role.Manager, 2, { company_id: [2] }))).toEqual([]);
    expect(ids(await list('southboss', Role.Manager, 6, { company_id: [1] }))).toEqual([]);
    expect(ids(await list('southboss', Role.Manager, 6, {}))).toEqual(['i6']);
    expect(ids(await list('exec', Role.Executive, 3, { asset_id: [assets.alpha.asset_id] }))).toEqual([]);
  });

  it('shows a company admin their companies only', async () => {
    const answer = await list('admin', Role.CompanyAdmin, 2, {});
    expect([ids(answer), answer.listsize]).toEqual([['i7', 'i4', 'i3', 'i2', 'i1'], 5]);
  });
});

describe('options', () => {
  it('lists inspected assets in the scope and status, searchable, from the index labels', async () => {
    const all = await post<{ asset_id: number; name: string; internal_asset_id: string }>(
      'root',
      Role.SuperAdmin,
      2,
      'FilterInspectionAssetOptions',
      { option_search_string: '' },
    );
    expect(all.list.map((a) => a.name)).toEqual(['Alpha Loader', 'Bravo Dozer', 'Golf Crane']);
    expect(all.list[0]).toEqual({
      asset_id: assets.alpha.asset_id,
      name: 'Alpha Loader',
      internal_asset_id: '501',
    });
    const site3 = await post<{ name: string }>('manager', Role.Manager, 3, 'FilterInspectionAssetOptions', {
      option_search_string: '',
    });
    expect(site3.list.map((a) => a.name)).toEqual(['Bravo Dozer']);
    const searched = await post<{ name: string }>(
      'root',
      Role.SuperAdmin,
      2,
      'FilterInspectionAssetOptions',
      { option_search_string: '60' },
    );
    expect(searched.list.map((a) => a.name)).toEqual(['Golf Crane']);
    const southPending = await post<{ name: string }>(
      'root',
      Role.SuperAdmin,
      2,
      'FilterInspectionAssetOptions',
      { option_search_string: '', company_id: [1], status: 10 },
    );
    expect(southPending.list.map((a) => a.name)).toEqual(['Alpha Loader', 'Bravo Dozer']);
  });

  it('lists requestors, supervisors and shifts', async () => {
    const operators = await post<{ uuid: string; firstname: string }>(
      'manager',
      Role.Manager,
      1,
      'FilterInspectionOperatorOptions',
      { option_search_string: '' },
    );
    expect(operators.list.map((o) => o.uuid).sort()).toEqual([op.uuid, maint.uuid].sort());
    const onlyMaint = await post<{ firstname: string }>(
      'manager',
      Role.Manager,
      1,
      'FilterInspectionOperatorOptions',
      { option_search_string: 'mai' },
    );
    expect(onlyMaint.list.map((o) => o.firstname)).toEqual(['Maint']);
    const supervisors = await post<{ uuid: string; username: string }>(
      'root',
      Role.SuperAdmin,
      2,
      'FilterInspectionSupervisorOptions',
      { option_search_string: '' },
    );
    expect(supervisors.list).toEqual([{ uuid: manager.uuid, username: t.name('manager') }]);
    const shifts = await post<{ shift: number }>('manager', Role.Manager, 2, 'FilterInspectionShiftOptions', {
      option_search_string: '',
    });
    expect(shifts.list).toEqual([{ shift: 1 }, { shift: 2 }]);
    const south = await post<{ shift: number }>(
      'southboss',
      Role.Manager,
      6,
      'FilterInspectionShiftOptions',
      { option_search_string: '' },
    );
    expect(south.list).toEqual([{ shift: 1 }]);
  });

  it('lists companies and sites of the scope', async () => {
    const companies = await post<{ company_name: string }>(
      'root',
      Role.SuperAdmin,
      2,
      'FilterInspectionCompanyOptions',
      { option_search_string: 'south' },
    );
    expect(companies.list.map((c) => c.company_name)).toEqual(['South Co']);
    const sites = await post<{ site_id: number }>('manager', Role.Manager, 2, 'FilterInspectionSiteOptions', {
      option_search_string: '',
    });
    expect(sites.list.map((s) => s.site_id)).toEqual([2]);
  });
});

describe('the asset history, photos, latest inspection', () => {
  it('pages one asset\u2019s inspections newest first, within the scope', async () => {
    const history = await t.as<{ data: { list: InspectionRow[] } }>(
      'manager',
      Role.Manager,
      2,
      'POST',
      'Inspection/AssetWiseInspections',
      { body: { internal_asset_id: '501', pageindex: 1 } },
    );
    expect(history.statusCode).toBe(200);
    expect(history.body.data.list.map((r) => r.inspection_id)).toEqual(['i7', 'i2', 'i1']);
    const unseen = await t.as('exec', Role.Executive, 3, 'POST', 'Inspection/AssetWiseInspections', {
      body: { internal_asset_id: '501', asset_id: assets.alpha.asset_id },
    });
    expect(unseen.statusCode).toBe(404);
    const foreign = await other.as('manager', Role.Manager, 2, 'POST', 'Inspection/AssetWiseInspections', {
      body: { internal_asset_id: '502' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('lists the active site\u2019s photos newest first with presigned URLs, by asset and day in the site\u2019s zone', async () => {
    const all = await post<InspectionPhoto>('manager', Role.Manager, 1, 'GetInspectionPhotos', {});
    expect(all.list.map((p) => p.image_name)).toEqual(['p2.jpg', 'p3.jpg', 'p1.jpg']);
    expect(all.list[0].thumbnail_url).toContain(`inspections/${t.code}/i3/thumbs/p2.jpg.jpg`);
    expect(all.list[0].url).toContain('X-Amz-Signature');
    expect(all.list[0].timezone).toBe('America/Los_Angeles');
    const site2 = await post<InspectionPhoto>('manager', Role.Manager, 2, 'GetInspectionPhotos', {});
    expect(site2.list.map((p) => p.image_name)).toEqual(['p1.jpg']);
    const from = await post<InspectionPhoto>('manager', Role.Manager, 1, 'GetInspectionPhotos', {
      from_date: '2026-01-02',
    });
    expect(from.list.map((p) => p.image_name)).toEqual(['p2.jpg', 'p3.jpg']);
    // 2026-01-01T10:00Z is 02:00 on Jan 1 in Los Angeles; 2026-01-03T10:00Z is Jan 3.
    const upTo = await post<InspectionPhoto>('manager', Role.Manager, 1, 'GetInspectionPhotos', {
      to_date: '2026-01-01',
    });
    expect(upTo.list.map((p) => p.image_name)).toEqual(['p1.jpg']);
    const byAsset = await post<InspectionPhoto>('manager', Role.Manager, 1, 'GetInspectionPhotos', {
      asset_id: [assets.alpha.asset_id],
    });
    expect(byAsset.list.map((p) => p.image_name)).toEqual(['p1.jpg']);
    const paged = await post<InspectionPhoto>('manager', Role.Manager, 1, 'GetInspectionPhotos', {
      pagesize: 1,
      pageindex: 2,
    });
    expect([paged.list.map((p) => p.image_name), paged.listsize]).toEqual([['p3.jpg'], 3]);
  });

  it('refuses a photo range From after To or a day that is not one with the reports\u2019 texts (it was a 500)', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const result = await t.as<ListAnswer<InspectionPhoto> & { message: string }>(
        'manager',
        Role.Manager,
        1,
        'POST',
        'Inspection/GetInspectionPhotos',
        { body: { pagesize: 20, pageindex: 1, ...body } },
      );
      return [result.statusCode, result.body.message];
    };
    expect(await refused({ from_date: '2026-01-03', to_date: '2026-01-01' })).toEqual([
      400,
      ReportMessages.fromBeforeTo,
    ]);
    expect(await refused({ from_date: '2026-13-01' })).toEqual([400, ReportMessages.validDate]);
    expect(await refused({ to_date: 'yesterday' })).toEqual([400, ReportMessages.validDate]);
    expect(
      (
        await post<InspectionPhoto>('manager', Role.Manager, 1, 'GetInspectionPhotos', {
          from_date: '2026-01-01',
          to_date: '2026-01-01',
        })
      ).list.map((p) => p.image_name),
    ).toEqual(['p1.jpg']);
  });

  it('finds an asset\u2019s latest submitted inspection', async () => {
    expect(await latestInspectionId(t.code, assets.alpha.asset_id)).toBe('i7');
    expect(await latestInspectionId(t.code, assets.golf.asset_id)).toBe('i6');
    const fresh = await asset(t.code, 'Never Inspected', '503', 1, 2);
    expect(await latestInspectionId(t.code, fresh.asset_id)).toBeNull();
  });
});

describe('bulk seeding and a search over many assets', () => {
  let bulk: UsersTenant;
  const records: InspectionRecord[] = [];
  beforeAll(async () => {
    bulk = await seedUsersTenant('ib');
    // 20 loaders and 5 dozers at site 2, three inspections each, a minute apart (asset 1's the oldest).
    for (let i = 0; i < 75; i++) {
      const assetId = (i % 25) + 1;
      const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
      records.push({
        ...record(
          bulk.code,
          `b${String(i).padStart(3, '0')}`,
          {
            asset_id: assetId,
            internal_asset_id: String(900 + assetId),
            name: assetId <= 20 ? `Dense Loader ${assetId}` : `Sparse Dozer ${assetId}`,
            company_id: 1,
            site_id: 2,
          } as AssetRecord,
          op,
          {
            submitted_at: at,
            checkout_requested_at: at,
            status: i % 5 === 0 ? 8 : 10,
          },
        ),
        created: at,
        modified: at,
      } as InspectionRecord);
    }
    // Two slices: the second adds to the counts the first wrote.
    await putInspectionsInBulk(records.slice(0, 40));
    await putInspectionsInBulk(records.slice(40));
  }, 120_000);

  const newestFirst = (keep: (r: InspectionRecord) => boolean) =>
    records
      .filter(keep)
      .sort((a, b) => (a.submitted_at! < b.submitted_at! ? 1 : -1))
      .map((r) => r.inspection_id);

  it('lists what the bulk writer wrote, counted', async () => {
    const answer = await post('root', Role.SuperAdmin, 2, 'FilterInspections', { pagesize: 10 }, bulk);
    expect([ids(answer), answer.listsize]).toEqual([newestFirst(() => true).slice(0, 10), 75]);
    const pending = await post('manager', Role.Manager, 2, 'FilterInspections', { status: 8 }, bulk);
    expect([ids(pending), pending.listsize]).toEqual([newestFirst((r) => r.status === 8), 15]);
  });

  it('pages a search matching many assets (read from the site partition in order) with the exact total', async () => {
    const loaders = newestFirst((r) => r.asset_name.startsWith('Dense'));
    const first = await post(
      'manager',
      Role.Manager,
      2,
      'FilterInspections',
      { search_string: 'loader', pagesize: 20 },
      bulk,
    );
    expect([ids(first), first.listsize]).toEqual([loaders.slice(0, 20), 60]);
    const third = await post(
      'manager',
      Role.Manager,
      2,
      'FilterInspections',
      { search_string: 'loader', pagesize: 20, pageindex: 3 },
      bulk,
    );
    expect(ids(third)).toEqual(loaders.slice(40, 60));
    const acceptedLoaders = await post(
      'root',
      Role.SuperAdmin,
      2,
      'FilterInspections',
      { search_string: 'loader', status: 10 },
      bulk,
    );
    expect(acceptedLoaders.listsize).toBe(
      records.filter((r) => r.asset_name.startsWith('Dense') && r.status === 10).length,
    );
    const dozers = await post(
      'root',
      Role.SuperAdmin,
      2,
      'FilterInspections',
      { search_string: 'sparse', pagesize: 5 },
      bulk,
    );
    expect([ids(dozers), dozers.listsize]).toEqual([
      newestFirst((r) => r.asset_name.startsWith('Sparse')).slice(0, 5),
      15,
    ]);
  });
});
