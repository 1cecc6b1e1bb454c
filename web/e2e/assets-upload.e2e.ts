/**
 * Adding assets (spec 2.8, 5; issue 7 item 4): the manual form with its messages, then a
 * spreadsheet with errors (the per-row report before anything is written, downloaded as xlsx),
 * fixed and imported, the new assets in the list. Spreadsheets are written per run by Python's
 * standard library (web/e2e/fixtures/assets-upload/make_fixtures.py), not by exceljs.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { pageTitle, toast } from './app';
import { DEMO_PASSWORD, expectPath, tenantUrl } from './support';
import { choose, formField, signInAs } from './users-support';

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

/** Internal ids unique to this run (digits only). */
let serial = 0;
const uniqueId = () => `${Date.now() % 1_000_000_000}${++serial}`;

type Cell = string | number | null | { rich: string[] } | { formula: string; value: number | string };

/** A spreadsheet written by Python's zipfile (xlsx) or byte by byte (csv with a BOM). */
function writeSheet(info: TestInfo, name: string, rows: (Cell[] | null)[]): string {
  const json = info.outputPath(`${name}.json`);
  const out = info.outputPath(name);
  writeFileSync(json, JSON.stringify(rows));
  execFileSync('python3', [path.join(FIXTURES, 'make_fixtures.py'), json, out]);
  return out;
}

async function openAddAsset(page: Page, user = 'companyadmin@demo.test') {
  await signInAs(page, user, DEMO_PASSWORD, '/assets');
  await page.goto(tenantUrl('demo', '/assets/upload'));
  await expect(pageTitle(page)).toHaveText('Add Asset');
  await expect(page.getByRole('tab', { name: 'Fill Details' })).toBeVisible();
}

const fileInput = (page: Page) => formField(page, 'File').locator('input[type="file"]');
const report = (page: Page) => page.getByTestId('upload-report');
const reportRows = async (page: Page) =>
  (await report(page).locator('tbody tr').all()).length === 0
    ? []
    : Promise.all(
        (await report(page).locator('tbody tr').all()).map(async (row) =>
          (await row.locator('td').allInnerTexts()).map((t) => t.trim()),
        ),
      );

async function findInList(page: Page, text: string) {
  await expectPath(page, '/assets');
  await page.getByLabel('Search Assets').fill(text);
  await page.getByLabel('Search Assets').press('Enter');
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: text })).toHaveCount(1);
}

