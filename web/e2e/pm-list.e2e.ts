/**
 * /preventative-maintenance-list (maintenance 2.1, 2.4, 4, 8, 9; core-platform 2.4) as a manager
 * uses it: the dashboard's Upcoming PMs card and PM tiles open it on Current/Upcoming; the tiles
 * (counts, a tile selects its status, again clears it) and compliance; the filter type; the
 * badges; the Asset filter (options searched); row actions handing over to the asset page (View,
 * Mark complete, Delete) and coming back to the list as it was; the Completed filter; page sizes.
 * The demo seed's plans give the list its rows; the test's own asset gets a plan through the API.
 */
import { expect, test, type Page } from '@playwright/test';
import { toast } from './app';
import { MANAGER, signInAs } from './assets-support';
import { assetPms, assetWithPlan } from './pm-support';
import { expectPath } from './support';

const LIST = '/preventative-maintenance-list';
const table = (page: Page) => page.getByRole('table');
const rows = (page: Page) => table(page).locator('tbody tr');
const tile = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label}: `) });
const filterToggle = (page: Page) => page.getByRole('button', { name: 'Preventative Maintenance', exact: true });

async function waitForList(page: Page) {
  await expect(page.getByText('Loading PMs')).toHaveCount(0);
}

async function pickFilter(page: Page, label: string, option: string, typed: string) {
  if ((await filterToggle(page).getAttribute('aria-expanded')) !== 'true') await filterToggle(page).click();
  const trigger = page.locator(`[data-filter="${label}"]`).getByRole('button').first();
  await trigger.click();
  await page.getByPlaceholder(`Search ${label}`, { exact: true }).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  if ((await trigger.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
  await waitForList(page);
}

async function rowAction(page: Page, title: string, action: string) {
  await rows(page).filter({ hasText: title }).first().getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

test('a manager opens the PM list from the dashboard, uses the tiles, filters, and works a PM through the asset page', async ({ page }) => {
  const { asset } = await assetWithPlan('Dozer');
  const pms = await assetPms(asset.asset_id);
  expect(pms.length).toBeGreaterThan(1);
  const [toComplete, toDelete] = pms;

  // Dashboard: the Upcoming PMs card and the four tiles with counts.
  await signInAs(page, MANAGER.username, '/dashboard');
  await expect(page.getByRole('button', { name: /^Upcoming PMs: \d+$/ })).toBeVisible();
  for (const label of ['Overdue PMs', 'In Progress PMs', 'Waiting PMs', 'Open PMs']) await expect(tile(page, label)).toHaveAccessibleName(new RegExp(`^${label}: \\d+$`));
  await page.screenshot({ path: '/tmp/pmweb-dashboard-pm.png', fullPage: true });
  await page.getByRole('button', { name: /^Upcoming PMs: / }).click();
  await expectPath(page, LIST);
  await expect(page.getByRole('radio', { name: 'Current/Upcoming' })).toBeChecked();
  expect(new URL(page.url()).searchParams.get('type')).toBe('1');
  await waitForList(page);
  await expect(rows(page).first()).toBeVisible();

  // The metrics strip: counts and compliance; the Overdue tile filters to overdue rows (red badges), again clears.
  await expect(page.getByRole('status', { name: 'PM compliance' })).toBeVisible();
  const overdue = tile(page, 'Overdue PMs');
  await expect(overdue).toHaveAccessibleName(/^Overdue PMs: \d+$/);
  const overdueCount = Number((await overdue.getAttribute('aria-label'))!.split(': ')[1]);
  await overdue.click();
  await expect(overdue).toHaveAttribute('aria-pressed', 'true');
  await waitForList(page);
  expect(new URL(page.url()).searchParams.get('status')).toBe('31');
  if (overdueCount > 0) {
    await expect(rows(page).first().locator('[data-pm-status="31"]')).toBeVisible();
    const shown = await rows(page).count();
    await expect(rows(page).locator('[data-pm-status="31"]')).toHaveCount(shown);
  } else {
    await expect(table(page).getByText('No data found')).toBeVisible();
  }
  await page.screenshot({ path: '/tmp/pmweb-list-overdue.png', fullPage: true });
  await overdue.click();
  await expect(overdue).toHaveAttribute('aria-pressed', 'false');
  await waitForList(page);

  // The filter type All, and the Asset filter (options searched by typing) shows only our asset's PMs.
  await page.getByRole('radio', { name: 'All' }).click();
  await waitForList(page);
  await pickFilter(page, 'Asset', `${asset.name} (#${asset.internal_asset_id})`, asset.name);
  await expect(rows(page)).toHaveCount(pms.length);
  for (const pm of pms) await expect(rows(page).filter({ hasText: pm.title })).toHaveCount(1);
  await expect(rows(page).first().locator('[data-pm-status]')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Preventative Maintenance (${pms.length})` })).toBeVisible();
  await page.screenshot({ path: '/tmp/pmweb-list-asset.png', fullPage: true });
  const filteredUrl = page.url();

  // View: the asset page opens on the PM Plan tab with the PM's drawer; closing comes back to the list as it was.
  await rowAction(page, toComplete.title, 'View');
  await expectPath(page, `/assets/details/${asset.asset_id}`);
  const view = page.getByRole('dialog', { name: toComplete.title });
  await expect(view).toBeVisible();
  await expect(page.getByRole('tab', { name: 'PM Plan' })).toHaveAttribute('aria-selected', 'true');
  await view.getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => page.url()).toBe(filteredUrl);
  await waitForList(page);

  // Mark complete from the list: the completion dialog on the asset page, then back.
  await rowAction(page, toComplete.title, 'Mark complete');
  const complete = page.getByRole('dialog').filter({ hasText: 'Mark PM completed' });
  await expect(complete).toBeVisible();
  await complete.locator('[data-field="Completed at"] input').fill('250');
  await complete.getByRole('button', { name: 'Mark Completed' }).click();
  await expect(toast(page, 'PM marked as completed')).toBeVisible();
  await expect.poll(() => page.url()).toBe(filteredUrl);

  // Delete from the list: the question on the asset page, then back without the row.
  await waitForList(page);
  await rowAction(page, toDelete.title, 'Delete');
  const question = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete this PM ?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'PM deleted successfully')).toBeVisible();
  await expect.poll(() => page.url()).toBe(filteredUrl);
  await waitForList(page);
  await expect(rows(page).filter({ hasText: toDelete.title })).toHaveCount(0);

  // Completed: our completed PM with its completion text.
  await page.getByRole('radio', { name: 'Completed' }).click();
  await waitForList(page);
  const done = rows(page).filter({ hasText: toComplete.title });
  await expect(done.first()).toBeVisible();
  await expect(done.first().locator('[data-pm-status="44"]')).toBeVisible();
  await page.screenshot({ path: '/tmp/pmweb-list-completed.png', fullPage: true });

  // Page sizes 20 to 100 in the preferences.
  await page.getByRole('button', { name: 'Preferences' }).click();
  for (const size of [20, 40, 60, 80, 100]) await expect(page.getByText(`${size} PMs`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
});
