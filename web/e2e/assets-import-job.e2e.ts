/**
 * A large spreadsheet import as a job (issue 23 item 1): a file over IMPORT_SYNC_MAX_ROWS rows is
 * checked in the browser, its rows go to S3 and the job writes them; the page shows the job's
 * progress (rows written of total), then the created count, and the import history keeps the row
 * with its state and counts after the page is left and opened again.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type TestInfo } from '@playwright/test';
import { pageTitle, toast } from './app';
import { DEMO_PASSWORD, tenantUrl } from './support';
import { formField, signInAs } from './users-support';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'assets-upload');
const FORM = 'Wheel loader - Daily pre-use checklist';
const HEADERS = [
  'Object',
  'Name',
  'Object type',
  'Product',
  'Model',
  'Model year',
  'Serial number',
  'Current stage',
  'Inspection Form',
  'Functional location',
  'Children',
];
const ROWS = 600;

/** A spreadsheet written by Python's zipfile (web/e2e/fixtures/assets-upload/make_fixtures.py). */
function writeSheet(info: TestInfo, name: string, rows: (string | number | null)[][]): string {
  const json = info.outputPath(`${name}.json`);
  const out = info.outputPath(name);
  writeFileSync(json, JSON.stringify(rows));
  execFileSync('python3', [path.join(FIXTURES, 'make_fixtures.py'), json, out]);
  return out;
}

test(`a ${ROWS}-row file is imported as a job: progress, then the created count and the history row`, async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const base = 700_000_000 + (Date.now() % 100_000) * 1_000;
  const fileName = `fleet-${base}.xlsx`;
  const rows: (string | number | null)[][] = [HEADERS];
  for (let i = 0; i < ROWS; i++)
    rows.push([
      base + i,
      `Job unit ${base + i}`,
      'Wheel loader',
      'Caterpillar',
      '950M',
      2015 + (i % 10),
      `JOB${base + i}`,
      'In service',
      FORM,
      'Reno Yard',
      null,
    ]);
  const file = writeSheet(info, fileName, rows);

  await signInAs(page, 'companyadmin@demo.test', DEMO_PASSWORD, '/assets');
  await page.goto(tenantUrl('demo', '/assets/upload'));
  await expect(pageTitle(page)).toHaveText('Add Asset');
  await page.getByRole('tab', { name: 'Upload Excel' }).click();
  await formField(page, 'File').locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByText(`${ROWS} rows checked, no problems found.`)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();

  // The job's progress: rows written of total, polled.
  const progress = page.getByText(new RegExp(`of ${ROWS} rows written`)).first();
  await expect(progress).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: info.outputPath('import-job-progress.png'), fullPage: true });

  await expect(page.getByText(`Imported ${ROWS} assets`).first()).toBeVisible({ timeout: 150_000 });
  await expect(toast(page, 'Assets uploaded successfully')).toBeVisible();
  const history = page.getByTestId('import-history');
  const row = history.locator('tbody tr', { hasText: fileName });
  await expect(row).toContainText('Completed');
  await expect(row).toContainText(`${ROWS} of ${ROWS}`);
  await page.screenshot({ path: info.outputPath('import-job-done.png'), fullPage: true });

  // Left and opened again: the history still shows it.
  await page.goto(tenantUrl('demo', '/assets'));
  await page.goto(tenantUrl('demo', '/assets/upload'));
  await page.getByRole('tab', { name: 'Upload Excel' }).click();
  await expect(page.getByTestId('import-history').locator('tbody tr', { hasText: fileName })).toContainText(
    'Completed',
  );

  // The assets are listed.
  await page.goto(tenantUrl('demo', '/assets'));
  const last = `Job unit ${base + ROWS - 1}`;
  await page.getByLabel('Search Assets').fill(last);
  await page.getByLabel('Search Assets').press('Enter');
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: last })).toHaveCount(1);
});