test('manual add: every message under its field, then the asset is added and listed', async ({ page }) => {
  await openAddAsset(page);
  await expect(page.getByRole('tab', { name: 'Fill Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(formField(page, 'Company').locator('input')).toHaveValue('Northwind Logistics');

  await page.getByRole('button', { name: 'Add Asset' }).click();
  for (const [field, message] of [
    ['Internal Asset ID', 'Internal Asset ID is required !'],
    ['Asset Name', 'Asset Name is required !'],
    ['Inspection Form', 'Inspection Form is required !'],
  ])
    await expect(formField(page, field)).toContainText(message);

  await page.getByLabel('Internal Asset ID').fill('AB-12');
  await page.getByRole('button', { name: 'Add Asset' }).click();
  await expect(formField(page, 'Internal Asset ID')).toContainText(
    'Internal Asset ID should contains only numbers !',
  );

  const id = uniqueId();
  const name = `Manual loader ${id}`;
  await page.getByLabel('Internal Asset ID').fill(id);
  await page.getByLabel('Asset Name').fill(name);
  await formField(page, 'Asset Type').locator('input').fill('Wheel Loader');
  await page.getByLabel('Make/Product').fill('Caterpillar');
  await page.getByLabel('Model', { exact: true }).fill('950M');
  await page.getByLabel('Model Year').fill('20219');
  await expect(page.getByLabel('Model Year')).toHaveValue('2021');
  await page.getByLabel('Serial Number').fill(`CAT${id}`);
  await page.getByLabel('Current Stage').fill('In service');
  await choose(page, 'Inspection Form', FORM);
  await choose(page, 'Site', 'Reno Yard');
  await expect(formField(page, 'Internal Asset ID')).not.toContainText('only numbers');
  await page.screenshot({ path: test.info().outputPath('fill-details.png'), fullPage: true });

  await page.getByRole('button', { name: 'Add Asset' }).click();
  await expect(toast(page, 'Asset added successfully !')).toBeVisible();
  await findInList(page, name);
});

test('upload: a file with errors shows every failing row before anything is written; the fixed file imports', async ({
  page,
}, info) => {
  const ids = [uniqueId(), uniqueId(), uniqueId(), uniqueId()];
  const good = (id: string, i: number): Cell[] => [
    Number(id),
    `Uploaded unit ${id}`,
    'Excavator',
    'Komatsu',
    'PC210LC-11',
    2019 + i,
    `KMT${id}`,
    'In service',
    FORM,
    'Reno Yard',
    null,
  ];
  const broken = writeSheet(info, 'with-errors.xlsx', [
    HEADERS,
    good(ids[0], 0),
    [
      Number(ids[1]),
      `Uploaded unit ${ids[1]}`,
      null,
      'Komatsu',
      'PC210LC-11',
      '20X9',
      `KMT${ids[1]}`,
      'In service',
      FORM,
      'Reno Yard',
      null,
    ],
    null,
    [
      '12A',
      { rich: ['Uploaded ', 'unit'] },
      'Excavator',
      null,
      'PC210LC-11',
      2020,
      null,
      'In service',
      FORM,
      'Reno Yard',
      null,
    ],
    [
      Number(ids[0]),
      `Uploaded unit again`,
      'Excavator',
      'Komatsu',
      'PC210LC-11',
      2021,
      'X',
      null,
      FORM,
      'Reno Yard',
      null,
    ],
    good(ids[3], 3),
  ]);

  await openAddAsset(page);
  await page.getByRole('tab', { name: 'Upload Excel' }).click();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(formField(page, 'File')).toContainText('Please select a File !');

  await choose(page, 'Site', 'Reno Yard');
  await fileInput(page).setInputFiles(broken);
  await expect(report(page)).toBeVisible();
  expect(await reportRows(page)).toEqual([
    ['3', 'Object type', 'Asset Type is required !'],
    ['3', 'Model year', 'Model Year should contains only numbers !'],
    ['5', 'Object', 'Internal Asset ID should contains only numbers !'],
    ['5', 'Product', 'Product Name is required !'],
    ['5', 'Serial number', 'Serial No. is required !'],
    ['6', 'Object', 'Internal Asset ID is repeated in the file !'],
    ['6', 'Current stage', 'Current Stage is required !'],
  ]);
  await expect(formField(page, 'File')).toContainText('Asset Type is required !');
  await page.screenshot({ path: info.outputPath('upload-report.png'), fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download report' }).click();
  const saved = info.outputPath('report.xlsx');
  await (await download).saveAs(saved);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(saved);
  const sheetRows = book.worksheets[0]
    .getSheetValues()
    .filter(Boolean)
    .map((r) => (r as unknown[]).slice(1));
  expect(sheetRows[0]).toEqual(['Row', 'Column', 'Message']);
  expect(sheetRows).toHaveLength(8);
  expect(sheetRows[1]).toEqual([3, 'Object type', 'Asset Type is required !']);

  // Nothing was written: the fixed file repeats the broken file's valid rows, which would be refused as already stored.
  const fixed = writeSheet(info, 'fixed.xlsx', [HEADERS, ...ids.map(good)]);
  await fileInput(page).setInputFiles(fixed);
  await expect(page.getByText('4 rows checked, no problems found.')).toBeVisible();
  await expect(report(page)).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('upload-ready.png'), fullPage: true });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toast(page, 'Assets uploaded successfully')).toBeVisible();
  await findInList(page, `Uploaded unit ${ids[2]}`);

  // The same file again: the server refuses every row as already stored, into the same report.
  await page.goto(tenantUrl('demo', '/assets/upload'));
  await page.getByRole('tab', { name: 'Upload Excel' }).click();
  await choose(page, 'Site', 'Reno Yard');
  await fileInput(page).setInputFiles(fixed);
  await expect(page.getByText('4 rows checked, no problems found.')).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(report(page)).toBeVisible();
  expect(await reportRows(page)).toEqual(
    [2, 3, 4, 5].map((row) => [String(row), 'Object', 'Internal Asset ID already exists !']),
  );
  await expect(formField(page, 'File')).toContainText('Internal Asset ID already exists !');
  await expect(toast(page, 'Internal Asset ID already exists !')).toBeVisible();
});

test('upload: format checks, the template, a CSV with a BOM; a super admin picks the company, then its site', async ({
  page,
}, info) => {
  await openAddAsset(page, 'superadmin@demo.test');
  await page.getByRole('tab', { name: 'Upload Excel' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template' }).click();
  const template = info.outputPath('template.xlsx');
  await (await download).saveAs(template);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(template);
  expect((book.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);

  const notes = info.outputPath('notes.txt');
  writeFileSync(notes, 'not a spreadsheet');
  await fileInput(page).setInputFiles(notes);
  await expect(formField(page, 'File')).toContainText('Please select a file with proper format/extension !');

  const empty = writeSheet(info, 'empty.csv', [HEADERS]);
  await fileInput(page).setInputFiles(empty);
  await expect(formField(page, 'File')).toContainText('No data found in the file while parsing !');

  await fileInput(page).setInputFiles(path.join(FIXTURES, 'assets-bom.csv'));
  await expect(page.getByText('2 rows checked, no problems found.')).toBeVisible();
  await fileInput(page).setInputFiles(path.join(FIXTURES, 'assets-legacy.xls'));
  await expect(page.getByText('2 rows checked, no problems found.')).toBeVisible();
  await fileInput(page).setInputFiles(path.join(FIXTURES, 'assets-blank-rows.xlsx'));
  await expect(page.getByText('3 rows checked, no problems found.')).toBeVisible();

  await expect(formField(page, 'Site').getByRole('button').first()).toBeDisabled();
  await choose(page, 'Company', 'Northwind Logistics');
  await choose(page, 'Site', 'Sparks Depot');
  await page.screenshot({ path: info.outputPath('upload-super-admin.png'), fullPage: true });
});

// The time it takes is a figure of `npm run bench -- assets-upload-check` (target <= 3 s), not a test.
test('a 5,000-row xlsx is read and checked in the browser, with no problems found', async ({
  page,
}, info) => {
  const base = 800_000_000 + (Date.now() % 100_000) * 10_000;
  const rows: Cell[][] = [HEADERS];
  for (let i = 0; i < 5000; i++)
    rows.push([
      base + i,
      `Bench unit ${i}`,
      'Excavator',
      'Komatsu',
      'PC210LC-11',
      2000 + (i % 25),
      `SN${base + i}`,
      'In service',
      FORM,
      'Reno Yard',
      null,
    ]);
  const big = writeSheet(info, 'bench-5000.xlsx', rows);
  await openAddAsset(page);
  await page.getByRole('tab', { name: 'Upload Excel' }).click();
  await fileInput(page).setInputFiles(big);
  await expect(page.getByText('5000 rows checked, no problems found.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled();
});
