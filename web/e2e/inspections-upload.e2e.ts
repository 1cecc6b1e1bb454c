/**
 * Upload Inspection Forms (spec 2.9, 3, 5, 8) as a manager clicks through it: 'Please select
 * file', 'Kindly select file with proper format', 'Please select company'; a good .xlsx (written
 * with exceljs) is stored as an accepted inspection of the test's own asset, dated a day later at
 * 00:00 UTC (spec 3); a file with a bad row is refused whole and the row is named by its
 * spreadsheet row number.
 */
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { pageTitle, toast } from './app';
import { apiAs, createAssets, MANAGER, signInAs, uniqueToken } from './assets-support';
import { tenantUrl } from './support';

const fileInput = (page: Page) => page.locator('[data-field="File"] input[type="file"]');
const fileError = (page: Page) => page.locator('[data-field="File"]');
const companyField = (page: Page) => page.locator('[data-field="Company"]');
const uploadButton = (page: Page) => page.getByRole('button', { name: 'Upload', exact: true });

const HEADERS = [
  'internal_asset_id',
  'inspection_date',
  'meter_hours',
  'shift',
  'operator_username',
  'operator_notes',
  'Lights',
  'Horn',
];

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Inspections');
  sheet.addRow(HEADERS);
  rows.forEach((row) => sheet.addRow(row));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const csv = (rows: (string | number)[][]) =>
  Buffer.from([HEADERS, ...rows].map((r) => r.join(',')).join('\n'));

async function historyOf(asset: { asset_id: number; internal_asset_id: string }) {
  const answer = await apiAs<{
    list: { datetime_requested: string; meter_hours: number; shift: number; status: number }[];
  }>(MANAGER, 'POST', 'Inspection/AssetWiseInspections', {
    internal_asset_id: asset.internal_asset_id,
    asset_id: asset.asset_id,
    pagesize: 20,
    pageindex: 1,
  });
  expect(answer, JSON.stringify(answer)).toMatchObject({ success: 1 });
  return answer.data.list;
}

test('upload inspection forms: each message, a good file stored, a bad row named by its row number', async ({
  page,
}) => {
  const model = uniqueToken('UPL');
  const [asset] = await createAssets(1, { prefix: `Upload loader ${model}`, model });

  await signInAs(page, MANAGER.username, '/dashboard');
  await page.goto(tenantUrl('demo', '/inspections/upload'));
  await expect(pageTitle(page)).toHaveText('Upload Inspection Forms');

  // The template has the fixed columns.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template' }).click();
  const template = test.info().outputPath('template.xlsx');
  await (await download).saveAs(template);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(template);
  const headers = (book.worksheets[0].getRow(1).values as unknown[]).slice(1);
  expect(headers.slice(0, 6)).toEqual(HEADERS.slice(0, 6));

  // Nothing chosen.
  await uploadButton(page).click();
  await expect(fileError(page).getByText('Please select file', { exact: true })).toBeVisible();

  // A file of another kind.
  await fileInput(page).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(
    fileError(page).getByText('Kindly select file with proper format', { exact: true }),
  ).toBeVisible();
  await uploadButton(page).click();
  await expect(
    fileError(page).getByText('Kindly select file with proper format', { exact: true }),
  ).toBeVisible();

  // A good file, no company yet.
  await fileInput(page).setInputFiles({
    name: 'inspections.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    // The test's internal ids have 17 digits (beyond a spreadsheet number's precision): a text cell.
    buffer: await xlsx([
      [asset.internal_asset_id, '2026-02-10', 1250.7, 2, '', 'Yard check', 'Ok', 'Not ok'],
    ]),
  });
  await expect(page.getByText('1 inspection read from the file.')).toBeVisible();
  await uploadButton(page).click();
  await expect(companyField(page).getByText('Please select company', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('upload-messages.png'), fullPage: true });

  await companyField(page).getByRole('button').first().click();
  await page.getByRole('option', { name: 'Northwind Logistics', exact: true }).click();
  await uploadButton(page).click();
  await expect(toast(page, 'Inspection forms uploaded successfully')).toBeVisible();
  await expect(page.getByText('1 inspection was stored as accepted.')).toBeVisible();

  // Stored as accepted, whole meter hours, the date a day later (spec 3).
  const stored = await historyOf(asset);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ status: 10, meter_hours: 1250, shift: 2 });
  expect(stored[0].datetime_requested.slice(0, 10)).toBe('2026-02-11');

  // A CSV whose third row (spreadsheet row 3) names an asset the company does not have.
  await fileInput(page).setInputFiles({
    name: 'inspections.csv',
    mimeType: 'text/csv',
    buffer: csv([
      [asset.internal_asset_id, '02-12-2026', 1300, 1, '', 'ok', 'Ok', 'Ok'],
      ['999999999999', '02-12-2026', 10, 1, '', '', 'Ok', 'Ok'],
    ]),
  });
  await expect(page.getByText('2 inspections read from the file.')).toBeVisible();
  await uploadButton(page).click();
  const problems = page.getByTestId('upload-problems');
  await expect(problems).toBeVisible();
  const bad = problems.locator('tbody tr');
  await expect(bad).toHaveCount(1);
  await expect(bad.locator('td, th').nth(0)).toHaveText('3');
  await expect(bad).toContainText('No asset with this internal id in the company');
  await page.screenshot({ path: test.info().outputPath('upload-bad-row.png'), fullPage: true });
  // Refused whole: the good row was not stored either.
  expect(await historyOf(asset)).toHaveLength(1);
});

test('an executive reaching /inspections/upload is told the role may not upload, not offered the form', async ({
  page,
}) => {
  await signInAs(page, 'executive@demo.test', null);
  await page.goto(tenantUrl('demo', '/inspections/upload'));
  await expect(page.getByText('Your active role is not authorised to perform this action.')).toBeVisible();
  await expect(uploadButton(page)).toHaveCount(0);
  await expect(fileInput(page)).toHaveCount(0);
});
