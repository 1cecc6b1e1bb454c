/**
 * List exports of the other lists (issue 28 item 4; list-exports.e2e.ts covers issues): a manager
 * narrows /inspections, /workorders and /users, opens the list kit's Export menu, and the
 * downloaded file (Excel or CSV) holds exactly the rows the filtered table shows, in its order and
 * columns. The PM, request and parts exports are covered by the API tests
 * (functions/reports/exports.test.ts). Screenshot of the inspection list's open menu:
 * /tmp/exports-menu-inspections.png.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { apiAs, createAssets, MANAGER, signInAs, uniqueToken } from './assets-support';
import { inspectAsset } from './inspections-support';
import { apiTask } from './maintenance-support';
import { tenantUrl } from './support';

const table = (page: Page) => page.getByRole('table').first();
const exportMenu = (page: Page) => page.getByRole('button', { name: 'Export', exact: true });

async function search(page: Page, placeholder: string, text: string, loading: string) {
  await page.getByLabel(placeholder).fill(text);
  await page.getByLabel(placeholder).press('Enter');
  await expect(page.getByText(loading)).toHaveCount(0);
}

/** The table's rows, each cell's text (in column order). */
async function tableCells(page: Page): Promise<string[][]> {
  const out: string[][] = [];
  for (const row of await table(page).locator('tbody tr').all())
    out.push((await row.locator('td').allInnerTexts()).map((t) => t.trim()));
  return out;
}

async function exportAs(page: Page, item: 'Excel (.xlsx)' | 'CSV (.csv)'): Promise<Download> {
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await exportMenu(page).click();
  await page.getByRole('menuitem', { name: item }).click();
  return download;
}

/** The sheet's rows as text (header first). */
async function xlsxRows(download: Download): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

/** The CSV's records (UTF-8 with a BOM, every field quoted; none here holds a quote or a line break). */
async function csvRows(download: Download): Promise<string[][]> {
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes
    .subarray(3)
    .toString('utf8')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.slice(1, -1).split('","'));
}

const oneSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

test('a manager exports the searched inspection list, and the files hold the table rows', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const token = uniqueToken('XINS');
  // One pending inspection per asset (a pending one keeps its asset from another until approved).
  const assets = await createAssets(3, { prefix: `Export loader ${token}`, model: token });
  await inspectAsset(assets[0], { meterHours: 100 });
  await inspectAsset(assets[1], { failed: 1, meterHours: 100 });
  await inspectAsset(assets[2], { meterHours: 100 });

  await signInAs(page, MANAGER.username, '/dashboard');
  await page.goto(tenantUrl('demo', '/inspections'));
  await expect(table(page)).toBeVisible();
  await search(page, 'Search Inspections', `Export loader ${token}`, 'Loading inspections');
  await expect(table(page).locator('tbody tr')).toHaveCount(3);
  // Asset Name, Status, Shift No, Requestor, Supervisor, Approved On (the manager's table has no Company column).
  const shown = (await tableCells(page)).map((c) => [
    oneSpace(c[0]).replace(/\s*#/, ' #'),
    c[2],
    c[4],
    c[5],
    c[6],
    c[7],
  ]);

  await exportMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Excel (.xlsx)' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'CSV (.csv)' })).toBeVisible();
  await page.screenshot({ path: '/tmp/exports-menu-inspections.png' });
  await page.keyboard.press('Escape');

  const header = [
    'Asset Name',
    'Company',
    'New Issues',
    'Status',
    'Time Elapsed',
    'Shift No',
    'Requestor',
    'Supervisor',
    'Approved On',
  ];
  const pick = (r: string[]) => [r[0], r[3], r[5], r[6], r[7], r[8]];
  const excel = await exportAs(page, 'Excel (.xlsx)');
  expect(excel.suggestedFilename()).toMatch(/^Inspections \d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheet = await xlsxRows(excel);
  expect(sheet[0]).toEqual(header);
  expect(sheet.slice(1).map(pick)).toEqual(shown);
  // The new issues the badges count: the second asset's inspection failed one item.
  expect(sheet.slice(1).map((r) => r[2])).toEqual(['0', '1', '0']);

  const csv = await exportAs(page, 'CSV (.csv)');
  expect(csv.suggestedFilename()).toMatch(/^Inspections \d{4}-\d{2}-\d{2}\.csv$/);
  const records = await csvRows(csv);
  expect(records[0]).toEqual(header);
  expect(records.slice(1).map(pick)).toEqual(shown);
});

test('a manager exports the searched work order list, and the file holds the table rows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = uniqueToken('XWO');
  const [asset] = await createAssets(1, { prefix: `Export dozer ${token}`, model: token });
  const task = await apiTask(`Export task ${token}`, 1, 0, 50);
  for (const [title, priority] of [
    [`${token} grease pins`, 45],
    [`${token} replace hose`, 47],
    [`${token} check tracks`, 46],
  ] as const) {
    const answer = await apiAs(MANAGER, 'POST', 'WorkOrder/AddUpdateWorkOrder', {
      title,
      description: 'Made by the export test',
      asset_id: asset.asset_id,
      priority,
      WorkOrderTasks: [{ task_id: task.task_id }],
    });
    expect(answer, JSON.stringify(answer)).toMatchObject({ success: 1 });
  }

  await signInAs(page, MANAGER.username, '/dashboard');
  await page.goto(tenantUrl('demo', '/workorders'));
  await expect(table(page)).toBeVisible();
  await search(page, 'Search Work Orders', token, 'Loading work orders');
  await expect(table(page).locator('tbody tr')).toHaveCount(3);
  // Every column but Actions, as the file writes them.
  const shown = (await tableCells(page)).map((c) => c.slice(0, 8).map(oneSpace));
  expect(shown.map((r) => r[1])).toEqual([
    `${token} check tracks`,
    `${token} replace hose`,
    `${token} grease pins`,
  ]);

  const excel = await exportAs(page, 'Excel (.xlsx)');
  expect(excel.suggestedFilename()).toMatch(/^Work Orders \d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheet = await xlsxRows(excel);
  expect(sheet[0]).toEqual([
    'Work Order #',
    'Work Order Title',
    'Work Type',
    'Created Date',
    'Due at',
    'Priority',
    'Status',
    'Assigned to',
  ]);
  expect(sheet.slice(1)).toEqual(shown);
});

test('a manager exports the searched users list, and the file holds the table rows', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, MANAGER.username, '/dashboard');
  await page.goto(tenantUrl('demo', '/users'));
  await expect(table(page)).toBeVisible();
  await search(page, 'Search Users', 'manager', 'Loading users');
  const count = await table(page).locator('tbody tr').count();
  expect(count).toBeGreaterThan(1);
  // Username, Name, Status, Site, Role (the manager's table has no Company column).
  const shown = (await tableCells(page)).map((c) => c.slice(0, 5).map(oneSpace));

  const csv = await exportAs(page, 'CSV (.csv)');
  expect(csv.suggestedFilename()).toMatch(/^Users \d{4}-\d{2}-\d{2}\.csv$/);
  const records = await csvRows(csv);
  expect(records[0]).toEqual(['Username', 'Name', 'Company', 'Status', 'Site', 'Role']);
  expect(records.slice(1).map((r) => [r[0], r[1], r[3], r[4], r[5]])).toEqual(shown);
});
