/**
 * Parts on PMs (issue 25 item 3): a manager opens a PM on an asset's PM Plan tab and adds two parts
 * (searched by number) with their quantities; one is short at Reno Yard (need 4, have 1), so the
 * PM's drawer and the PM list's Parts column say "Short: ..."; after 5 more are received at the
 * site both say "Parts on hand".
 */
import { expect, test, type Page } from '@playwright/test';
import { apiAs, MANAGER, RENO_YARD, signInAs, uniqueToken } from './assets-support';
import { toast } from './maintenance-support';
import { assetWithPms, openPmPlanTab, pmItem, Schedules } from './pm-support';
import { tenantUrl } from './support';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/pm-parts-${name}.png`, fullPage: true });

async function partWithStock(token: string, name: string, onHand: number) {
  const part = await apiAs<{ part_id: string }>(MANAGER, 'POST', 'Part/CreatePart', {
    part_number: token,
    name,
    description: 'Made by pm-parts.e2e',
    category: 'Filters',
    unit: 'each',
    unit_cost: 9.5,
    stock: [{ site_id: RENO_YARD.siteId, minimum_quantity: 0, bin_location: 'F-1' }],
  });
  expect(part, JSON.stringify(part)).toMatchObject({ success: 1 });
  await receive(part.data.part_id, onHand);
  return part.data.part_id;
}

async function receive(partId: string, quantity: number) {
  const received = await apiAs(MANAGER, 'POST', 'Part/ReceiveStock', {
    part_id: partId,
    site_id: RENO_YARD.siteId,
    quantity,
    unit_cost: 9.5,
  });
  expect(received, JSON.stringify(received)).toMatchObject({ success: 1 });
}

async function addPart(page: Page, drawer: ReturnType<Page['getByRole']>, token: string, quantity: string) {
  await drawer.getByRole('button', { name: 'Select Part' }).click();
  await page.getByPlaceholder('Search part number or name').fill(token);
  await page.getByRole('option', { name: new RegExp(token) }).click();
  await drawer.locator('[data-field="PM part quantity"] input').fill(quantity);
  await drawer.getByRole('button', { name: 'Add Part', exact: true }).click();
  await expect(toast(page, 'PM parts saved successfully !')).toBeVisible();
  await expect(drawer.getByRole('table', { name: 'Parts needed' })).toContainText(token);
}

test('a manager names two parts on a PM: Short for the one below the need, Parts on hand after receiving', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const word = uniqueToken('PMP');
  const oil = { token: `${word}-OIL`, name: `Oil filter ${word}` };
  const air = { token: `${word}-AIR`, name: `Air filter ${word}` };
  await partWithStock(oil.token, oil.name, 10);
  const airId = await partWithStock(air.token, air.name, 1);
  const title = `${word} 250 hour service`;
  const asset = await assetWithPms('Loader', [{ title, schedule: Schedules.meterAt(5000) }]);

  await signInAs(page, MANAGER.username, '/dashboard');
  await page.goto(tenantUrl('demo', `/assets/details/${asset.asset_id}`));
  await openPmPlanTab(page);
  await pmItem(page, title)
    .getByRole('button', { name: `View ${title}` })
    .click();
  const drawer = page.getByRole('dialog', { name: title });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText('No parts planned');

  await addPart(page, drawer, oil.token, '2');
  await expect(drawer.getByTestId('pm-parts-status')).toHaveText('Parts on hand');
  await addPart(page, drawer, air.token, '4');
  const short = `Short: ${air.name} (need 4, have 1)`;
  await expect(drawer.getByTestId('pm-parts-status')).toHaveText(short);
  await expect(
    drawer.getByRole('table', { name: 'Parts needed' }).locator('tbody tr').filter({ hasText: air.token }),
  ).toContainText('4 each');
  await shot(page, 'drawer-short');

  // The PM list's Parts column says the same for the PM's row.
  await page.goto(tenantUrl('demo', '/preventative-maintenance-list'));
  await page.getByPlaceholder('Search PMs').fill(word);
  await page.getByPlaceholder('Search PMs').press('Enter');
  await expect(page.getByText('Loading PMs')).toHaveCount(0);
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  const row = rows.filter({ hasText: title });
  await expect(row.getByTestId('pm-parts-status')).toHaveText(short);
  await shot(page, 'list-short');

  // 5 more received at the site: on hand now covers the need.
  await receive(airId, 5);
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(row.getByTestId('pm-parts-status')).toHaveText('Parts on hand');
  await shot(page, 'list-on-hand');
  await page.goto(tenantUrl('demo', `/assets/details/${asset.asset_id}`));
  await openPmPlanTab(page);
  await pmItem(page, title)
    .getByRole('button', { name: `View ${title}` })
    .click();
  await expect(drawer.getByTestId('pm-parts-status')).toHaveText('Parts on hand');
  await expect(
    drawer.getByRole('table', { name: 'Parts needed' }).locator('tbody tr').filter({ hasText: air.token }),
  ).toContainText('6');
  await shot(page, 'drawer-on-hand');
});
