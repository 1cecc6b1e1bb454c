/**
 * /assets (spec 2.6, 4, 6): filters (model, site, status), paging, opening an asset and Back to
 * the same filtered page, barcode mode with select-all and Print Barcode (Assetlist.pdf), and what
 * each role sees. Each test makes its own assets (a model name no other test uses).
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { LABEL_JOB_THRESHOLD } from '../../shared/assets/rules.js';
import { LABELS_PER_PAGE } from '../../functions/lib/label-sheet.js';
import { toast } from './app';
import {
  assetRow,
  assetsCounter,
  assetsTable,
  createAssets,
  currentPageNumber,
  filterRowToggle,
  listFilter,
  openAssets,
  pickFilter,
  RENO_YARD,
  shownAssetNames,
  signInAs,
  uniqueToken,
  waitForAssets,
} from './assets-support';
import { expectNoSeriousA11yViolations, expectPath } from './support';

test('filter by model, site and status, page, open an asset, and Back restores the list', async ({
  page,
}) => {
  const model = uniqueToken('MDL');
  // 21 active and 2 inactive: Active fills page 1 and puts one on page 2.
  const assets = await createAssets(23, { prefix: `Loader ${model}`, model, inactive: 2 });

  await signInAs(page, 'manager@demo.test', '/dashboard');
  await openAssets(page);
  await expect(filterRowToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await pickFilter(page, 'Model', [model], model);
  await expect(assetsCounter(page)).toContainText('(23)');
  await pickFilter(page, 'Site Name', [RENO_YARD.name]);
  await expect(assetsCounter(page)).toContainText('(23)');
  await pickFilter(page, 'Status', ['Inactive']);
  await expect(assetsCounter(page)).toContainText('(2)');
  // Non-active rows are styled as inactive.
  const inactiveRow = assetRow(page, assets[22].name);
  await expect(inactiveRow.locator('.ac-asset-inactive').first()).toBeVisible();
  await expect(inactiveRow).toContainText('Inactive');

  await pickFilter(page, 'Status', ['Active']);
  await expect(assetsCounter(page)).toContainText('(21)');
  expect(await shownAssetNames(page)).toHaveLength(20);
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(currentPageNumber(page)).toHaveText('2');
  const secondPage = await shownAssetNames(page);
  expect(secondPage).toHaveLength(1);
  const url = page.url();
  await page.screenshot({ path: '/tmp/assets-list.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the assets list');

  const opened = assets.find((a) => a.name === secondPage[0])!;
  await page.getByRole('button', { name: `View ${opened.name}` }).click();
  await expectPath(page, `/assets/details/${opened.asset_id}`);
  await expect(page.getByRole('heading', { name: `# ${opened.internal_asset_id} Info` })).toBeVisible();
  await page.goBack();

  await expectPath(page, '/assets');
  await expect.poll(() => page.url()).toBe(url);
  await expect(filterRowToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(listFilter(page, 'Model')).toContainText(model);
  await expect(listFilter(page, 'Site Name')).toContainText(RENO_YARD.name);
  await expect(listFilter(page, 'Status')).toContainText('Active');
  await expect(currentPageNumber(page)).toHaveText('2');
  expect(await shownAssetNames(page)).toEqual(secondPage);

  // The breadcrumb also returns to the list as it was; Reset Filters clears it.
  await page.getByRole('button', { name: `View ${opened.name}` }).click();
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Assets' }).click();
  await expect.poll(() => page.url()).toBe(url);
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(page.getByRole('button', { name: 'Reset Filters' })).toBeDisabled();
  await expect.poll(() => new URL(page.url()).search).toBe('');
});

test('barcode mode: select all and Print Barcode saves Assetlist.pdf', async ({ page }) => {
  const model = uniqueToken('BAR');
  await createAssets(3, { prefix: `Crane ${model}`, model });
  await signInAs(page, 'manager@demo.test', '/dashboard');
  await openAssets(page);
  await page.getByLabel('Search Assets').fill(`Crane ${model}`);
  await page.getByLabel('Search Assets').press('Enter');
  await waitForAssets(page);
  await expect(assetsCounter(page)).toContainText('(3)');

  await expect(page.getByRole('button', { name: 'Print Barcode' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Download Barcode' }).click();
  await page.getByRole('button', { name: 'Print Barcode' }).click();
  await expect(toast(page, 'Please select atleast one asset')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Select all assets' }).check();
  await expect(assetsTable(page).getByRole('checkbox', { checked: true })).toHaveCount(4);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print Barcode' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Assetlist.pdf');
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await page.screenshot({ path: '/tmp/assets-barcode.png', fullPage: true });

  // Leaving barcode mode hides the checkboxes and Print Barcode.
  await page.getByRole('button', { name: 'Download Barcode' }).click();
  await expect(assetsTable(page).getByRole('checkbox')).toHaveCount(0);
});

test('a selection over the label job threshold prints through a job whose progress shows, then saves Assetlist.pdf', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const model = uniqueToken('LBJ');
  const count = LABEL_JOB_THRESHOLD + 5;
  await createAssets(count, { prefix: `Lifter ${model}`, model });
  await signInAs(page, 'manager@demo.test', '/dashboard');
  await openAssets(page);
  await page.getByLabel('Search Assets').fill(`Lifter ${model}`);
  await page.getByLabel('Search Assets').press('Enter');
  await waitForAssets(page);
  await expect(assetsCounter(page)).toContainText(`(${count})`);
  await page.getByRole('button', { name: 'Preferences' }).click();
  await page.getByText('100 assets', { exact: true }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Select all on each page: the selection builds up across the three pages.
  await page.getByRole('button', { name: 'Download Barcode' }).click();
  for (let pageNumber = 1; pageNumber <= 3; pageNumber++) {
    if (pageNumber > 1) {
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(currentPageNumber(page)).toHaveText(String(pageNumber));
    }
    await expect(assetsTable(page).getByRole('row')).toHaveCount(pageNumber < 3 ? 101 : count - 200 + 1);
    await page.getByRole('checkbox', { name: 'Select all assets' }).check();
  }
  const download = page.waitForEvent('download', { timeout: 180_000 });
  await page.getByRole('button', { name: 'Print Barcode' }).click();
  const progress = page.getByRole('progressbar', { name: 'Label sheet progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByText(new RegExp(`^Drawing labels: [\\d,]+ of ${count}$`))).toBeVisible();
  await page.screenshot({ path: '/tmp/assets-label-job.png', fullPage: true });
  const file = await download;
  expect(file.suggestedFilename()).toBe('Assetlist.pdf');
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  // One label per selected asset: LABELS_PER_PAGE to a page.
  const pages = bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
  expect(pages.length).toBe(Math.ceil(count / LABELS_PER_PAGE));
  await expect(progress).toHaveCount(0);
});

test('what each role sees: Company column and Upload Asset for admins, View for manager and executive', async ({
  browser,
}) => {
  const model = uniqueToken('ROLE');
  const [asset] = await createAssets(1, { prefix: `Dozer ${model}`, model });
  const header = (page: import('@playwright/test').Page, name: string) =>
    assetsTable(page).getByRole('columnheader', { name, exact: true });

  for (const who of [
    { user: 'superadmin@demo.test', company: true, upload: true, view: false },
    { user: 'companyadmin@demo.test', company: false, upload: true, view: false },
    { user: 'manager@demo.test', company: false, upload: false, view: true },
    { user: 'executive@demo.test', company: false, upload: false, view: true },
  ]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, who.user);
    await openAssets(page);
    await expect(header(page, 'Asset Name')).toBeVisible();
    await expect(header(page, 'Company')).toHaveCount(who.company ? 1 : 0);
    await expect(header(page, 'Actions')).toHaveCount(who.view ? 1 : 0);
    await expect(page.getByRole('button', { name: 'Upload Asset' })).toHaveCount(who.upload ? 1 : 0);
    for (const column of ['Open Issues', 'Model', 'Model Year', 'Status', 'Site Name'])
      await expect(header(page, column)).toBeVisible();
    if (who.user === 'superadmin@demo.test') {
      // Super admin's default status filter is Active: the filter row shows it.
      await filterRowToggle(page).click();
      await expect(listFilter(page, 'Status')).toContainText('Active');
      await expect(listFilter(page, 'Company')).toBeVisible();
      await page.screenshot({ path: '/tmp/assets-superadmin.png', fullPage: true });
    }
    if (who.user === 'executive@demo.test') {
      await page.getByLabel('Search Assets').fill(asset.name);
      await page.getByLabel('Search Assets').press('Enter');
      await page.getByRole('button', { name: `View ${asset.name}` }).click();
      await expect(page.getByRole('heading', { name: `# ${asset.internal_asset_id} Info` })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Asset actions' })).toHaveCount(0);
      await expect(page.getByRole('tab')).toHaveText([/^Inspections/, /^Issues/]);
    }
    if (who.upload) {
      await page.getByRole('button', { name: 'Upload Asset' }).click();
      await expectPath(page, '/assets/upload');
    }
    await context.close();
  }
});

/** Signs in and waits for the role's home screen, whichever it is. */
async function signIn(page: import('@playwright/test').Page, username: string) {
  await signInAs(page, username, null);
}
