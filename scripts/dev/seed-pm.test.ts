/**
 * The seeded PM library and asset plans (issue 10 item 8), read through the API: the company admin
 * sees the categories with the 250-hour, 500-hour and annual inspection plans, their PMs with
 * catalogue tasks and triggers; the manager's PM list shows asset PMs of those plans in several
 * states, and an asset given the annual plan (through assignLibraryPlan) lists its PMs.
 */
import { describe, expect, it } from 'vitest';
import { nameProblem } from '#shared/pm-library/rules.js';
import { call, DEMO_PASSWORD, signIn } from '#functions/test-support/index.js';
import { SEED_PM_LIBRARY } from './seed-pm.js';

interface Category {
  pm_category_id: number;
  category_name: string;
  pmPlansCount: number;
  plans: { pm_plan_id: number; plan_name: string; pmCount: number }[];
}
interface LibraryPm {
  title: string;
  pm_trigger_type: number;
  pm_trigger_by: number;
  datetime_starting_at: string | null;
  meter_hours_repeates_every: number | null;
  pmTasks: { tasks: { task_code: string } }[];
}
interface Row {
  asset_id: number;
  asset_pm_status: number;
  pm_plan_name: string;
  title: string;
}

describe('the seeded PM library and asset plans', () => {
  it('names within the library rules', () => {
    for (const { category, plans } of SEED_PM_LIBRARY) {
      expect(nameProblem('category', category)).toBeNull();
      for (const plan of plans) expect(nameProblem('plan', plan.name)).toBeNull();
    }
  });

  it('has categories with 250-hour, 500-hour and annual inspection plans, each PM with tasks and a trigger', async () => {
    const token = await signIn('demo', 'companyadmin@demo.test', DEMO_PASSWORD);
    const as = { token, domain: 'demo', roleId: 6, siteId: 2 };
    const categories = await call<{ data: { list: Category[] } }>('GET', 'PM/GetPMCategories', as);
    expect(categories.statusCode, JSON.stringify(categories.body)).toBe(200);
    const plans = new Map(
      categories.body.data.list.flatMap((c) =>
        c.plans.map((p) => [p.plan_name, { ...p, category: c.category_name }] as const),
      ),
    );
    expect(plans.get('250-hour service')).toMatchObject({ category: 'Heavy equipment', pmCount: 2 });
    expect(plans.get('500-hour service')).toMatchObject({ category: 'Heavy equipment', pmCount: 3 });
    expect(plans.get('Annual inspection')).toMatchObject({ category: 'Inspections', pmCount: 2 });
    expect(categories.body.data.list.find((c) => c.category_name === 'Heavy equipment')?.pmPlansCount).toBe(
      2,
    );

    const pms = await call<{ data: { list: LibraryPm[] } }>('GET', 'PM/GetPMsByPlan/{id}', {
      ...as,
      pathParameters: { id: String(plans.get('500-hour service')!.pm_plan_id) },
    });
    expect(pms.body.data.list.map((p) => p.title).sort()).toEqual([
      '250 hour service',
      '500 hour service',
      'Quarterly safety inspection',
    ]);
    for (const pm of pms.body.data.list) {
      expect(pm.pmTasks.length, pm.title).toBeGreaterThan(0);
      expect(pm.pmTasks[0].tasks.task_code).toMatch(/^T-\d{4}$/);
      expect(pm.pm_trigger_type).toBe(25);
    }
    expect(pms.body.data.list.find((p) => p.title === '500 hour service')).toMatchObject({
      pm_trigger_by: 28,
      meter_hours_repeates_every: 500,
    });
    expect(
      pms.body.data.list.find((p) => p.title === 'Quarterly safety inspection')?.datetime_starting_at,
    ).toMatch(/^\d{4}-\d{2}-\d{2}/);
  });

  it('puts library plans on demo assets: PMs of the plans overdue, due and open, and fresh annual plans', async () => {
    const token = await signIn('demo', 'manager@demo.test', DEMO_PASSWORD);
    const as = { token, domain: 'demo', roleId: 1, siteId: 2 };
    const list = await call<{ list: Row[] }>('POST', 'AssetPM/GetAllAssetPMs', {
      ...as,
      body: { pageIndex: 1, pageSize: 100, pm_filter_type: 0 },
    });
    expect(list.statusCode, JSON.stringify(list.body)).toBe(200);
    const rows = list.body.list;
    const planNames = new Set(rows.map((r) => r.pm_plan_name));
    for (const name of ['250-hour service', '500-hour service', 'Annual inspection'])
      expect(planNames, name).toContain(name);
    const statuses = new Set(
      rows.filter((r) => r.pm_plan_name !== 'Annual inspection').map((r) => r.asset_pm_status),
    );
    for (const s of [31, 32, 43]) expect(statuses, `status ${s}`).toContain(s);

    const fresh = rows.find((r) => r.pm_plan_name === 'Annual inspection')!;
    const plan = await call<{
      data: {
        list: { title: string; pm_id: number | null; active_PMTrigger: unknown }[];
        asset_pm_plan_name: string;
        pm_plan_id: number;
      };
    }>('GET', 'AssetPM/GetAssetPMPlan/{assetId}/{filter}', {
      ...as,
      pathParameters: { assetId: String(fresh.asset_id), filter: '0' },
    });
    expect(plan.body.data).toMatchObject({ asset_pm_plan_name: 'Annual inspection' });
    expect(plan.body.data.list.map((p) => p.title).sort()).toEqual([
      'Annual crane load test',
      'Annual safety inspection',
    ]);
    for (const pm of plan.body.data.list) {
      expect(pm.pm_id).toBeGreaterThan(0);
      expect(pm.active_PMTrigger).not.toBeNull();
    }
  });
});
