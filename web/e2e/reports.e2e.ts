/**
 * /reports (spec core 2.13, 3, 5): the manager's multi-report page (every report type with its
 * messages, From resetting To, the result table with its Excel file, the history job from spinner
 * to link) and the executive's single-report page. Dates are relative to today on the seeded twin
 * (ninety days of inspections).
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signInAs } from './assets-support';
import { expectNoSeriousA11yViolations } from './support';

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}/${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}`;
};
const pickType = async (page: Page, label: string) => {
  await page.getByTestId('report-type').getByRole('button').first().click();
  await page.getByRole('option', { name: label, exact: true }).click();
};
const setDate = async (page: Page, id: 'report-from' | 'report-to', value: string) => {
  const input = page.getByTestId(id).locator('input');
  await input.fill(value);
  await input.press('Tab');
};
const generate = (page: Page) => page.getByTestId('report-generate').click();

test('manager: every report type with its messages, the Excel file, the history job from spinner to link', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'manager@demo.test', '/dashboard');
  await page.goto('/reports');
  await generate(page);
  await expect(page.getByText('Please select report')).toBeVisible();

  await pickType(page, 'Yard');
  await generate(page);
  await expect(page.getByText('Please select from date')).toBeVisible();
  await expect(page.getByText('Please select to date')).toBeVisible();
  // Picking From resets To to the same day.
  await setDate(page, 'report-from', day(-400));
  await expect(page.getByTestId('report-to').locator('input')).toHaveValue(day(-400));
  await setDate(page, 'report-to', day(-1));
  await generate(page);
  await expect(
    page.getByText('Maximum difference beetween from date and to date should be 1 year'),
  ).toBeVisible();
  await setDate(page, 'report-from', day(-30));
  await setDate(page, 'report-to', day(-40));
  await generate(page);
  // first(): the field's own error; Cloudscape's live-region announcer repeats it for a moment.
  await expect(page.getByText('From date should be less than todate').first()).toBeVisible();
  await expect(page.getByText('To date should be greater than from date').first()).toBeVisible();
  await setDate(page, 'report-to', day(0));
  await generate(page);
  const result = page.getByTestId('report-result');
  await expect(result.getByRole('row').filter({ hasText: 'Reno Yard' })).toBeVisible();
  await page.screenshot({ path: '/tmp/reports-yard.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the reports page');
  const download = page.waitForEvent('download');
  await page.getByTestId('report-excel').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('ReportExcelFile.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
    'Yard',
    'Approved Inspection',
    'Total Inspection',
    'Approved Inspection %',
  ]);
  const shown = await result
    .getByRole('row')
    .filter({ hasText: 'Reno Yard' })
    .getByRole('cell')
    .allInnerTexts();
  expect(String(sheet.getRow(2).getCell(3).value)).toBe(shown[2]);

  await pickType(page, 'Equipment Type');
  await setDate(page, 'report-from', day(-30));
  await generate(page);
  await expect(page.getByTestId('report-result').getByRole('row').nth(1)).toBeVisible();
  await pickType(page, 'Asset');
  await setDate(page, 'report-from', day(-30));
  await setDate(page, 'report-to', day(0));
  await generate(page);
  await expect(
    page.getByTestId('report-result').getByRole('columnheader', { name: 'Begin Hours' }),
  ).toBeVisible();
  await expect(page.getByTestId('report-result').getByRole('row').nth(1)).toBeVisible();
  await pickType(page, 'Latest Hour Reading');
  await expect(page.getByTestId('report-from')).toHaveCount(0);
  await generate(page);
  await expect(
    page.getByTestId('report-result').getByRole('columnheader', { name: 'Current Meter Hours' }),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/reports-latest.png', fullPage: true });

  await pickType(page, 'Asset Inspection');
  await generate(page);
  await expect(page.getByText('Please select asset no')).toBeVisible();
  await page.getByTestId('report-asset').getByRole('button').first().click();
  await page.getByRole('option').first().click();
  await setDate(page, 'report-from', day(-120));
  await setDate(page, 'report-to', day(0));
  await generate(page);
  await expect(page.getByText('Please select the date range of 90 days only')).toBeVisible();
  await setDate(page, 'report-from', day(-30));
  await setDate(page, 'report-to', day(0));
  await generate(page);
  const history = page.getByRole('table').last();
  await expect(history.getByRole('columnheader', { name: 'Download Link' })).toBeVisible();
  await page.screenshot({ path: '/tmp/reports-history-queued.png', fullPage: true });
  await expect(history.getByTestId('report-download').first()).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: '/tmp/reports-history-done.png', fullPage: true });
});

test('executive: the single-report page', async ({ page }) => {
  await signInAs(page, 'executive@demo.test', null);
  await page.goto('/reports');
  await generate(page);
  await expect(page.getByText('Report Type is required !')).toBeVisible();
  await page.getByTestId('executive-type').getByRole('button').first().click();
  await page.getByRole('option', { name: 'Latest Meter Hours' }).click();
  await generate(page);
  const result = page.getByTestId('report-result');
  await expect(result.getByRole('columnheader', { name: 'Last 12 Month Usage Hours' })).toBeVisible();
  await expect(result.getByRole('row').nth(1)).toBeVisible();
  // The reliability figures of the last 12 months (issue 25 item 6), as in the insights.
  const reliability = page.getByTestId('reliability-section');
  await expect(reliability.getByRole('heading', { name: 'Reliability', exact: true })).toBeVisible();
  await expect(reliability.getByTestId('reliability-failures')).toHaveText(/^\d+ \(\d+ planned stops\)$/);
  await expect(
    reliability.getByRole('table', { name: 'Reliability by site' }).locator('tbody tr').first(),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/reports-executive.png', fullPage: true });
});
