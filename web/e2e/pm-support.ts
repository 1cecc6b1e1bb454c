/** Helpers for the PM screens' browser tests: a library plan from the demo seed, an asset given a plan through the API, the tab's parts. */
import { expect, type Locator, type Page } from '@playwright/test';
import { apiAs, createAssets, MANAGER, uniqueToken, type NewAsset } from './assets-support';

interface PlanOption {
  pm_plan_id: number;
  plan_name: string;
}

const LIST_BODY = {
  pageIndex: 1,
  pageSize: 20,
  pm_id: [],
  internal_asset_id: [],
  pm_plan_id: [],
  site_id: [],
  search_string: '',
  pm_filter_type: 0,
  pm_status: 0,
  option_search_string: '',
};

/** A library plan the demo seed puts on Reno Yard's assets (the PM list's Plan options). */
export async function seededPlan(): Promise<PlanOption> {
  const answer = await apiAs<{ list: PlanOption[] }>(MANAGER, 'POST', 'AssetPM/GetPMPlanOptions', LIST_BODY);
  const list = (answer as unknown as { list?: PlanOption[] }).list ?? answer.data?.list ?? [];
  expect(list.length, JSON.stringify(answer)).toBeGreaterThan(0);
  return list[0];
}

/** A new Reno Yard asset with the plan given through the API (its PMs become the asset's). */
export async function assetWithPlan(prefix: string): Promise<{ asset: NewAsset; plan: PlanOption }> {
  const [asset] = await createAssets(1, { prefix: `${prefix} ${uniqueToken('PM')}`, model: uniqueToken('PMM') });
  const plan = await seededPlan();
  const added = await apiAs(MANAGER, 'POST', 'AssetPM/AddPlanToAsset', { asset_id: asset.asset_id, pm_plan_id: plan.pm_plan_id });
  expect(added, JSON.stringify(added)).toMatchObject({ success: 1 });
  return { asset, plan };
}

export interface AssetPmBrief {
  asset_pm_id: string;
  title: string;
  pm_trigger_by: number;
  active_PMTrigger: { pm_trigger_id: string; pmTriggersTasks: { trigger_task_id: string }[] } | null;
}

/** The asset's PMs (filter 0 All) as the API tells them. */
export async function assetPms(assetId: number): Promise<AssetPmBrief[]> {
  const answer = await apiAs<{ list: AssetPmBrief[] }>(MANAGER, 'GET', `AssetPM/GetAssetPMPlan/${assetId}/0`);
  expect(answer, JSON.stringify(answer)).toMatchObject({ success: 1 });
  return answer.data.list;
}

/** One PM item of the PM Plan tab, by its title. */
export const pmItem = (page: Page, title: string): Locator =>
  page.locator('.ac-pm-item').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

export const pmItems = (page: Page) => page.locator('.ac-pm-item');

export async function openPmPlanTab(page: Page) {
  await page.getByRole('tab', { name: 'PM Plan' }).click();
  await expect(page.getByRole('tab', { name: 'PM Plan' })).toHaveAttribute('aria-selected', 'true');
}
