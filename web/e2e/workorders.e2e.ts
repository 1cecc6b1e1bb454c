/**
 * /workorders and /workorders/details/{id} (spec maintenance 2.8, 4, 5, 8, 9; issue 11 items 3-4):
 * a manager creates a work order (every message of the panel, 'Asset must be selected first to link
 * Issues !', tasks from the catalogue, an issue of the asset), opens its full page, adds time
 * (minutes at most 59) and sees spent against estimated time and the labour cost, links another
 * issue, sets task statuses (Completed is read-only), and completes it with Override; a second
 * work order completes without Override once every task is Completed. The list's View (empty
 * texts), Status History and Delete (with its question) close the loop. Dates are typed and shown
 * MM/DD/YYYY in the Due Date and Time Spent pickers (spec 2.2; a past due date refused under the
 * field), MM-DD-YYYY in the list. Each test
 * makes its own asset, tasks and issues.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAssets, signInAs, uniqueToken, type NewAsset } from './assets-support';
import { expectNoSeriousA11yViolations, expectPath } from './support';
import {
  addTasks,
  apiIssue,
  apiTask,
  fieldError,
  formField,
  input,
  panel,
  pickAsset,
  pickChoice,
  toast,
} from './maintenance-support';

const table = (page: Page) => page.getByRole('table').first();
const rowOf = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });

async function waitForList(page: Page) {
  await expect(page.getByText('Loading work orders')).toHaveCount(0);
}
async function openWorkOrders(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Work Orders', exact: true }).click();
  await expectPath(page, '/workorders');
  await waitForList(page);
}
/** Today in the browser's calendar, as the pickers show it (MM/DD/YYYY). */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
  });
/** A task's Time Spent entries (day MM-DD-YYYY: time). */
const spentOn = (scope: Page | Locator, taskTitle: string) =>
  scope.getByRole('list', { name: `Time spent on ${taskTitle}` });
/** A due date well ahead: typed MM/DD/YYYY, shown MM-DD-YYYY. */
const DUE_YEAR = new Date().getFullYear() + 1;
const DUE = { typed: `12/31/${DUE_YEAR}`, shown: `12-31-${DUE_YEAR}` };

async function search(page: Page, text: string) {
  await page.getByLabel('Search Work Orders').fill(text);
  await page.getByLabel('Search Work Orders').press('Enter');
  await waitForList(page);
}

/** Creates a work order through the panel with the given tasks (and issues of the asset), due on DUE. */
async function createWorkOrder(
  page: Page,
  asset: NewAsset,
  title: string,
  word: string,
  codes: string[],
  issues: string[] = [],
) {
  await page.getByRole('button', { name: 'Create Work Order' }).click();
  const create = panel(page, 'Create Work Order');
  await input(create, 'Title').fill(title);
  await input(create, 'Description').fill(`Description of ${title}`);
  await pickAsset(page, create, asset);
  await input(create, 'Due Date').fill(DUE.typed);
  await create.getByRole('button', { name: 'Add Task' }).click();
  await addTasks(page, word, codes);
  if (issues.length) {
    await create.getByRole('button', { name: 'Link Issue' }).click();
    const link = panel(page, 'Link Issues');
    await expect(link.getByRole('button', { name: 'Link Issue' })).toBeDisabled();
    for (const name of issues) await link.getByRole('checkbox', { name: `Select ${name}` }).check();
    await link.getByRole('button', { name: 'Link Issue' }).click();
    // Remove only takes the issue off the draft: the panel stays open, nothing is saved.
    await create.getByRole('button', { name: `Remove ${issues[0]}` }).click();
    await expect(create.getByRole('button', { name: `Remove ${issues[0]}` })).toHaveCount(0);
    await expect(toast(page, 'Workorder created successfully !')).toHaveCount(0);
    await create.getByRole('button', { name: 'Link Issue' }).click();
    await panel(page, 'Link Issues')
      .getByRole('checkbox', { name: `Select ${issues[0]}` })
      .check();
    await panel(page, 'Link Issues').getByRole('button', { name: 'Link Issue' }).click();
    await expect(create.getByRole('button', { name: `Remove ${issues[0]}` })).toBeVisible();
  }
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Workorder created successfully !')).toBeVisible();
  await expect(create).toHaveCount(0);
}

