/**
 * GET Asset/ClusterAssets and Asset/ClusterSiteAssets (maintenance 2.12) on the emulators, on a
 * tenant of its own: the company's sites with asset counts from the list index's counters (nothing
 * cut), then a big site's assets paged by key until the last page, every one exactly once and as
 * many as the site's count; the scope per role and active site, and another tenant sees none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '#shared/codes.js';
import { Messages } from '#shared/messages.js';
import { CLUSTER_PAGE_SIZE } from '#shared/assets/rules.js';
import type { ClusterData, ClusterSiteAssets } from '#shared/assets/hierarchy-schemas.js';
import { seedUsersTenant, type UsersTenant } from '#functions/users/test-tenant.js';
import type { AssetRecord } from './store/entities.js';
import { putIndexInBulk } from './store/list-index.js';

// The users test org: company 1 'North Co' with all-sites entry 1, sites 2, 3 and inactive 4;
// company 2 'South Co' with entry 5 and site 6. Users: manager [2,3,4], admin (company admin of
// company 1), root (super admin), exec [2,3], op [2], southboss (manager of site 6).
let t: UsersTenant;
let other: UsersTenant;

/** More than two pages in site 2, so the paging has a middle page and a short last one. */
const BIG = CLUSTER_PAGE_SIZE * 2 + 37;

