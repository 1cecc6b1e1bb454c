/**
 * Upload Inspection Forms with a large file (over IMPORT_SYNC_MAX_ROWS rows) as a manager clicks
 * through it: the rows go to the import job, the page shows its progress bar moving to done, the
 * Import history lists the file as Completed with every row written, and the inspections are
 * stored (the asset's history shows them).
 */
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { IMPORT_SYNC_MAX_ROWS } from '../../shared/common/import-jobs.js';
import { pageTitle } from './app';
import { apiAs, createAssets, MANAGER, signInAs, uniqueToken } from './assets-support';
import { tenantUrl } from './support';

const HEADERS = [
  'internal_asset_id',
  'inspection_date',
  'meter_hours',
  'shift',
  'operator_username',
  'operator_notes',
  'Horn',
];
const ROWS = IMPORT_SYNC_MAX_ROWS + 40;

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Inspections');
  sheet.addRow(HEADERS);
  rows.forEach((row) => sheet.addRow(row));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);

async function chooseCompany(page: Page) {
  await page.locator('[data-field="Company"]').getByRole('button').first().click();
  await page.getByRole('option', { name: 'Northwind Logistics', exact: true }).click();
}

test('a large inspection-forms file is imported as a job: progress, done, history row', async ({ page }) => {
  test.setTimeout(180_000);
  const model = uniqueToken('IMJ');
  const [asset] = await createAssets(1, { prefix: `Import loader ${model}`, model });
  const fileName = `past-inspections-${model}.xlsx`;
  const rows = Array.from({ length: ROWS }, (_, i) => [
    asset.internal_asset_id,
    day(2 + (i % 300)),
    100 + i,
    1 + (i % 3),
    '',
    `Imported ${i + 1}`,
    'Ok',
  ]);

  await signInAs(page, MANAGER.username, '/dashboard');
  await page.goto(tenantUrl('demo', '/inspections/upload'));
  await expect(pageTitle(page)).toHaveText('Upload Inspection Forms');
  await chooseCompany(page);
  await page
    .locator('[data-field="File"] input[type="file"]')
    .setInputFiles({ name: fileName, mimeType: 'application/octet-stream', buffer: await xlsx(rows) });
  await expect(page.getByText(`${ROWS} inspections read from the file.`)).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();

  // The job's progress bar, then its result.
  await expect(page.getByText(`Importing ${fileName}`, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`${ROWS} inspections were stored as accepted`).first()).toBeVisible({
    timeout: 120_000,
  });
  await expect(page.getByText(`${ROWS} of ${ROWS} rows written`).first()).toBeVisible();

  // The Import history row.
  const history = page.getByTestId('import-history');
  const row = history.getByRole('row').filter({ hasText: fileName });
  await expect(row).toContainText('Completed', { timeout: 30_000 });
  await expect(row).toContainText(`${ROWS} of ${ROWS}`);
  await expect(row).toContainText('All rows imported');
  await page.screenshot({ path: test.info().outputPath('inspections-import-job.png'), fullPage: true });

  // Stored: the asset's history has them.
  const answer = await apiAs<{ list: unknown[] }>(MANAGER, 'POST', 'Inspection/AssetWiseInspections', {
    internal_asset_id: asset.internal_asset_id,
    asset_id: asset.asset_id,
    pagesize: 20,
    pageindex: 1,
  });
  expect(answer.data.list.length).toBe(20);
});
