/**
 * Downtime and availability (issue 25 items 5, 6): a manager opens an issue of a new asset and
 * marks the asset down from it (the reason checked first), sees the asset Down on its page with
 * availability below 100%, marks it back in service from a work order of the asset, and sees the
 * downtime closed and the period's figures follow.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiAs, createAssets, MANAGER, signInAs, uniqueToken } from './assets-support';
import { workOrder } from './field-support';
import { apiTask, panel } from './maintenance-support';
import { toast } from './app';
import { tenantUrl } from './support';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/downtime-${name}.png`, fullPage: true });

test('a manager marks an asset down from an issue and back in service from a work order', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const token = uniqueToken('DT');
  const [asset] = await createAssets(1, { prefix: `Loader ${token}`, model: token });
  const issue = await apiAs<{ issue_uuid: string }>(MANAGER, 'POST', 'Issue/CreateIssue', {
    name: `Boom leak ${token}`,
    notes: 'Oil under the boom',
    priority: 2,
    internal_asset_id: asset.internal_asset_id,
    asset_id: asset.asset_id,
  });
  expect(issue, JSON.stringify(issue)).toMatchObject({ success: 1 });
  const task = await apiTask(`${token} Fix the boom`, 1, 0, 60);
  const wo = await workOrder(`Boom ${token}`, asset.asset_id, task.task_id, []);

  await signInAs(page, MANAGER.username, '/dashboard');
  await page.goto(tenantUrl('demo', `/issues/details/${issue.data.issue_uuid}`));
  const control = page.getByTestId('downtime-control');
  await expect(control.getByText('In service', { exact: true })).toBeVisible();
  await control.getByRole('button', { name: 'Mark asset down' }).click();
  const modal = panel(page, 'Mark asset down');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Mark down' }).click();
  await expect(modal.getByText('Reason is required !')).toBeVisible();
  await modal.getByLabel('Reason').fill('Hydraulic oil leaking from the boom cylinder');
  await shot(page, 'issue-mark-down');
  await modal.getByRole('button', { name: 'Mark down' }).click();
  await expect(toast(page, 'Asset marked down !')).toBeVisible();
  await expect(modal).toHaveCount(0);
  await expect(control.getByText(/^Down since .*Hydraulic oil leaking/)).toBeVisible();
  await expect(control.getByRole('button', { name: 'Back in service' })).toBeVisible();
  await shot(page, 'issue-down');

  await page.goto(tenantUrl('demo', `/assets/details/${asset.asset_id}`));
  const card = page.getByTestId('availability-card');
  await expect(card.getByText(/^Down since/)).toBeVisible();
  await expect(page.getByTestId('asset-down')).toHaveText('Down');
  const pct = card.getByTestId('availability-pct');
  await expect(pct).toHaveText(/^\d+(\.\d)?%$/);
  expect(parseFloat((await pct.textContent()) ?? '100')).toBeLessThan(100);
  const rows = card.getByRole('table', { name: 'Downtimes' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Still down');
  await expect(rows.first()).toContainText(`Issue: Boom leak ${token}`);
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'asset-down');

  // The asset list reads Down in the asset's Status.
  await page.goto(tenantUrl('demo', '/assets'));
  await page.getByLabel('Search Assets').fill(asset.name);
  await page.getByLabel('Search Assets').press('Enter');
  const listRow = page.locator('tbody tr').filter({ hasText: asset.name });
  await expect(listRow).toHaveCount(1);
  await expect(listRow).toContainText('Down');
  await shot(page, 'asset-list');

  await page.goto(tenantUrl('demo', `/workorders/details/${wo.wo_id}`));
  const woControl = page.getByTestId('downtime-control');
  await expect(woControl.getByText(/^Down since/)).toBeVisible();
  await woControl.getByRole('button', { name: 'Back in service' }).click();
  await expect(toast(page, 'Asset back in service !')).toBeVisible();
  await expect(woControl.getByText('In service', { exact: true })).toBeVisible();
  await expect(woControl.getByRole('button', { name: 'Mark asset down' })).toBeVisible();

  await page.goto(tenantUrl('demo', `/assets/details/${asset.asset_id}`));
  await expect(card.getByText('In service', { exact: true })).toBeVisible();
  await expect(page.getByTestId('asset-down')).toHaveCount(0);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).not.toContainText('Still down');
  await expect(rows.first()).toContainText(`Work order: ${wo.wo_number} Boom ${token}`);
  await expect(card.getByText('1 (1 unplanned)')).toBeVisible();
  // The period changes the figures' window: the downtime is in the last 365 days too.
  await card.getByText('Last 365 days').click();
  await expect(card.getByText('1 (1 unplanned)')).toBeVisible();
  expect(parseFloat((await pct.textContent()) ?? '100')).toBeLessThan(100);
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'asset-back');
});
