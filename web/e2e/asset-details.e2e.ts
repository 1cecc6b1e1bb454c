/**
 * /assets/details/{assetId} (spec 2.7, 4, 5, 8): the info card, the manager's Edit drawer with
 * the meter-hours rules (a lower reading is refused in the browser and nothing is sent), the
 * status change, no meter update while inactive, the Meter History tab and the Activity Log with
 * its filter. Each test makes its own asset.
 */
import { expect, test, type Page } from '@playwright/test';
import { toast } from './app';
import { apiAs, createAssets, MANAGER, signInAs, uniqueToken } from './assets-support';
import { expectNoSeriousA11yViolations, tenantUrl } from './support';

const meterHours = (page: Page) => page.getByTestId('asset-meter-hours');
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Edit Asset' });
const activityLog = (page: Page) => page.getByTestId('activity-log');

async function openEdit(page: Page) {
  await page.getByRole('button', { name: 'Asset actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(drawer(page)).toBeVisible();
}

async function saveMeter(page: Page, value: string) {
  await openEdit(page);
  await drawer(page).getByLabel('Meter Hours').fill(value);
  await drawer(page).getByRole('button', { name: 'Save' }).click();
}

test('a manager edits meter hours and status; the rules hold and the history and activity show it', async ({
  page,
}) => {
  const model = uniqueToken('DET');
  const [asset] = await createAssets(1, { prefix: `Excavator ${model}`, model });
  const writes: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/Asset\/Update(MeterHours|AssetStatus)$/.test(path)) writes.push(path.split('/').pop()!);
  });

  await signInAs(page, 'manager@demo.test', '/dashboard');
  await page.goto(tenantUrl('demo', `/assets/details/${asset.asset_id}`));
  await expect(page.getByRole('heading', { name: `# ${asset.internal_asset_id} Info` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText(asset.internal_asset_id);
  await expect(page.getByRole('img', { name: 'No photo' })).toBeVisible();
  await expect(page.getByText(asset.name, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the asset details (Inspections tab)');
  await expect(page.getByRole('tab')).toHaveText([
    /^Inspections/,
    /^Issues/,
    'PM Plan',
    'Maintenance History',
    'Notifications',
    'Meter History',
  ]);
  await page.screenshot({ path: '/tmp/asset-details.png', fullPage: true });

  // A first reading.
  await saveMeter(page, '120');
  await expect(toast(page, 'Meter hours successfully updated')).toBeVisible();
  await expect(drawer(page)).toHaveCount(0);
  await expect(meterHours(page)).toHaveText('120');
  expect(writes).toEqual(['UpdateMeterHours']);

  // A lower one is refused in the drawer and nothing is sent.
  await saveMeter(page, '90');
  await expect(
    drawer(page).getByText('Meter hours cannot be less than the last reading (120) !'),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/asset-edit-drawer.png', fullPage: true });
  await drawer(page).getByLabel('Meter Hours').fill('');
  await drawer(page).getByRole('button', { name: 'Save' }).click();
  await expect(drawer(page).getByText('Meter hours are required !')).toBeVisible();
  // Past the server's limit (1e99 too): the limit named in the drawer, nothing sent.
  for (const value of ['10000001', '1e99']) {
    await drawer(page).getByLabel('Meter Hours').fill(value);
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await expect(drawer(page).getByText('Meter hours can not be more than 10,000,000 !')).toBeVisible();
  }
  await page.screenshot({ path: '/tmp/asset-edit-meter-limit.png', fullPage: true });
  await drawer(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(drawer(page)).toHaveCount(0);
  expect(writes).toEqual(['UpdateMeterHours']);

  // A valid one updates the card and is listed in Meter History.
  await saveMeter(page, '150');
  await expect(meterHours(page)).toHaveText('150');
  await page.getByRole('tab', { name: 'Meter History' }).click();
  const history = page.getByRole('table', { name: 'Meter History' });
  await expect(history.locator('tbody tr')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, 'the asset details (Meter History tab)');
  await expect(history.locator('tbody tr').first()).toContainText('150');
  await expect(history.locator('tbody tr').first()).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2} (am|pm)/);
  await expect(history.locator('tbody tr').nth(1)).toContainText('120');

  // Status to Inactive: only the status is sent.
  await openEdit(page);
  await drawer(page).getByRole('radio', { name: 'Inactive' }).check();
  await drawer(page).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Asset updated successfully !')).toBeVisible();
  await expect(drawer(page)).toHaveCount(0);
  await expect(page.getByText('Inactive', { exact: true }).first()).toBeVisible();
  expect(writes).toEqual(['UpdateMeterHours', 'UpdateMeterHours', 'UpdateAssetStatus']);

  // While inactive the meter cannot be updated: the spec's message, nothing sent.
  await saveMeter(page, '200');
  await expect(
    drawer(page).getByText('Meter Hours cannot be updated as Asset is been Inactive'),
  ).toBeVisible();
  await drawer(page).getByRole('button', { name: 'Cancel' }).click();
  expect(writes).toHaveLength(3);
  await expect(meterHours(page)).toHaveText('150');

  // The Activity Log lists the changes; the Issues filter has none of them.
  await expect(activityLog(page).locator('li')).toHaveCount(3);
  await expect(activityLog(page).locator('li').first()).toContainText(
    'Status changed from Active to Inactive',
  );
  await expect(activityLog(page)).toContainText('Meter hours updated from 120 to 150');
  await page.getByRole('button', { name: /^Activity filter/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Issues' }).click();
  await expect(activityLog(page)).toContainText('No Activities');
  await page.getByRole('button', { name: /^Activity filter/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'All' }).click();
  await expect(activityLog(page).locator('li')).toHaveCount(3);
});

test("a seeded asset's photo shows on its card", async ({ page }) => {
  await signInAs(page, 'manager@demo.test', '/dashboard');
  const list = await apiAs<{ list: { asset_id: number; name: string }[] }>(
    MANAGER,
    'POST',
    'Asset/FilterAsset',
    {
      pageindex: 1,
      pagesize: 40,
    },
  );
  const details = await Promise.all(
    list.data.list.map((row) =>
      apiAs<{ asset_id: number; name: string; asset_photo: string | null }>(
        MANAGER,
        'GET',
        `Asset/GetAssetDetails/${row.asset_id}`,
      ),
    ),
  );
  const withPhoto = details.map((d) => d.data).find((d) => d.asset_photo !== null);
  expect(withPhoto, 'a seeded Reno Yard asset with a photo').toBeDefined();

  await page.goto(tenantUrl('demo', `/assets/details/${withPhoto!.asset_id}`));
  const photo = page.getByRole('img', { name: `Photo of ${withPhoto!.name}` });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await page.screenshot({ path: '/tmp/asset-details-photo.png', fullPage: true });
});