const record = (tenant: string, id: number, over: Partial<AssetRecord>): AssetRecord =>
  ({
    tenant,
    asset_id: id,
    internal_asset_id: String(10_000 + id),
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

beforeAll(async () => {
  [t, other] = await Promise.all([seedUsersTenant('cl'), seedUsersTenant('co')]);
  // Site 2: BIG assets, every tenth inactive, each of ids 2..9 of a ten the child of its ten's first.
  const big = Array.from({ length: BIG }, (_, i) =>
    record(t.code, i + 1, {
      name: `Hauler ${String(i + 1).padStart(4, '0')}`,
      status: i % 10 === 9 ? 4 : 3,
      ...(i % 10 >= 1 && i % 10 <= 8
        ? { parent_internal_asset_id: String(10_001 + i - (i % 10)), levels: 2 }
        : {}),
    }),
  );
  const rest = [
    record(t.code, 5001, { name: 'Depot Loader', site_id: 3 }),
    record(t.code, 5002, { name: 'Depot Crane', site_id: 3, status: 4 }),
    record(t.code, 6001, { name: 'South Dozer', company_id: 2, site_id: 6 }),
  ];
  await putIndexInBulk([...big, ...rest], { withRecords: true });
}, 120_000);

const cluster = async (who: string, roleId: number, siteId: number, query: Record<string, string> = {}) => {
  const answer = await t.as<{ success: number; data: ClusterData }>(
    who,
    roleId,
    siteId,
    'GET',
    'Asset/ClusterAssets',
    { query },
  );
  expect(answer.statusCode).toBe(200);
  return answer.body.data;
};

const sitePage = async (
  who: string,
  roleId: number,
  siteId: number,
  query: Record<string, string>,
  tenant = t,
) => {
  const answer = await tenant.as<{ success: number; data: ClusterSiteAssets }>(
    who,
    roleId,
    siteId,
    'GET',
    'Asset/ClusterSiteAssets',
    { query },
  );
  expect(answer.statusCode).toBe(200);
  expect(answer.body.success).toBe(1);
  return answer.body.data;
};

describe('GET Asset/ClusterAssets', () => {
  it('answers the company and its sites with their asset counts, never the all-sites entry', async () => {
    const data = await cluster('root', Role.SuperAdmin, 2, { company_id: '1' });
    expect(data).toEqual({
      company_id: 1,
      company_name: 'North Co',
      sites: [
        {
          site_id: 2,
          site_name: 'North Yard',
          asset_count: BIG,
          active_count: BIG - Math.floor(BIG / 10),
          inactive_count: Math.floor(BIG / 10),
        },
        { site_id: 3, site_name: 'North Depot', asset_count: 2, active_count: 1, inactive_count: 1 },
        { site_id: 4, site_name: 'North Closed', asset_count: 0, active_count: 0, inactive_count: 0 },
      ],
    });
  });

  it('narrows to the query site, and keeps a manager to the active site of their company', async () => {
    const one = await cluster('root', Role.SuperAdmin, 2, { company_id: '1', site_id: '3' });
    expect(one.sites.map((s) => [s.site_id, s.asset_count])).toEqual([[3, 2]]);
    // Company 2 is not the manager's: their active site's company answers, with that site only.
    const manager = await cluster('manager', Role.Manager, 2, { company_id: '2' });
    expect(manager.company_id).toBe(1);
    expect(manager.sites.map((s) => s.site_id)).toEqual([2]);
    // Under the all-sites entry: every site of theirs in the company.
    const all = await cluster('manager', Role.Manager, 1, { company_id: '1' });
    expect(all.sites.map((s) => s.site_id)).toEqual([2, 3, 4]);
    const south = await cluster('southboss', Role.Manager, 6);
    expect(south).toMatchObject({ company_id: 2, sites: [{ site_id: 6, asset_count: 1 }] });
  });
});

describe('GET Asset/ClusterSiteAssets', () => {
  it("pages every asset of a big site once, in list order, as many as the site's count", async () => {
    const pages: ClusterSiteAssets[] = [];
    let after: string | null = '';
    while (after !== null) {
      const page = await sitePage('root', Role.SuperAdmin, 2, {
        site_id: '2',
        ...(after ? { after } : {}),
      });
      pages.push(page);
      after = page.next;
      expect(pages.length).toBeLessThan(10);
    }
    expect(pages.map((p) => p.assets.length)).toEqual([CLUSTER_PAGE_SIZE, CLUSTER_PAGE_SIZE, 37]);
    const assets = pages.flatMap((p) => p.assets);
    const { sites } = await cluster('root', Role.SuperAdmin, 2, { company_id: '1' });
    expect(assets).toHaveLength(sites[0].asset_count);
    expect(new Set(assets.map((a) => a.asset_id)).size).toBe(BIG);
    // Active first, each bucket by name.
    const active = assets.filter((a) => a.status === 3);
    expect(assets.slice(0, active.length)).toEqual(active);
    expect(active.map((a) => a.name)).toEqual(active.map((a) => a.name).sort());
    expect(assets).toContainEqual({
      asset_id: 2,
      internal_asset_id: '10002',
      parent_internal_asset_id: '10001',
      name: 'Hauler 0002',
      status: 3,
    });
    expect(assets.find((a) => a.asset_id === 1)?.parent_internal_asset_id).toBeNull();
  });

  it('answers an executive the same, and a site out of scope or of another tenant as an empty last page', async () => {
    const exec = await sitePage('exec', Role.Executive, 3, { site_id: '3' });
    expect(exec.assets.map((a) => a.name)).toEqual(['Depot Loader', 'Depot Crane']);
    expect(exec.next).toBeNull();
    const empty = { assets: [], next: null };
    // The manager's active site is 2: site 3 is out of the view, site 6 another company's.
    expect(await sitePage('manager', Role.Manager, 2, { site_id: '3' })).toMatchObject(empty);
    expect(await sitePage('southboss', Role.Manager, 6, { site_id: '2' })).toMatchObject(empty);
    expect(await sitePage('admin', Role.CompanyAdmin, 1, { site_id: '6' })).toMatchObject(empty);
    // Another tenant's super admin asking for this tenant's site 2 reads its own (empty) site 2.
    expect(await sitePage('root', Role.SuperAdmin, 2, { site_id: '2' }, other)).toMatchObject(empty);
    // A site the org does not have.
    expect(await sitePage('root', Role.SuperAdmin, 2, { site_id: '999' })).toMatchObject(empty);
  });

  it('refuses a missing or malformed site id with the invalid-request message', async () => {
    for (const query of [{}, { site_id: 'abc' }] as Record<string, string>[]) {
      const answer = await t.as<{ success: number; message: string }>(
        'root',
        Role.SuperAdmin,
        2,
        'GET',
        'Asset/ClusterSiteAssets',
        { query },
      );
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toMatchObject({ success: 0, message: Messages.invalidRequest });
    }
  });
});
