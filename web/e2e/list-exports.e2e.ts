/**
 * List exports (issue 28 item 4): a manager filters /issues (search and Priority), opens the
 * list kit's Export menu, downloads Excel and CSV, and both files hold exactly the filtered
 * list's rows (every page), in its columns and order; the menu is disabled with its reason on an
 * empty list. Screenshot of the header with the menu open: /tmp/exports-menu.png.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { apiAs, createAssets, MANAGER, signInAs, uniqueToken } from './assets-support';
import { tenantUrl } from './support';

const table = (page: Page) => page.getByRole('table').first();
const waitForIssues = (page: Page) => expect(page.getByText('Loading issues')).toHaveCount(0);
const exportMenu = (page: Page) => page.getByRole('button', { name: 'Export' });

async function apiIssue(internalAssetId: string, assetId: number, name: string, priority: number) {
  const answer = await apiAs(MANAGER, 'POST', 'Issue/CreateIssue', {
    name,
    notes: `Notes of ${name}`,
    priority,
    internal_asset_id: internalAssetId,
    asset_id: assetId,
    attachtoinspection: false,
    isapprove: false,
  });
  expect(answer, JSON.stringify(answer)).toMatchObject({ success: 1 });
}

/** The table's rows as the export writes them: title, asset, status, priority, site. */
async function tableRows(page: Page): Promise<string[][]> {
  const rows = table(page).locator('tbody tr');
  const out: string[][] = [];
  for (const row of await rows.all()) {
    const cells = (await row.locator('td').allInnerTexts()).map((t) => t.trim());
    out.push([cells[0], cells[1].replace(/\s*#/, ' #'), cells[2], cells[3], cells[5]]);
  }
  return out;
}

async function exportAs(page: Page, item: 'Excel (.xlsx)' | 'CSV (.csv)'): Promise<Download> {
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await exportMenu(page).click();
  await page.getByRole('menuitem', { name: item }).click();
  return download;
}

test('a manager exports the filtered issue list to Excel and CSV, and the files hold its rows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = uniqueToken('EXP');
  const [asset] = await createAssets(1, { prefix: `Loader ${token}`, model: token });
  // Three of the token's issues, two of them Very High (the filter), one Low; and a formula-looking title.
  await apiIssue(asset.internal_asset_id, asset.asset_id, `Leak ${token} one`, 1);
  await apiIssue(asset.internal_asset_id, asset.asset_id, `=cmd ${token} two`, 1);
  await apiIssue(asset.internal_asset_id, asset.asset_id, `Crack ${token} low`, 4);

  await signInAs(page, 'manager@demo.test', '/dashboard');
  await page.goto(tenantUrl('demo', '/issues'));
  await waitForIssues(page);
  await page.getByPlaceholder('Search Issues').fill(token);
  await page.getByPlaceholder('Search Issues').press('Enter');
  await waitForIssues(page);
  await expect(table(page).locator('tbody tr')).toHaveCount(3);

  const toggle = page.getByRole('button', { name: 'Issues', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const priority = page.locator('[data-filter="Priority"]').getByRole('button').first();
  await priority.click();
  await page.getByRole('option', { name: 'Very High', exact: true }).click();
  if ((await priority.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
  await waitForIssues(page);
  await expect(table(page).locator('tbody tr')).toHaveCount(2);
  const shown = await tableRows(page);
  expect(shown.map((r) => r[0])).toEqual([`=cmd ${token} two`, `Leak ${token} one`]);

  await exportMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Excel (.xlsx)' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'CSV (.csv)' })).toBeVisible();
  await page.screenshot({ path: '/tmp/exports-menu.png' });
  await page.keyboard.press('Escape');

  const header = ['Issue Title', 'Asset Name', 'Status', 'Priority', 'Time Elapsed', 'Site Name'];
  const pick = (r: string[]) => [r[0], r[1], r[2], r[3], r[5]];

  const excel = await exportAs(page, 'Excel (.xlsx)');
  expect(excel.suggestedFilename()).toMatch(/^Issues \d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await excel.path())) as unknown as ArrayBuffer);
  const sheetRows: string[][] = [];
  book.worksheets[0].eachRow((r) =>
    sheetRows.push((r.values as unknown[]).slice(1).map((v) => String(v ?? ''))),
  );
  expect(sheetRows[0]).toEqual(header);
  expect(sheetRows.slice(1).map(pick)).toEqual(shown);
  await expect(exportMenu(page)).toBeEnabled();

  const csv = await exportAs(page, 'CSV (.csv)');
  expect(csv.suggestedFilename()).toMatch(/^Issues \d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await csv.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records = bytes
    .subarray(3)
    .toString('utf8')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.slice(1, -1).split('","'));
  expect(records[0]).toEqual(header);
  // The formula-looking title is written with a leading apostrophe (a spreadsheet shows it as text).
  expect(records.slice(1).map(pick)).toEqual(
    shown.map((r, i) => (i === 0 ? [`'${r[0]}`, ...r.slice(1)] : r)),
  );

  // Nothing matches: the menu is disabled and says why.
  await page.getByPlaceholder('Search Issues').fill(`${token}-none`);
  await page.getByPlaceholder('Search Issues').press('Enter');
  await waitForIssues(page);
  await expect(page.getByText('No data found')).toBeVisible();
  await expect(exportMenu(page)).toBeDisabled();
});
