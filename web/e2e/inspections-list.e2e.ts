/**
 * The inspections screens (spec 2.7, 2.9, 4, 5): a manager searches, filters, pages and resets
 * /inspections, opens a row, comes back to the same filters and accepts a pending inspection from
 * the list (and meets the 'Pending Inspection' popup where an earlier one waits); the per-asset
 * history page ('Please select an Asset first !', Generate, 20 more on scroll); the asset page's
 * Inspections tab. The inspections are this file's own, submitted through the operator API on
 * assets named with a token of this run; nothing depends on seeded inspections.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { toast } from './app';
import { apiAs, createAssets, MANAGER, signInAs, uniqueToken, type NewAsset } from './assets-support';
import { inspectAsset, OPERATOR, type Submitted } from './inspections-support';
import { expectNoSeriousA11yViolations, expectPath, tenantUrl } from './support';

test.describe.configure({ mode: 'serial' });

const token = uniqueToken('INSL');
let assets: NewAsset[] = [];
/** Pending, 2 new issues, 1 photo. */
let withIssues: Submitted;
/** Accepted (1 new issue) then pending again (the same item: no new issue). */
let acceptedFirst: Submitted;
let pendingSecond: Submitted;
/** Pending, 1 new issue: accepted from the list. */
let toAccept: Submitted;
/** An asset with 22 accepted inspections (the history's scroll). */
let historyAsset: NewAsset;
const historyIds: string[] = [];

async function approveAndCheckIn(asset: NewAsset, inspection: Submitted, meterHours: number) {
  const approved = await apiAs(MANAGER, 'POST', 'Inspection/ApproveInspection', {
    inspection_id: inspection.inspection_id,
    asset_id: asset.asset_id,
    manager_id: '',
    status: 10,
    manager_notes: 'Checked',
    meter_hours: meterHours,
  });
  expect(approved, JSON.stringify(approved)).toMatchObject({ success: 1 });
  const checkin = await apiAs(OPERATOR, 'POST', 'Inspection/CheckinAsset', {
    inspection_id: inspection.inspection_id,
  });
  expect(checkin, JSON.stringify(checkin)).toMatchObject({ success: 1 });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  assets = await createAssets(3, { prefix: `Insp loader ${token}`, model: token });
  [historyAsset] = await createAssets(1, { prefix: `Insp history ${token}`, model: token });
  withIssues = await inspectAsset(assets[0], { failed: 2, photos: 1, meterHours: 100 });
  acceptedFirst = await inspectAsset(assets[1], { failed: 1, meterHours: 100 });
  await approveAndCheckIn(assets[1], acceptedFirst, 100);
  pendingSecond = await inspectAsset(assets[1], { failed: 1, meterHours: 110 });
  toAccept = await inspectAsset(assets[2], { failed: 1, meterHours: 100 });
  for (let i = 0; i < 22; i++) {
    const submitted = await inspectAsset(historyAsset, { meterHours: 100 + i });
    await approveAndCheckIn(historyAsset, submitted, 100 + i);
    historyIds.unshift(submitted.inspection_id);
  }
});

const table = (page: Page) => page.getByRole('table').first();
const rows = (page: Page) => table(page).locator('tbody tr');
const rowOf = (page: Page, assetName: string) => rows(page).filter({ hasText: assetName });
const waitForRows = (page: Page) => expect(page.getByText('Loading inspections')).toHaveCount(0);
/** The list's title, which opens the filter row (the sidebar has an 'Inspections' group too). */
const filterToggle = (page: Page) =>
  page.locator('button.ac-list-title').filter({ hasText: /^Inspections$/ });
const filterBox = (page: Page, label: string) => page.locator(`[data-filter="${label}"]`);
const listRequest = (page: Page, check: (body: Record<string, unknown>) => boolean) =>
  page.waitForRequest(
    (r: Request) =>
      r.url().endsWith('/api/Inspection/FilterInspections') &&
      check(r.postDataJSON() as Record<string, unknown>),
  );

/** The asset names the table shows, in order (each cell: name, then '#id'). */
async function shownAssets(page: Page): Promise<string[]> {
  await waitForRows(page);
  return (await table(page).locator('tbody tr .ac-inspection-asset').allInnerTexts()).map((t) =>
    t.split('\n')[0].trim(),
  );
}

