/**
 * The parts screens (issue 25 items 1, 2, 4): a manager creates a part in the list's drawer, sees
 * a duplicate part number refused, receives 10 at Reno Yard (stock 10, the movement in the
 * history), adjusts -3 with its reason (7), is refused an adjustment below zero in the modal, sets
 * the site's minimum and filters the list by Low stock; an executive reads the list and a part
 * with no write buttons; a low-stock notification (type 17) opens its part. Each test makes its
 * own parts with a unique token.
 */
import { expect, test, type Page } from '@playwright/test';
import { bell, toast } from './app';
import { apiAs, MANAGER, RENO_YARD, signInAs, uniqueToken } from './assets-support';
import { fieldError, formField, input, panel, pickChoice } from './maintenance-support';
import { expectNoSeriousA11yViolations, mailsTo, tenantUrl } from './support';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/parts-${name}.png`, fullPage: true });

const partsTable = (page: Page) => page.getByRole('table').first();
const partRow = (page: Page, partNumber: string) =>
  partsTable(page).locator('tbody tr').filter({ hasText: partNumber });
async function waitForParts(page: Page) {
  await expect(page.getByText('Loading parts')).toHaveCount(0);
}
async function openParts(page: Page) {
  await page.goto(tenantUrl('demo', '/parts'));
  await expect(partsTable(page)).toBeVisible();
  await waitForParts(page);
}
async function searchParts(page: Page, text: string) {
  await page.getByPlaceholder('Search Parts').fill(text);
  await page.getByPlaceholder('Search Parts').press('Enter');
  await waitForParts(page);
}
const filterToggle = (page: Page) => page.getByRole('button', { name: 'Parts', exact: true });
async function pickFilter(page: Page, label: string, option: string) {
  if ((await filterToggle(page).getAttribute('aria-expanded')) !== 'true') await filterToggle(page).click();
  const trigger = page.locator(`[data-filter="${label}"]`).getByRole('button').first();
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  if ((await trigger.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
  await waitForParts(page);
}

const stockRow = (page: Page, site: string) =>
  page.getByTestId('part-stock').locator('tbody tr').filter({ hasText: site });
const historyRows = (page: Page) => page.getByTestId('part-movements').locator('tbody tr');

/** A part made through the API as the demo manager, stocked (minimum) at Reno Yard. */
async function apiPart(token: string, minimum = 0): Promise<string> {
  const answer = await apiAs<{ part_id: string }>(MANAGER, 'POST', 'Part/CreatePart', {
    part_number: token,
    name: `Filter ${token}`,
    description: 'Made by parts.e2e',
    category: 'Filters',
    unit: 'each',
    unit_cost: 12.5,
    stock: [{ site_id: RENO_YARD.siteId, minimum_quantity: minimum, bin_location: 'A-1' }],
  });
  expect(answer, JSON.stringify(answer)).toMatchObject({ success: 1 });
  return answer.data.part_id;
}
async function apiMove(path: string, body: Record<string, unknown>) {
  const answer = await apiAs(MANAGER, 'POST', path, body);
  expect(answer, JSON.stringify(answer)).toMatchObject({ success: 1 });
}

/** In the open movement modal: its fields, then its button; waits for it to close. */
async function move(
  page: Page,
  action: 'Receive' | 'Adjust' | 'Transfer',
  fields: { quantity: string; cost?: string; reason?: string },
) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const modal = panel(page, new RegExp(`^${action} Stock`));
  await expect(modal).toBeVisible();
  await input(modal, action === 'Adjust' ? 'Quantity change (each)' : 'Quantity (each)').fill(
    fields.quantity,
  );
  if (fields.cost !== undefined) await input(modal, 'Unit Cost ($)').fill(fields.cost);
  if (fields.reason !== undefined)
    await input(modal, action === 'Adjust' ? 'Reason' : 'Reason (optional)').fill(fields.reason);
  return modal;
}

test('manager: create a part, duplicate refused, receive 10, adjust -3, refused below zero, low stock filter', async ({
  page,
}) => {
  // The longest path of the file: five axe runs and a dozen calls (about 40 s alone, more beside another file).
  test.setTimeout(150_000);
  const token = uniqueToken('PE2E');
  await signInAs(page, MANAGER.username, '/dashboard');
  await page.getByTestId('side-nav').getByRole('link', { name: 'Parts', exact: true }).click();
  await expect(partsTable(page)).toBeVisible();
  await waitForParts(page);
  await expect(page.getByRole('heading', { name: /^Parts\s*\(\d+\)/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the parts list');

  // Create: the shared schema's messages first, then the part.
  await page.getByRole('button', { name: 'Create Part' }).click();
  let drawer = panel(page, 'Create Part');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(drawer, 'Part number is required !')).toBeVisible();
  await expect(fieldError(drawer, 'Category is required !')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Create Part drawer with its messages');
  await input(drawer, 'Part Number').fill(token);
  await input(drawer, 'Name').fill(`Hydraulic filter ${token}`);
  await input(drawer, 'Description').fill('Return line filter, 10 micron');
  await pickChoice(page, drawer, 'Category', 'Filters');
  await input(drawer, 'Unit').fill('each');
  await input(drawer, 'Unit Cost ($)').fill('12.5');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Part added successfully !')).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/parts\/details\/[0-9a-f-]{36}$/);
  const partPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: token, exact: true })).toBeVisible();
  await expect(page.getByText('Not stocked at any site yet')).toBeVisible();

  // The same part number again (case and spaces folded): the server's refusal, the drawer stays.
  await page.getByRole('link', { name: 'Parts', exact: true }).first().click();
  await waitForParts(page);
  await page.getByRole('button', { name: 'Create Part' }).click();
  drawer = panel(page, 'Create Part');
  await input(drawer, 'Part Number').fill(` ${token.toLowerCase()} `);
  await input(drawer, 'Name').fill('Another');
  await pickChoice(page, drawer, 'Category', 'Filters');
  await input(drawer, 'Unit').fill('each');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(
    toast(page, 'This part number is already used by another part of the company !'),
  ).toBeVisible();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await searchParts(page, token);
  await expect(partsTable(page).locator('tbody tr')).toHaveCount(1);

  // Receive 10 at Reno Yard (the active site is picked first).
  await partRow(page, token).getByRole('link', { name: token }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(partPath);
  let modal = await move(page, 'Receive', { quantity: '10', cost: '12.5', reason: 'PO 4411' });
  await expect(formField(modal, 'Site')).toContainText(RENO_YARD.name);
  await expectNoSeriousA11yViolations(page, 'the Receive Stock modal');
  await shot(page, 'receive-modal');
  await modal.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(toast(page, 'Stock received')).toBeVisible();
  await expect(modal).toHaveCount(0);
  await expect(stockRow(page, RENO_YARD.name)).toContainText('10 each');
  await expect(historyRows(page)).toHaveCount(1);
  await expect(historyRows(page).first()).toContainText('Received');
  await expect(historyRows(page).first()).toContainText('+10');
  await expect(historyRows(page).first()).toContainText('PO 4411');

  // Adjust: the reason is required (the shared message), then -3 -> 7.
  modal = await move(page, 'Adjust', { quantity: '-3' });
  await modal.getByRole('button', { name: 'Adjust', exact: true }).click();
  await expect(fieldError(modal, 'Reason is required !')).toBeVisible();
  await input(modal, 'Reason').fill('Damaged in store');
  await modal.getByRole('button', { name: 'Adjust', exact: true }).click();
  await expect(toast(page, 'Stock adjusted')).toBeVisible();
  await expect(stockRow(page, RENO_YARD.name)).toContainText('7 each');
  await expect(historyRows(page)).toHaveCount(2);
  await expect(historyRows(page).first()).toContainText('-3');
  await expect(historyRows(page).first()).toContainText('Damaged in store');

  // Below zero: the server's refusal in the modal, nothing moved; a corrected quantity then goes.
  modal = await move(page, 'Adjust', { quantity: '-8', reason: 'Count' });
  await modal.getByRole('button', { name: 'Adjust', exact: true }).click();
  await expect(modal.getByText('Not enough stock: only 7 each on hand at this site !')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Adjust Stock modal with its refusal');
  await shot(page, 'adjust-refused');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(stockRow(page, RENO_YARD.name)).toContainText('7 each');
  await expect(historyRows(page)).toHaveCount(2);

  // The site's minimum: 8 -> the stock is low.
  await stockRow(page, RENO_YARD.name)
    .getByRole('button', { name: `Set minimum and bin at ${RENO_YARD.name}` })
    .click();
  modal = panel(page, /^Stock Settings/);
  await input(modal, 'Minimum Quantity (each)').fill('8');
  await input(modal, 'Bin Location').fill('B-07');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toHaveCount(0);
  await expect(stockRow(page, RENO_YARD.name)).toContainText('Low stock');
  await expect(stockRow(page, RENO_YARD.name)).toContainText('B-07');
  await expectNoSeriousA11yViolations(page, 'the part page');
  await shot(page, 'detail');

  // The list's Low stock filter keeps it; a part of this run that is not low is not shown.
  const plenty = await apiPart(`${token}OK`, 1);
  await apiMove('Part/ReceiveStock', {
    part_id: plenty,
    site_id: RENO_YARD.siteId,
    quantity: 5,
    unit_cost: 3,
  });
  await page.getByRole('link', { name: 'Parts', exact: true }).first().click();
  await waitForParts(page);
  await searchParts(page, token);
  await expect(partsTable(page).locator('tbody tr')).toHaveCount(2);
  await pickFilter(page, 'Stock', 'Low stock');
  await expect(partsTable(page).locator('tbody tr')).toHaveCount(1);
  await expect(partRow(page, token)).toContainText('Low stock');
  expect(new URL(page.url()).searchParams.toString()).toContain('stock=low');
  await shot(page, 'list-low-stock');
});

test('executive: the parts list and a part, read only', async ({ page }) => {
  const token = uniqueToken('PEXE');
  const partId = await apiPart(token, 2);
  await apiMove('Part/ReceiveStock', {
    part_id: partId,
    site_id: RENO_YARD.siteId,
    quantity: 4,
    unit_cost: 9,
  });
  await signInAs(page, 'executive@demo.test', null);
  await openParts(page);
  await expect(page.getByRole('button', { name: 'Create Part' })).toHaveCount(0);
  await searchParts(page, token);
  await expect(partRow(page, token)).toContainText('4');
  // The Category filter's options are the parts' own categories.
  await pickFilter(page, 'Category', 'Filters');
  await expect(partsTable(page).locator('tbody tr')).toHaveCount(1);
  expect(new URL(page.url()).searchParams.get('category')).toMatch(/^Filters\b/);
  await expectNoSeriousA11yViolations(page, 'the parts list as an executive');
  await shot(page, 'list-executive');
  await partRow(page, token).getByRole('link', { name: token }).click();
  await expect(page.getByRole('heading', { name: token, exact: true })).toBeVisible();
  await expect(stockRow(page, RENO_YARD.name)).toContainText('4 each');
  for (const name of ['Receive', 'Adjust', 'Transfer', 'Edit', 'Deactivate', 'Add Site'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Set minimum and bin/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'a part as an executive');
});

test('a low-stock notification (type 17) opens its part; the e-mail comes once per crossing', async ({
  page,
}) => {
  const token = uniqueToken('PLOW');
  const partId = await apiPart(token, 5);
  await apiMove('Part/ReceiveStock', {
    part_id: partId,
    site_id: RENO_YARD.siteId,
    quantity: 10,
    unit_cost: 4,
  });
  await apiMove('Part/AdjustStock', {
    part_id: partId,
    site_id: RENO_YARD.siteId,
    quantity: -6,
    reason: 'Used off the books',
  });
  await signInAs(page, MANAGER.username, '/dashboard');
  const popup = page.getByRole('dialog', { name: 'Notifications' });
  const card = popup.getByRole('article', { name: 'Low stock', exact: true }).filter({ hasText: token });
  // The notice follows the movement through the outbox: reload and open the bell until it is there.
  await expect(async () => {
    await page.reload();
    await bell(page).click();
    await expect(card).toHaveCount(1, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(card).toContainText(`${token} Filter ${token} at ${RENO_YARD.name}: 4 on hand (minimum 5)`);
  await card.getByText('Low stock', { exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/parts/details/${partId}`);
  await expect(page.getByRole('heading', { name: token, exact: true })).toBeVisible();
  await expect(stockRow(page, RENO_YARD.name)).toContainText('Low stock');

  // The site's managers get one e-mail per crossing: a further use below the minimum sends none, and
  // the next crossing (after a receive lifted it above) its own, after the first in the outbox's order.
  const lowMails = async () =>
    (await mailsTo(MANAGER.username)).filter((mail) => mail.subject.startsWith(`Low stock: ${token} `));
  await expect.poll(async () => (await lowMails()).length, { timeout: 15_000 }).toBe(1);
  await apiMove('Part/AdjustStock', {
    part_id: partId,
    site_id: RENO_YARD.siteId,
    quantity: -1,
    reason: 'Used off the books',
  });
  await apiMove('Part/ReceiveStock', {
    part_id: partId,
    site_id: RENO_YARD.siteId,
    quantity: 5,
    unit_cost: 4,
  });
  await apiMove('Part/AdjustStock', {
    part_id: partId,
    site_id: RENO_YARD.siteId,
    quantity: -4,
    reason: 'Used off the books',
  });
  await expect.poll(async () => (await lowMails()).length, { timeout: 15_000 }).toBe(2);
  expect((await lowMails()).map((mail) => mail.subject)).toEqual([
    `Low stock: ${token} Filter ${token} at ${RENO_YARD.name}`,
    `Low stock: ${token} Filter ${token} at ${RENO_YARD.name}`,
  ]);
});

