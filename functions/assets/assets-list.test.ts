/**
 * POST Asset/FilterAsset, its option calls and the hierarchy on the emulators (the cluster: cluster.test.ts), on
 * tenants of their own (so every count is exact). Assets are put with their index in one
 * transaction, as the asset writes do: scope per role and active site, every filter, paging and
 * listsize, options, hierarchy children, and index moves on status and open-issue changes.
 */
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '#shared/codes.js';
import type { AssetRow } from '#shared/assets/schemas.js';
import type { HierarchyRow } from '#shared/assets/hierarchy-schemas.js';
import { writeTransaction } from '#lib/transactions.js';
import { seedUsersTenant, type UsersTenant } from '#functions/users/test-tenant.js';
import { AssetEntity, type AssetRecord } from './store/entities.js';
import { assetIndexWrites } from './store/list-index.js';

// The users test org: company 1 'North Co' with all-sites entry 1, sites 2, 3 and inactive 4;
// company 2 'South Co' with entry 5 and site 6. Users: manager [2,3,4], admin (company admin of
// company 1), root (super admin), exec [2,3], southboss (manager of site 6).
let t: UsersTenant;
let other: UsersTenant;

const record = (tenant: string, id: number, over: Partial<AssetRecord>): AssetRecord =>
  ({
    tenant,
    asset_id: id,
    internal_asset_id: String(1000 + id),
    name: `Asset ${id}`,
    asset_type: 'Excavator',
    product_name: '',
    model_name: '',
    model_year: '',
    asset_serial_number: `SN${id}`,
    current_stage: '',
    company_id: 1,
    site_id: 2,
    status: 3,
    levels: 1,
    children_count: 0,
    open_issues: 0,
    version: 1,
    ...over,
  }) as AssetRecord;

/** Writes an asset and moves its index in one transaction, as the asset writes do. */
async function save(before: AssetRecord | null, after: AssetRecord) {
  await writeTransaction([AssetEntity.build(PutTransaction).item(after), ...assetIndexWrites(before, after)]);
  return after;
}

const assets: Record<string, AssetRecord> = {};

type ListAnswer<T> = { success: number; list: T[]; listsize: number };
async function post<T = AssetRow>(
  who: string,
  roleId: number,
  siteId: number,
  path: string,
  body: Record<string, unknown> = {},
  tenant = t,
) {
  const result = await tenant.as<ListAnswer<T>>(who, roleId, siteId, 'POST', path, {
    body: { pagesize: 20, pageindex: 1, ...body },
  });
  expect(result.statusCode).toBe(200);
  expect(result.body.success).toBe(1);
  return result.body;
}
const list = (who: string, roleId: number, siteId: number, body: Record<string, unknown> = {}) =>
  post(who, roleId, siteId, 'Asset/FilterAsset', body);
const asRoot = (body: Record<string, unknown> = {}) => list('root', Role.SuperAdmin, 2, body);
const namesOf = (answer: ListAnswer<{ name: string }>) => answer.list.map((row) => row.name);

beforeAll(async () => {
  [t, other] = await Promise.all([seedUsersTenant('al'), seedUsersTenant('ao')]);
  const a = (key: string, id: number, over: Partial<AssetRecord>) =>
    save(null, record(t.code, id, over)).then((r) => (assets[key] = r));
  await Promise.all([
    a('alpha', 1, { name: 'Alpha Excavator', model_name: 'PC210', model_year: '2019' }),
    a('bravo', 2, { name: 'Bravo Loader', model_name: 'WA380', model_year: '2020', open_issues: 2 }),
    a('charlie', 3, { name: 'Charlie Dozer', model_name: 'D6T', model_year: '2019', status: 4 }),
    a('delta', 4, {
      name: 'Delta Excavator',
      model_name: 'PC210',
      model_year: '2020',
      site_id: 3,
      parent_internal_asset_id: '1001',
      levels: 2,
    }),
    a('echo', 5, { name: 'Echo Grader', model_name: '140M', model_year: '2018', site_id: 3, status: 5 }),
    a('foxtrot', 6, { name: 'Foxtrot Crane', model_name: 'LTM', model_year: '2019', site_id: 4 }),
    a('golf', 7, {
      name: 'Golf Excavator',
      model_name: 'PC210',
      model_year: '2019',
      company_id: 2,
      site_id: 6,
    }),
    save(null, record(other.code, 1, { name: 'Zulu Excavator', model_name: 'PC210', model_year: '2019' })),
  ]);
}, 120_000);