test('a manager creates a work order, adds time and issues, and completes it with and without override', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const word = uniqueToken('WO');
  const [asset] = await createAssets(1, { prefix: `Scissor lift ${word}`, model: word });
  const grease = await apiTask(`${word} Grease pivots`, 0, 30, 60);
  const brakes = await apiTask(`${word} Check brakes`, 1, 0, 90);
  const leak = `${word} Oil leak`;
  const tyre = `${word} Tyre cut`;
  await apiIssue(asset, leak);
  await apiIssue(asset, tyre);

  await signInAs(page, 'manager@demo.test', '/dashboard');
  await openWorkOrders(page);
  for (const header of [
    'Work Order #',
    'Work Order Title',
    'Work Type',
    'Created Date',
    'Due at',
    'Priority',
    'Status',
    'Actions',
  ])
    await expect(table(page).getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the work orders list');

  // The panel's messages: required fields, the title limit, issues before an asset.
  await page.getByRole('button', { name: 'Create Work Order' }).click();
  const create = panel(page, 'Create Work Order');
  await create.getByRole('button', { name: 'Save' }).click();
  for (const message of ['Title is required !', 'Description is required !', 'Asset is required !'])
    await expect(fieldError(create, message)).toBeVisible();
  await expect(create.getByText('Tasks are required !')).toBeVisible();
  await input(create, 'Title').fill('y'.repeat(101));
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(create, 'Title can not be more than 100 characters !')).toBeVisible();
  await create.getByRole('button', { name: 'Link Issue' }).click();
  await expect(create.getByText('Asset must be selected first to link Issues !')).toBeVisible();
  // The due date is typed MM/DD/YYYY; a day that does not exist is refused under the field.
  await expect(input(create, 'Due Date')).toHaveAttribute('placeholder', 'MM/DD/YYYY');
  await input(create, 'Due Date').fill('02/30/2026');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(create, 'Invalid Date !')).toBeVisible();
  // A past day can be typed (the calendar only greys it): refused under the field, nothing sent.
  await input(create, 'Due Date').fill('01/15/2020');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(create, 'Due date cannot be in the past !')).toBeVisible();
  await page.screenshot({ path: '/tmp/woweb-workorder-create-messages.png' });
  await create.getByRole('button', { name: 'Cancel' }).click();

  await createWorkOrder(
    page,
    asset,
    `${word} Service lift`,
    word,
    [grease.task_code, brakes.task_code],
    [leak],
  );
  await search(page, word);
  const row = rowOf(page, `${word} Service lift`);
  await expect(row).toContainText('Open');
  await expect(row).toContainText('Manual');
  await expect(row).toContainText(DUE.shown);
  const number = (await row.locator('td').first().innerText()).trim();
  expect(number).toMatch(/^WO-\d{4,}$/);
  await page.screenshot({ path: '/tmp/woweb-workorders-list.png', fullPage: true });

  // The full page: breadcrumb, number and badge, the asset line, tasks, the linked issue.
  await row.getByRole('link', { name: number }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/workorders\/details\/\d+$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Work Orders');
  await expect(page.getByRole('heading', { name: new RegExp(number) })).toBeVisible();
  const assetLine = page.getByTestId('asset-line');
  await expect(assetLine.getByRole('link')).toHaveAttribute('href', `/assets/details/${asset.asset_id}`);
  await expect(assetLine.getByRole('link')).toHaveAttribute('target', '_blank');
  await expect(assetLine).toContainText(`#${asset.internal_asset_id} ${asset.name}`);
  await expect(assetLine).toContainText('meter hours');
  await expect(page.getByRole('link', { name: new RegExp(leak) })).toBeVisible();
  await expect(page.getByTestId('labour-total')).toContainText('$0.00');

  // Time Spent: the date is today (MM/DD/YYYY) unless another whole day is typed or picked;
  // minutes at most 59; then 1 h 30 on the grease task (30 min estimated: overspent).
  await page.getByRole('button', { name: `Time Spent on ${grease.task_title}` }).click();
  const time = panel(page, 'Time Spent');
  await expect(input(time, 'Date')).toHaveValue(await browserToday(page));
  await input(time, 'Date').fill('13/01/2026');
  await input(time, 'Minutes').fill('60');
  await time.getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(time, 'Invalid Date !')).toBeVisible();
  await expect(fieldError(time, 'Minutes can not be more than 59 !')).toBeVisible();
  await time.getByRole('button', { name: 'Choose Date' }).click();
  await time.locator('td[aria-current="date"]').click();
  await expect(input(time, 'Date')).toHaveValue(await browserToday(page));
  await input(time, 'Hours').fill('1');
  await input(time, 'Minutes').fill('30');
  await time.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Work order updated successfully !')).toBeVisible();
  await expect(page.getByTestId(`labour-${grease.task_id}`)).toHaveText('$90.00');
  await expect(spentOn(page, grease.task_title)).toHaveText(
    `${(await browserToday(page)).replaceAll('/', '-')}: 1 hrs 30 mins`,
  );
  await expect(page.getByTestId('labour-total')).toContainText('$90.00');
  await expect(page.getByText(/Overspent/).first()).toBeVisible();

  // Link the second issue (the first shows linked, a duplicate merges).
  await page.getByRole('button', { name: 'Link Issue' }).click();
  const link = panel(page, 'Link Issues');
  await expect(link.getByRole('button', { name: 'Link Issue' })).toBeDisabled();
  await link.getByRole('checkbox', { name: `Select ${tyre}` }).check();
  await link.getByRole('button', { name: 'Link Issue' }).click();
  await expect(page.getByRole('link', { name: new RegExp(tyre) })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(leak) })).toHaveCount(1);

  // Task status: the grease task Completed becomes read-only; Complete waits for the others or Override.
  await page.getByRole('button', { name: `Status of ${grease.task_title}: Open` }).click();
  await page.getByRole('menuitem', { name: 'Completed' }).click();
  await expect(page.getByRole('button', { name: `Time Spent on ${grease.task_title}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Status of ${grease.task_title}: Completed` })).toHaveCount(
    0,
  );
  const complete = page.getByRole('button', { name: 'Complete Workorder' });
  await expect(complete).toBeDisabled();
  await page.screenshot({ path: '/tmp/woweb-workorder-details.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the work order details');
  await page.getByText('Override', { exact: true }).click();
  await expect(complete).toBeEnabled();
  await complete.click();
  await expect(toast(page, 'Work order updated successfully !')).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(number) })).toContainText('Completed');
  await expect(page.getByRole('button', { name: 'Add Task' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Complete Workorder' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/woweb-workorder-completed.png', fullPage: true });

  // A second work order completes without Override once its one task is Completed.
  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'Work Orders' })
    .click();
  await waitForList(page);
  await createWorkOrder(page, asset, `${word} Quick check`, word, [brakes.task_code]);
  await search(page, `${word} Quick check`);
  const quick = rowOf(page, `${word} Quick check`);
  const quickNumber = (await quick.locator('td').first().innerText()).trim();
  await quick.getByRole('link', { name: quickNumber }).click();
  await expect(page.getByRole('button', { name: 'Complete Workorder' })).toBeDisabled();
  await page.getByRole('button', { name: `Status of ${brakes.task_title}: Open` }).click();
  await page.getByRole('menuitem', { name: 'Completed' }).click();
  await expect(page.getByText('All tasks completed')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Workorder' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(quickNumber) })).toContainText('Completed');

  // The asset page: its maintenance cost over the last 12 months holds this labour ($90.00), and the
  // cost per meter hour reads '-' while no meter hours were logged.
  await page.goto(`${process.env.AC_E2E_BASE_URL}/assets/details/${asset.asset_id}`);
  await expect(page.getByTestId('asset-cost-12m')).toHaveText('$90.00');
  await expect(page.getByTestId('asset-cost-per-hour')).toHaveText('-');
  await page.screenshot({ path: '/tmp/woweb-asset-cost.png', fullPage: true });
  await page.goBack();

  // History of the completed work order.
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'History' }).click();
  const history = panel(page, new RegExp(`Status History`));
  await expect(history.getByRole('listitem').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/woweb-workorder-history.png' });
});

