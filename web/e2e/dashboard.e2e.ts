/**
 * The dashboard's panels as a manager uses them (spec 2.4): the Outstanding Issues rows expand one
 * by one and all at once with Last Updated in Los Angeles time; the Activity Feed pages by 20; a
 * pending inspection whose asset has an earlier one shows the 'Pending Inspection' popup instead of
 * opening; the summary cards open the drawer and the issues list; the Low stock card counts a
 * site's low stock rows and opens the parts list with its Low stock filter on.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiAs, createAssets, MANAGER, signInAs, uniqueToken } from './assets-support';
import { inspectAsset } from './inspections-support';
import { expectNoSeriousA11yViolations, expectPath } from './support';

const outstandingRow = (page: Page, assetName: string) =>
  page.getByRole('list', { name: 'Outstanding Issues' }).getByRole('listitem').filter({ hasText: assetName });

test('outstanding issues expand and Expand All; the feed pages by 20; the cards open their views', async ({
  page,
}) => {
  const model = uniqueToken('DASH');
  const [first, second] = await createAssets(2, { prefix: `Dash dozer ${model}`, model });
  const a = await inspectAsset(first, { failed: 2, meterHours: 40 });
  const b = await inspectAsset(second, { failed: 1, meterHours: 40 });

  await signInAs(page, MANAGER.username, '/dashboard');
  const rowA = outstandingRow(page, first.name);
  const rowB = outstandingRow(page, second.name);
  await expect(rowA).toContainText(first.internal_asset_id);
  await expect(rowA).toContainText('Reno Yard');
  await expect(page.getByText(/^Last Updated \d{2}-\d{2}-\d{4} \d{2}:\d{2} (am|pm)$/)).toBeVisible();

  // One row opens to its failed items (attribute names link to their issues).
  await rowA.getByRole('button', { name: new RegExp(`^${first.name} .*: 2 outstanding issues$`) }).click();
  for (const name of a.failed) await expect(rowA.getByRole('link', { name })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the dashboard');
  await expect(rowB.getByRole('link', { name: b.failed[0] })).toBeHidden();

  // Expand All opens every row; closing one keeps the others open.
  await page.getByRole('checkbox', { name: 'Expand All' }).check();
  await expect(rowB.getByRole('link', { name: b.failed[0] })).toBeVisible();
  // Every open row's items table lines its Time Elapsed column up with the others'.
  const columnStarts = await page
    .getByRole('list', { name: 'Outstanding Issues' })
    .getByRole('columnheader', { name: 'Time Elapsed' })
    .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().left)));
  expect(columnStarts.length).toBeGreaterThan(1);
  expect(new Set(columnStarts).size, JSON.stringify(columnStarts)).toBe(1);
  await rowA.getByRole('button', { name: new RegExp(`^${first.name} .*: 2 outstanding issues$`) }).click();
  await expect(page.getByRole('checkbox', { name: 'Expand All' })).not.toBeChecked();
  await expect(rowA.getByRole('link', { name: a.failed[0] })).toBeHidden();
  await expect(rowB.getByRole('link', { name: b.failed[0] })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('dashboard-outstanding.png'), fullPage: true });

  // An item opens its issue.
  await rowB.getByRole('link', { name: b.failed[0] }).click();
  await expect(page).toHaveURL(/\/issues\/details\//);
  await page.goBack();

  // The Activity Feed: 20 entries, then 20 more.
  const feed = page.getByTestId('activity-feed').locator('li[data-activity-type]');
  await expect(feed).toHaveCount(20);
  await page.getByTestId('activity-feed').getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => feed.count()).toBeGreaterThan(20);

  // The Outstanding Issues card opens the issues list.
  await page.getByRole('button', { name: /^Outstanding Issues \d+/ }).click();
  await expectPath(page, '/issues');
});

test('a pending inspection with an earlier one of the same asset shows the Pending Inspection popup', async ({
  page,
}) => {
  const model = uniqueToken('DASHP');
  const [asset] = await createAssets(1, { prefix: `Dash lift ${model}`, model });
  const submitted = await inspectAsset(asset, { failed: 0, meterHours: 10 });
  // The operator app lets one pending inspection hold an asset; an earlier one left by an older
  // app is what the popup is for, so the answer is made to say so for this row.
  await page.route(/\/api\/Inspection\/PendingInspectionCheckoutAssetsByManager/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const row of body.data.pendingInspection)
      if (row.inspection_id === submitted.inspection_id) row.has_earlier_pending = true;
    await route.fulfill({ response, json: body });
  });

  await signInAs(page, MANAGER.username, '/dashboard');
  const row = page.getByTestId('pending-reviews').locator('tbody tr').filter({ hasText: asset.name });
  for (const action of ['Inspection View', 'Approve inspection']) {
    await row.getByRole('button', { name: `${action} of ${asset.name}` }).click();
    const popup = page
      .getByRole('dialog')
      .filter({ hasText: 'Please first verify previous pending inspections' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('Pending Inspection');
    await popup.getByRole('button', { name: 'Ok' }).click();
    await expect(popup).toBeHidden();
    await expectPath(page, '/dashboard');
  }
});

test('the Low stock card counts the site’s stock rows at or below their minimum and opens the parts list filtered so', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Alex manages Blue Ridge's Asheville Yard, whose parts no other browser test changes.
  const ALEX = { username: 'alex@assetcare.test', roleId: 1, siteId: 6 };
  const token = uniqueToken('LOW');
  const part = await apiAs(ALEX, 'POST', 'Part/CreatePart', {
    part_number: token,
    name: `Track roller ${token}`,
    description: 'Made by dashboard.e2e',
    category: 'Undercarriage',
    unit: 'each',
    unit_cost: 120,
    // Nothing on hand against a minimum of 2: low at the site from the start.
    stock: [{ site_id: ALEX.siteId, minimum_quantity: 2, bin_location: 'U-1' }],
  });
  expect(part, JSON.stringify(part)).toMatchObject({ success: 1 });
  const tile = await apiAs<{ low_stock_count: number }>(ALEX, 'GET', 'Part/DashboardLowStock');
  expect(tile.data.low_stock_count).toBeGreaterThan(0);

  await signInAs(page, ALEX.username, '/dashboard');
  // Alex's first site, Asheville Yard, is active after sign-in: the card counts its rows.
  const card = page.getByRole('button', { name: /^Low stock \d+$/ });
  await expect(card).toHaveAccessibleName(`Low stock ${tile.data.low_stock_count}`);
  await page.screenshot({ path: test.info().outputPath('dashboard-low-stock.png'), fullPage: true });
  await card.click();
  await expectPath(page, '/parts');
  expect(new URL(page.url()).search).toBe(`?stock=low&site=${ALEX.siteId}`);
  await expect(page.getByRole('table').locator('tbody tr').filter({ hasText: token })).toBeVisible();
});