test('a receive whose answer is lost, sent again, is one movement; transfer, edit, deactivate', async ({
  page,
}) => {
  const token = uniqueToken('PRTY');
  const partId = await apiPart(token, 0);
  await signInAs(page, MANAGER.username, '/dashboard');
  await page.goto(tenantUrl('demo', `/parts/details/${partId}`));
  await expect(page.getByRole('heading', { name: token, exact: true })).toBeVisible();

  // The server records the receipt, but its answer never reaches the page.
  await page.route(
    '**/api/Part/ReceiveStock',
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  const modal = await move(page, 'Receive', { quantity: '10', cost: '2' });
  await modal.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(modal.getByText('Network Error', { exact: true })).toBeVisible();
  // Sent again from the same modal: the same movement id, so the server answers the first result.
  await modal.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(toast(page, 'Stock received')).toBeVisible();
  await expect(stockRow(page, RENO_YARD.name)).toContainText('10 each');
  await expect(historyRows(page)).toHaveCount(1);

  const transfer = await move(page, 'Transfer', { quantity: '4', reason: 'To the depot' });
  await expect(formField(transfer, 'From Site')).toContainText(RENO_YARD.name);
  await pickChoice(page, transfer, 'To Site', 'Sparks Depot');
  await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(toast(page, 'Stock transferred')).toBeVisible();
  await expect(stockRow(page, RENO_YARD.name)).toContainText('6 each');
  await expect(stockRow(page, 'Sparks Depot')).toContainText('4 each');
  await expect(historyRows(page)).toHaveCount(3);
  await expect(historyRows(page).filter({ hasText: 'Transferred in' })).toContainText('from Reno Yard');

  // Edit: the drawer holds the part's values; the new name shows on the page.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const drawer = panel(page, 'Edit Part');
  await expect(input(drawer, 'Part Number')).toHaveValue(token);
  await input(drawer, 'Name').fill(`Drive belt ${token}`);
  await expectNoSeriousA11yViolations(page, 'the Edit Part drawer');
  await shot(page, 'edit-drawer');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Part updated successfully !')).toBeVisible();
  await expect(page.getByText(`Drive belt ${token}`, { exact: true })).toBeVisible();

  // Deactivate, after its confirmation: kept with its stock, no longer moved.
  await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
  const confirm = panel(page, 'Deactivate Part');
  await expect(confirm).toContainText(token);
  await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(toast(page, 'Part deactivated successfully !')).toBeVisible();
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
  for (const name of ['Receive', 'Adjust', 'Transfer', 'Edit', 'Deactivate'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(stockRow(page, RENO_YARD.name)).toContainText('6 each');
  // Activate: back in the catalogue, moved again.
  await page.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(toast(page, 'Part activated successfully !')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Receive', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate', exact: true })).toHaveCount(0);
});