test('the list: View with its empty texts, Status History, Edit and Delete only while open', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const word = uniqueToken('WOL');
  const [asset] = await createAssets(1, { prefix: `Sweeper ${word}`, model: word });
  const task = await apiTask(`${word} Empty hopper`, 0, 20, 50);
  await signInAs(page, 'manager@demo.test', '/dashboard');
  await openWorkOrders(page);
  await createWorkOrder(page, asset, `${word} Hopper`, word, [task.task_code]);
  await search(page, word);
  const row = rowOf(page, `${word} Hopper`);
  const number = (await row.locator('td').first().innerText()).trim();

  await row.getByRole('button', { name: `View ${number}` }).click();
  const view = panel(page, `${number} ${word} Hopper`);
  await expect(view).toContainText('No Issues !');
  await expect(view).toContainText('No Service Dealer added !');
  await expect(view).toContainText('No Attachments !');
  await expect(view).toContainText(task.task_title);
  await page.screenshot({ path: '/tmp/woweb-workorder-view.png' });
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: `More actions for ${number}` }).click();
  await page.getByRole('menuitem', { name: 'Status History' }).click();
  await expect(panel(page, /Status History/)).toBeVisible();
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: `More actions for ${number}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = panel(page, `${number} ${word} Hopper`);
  await expect(formField(edit, 'Status')).toBeVisible();
  await expect(input(edit, 'Due Date')).toHaveValue(DUE.typed);
  // The created date as the list and View show it (MM-DD-YYYY, site day); it showed the ISO UTC day.
  const createdShown = (await row.locator('td').nth(3).innerText()).trim();
  expect(createdShown).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  await expect(edit.getByText(`Created ${createdShown}`, { exact: true })).toBeVisible();
  await input(edit, 'Description').fill('');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(edit, 'Description is required !')).toBeVisible();
  await input(edit, 'Description').fill(`${word} hopper full of wet sand`);
  // Time Spent in the panel: the day typed goes with the time (the panel dropped it) and is shown again.
  await edit.getByRole('button', { name: `Time Spent on ${task.task_title}` }).click();
  const time = panel(page, 'Time Spent');
  await input(time, 'Date').fill('01/05/2026');
  await input(time, 'Minutes').fill('15');
  await time.getByRole('button', { name: 'Save' }).click();
  await expect(spentOn(edit, task.task_title)).toHaveText('01-05-2026: 0 hrs 15 mins');
  // The panel's failure code selects (issue 25 item 5): the company's active codes by kind.
  await pickChoice(page, edit, 'Problem Code', 'HYD-LEAK - Hydraulic leak');
  await pickChoice(page, edit, 'Cause Code', 'WEAR - Normal wear');
  const sent = page.waitForRequest((r) => r.url().includes('WorkOrder/AddUpdateWorkOrder'));
  await edit.getByRole('button', { name: 'Save' }).click();
  const body = (await sent).postDataJSON();
  expect(body.WorkOrderTasks).toMatchObject([
    { time_spent_minutes: 15, time_entries: [{ date: '2026-01-05', hours: 0, minutes: 15 }] },
  ]);
  expect(body).toMatchObject({ problem_code: 'HYD-LEAK', cause_code: 'WEAR' });
  await expect(toast(page, 'Work order updated successfully !')).toBeVisible();
  await row.getByRole('button', { name: `More actions for ${number}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(spentOn(edit, task.task_title)).toHaveText('01-05-2026: 0 hrs 15 mins');
  await expect(formField(edit, 'Problem Code')).toContainText('HYD-LEAK - Hydraulic leak');
  await expect(formField(edit, 'Cause Code')).toContainText('WEAR - Normal wear');
  await page.screenshot({ path: '/tmp/maint2-time-spent-panel.png' });
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await row.getByRole('button', { name: `View ${number}` }).click();
  await expect(spentOn(view, task.task_title)).toHaveText('01-05-2026: 0 hrs 15 mins');
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: `More actions for ${number}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const remove = panel(page, 'Delete Work Order');
  await expect(remove).toContainText('Are you sure you want to delete this Work Order ?');
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Workorder deleted successfully !')).toBeVisible();
  await waitForList(page);
  await expect(rowOf(page, `${word} Hopper`)).toHaveCount(0);
});

test('a file attached on the full page uploads to S3 and stays after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  const word = uniqueToken('WOA');
  const [asset] = await createAssets(1, { prefix: `Dumper ${word}`, model: word });
  const task = await apiTask(`${word} Check tipping ram`, 0, 40, 70);
  await signInAs(page, 'manager@demo.test', '/dashboard');
  await openWorkOrders(page);
  await createWorkOrder(page, asset, `${word} Tipping ram`, word, [task.task_code]);
  await search(page, word);
  const row = rowOf(page, `${word} Tipping ram`);
  const number = (await row.locator('td').first().innerText()).trim();
  await row.getByRole('link', { name: number }).click();
  await expect(page.getByText('No Attachments !')).toBeVisible();

  await page.getByTestId('attachment-input').setInputFiles({
    name: `${word}-checklist.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(toast(page, 'Work order updated successfully !')).toBeVisible();
  await expect(page.getByRole('link', { name: `Download ${word}-checklist.pdf` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: `Download ${word}-checklist.pdf` })).toBeVisible();
  await page.screenshot({ path: '/tmp/woweb-workorder-attachment.png', fullPage: true });
});

test.describe('east of UTC', () => {
  // A fixed offset where the browser's day is UTC's day at the time of the run (UTC+1; UTC-1 in UTC's last hour).
  test.use({ timezoneId: new Date().getUTCHours() === 23 ? 'Etc/GMT+1' : 'Etc/GMT-1' });

  test('the due date calendar lets the user pick today', async ({ page }) => {
    // Days were compared as UTC days of the calendar's local midnight: today was greyed out.
    await signInAs(page, 'manager@demo.test', '/dashboard');
    await openWorkOrders(page);
    await page.getByRole('button', { name: 'Create Work Order' }).click();
    const create = panel(page, 'Create Work Order');
    await create.getByRole('button', { name: 'Choose Due Date' }).click();
    const today = create.locator('td[aria-current="date"]');
    await expect(today).toBeVisible();
    await expect(today).not.toHaveAttribute('aria-disabled', 'true');
    await today.click();
    // The picked day shows MM/DD/YYYY, the browser's today.
    await expect(input(create, 'Due Date')).toHaveValue(await browserToday(page));
  });
});