async function pickFixed(page: Page, label: string, option: string) {
  const trigger = filterBox(page, label).getByRole('button').first();
  // Once in a CI run the option's click landed while the filter row re-rendered and the dropdown
  // stayed open with nothing picked: pick again until the trigger shows the choice.
  await expect(async () => {
    if (!(await page.getByRole('option', { name: option, exact: true }).isVisible())) await trigger.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
    await expect(trigger).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
  await waitForRows(page);
}

async function search(page: Page, placeholder: string, text: string) {
  await page.getByLabel(placeholder).fill(text);
  await page.getByLabel(placeholder).press('Enter');
  await waitForRows(page);
}

test('a manager searches, filters, pages, resets, opens a row and accepts a pending inspection from /inspections', async ({
  page,
}) => {
  const [a1, a2, a3] = assets.map((a) => a.name);
  await signInAs(page, MANAGER.username, '/dashboard');
  await page.goto(tenantUrl('demo', '/inspections'));
  await expect(table(page)).toBeVisible();
  for (const header of [
    'Asset Name',
    'New Issues',
    'Status',
    'Time Elapsed',
    'Shift No',
    'Requestor',
    'Supervisor',
    'Approved On',
    'Actions',
  ])
    await expect(table(page).getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  // The Company column is the super admin's.
  await expect(table(page).getByRole('columnheader', { name: 'Company', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reset Filters' })).toBeDisabled();

  // Search (Enter): this run's four inspections of its three loaders, newest first.
  const searched = listRequest(page, (b) => b.search_string === `Insp loader ${token}`);
  await search(page, 'Search Inspections', `Insp loader ${token}`);
  const body = (await searched).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ pagesize: 20, pageindex: 1, status: 0, new_not_ok_attribute: 0 });
  expect(String(body.timezone)).not.toContain('/');
  await expect.poll(() => shownAssets(page)).toEqual([a3, a2, a2, a1]);

  // The badges: 2 new issues and a photo that opens the photos; no photo, no link.
  const first = rowOf(page, a1);
  await expect(first.getByRole('button', { name: `New issues of ${a1}: 2` })).toBeVisible();
  await expect(first.getByRole('link', { name: `Photos of ${a1}: 1` })).toHaveAttribute(
    'href',
    `/inspections/photo/${withIssues.inspection_id}`,
  );
  await expect(rowOf(page, a3).getByRole('link', { name: `Photos of ${a3}: 0` })).toHaveCount(0);
  await expect(rowOf(page, a3).getByLabel(`Photos of ${a3}: 0`)).toBeVisible();
  await first.getByRole('button', { name: `New issues of ${a1}: 2` }).click();
  for (const name of withIssues.failed)
    await expect(page.locator('.ac-inspection-chip').filter({ hasText: name })).toBeVisible();
  await page.keyboard.press('Escape');
  // The accepted one has its supervisor and approval date, and no Accept.
  const accepted = rows(page).filter({ hasText: 'Accepted' });
  await expect(accepted).toHaveCount(1);
  await expect(accepted).toContainText(a2);
  await expect(accepted).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2} [ap]m/);
  await expect(accepted.getByRole('button', { name: /^Accept / })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('inspections-list.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the inspections list');

  // Filters (the filter row opens from the title): Status Pending, then New Issues.
  await filterToggle(page).click();
  await expect(filterBox(page, 'Shift No')).toBeVisible();
  for (const label of ['Asset', 'New Issues', 'Status', 'Requestor', 'Supervisor', 'Site'])
    await expect(filterBox(page, label)).toBeVisible();
  await pickFixed(page, 'Status', 'Pending');
  await expect.poll(() => shownAssets(page)).toEqual([a3, a2, a1]);
  const freshOnly = listRequest(page, (b) => b.new_not_ok_attribute === 1);
  await pickFixed(page, 'New Issues', 'New Issues');
  expect((await freshOnly).postDataJSON()).toMatchObject({ status: 8, new_not_ok_attribute: 1 });
  await expect.poll(() => shownAssets(page)).toEqual([a3, a1]);
  await pickFixed(page, 'New Issues', 'All issues');
  await pickFixed(page, 'Status', 'All');

  // Asset (options from the server, found by typing): only that loader's two.
  await filterBox(page, 'Asset').getByRole('button').first().click();
  await page.getByPlaceholder('Search Asset', { exact: true }).fill(a2);
  await page.getByRole('option', { name: a2, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => shownAssets(page)).toEqual([a2, a2]);
  await page.screenshot({ path: test.info().outputPath('inspections-filtered.png'), fullPage: true });
  // An option list with nothing to offer says so.
  await filterBox(page, 'Supervisor').getByRole('button').first().click();
  await page.getByPlaceholder('Search Supervisor', { exact: true }).fill(`nobody ${token}`);
  await expect(
    page.getByRole('dialog', { name: 'Select Supervisor' }).getByText('No supervisor found', { exact: true }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // Page size 40: asked for at once, kept in the address.
  await page.getByRole('button', { name: 'Preferences' }).click();
  for (const size of [20, 40, 60, 80, 100])
    await expect(page.getByText(`${size} inspections`, { exact: true })).toBeVisible();
  const sized = listRequest(page, (b) => b.pagesize === 40);
  await page.getByText('40 inspections', { exact: true }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  expect((await sized).postDataJSON()).toMatchObject({ pagesize: 40, pageindex: 1 });
  expect(new URL(page.url()).searchParams.get('size')).toBe('40');

  // View opens the inspection; Back shows the same search, filter and page size.
  await rowOf(page, a2)
    .first()
    .getByRole('button', { name: `View inspection of ${a2}` })
    .click();
  await expectPath(page, `/inspections/details/${pendingSecond.inspection_id}`);
  await page.goBack();
  await expectPath(page, '/inspections');
  await expect(page.getByLabel('Search Inspections')).toHaveValue(`Insp loader ${token}`);
  await expect(filterBox(page, 'Asset')).toContainText(a2);
  await expect.poll(() => shownAssets(page)).toEqual([a2, a2]);

  // Reset Filters: everything back, the page size stays.
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(page.getByLabel('Search Inspections')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Reset Filters' })).toBeDisabled();
  expect(new URL(page.url()).searchParams.get('q')).toBeNull();
  expect(new URL(page.url()).searchParams.get('size')).toBe('40');

  // Accept where an earlier pending inspection of the asset waits: the popup, and no approval.
  // (The operator API holds an asset until its inspection is approved, so the test makes the
  // server's answer say so.)
  await search(page, 'Search Inspections', `Insp loader ${token}`);
  await page.route(`**/api/Inspection/GetInspectionDetails/${withIssues.inspection_id}`, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { data: Record<string, unknown> };
    json.data.earlier_pending_inspection_id = 'an-earlier-one';
    await route.fulfill({ response, json });
  });
  await rowOf(page, a1)
    .getByRole('button', { name: `Accept inspection of ${a1}` })
    .click();
  const popup = page.getByRole('dialog', { name: 'Pending Inspection' });
  await expect(popup).toContainText('Please first verify previous pending inspections');
  await page.screenshot({ path: test.info().outputPath('inspections-pending-popup.png'), fullPage: true });
  await popup.getByRole('button', { name: 'Ok' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('dialog', { name: `Approve inspection of ${a1}` })).toHaveCount(0);

  // Accept a pending one: the approval modal, then the row reads Accepted.
  await rowOf(page, a3)
    .getByRole('button', { name: `Accept inspection of ${a3}` })
    .click();
  const modal = page.getByRole('dialog', { name: `Approve inspection of ${a3}` });
  await expect(modal.getByLabel('Meter Hours')).toHaveValue('100');
  await modal.getByLabel('Manager Notes').fill('Accepted from the list');
  await page.screenshot({ path: test.info().outputPath('inspections-accept.png'), fullPage: true });
  await modal.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Inspection approved successfully !')).toBeVisible();
  await expect(modal).toHaveCount(0);
  await expect(rowOf(page, a3)).toContainText('Accepted');
  await expect(rowOf(page, a3).getByRole('button', { name: `Accept inspection of ${a3}` })).toHaveCount(0);
  const detail = await apiAs<{ status: number }>(
    MANAGER,
    'GET',
    `Inspection/GetInspectionDetails/${toAccept.inspection_id}`,
  );
  expect(detail.data.status).toBe(10);
});

test('the per-asset history: the message without an asset, then Generate and 20 more on scroll', async ({
  page,
}) => {
  await signInAs(page, MANAGER.username, '/dashboard');
  await page.goto(tenantUrl('demo', '/inspections'));
  await page.getByRole('button', { name: 'Inspection History' }).click();
  await expectPath(page, '/inspections/history');

  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Please select an Asset first !', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('history-no-asset.png'), fullPage: true });

  await page
    .getByRole('button', { name: /^Asset/ })
    .first()
    .click();
  await page.getByPlaceholder('Search Asset', { exact: true }).fill(historyAsset.name);
  await page.getByRole('option', { name: historyAsset.name, exact: true }).click();
  await expect(page.getByText('Please select an Asset first !', { exact: true })).toHaveCount(0);
  const pages: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/Inspection/AssetWiseInspections'))
      pages.push((r.postDataJSON() as { pageindex: number }).pageindex);
  });
  await page.getByRole('button', { name: 'Generate' }).click();

  const history = page.getByTestId('inspection-history');
  const historyRows = history.locator('tbody tr');
  await expect(
    history.getByRole('heading', { name: new RegExp(`Inspections of ${historyAsset.name}`) }),
  ).toBeVisible();
  // The first page fills the view; scrolled to the end, the last two follow.
  await expect(historyRows).toHaveCount(20);
  await page.waitForTimeout(1500);
  expect(pages).toEqual([1]);
  await historyRows.last().hover();
  await page.mouse.wheel(0, 3000);
  await expect(historyRows).toHaveCount(22);
  await page.waitForTimeout(1500);
  expect(pages).toEqual([1, 2]);
  await expect(history.getByRole('heading', { name: /\(22\)/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('history-scrolled.png'), fullPage: true });

  // A row opens its inspection; Back shows the same history.
  await historyRows.first().getByRole('link').first().click();
  await expectPath(page, `/inspections/details/${historyIds[0]}`);
  await page.goBack();
  await expect(
    history.getByRole('heading', { name: new RegExp(`Inspections of ${historyAsset.name}`) }),
  ).toBeVisible();
});

test("the asset page's Inspections tab: search, filters, badges and View", async ({ page }) => {
  const asset = assets[1];
  await signInAs(page, MANAGER.username, '/dashboard');
  // Opened from the assets list, searched for it (the breadcrumb goes back there at the end).
  await page.goto(tenantUrl('demo', `/assets?q=${encodeURIComponent(asset.name)}`));
  await page.getByRole('button', { name: `View ${asset.name}`, exact: true }).click();
  await expectPath(page, `/assets/details/${asset.asset_id}`);
  await expect(page.getByRole('tab', { name: /^Inspections/ })).toHaveAttribute('aria-selected', 'true');
  for (const header of ['Inspection Datetime', 'Operator', 'New Issues', 'Meter Reading', 'Action'])
    await expect(table(page).getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await waitForRows(page);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(0)).toContainText('110');
  await expect(rows(page).nth(1)).toContainText('100');
  await expect(rows(page).nth(0)).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2} [ap]m/);
  // Every request is this asset's.
  const asked = listRequest(page, (b) => b.search_string === 'zz-no-such-operator');
  await search(page, 'Search Inspections', 'zz-no-such-operator');
  expect((await asked).postDataJSON()).toMatchObject({ asset_id: [asset.asset_id] });
  await expect(table(page).getByText('No data found', { exact: true })).toBeVisible();
  await page.getByLabel('Search Inspections').fill('');
  await waitForRows(page);
  await expect(rows(page)).toHaveCount(2);

  // The header opens the filters: Operator and New Issues; New Issues keeps the first inspection.
  await filterToggle(page).click();
  await expect(filterBox(page, 'Operator')).toBeVisible();
  await pickFixed(page, 'New Issues', 'New Issues');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('100');
  expect(new URL(page.url()).searchParams.get('inspections.issues')).toBe('1');
  await page.screenshot({ path: test.info().outputPath('asset-inspections-tab.png'), fullPage: true });

  // The issue badge opens the inspection; Back keeps the tab's filter; so does View.
  await rows(page)
    .first()
    .getByRole('link', { name: /^New issues of .*: 1$/ })
    .click();
  await expectPath(page, `/inspections/details/${acceptedFirst.inspection_id}`);
  await page.goBack();
  await waitForRows(page);
  await expect(rows(page)).toHaveCount(1);
  await rows(page)
    .first()
    .getByRole('button', { name: /^View inspection of / })
    .click();
  await expectPath(page, `/inspections/details/${acceptedFirst.inspection_id}`);
  await page.goBack();
  await waitForRows(page);
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await waitForRows(page);
  await expect(rows(page)).toHaveCount(2);

  // The tab's own params left the page's 'opened from' alone: the breadcrumb returns to the search.
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Assets' }).click();
  await expectPath(page, '/assets');
  expect(new URL(page.url()).searchParams.get('q')).toBe(asset.name);
});

test('an executive views inspections but does not accept them; no Company column', async ({ page }) => {
  const [a1] = assets.map((a) => a.name);
  await signInAs(page, 'executive@demo.test', null);
  await page.goto(tenantUrl('demo', '/inspections'));
  await search(page, 'Search Inspections', `Insp loader ${token}`);
  await expect(rowOf(page, a1).getByRole('button', { name: `View inspection of ${a1}` })).toBeVisible();
  await expect(rows(page).getByRole('button', { name: /^Accept inspection of / })).toHaveCount(0);
  await expect(table(page).getByRole('columnheader', { name: 'Company', exact: true })).toHaveCount(0);
});

test('a super admin opens /inspections by address: the Company column, View but no Accept', async ({
  page,
}) => {
  const [a1] = assets.map((a) => a.name);
  await signInAs(page, 'superadmin@demo.test', null);
  await page.goto(tenantUrl('demo', '/inspections'));
  await expectPath(page, '/inspections');
  await expect(table(page).getByRole('columnheader', { name: 'Company', exact: true })).toBeVisible();
  await search(page, 'Search Inspections', `Insp loader ${token}`);
  await expect(rowOf(page, a1).getByRole('button', { name: `View inspection of ${a1}` })).toBeVisible();
  await expect(rowOf(page, a1).getByText('Northwind Logistics')).toBeVisible();
  await expect(rows(page).getByRole('button', { name: /^Accept inspection of / })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/superadmin-inspections.png' });
});
