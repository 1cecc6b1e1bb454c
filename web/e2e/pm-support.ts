/**
 * Helpers for the PM screens' browser tests: asset PMs made through the API (AssetPM/AddAssetPM
 * with the seeded task catalogue, no library needed), the asset's PMs as the API tells them, and
 * the PM Plan tab's parts.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { dateOnlyIn } from '../../shared/dates.js';
import { apiAs, createAssets, MANAGER, uniqueToken, type NewAsset } from './assets-support';

/** Reno Yard's calendar (the demo seed's sites are in Los Angeles time). */
export const siteToday = () => dateOnlyIn(Date.now(), 'America/Los_Angeles');

/** Schedules of the PMs the tests make (spec 3 trigger fields). */
export const Schedules = {
  /** Fixed, by time, due today: Due (amber) at once. */
  dueToday: () => ({ pm_trigger_type: 24, pm_trigger_by: 26, datetime_due_at: siteToday() }),
  /** Fixed, by meter hours, due at `hours`. */
  meterAt: (hours: number) => ({ pm_trigger_type: 24, pm_trigger_by: 27, meter_hours_due_at: hours }),
  /** Recurring every 3 months or 250 MHrs from today / 0 MHrs. */
  recurring: () => ({
    pm_trigger_type: 25,
    pm_trigger_by: 28,
    datetime_starting_at: siteToday(),
    datetime_repeates_every: 3,
    datetime_repeat_time_period_type: 29,
    meter_hours_starting_at: 0,
    meter_hours_repeates_every: 250,
    is_trigger_on_starting_at: false,
  }),
};

/** The first task ids of the seeded catalogue (T-0001, T-0002 ...). */
async function catalogueTaskIds(count: number): Promise<number[]> {
  const answer = await apiAs<{ list: { task_id: number }[] }>(
    MANAGER,
    'GET',
    'Task/GetTasks?pageindex=1&pagesize=10&searchstring=',
  );
  const list = (answer as unknown as { list?: { task_id: number }[] }).list ?? answer.data.list;
  expect(list.length, JSON.stringify(answer)).toBeGreaterThanOrEqual(count);
  return list.slice(0, count).map((t) => t.task_id);
}

/** A new Reno Yard asset with asset PMs made through the API, one per title and schedule. */
export async function assetWithPms(
  prefix: string,
  pms: { title: string; schedule: Record<string, unknown> }[],
): Promise<NewAsset> {
  const [asset] = await createAssets(1, {
    prefix: `${prefix} ${uniqueToken('PM')}`,
    model: uniqueToken('PMM'),
  });
  const taskIds = await catalogueTaskIds(2);
  for (const pm of pms) {
    const answer = await apiAs(MANAGER, 'POST', 'AssetPM/AddAssetPM', {
      asset_id: asset.asset_id,
      title: pm.title,
      description: `${pm.title}: as the manual says`,
      assetPMTasks: taskIds.map((task_id) => ({ task_id })),
      AssetPMAttachments: [],
      ...pm.schedule,
    });
    expect(answer, JSON.stringify(answer)).toMatchObject({ success: 1 });
  }
  return asset;
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