describe('FilterAsset: order, status, paging, listsize', () => {
  it('lists a super admin every asset of the tenant, active first then by name, with fresh fields', async () => {
    const answer = await asRoot();
    expect(namesOf(answer)).toEqual([
      'Alpha Excavator',
      'Bravo Loader',
      'Delta Excavator',
      'Foxtrot Crane',
      'Golf Excavator',
      'Charlie Dozer',
      'Echo Grader',
    ]);
    expect(answer.listsize).toBe(7);
    expect(answer.list[1]).toMatchObject({
      openIssuesCount: 2,
      company_name: 'North Co',
      site_name: 'North Yard',
      status: 3,
      status_name: 'Active',
      model_name: 'WA380',
      model_year: '2020',
    });
    expect(answer.list.at(-1)).toMatchObject({
      status: 5,
      status_name: 'InMaintenanace',
      site_name: 'North Depot',
    });
  });

  it('filters Active (status 3) and Inactive (every other status)', async () => {
    expect((await asRoot({ status: 1 })).listsize).toBe(5);
    const inactive = await asRoot({ status: 2 });
    expect(namesOf(inactive)).toEqual(['Charlie Dozer', 'Echo Grader']);
    expect(inactive.listsize).toBe(2);
  });

  it('pages: page 2 continues page 1, listsize stays the total', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((pageindex) => asRoot({ pagesize: 2, pageindex })));
    expect(pages.map((p) => p.listsize)).toEqual([7, 7, 7, 7]);
    expect(pages.flatMap(namesOf)).toEqual(namesOf(await asRoot()));
    expect(pages[3].list).toHaveLength(1);
    const sitePage2 = await asRoot({ site_id: [2, 3], pagesize: 2, pageindex: 2 });
    expect(namesOf(sitePage2)).toEqual(['Delta Excavator', 'Charlie Dozer']);
    expect(sitePage2.listsize).toBe(5);
  });
});

describe('FilterAsset: scope (from the token and headers, never widened by the body)', () => {
  it('a manager sees the active site only, or under All Sites every own site', async () => {
    expect(namesOf(await list('manager', Role.Manager, 2))).toEqual([
      'Alpha Excavator',
      'Bravo Loader',
      'Charlie Dozer',
    ]);
    const all = await list('manager', Role.Manager, 1);
    expect(all.listsize).toBe(6);
    expect(namesOf(await list('exec', Role.Executive, 1))).toEqual([
      'Alpha Excavator',
      'Bravo Loader',
      'Delta Excavator',
      'Charlie Dozer',
      'Echo Grader',
    ]);
    expect(namesOf(await list('southboss', Role.Manager, 6))).toEqual(['Golf Excavator']);
  });

  it('a body site or company outside the scope is dropped, so it can only narrow', async () => {
    const foreign = await list('manager', Role.Manager, 2, { site_id: [6], company_id: [2] });
    expect(foreign).toMatchObject({ list: [], listsize: 0 });
    expect(namesOf(await list('manager', Role.Manager, 1, { site_id: [3, 6] }))).toEqual([
      'Delta Excavator',
      'Echo Grader',
    ]);
    expect((await list('manager', Role.Manager, 2, { asset_id: [assets.golf.asset_id] })).listsize).toBe(0);
  });

  it('a company admin sees the companies of their sites; a super admin narrows by company', async () => {
    const admin = await list('admin', Role.CompanyAdmin, 1);
    expect(admin.listsize).toBe(6);
    expect(namesOf(admin)).not.toContain('Golf Excavator');
    expect((await list('admin', Role.CompanyAdmin, 1, { company_id: [2] })).listsize).toBe(0);
    expect(namesOf(await asRoot({ company_id: [2] }))).toEqual(['Golf Excavator']);
  });

  it("never shows another tenant's assets", async () => {
    const answer = await asRoot({ search_string: 'excavator' });
    expect(namesOf(answer)).toEqual(['Alpha Excavator', 'Delta Excavator', 'Golf Excavator']);
    const theirs = await post('root', Role.SuperAdmin, 2, 'Asset/FilterAsset', {}, other);
    expect(namesOf(theirs)).toEqual(['Zulu Excavator']);
  });
});

