/**
 * /meter-readings (issue 28 item 3): a manager opens Meter Readings from the sidebar, uploads a CSV
 * with a bad row (each failing row listed, nothing recorded), then an xlsx file of readings of a
 * new asset by its code and id (times as date cells): two are applied, a backwards and an
 * implausible one are held; the manager approves one and rejects the other.
 */
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { toast } from './app';
import { createAssets, signInAs, uniqueToken } from './assets-support';
import { expectNoSeriousA11yViolations } from './support';

const fileInput = (page: Page) => page.locator('input[type="file"]');
const hoursAgo = (h: number) => new Date(Math.floor((Date.now() - h * 3_600_000) / 1000) * 1000);

test('a manager uploads meter readings and reviews the held ones', async ({ page }) => {
  const model = uniqueToken('MTR');
  const [asset] = await createAssets(1, { prefix: `Loader ${model}`, model });
  await signInAs(page, 'manager@demo.test', '/dashboard');
  await page.getByTestId('side-nav').getByRole('link', { name: 'Meter Readings' }).click();
  await expect(page.getByRole('heading', { name: 'Upload meter readings' })).toBeVisible();

  // A CSV with a bad row: the row is named, nothing recorded.
  const csv = `Asset Code,Time,Meter Hours\n${asset.internal_asset_id},${hoursAgo(3).toISOString()},100\n${asset.internal_asset_id},yesterday,110\n`;
  await fileInput(page).setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('2 readings read from the file.')).toBeVisible();
  await page.getByRole('button', { name: 'Upload readings' }).click();
  await expect(
    toast(page, 'Row 3: Time must be an ISO 8601 date and time with its offset, as 2026-11-28T08:00:00Z'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nothing was recorded: 1 problem' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Time must be' })).toContainText(/^3\s*Time/);

  // An xlsx file: codes and ids, times as date cells.
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Readings');
  sheet.addRow(['Asset ID', 'Asset Code', 'Time', 'Meter Hours']);
  sheet.addRow(['', asset.internal_asset_id, hoursAgo(4), 100]);
  sheet.addRow([asset.asset_id, '', hoursAgo(3), 101]);
  sheet.addRow([asset.asset_id, '', hoursAgo(2), 90]);
  sheet.addRow(['', asset.internal_asset_id, hoursAgo(1), 5000]);
  await fileInput(page).setInputFiles({
    name: 'telematics.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
  await expect(page.getByText('4 readings read from the file.')).toBeVisible();
  await page.getByRole('button', { name: 'Upload readings' }).click();
  await expect(toast(page, '2 readings applied, 2 held for review')).toBeVisible();

  const rows = page.getByRole('row').filter({ hasText: asset.name });
  await expect(rows).toHaveCount(2);
  const back = rows.filter({ hasText: 'Lower than the asset’s meter hours' });
  const jump = rows.filter({ hasText: 'More hours than the time since the last reading allows' });
  await expect(back).toContainText('upload:telematics.xlsx');
  await expect(back).toContainText('90');
  await expect(jump).toContainText('5,000');
  await page.screenshot({ path: '/tmp/meter-readings.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the meter readings page');

  await back.getByRole('button', { name: /^Reject the reading/ }).click();
  await expect(toast(page, 'Reading rejected')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await jump.getByRole('button', { name: /^Approve the reading/ }).click();
  await expect(toast(page, 'Reading applied')).toBeVisible();
  await expect(rows).toHaveCount(0);
});
