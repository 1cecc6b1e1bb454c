/**
 * The parts import and a part's photo (issue 25 item 1): a manager opens Import from the parts list,
 * downloads the template (the part's columns and the company's sites' minimum and bin), imports a
 * file with one bad row and sees the report name its row and column (nothing imported), fixes it,
 * imports it and finds the parts in the list; then sets a photo on one of them and sees it on its
 * page and as the list's thumbnail. The details (every check, idempotency, roles) are the handler
 * tests' (functions/parts/parts-import.test.ts).
 */
import ExcelJS from 'exceljs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { toast } from './app';
import { MANAGER, signInAs, uniqueToken } from './assets-support';
import { photoBytes } from './inspections-support';
import { formField } from './maintenance-support';
import { tenantUrl } from './support';

async function writeSheet(info: TestInfo, name: string, rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Parts').addRows(rows);
  const file = info.outputPath(name);
  await book.xlsx.writeFile(file);
  return file;
}

const fileInput = (page: Page) => formField(page, 'File').locator('input[type="file"]');
const problems = (page: Page) => page.getByTestId('import-problems');
const cellsOf = async (page: Page) =>
  Promise.all(
    (await problems(page).locator('tbody tr').all()).map(async (row) =>
      (await row.locator('td').allInnerTexts()).map((t) => t.trim()),
    ),
  );

test('manager: import parts with a bad row, see the report, fix it, import, then set a photo', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const info = test.info();
  const token = uniqueToken('PIMP');
  await signInAs(page, MANAGER.username, '/dashboard');
  await page.goto(tenantUrl('demo', '/parts'));
  await expect(page.getByText('Loading parts')).toHaveCount(0);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Import Parts', exact: true }).first()).toBeVisible();

  // The template: the part's columns, then the company's sites' minimum and bin.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template' }).click();
  const template = info.outputPath('template.xlsx');
  await (await download).saveAs(template);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(template);
  const headers = (book.worksheets[0].getRow(1).values as string[]).slice(1);
  expect(headers.slice(0, 7)).toEqual([
    'Part number',
    'Name',
    'Description',
    'Category',
    'Unit',
    'Unit cost',
    'Preferred dealer id',
  ]);
  expect(headers).toEqual(expect.arrayContaining(['Reno Yard minimum', 'Reno Yard bin']));

  const HEAD = [
    'Part number',
    'Name',
    'Description',
    'Category',
    'Unit',
    'Unit cost',
    'Reno Yard minimum',
    'Reno Yard bin',
  ];
  const good = (n: number, category = 'Filters') => [
    `${token}-${n}`,
    `Imported filter ${n}`,
    '',
    category,
    'each',
    9.5,
    2,
    `B-${n}`,
  ];
  const broken = await writeSheet(info, 'broken.xlsx', [HEAD, good(1), good(2, 'Widgets'), good(3)]);
  await fileInput(page).setInputFiles(broken);
  await expect(page.getByText('3 parts read from the file.')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(problems(page)).toBeVisible();
  expect(await cellsOf(page)).toEqual([
    ['3', 'Category', 'Category must be one of the standard categories !'],
  ]);
  // The refused import's progress says what happened, not "0 of 0 rows written".
  await expect(
    page.getByText('Nothing was written: the file has 1 problem. Download the problem report', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByText('0 of 0 rows written')).toHaveCount(0);
  await expect(page.getByTestId('import-history')).toContainText('broken.xlsx');
  await expect(page.getByTestId('import-history')).toContainText('Every file is imported in the background');
  await page.screenshot({ path: '/tmp/parts-import-report.png', fullPage: true });

  const fixed = await writeSheet(info, 'fixed.xlsx', [HEAD, good(1), good(2, 'Oils'), good(3)]);
  await fileInput(page).setInputFiles(fixed);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(toast(page, 'fixed.xlsx: 3 parts imported')).toBeVisible();
  await expect(problems(page)).toHaveCount(0);

  // The parts are in the list.
  await page.getByRole('button', { name: 'Back to parts' }).click();
  await page.getByPlaceholder('Search Parts').fill(token);
  await page.getByPlaceholder('Search Parts').press('Enter');
  const rows = page.getByRole('table').first().locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: `${token}-2` })).toContainText('Oils');

  // A photo on one of them: on its page, and as the list's thumbnail.
  await page.getByRole('link', { name: `${token}-1`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `${token}-1`, exact: true })).toBeVisible();
  await expect(page.getByText('No photo')).toBeVisible();
  await page.getByLabel('Photo file').setInputFiles({
    name: 'filter.png',
    mimeType: 'image/png',
    buffer: await photoBytes(7, 240),
  });
  await expect(toast(page, 'Photo saved')).toBeVisible();
  const photo = page.getByRole('img', { name: `Photo of ${token}-1` });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Replace Photo' })).toBeVisible();
  await page.screenshot({ path: '/tmp/parts-details-photo.png', fullPage: true });
  await page.goto(tenantUrl('demo', '/parts'));
  await page.getByPlaceholder('Search Parts').fill(`${token}-1`);
  await page.getByPlaceholder('Search Parts').press('Enter');
  await expect(page.getByRole('img', { name: `Photo of ${token}-1` })).toBeVisible();
});