describe('FilterAsset: filters', () => {
  it('model, model year, and both', async () => {
    expect(namesOf(await asRoot({ model_name: ['PC210'] }))).toEqual([
      'Alpha Excavator',
      'Delta Excavator',
      'Golf Excavator',
    ]);
    expect(namesOf(await asRoot({ model_name: ['PC210', 'D6T'], model_year: ['2019'] }))).toEqual([
      'Alpha Excavator',
      'Golf Excavator',
      'Charlie Dozer',
    ]);
    const year = await asRoot({ model_year: ['2019'] });
    expect(year.listsize).toBe(4);
  });

  it('open issues only, alone and with a site', async () => {
    expect(namesOf(await asRoot({ show_open_issues: 1 }))).toEqual(['Bravo Loader']);
    expect((await asRoot({ show_open_issues: 1, site_id: [3] })).listsize).toBe(0);
  });

  it('site with status, and site with model (filtered read)', async () => {
    expect(namesOf(await asRoot({ site_id: [2], status: 2 }))).toEqual(['Charlie Dozer']);
    const siteModel = await asRoot({ site_id: [2], model_name: ['PC210'] });
    expect(namesOf(siteModel)).toEqual(['Alpha Excavator']);
    expect(siteModel.listsize).toBe(1);
  });

  it('search: every word, by name, internal id, model or serial, in list order', async () => {
    expect(namesOf(await asRoot({ search_string: 'EXCAV' }))).toEqual([
      'Alpha Excavator',
      'Delta Excavator',
      'Golf Excavator',
    ]);
    expect(namesOf(await asRoot({ search_string: 'excavator delta' }))).toEqual(['Delta Excavator']);
    expect(namesOf(await asRoot({ search_string: '1003' }))).toEqual(['Charlie Dozer']);
    expect(namesOf(await asRoot({ search_string: 'sn5' }))).toEqual(['Echo Grader']);
    const withStatus = await asRoot({ search_string: 'pc210', status: 1, site_id: [2, 3] });
    expect(namesOf(withStatus)).toEqual(['Alpha Excavator', 'Delta Excavator']);
    expect(withStatus.listsize).toBe(2);
  });

  it('the Name filter: asset ids and internal ids', async () => {
    expect(namesOf(await asRoot({ asset_id: [assets.bravo.asset_id] }))).toEqual(['Bravo Loader']);
    expect(namesOf(await asRoot({ internal_asset_id: ['1004', '1001'] }))).toEqual([
      'Alpha Excavator',
      'Delta Excavator',
    ]);
    expect((await asRoot({ internal_asset_id: ['1004'], status: 2 })).listsize).toBe(0);
  });
});

describe('filter options (page 20, option_search_string)', () => {
  const values = <T>(answer: ListAnswer<T>, key: keyof T) => answer.list.map((o) => o[key]);

  it('models and model years from the per-company counts, each narrowing the other', async () => {
    const models = await post<{ model_name: string }>(
      'root',
      Role.SuperAdmin,
      2,
      'Asset/FilterAssetModelOptions',
    );
    expect(values(models, 'model_name')).toEqual(['140M', 'D6T', 'LTM', 'PC210', 'WA380']);
    expect(
      values(
        await post<{ model_name: string }>('root', Role.SuperAdmin, 2, 'Asset/FilterAssetModelOptions', {
          company_id: [2],
        }),
        'model_name',
      ),
    ).toEqual(['PC210']);
    expect(
      values(
        await post<{ model_name: string }>('root', Role.SuperAdmin, 2, 'Asset/FilterAssetModelOptions', {
          model_year: ['2020'],
        }),
        'model_name',
      ),
    ).toEqual(['PC210', 'WA380']);
    expect(
      values(
        await post<{ model_name: string }>('root', Role.SuperAdmin, 2, 'Asset/FilterAssetModelOptions', {
          option_search_string: 'pc',
        }),
        'model_name',
      ),
    ).toEqual(['PC210']);
    expect(
      values(
        await post<{ model_name: string }>('root', Role.SuperAdmin, 2, 'Asset/FilterAssetModelOptions', {
          status: 2,
        }),
        'model_name',
      ),
    ).toEqual(['140M', 'D6T']);
    const years = await post<{ model_year: string }>(
      'root',
      Role.SuperAdmin,
      2,
      'Asset/FilterAssetModelYearOptions',
    );
    expect(values(years, 'model_year')).toEqual(['2020', '2019', '2018']);
    expect(
      values(
        await post<{ model_year: string }>('root', Role.SuperAdmin, 2, 'Asset/FilterAssetModelYearOptions', {
          model_name: ['PC210'],
        }),
        'model_year',
      ),
    ).toEqual(['2020', '2019']);
  });

  it('names by search, sites and companies of the scope, the two statuses', async () => {
    const names = await post<{ name: string; internal_asset_id: string }>(
      'root',
      Role.SuperAdmin,
      2,
      'Asset/FilterAssetNameOptions',
      { option_search_string: 'excav' },
    );
    expect(names.list.map((o) => o.name)).toEqual(['Alpha Excavator', 'Delta Excavator', 'Golf Excavator']);
    expect(names.list[0].internal_asset_id).toBe('1001');
    const managerNames = await post<{ name: string }>(
      'manager',
      Role.Manager,
      2,
      'Asset/FilterAssetNameOptions',
    );
    expect(managerNames.listsize).toBe(3);
    expect(
      values(
        await post<{ site_id: number }>('manager', Role.Manager, 2, 'Asset/FilterAssetSiteOptions'),
        'site_id',
      ),
    ).toEqual([2]);
    expect(
      values(
        await post<{ site_id: number }>('manager', Role.Manager, 1, 'Asset/FilterAssetSiteOptions'),
        'site_id',
      ),
    ).toEqual([2, 3, 4]);
    expect(
      values(
        await post<{ site_id: number }>('root', Role.SuperAdmin, 2, 'Asset/FilterAssetSiteOptions', {
          option_search_string: 'south',
        }),
        'site_id',
      ),
    ).toEqual([6]);
    expect(
      values(
        await post<{ company_name: string }>(
          'admin',
          Role.CompanyAdmin,
          1,
          'Asset/FilterAssetCompanyOptions',
        ),
        'company_name',
      ),
    ).toEqual(['North Co']);
    expect(
      values(
        await post<{ company_name: string }>('root', Role.SuperAdmin, 2, 'Asset/FilterAssetCompanyOptions'),
        'company_name',
      ),
    ).toEqual(['North Co', 'South Co']);
    expect(
      values(
        await post<{ status: number }>('root', Role.SuperAdmin, 2, 'Asset/FilterAssetStatusOptions'),
        'status',
      ),
    ).toEqual([1, 2]);
  });
});

describe('hierarchy (maintenance 2.12, 7)', () => {
  it('pages the top-level assets with their children count, then the children of one', async () => {
    const roots = await post<HierarchyRow>('root', Role.SuperAdmin, 2, 'Asset/HierarchyAssets', {
      status: 1,
      company_id: [1],
    });
    expect(roots.list.map((r) => r.name)).toEqual(['Alpha Excavator', 'Bravo Loader', 'Foxtrot Crane']);
    expect(roots.list[0]).toMatchObject({
      internal_asset_id: '1001',
      children_count: 1,
      levels: 1,
      site_name: 'North Yard',
      parent_internal_asset_id: null,
    });
    expect(roots.list[1].children_count).toBe(0);
    const children = await post<HierarchyRow>('root', Role.SuperAdmin, 2, 'Asset/HierarchyAssets', {
      status: 1,
      company_id: [1],
      parent_internal_asset_id: '1001',
    });
    expect(children.list).toEqual([
      expect.objectContaining({
        name: 'Delta Excavator',
        parent_internal_asset_id: '1001',
        levels: 2,
        site_id: 3,
      }),
    ]);
    expect(children.listsize).toBe(1);
    // A manager on site 2 sees the roots there only, and counts the children there only (Delta is at site 3).
    const manager = await post<HierarchyRow>('manager', Role.Manager, 2, 'Asset/HierarchyAssets', {
      status: 1,
    });
    expect(manager.list.map((r) => [r.name, r.children_count])).toEqual([
      ['Alpha Excavator', 0],
      ['Bravo Loader', 0],
    ]);
    expect(manager.listsize).toBe(2);
    const managerChildren = await post<HierarchyRow>('manager', Role.Manager, 2, 'Asset/HierarchyAssets', {
      status: 1,
      parent_internal_asset_id: '1001',
    });
    expect(managerChildren).toMatchObject({ list: [], listsize: 0 });
  });

  it('gives a viewer under the all-sites entry the levels of their sites, counted per site', async () => {
    // Site 1 is company 1's all-sites entry: the executive's sites 2 and 3 (Foxtrot, at site 4, is out).
    const roots = await post<HierarchyRow>('exec', Role.Executive, 1, 'Asset/HierarchyAssets', { status: 0 });
    expect(roots.list.map((r) => [r.name, r.children_count])).toEqual([
      ['Alpha Excavator', 1],
      ['Bravo Loader', 0],
      ['Charlie Dozer', 0],
      ['Echo Grader', 0],
    ]);
    expect(roots.listsize).toBe(4);
    const page2 = await post<HierarchyRow>('exec', Role.Executive, 1, 'Asset/HierarchyAssets', {
      status: 0,
      pagesize: 3,
      pageindex: 2,
    });
    expect(page2.list.map((r) => r.name)).toEqual(['Echo Grader']);
    expect(page2.listsize).toBe(4);
    const children = await post<HierarchyRow>('exec', Role.Executive, 1, 'Asset/HierarchyAssets', {
      status: 0,
      parent_internal_asset_id: '1001',
    });
    expect(children.list.map((r) => r.name)).toEqual(['Delta Excavator']);
    // The list's other filters still apply to a level (its partitions read whole and filtered).
    const byModel = await post<HierarchyRow>('exec', Role.Executive, 1, 'Asset/HierarchyAssets', {
      status: 0,
      model_name: ['PC210'],
    });
    expect(byModel.list.map((r) => r.name)).toEqual(['Alpha Excavator']);
    expect(byModel.listsize).toBe(1);
    // A manager with every site of the company reads the company's own level partitions: the same rows.
    const manager = await post<HierarchyRow>('manager', Role.Manager, 1, 'Asset/HierarchyAssets', {
      status: 0,
    });
    expect(manager.list.map((r) => r.name)).toEqual([
      'Alpha Excavator',
      'Bravo Loader',
      'Foxtrot Crane',
      'Charlie Dozer',
      'Echo Grader',
    ]);
  });
});

describe('index moves with the asset', () => {
  it('a status change moves the entries and counts between Active and Inactive', async () => {
    const before = assets.golf;
    const after = await save(before, { ...before, status: 6, version: 2 });
    expect(await asRoot({ company_id: [2], status: 1 })).toMatchObject({ list: [], listsize: 0 });
    expect(namesOf(await asRoot({ company_id: [2], status: 2 }))).toEqual(['Golf Excavator']);
    expect(
      (await asRoot({ company_id: [2], status: 2, model_name: ['PC210'], model_year: ['2019'] })).listsize,
    ).toBe(1);
    assets.golf = await save(after, { ...after, status: 3, version: 3 });
    expect((await asRoot({ company_id: [2], status: 1 })).listsize).toBe(1);
  });

  it('an open issue crossing 0 adds and removes the asset from the open-issues list', async () => {
    const before = assets.golf;
    const opened = await save(before, { ...before, open_issues: 1 });
    const open = await asRoot({ company_id: [2], show_open_issues: 1 });
    expect(open.list).toEqual([expect.objectContaining({ name: 'Golf Excavator', openIssuesCount: 1 })]);
    expect((await asRoot({ show_open_issues: 1, site_id: [6] })).listsize).toBe(1);
    assets.golf = await save(opened, { ...opened, open_issues: 0 });
    expect((await asRoot({ company_id: [2], show_open_issues: 1 })).listsize).toBe(0);
  });

  it("an option disappears with its last asset's change", async () => {
    const before = assets.echo;
    assets.echo = await save(before, { ...before, model_name: 'D6T' });
    const models = await post<{ model_name: string }>(
      'root',
      Role.SuperAdmin,
      2,
      'Asset/FilterAssetModelOptions',
    );
    expect(models.list.map((o) => o.model_name)).toEqual(['D6T', 'LTM', 'PC210', 'WA380']);
    expect((await asRoot({ model_name: ['D6T'] })).listsize).toBe(2);
  });
});
