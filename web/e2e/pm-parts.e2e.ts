/**
 * Parts on PMs (issue 25 item 3): a manager opens a PM on an asset's PM Plan tab and adds two parts
 * (searched by number) with their quantities; one is short at Reno Yard (need 4, have 1), so the
 * PM's drawer and the PM list's Parts column say "Short: ..."; after 5 more are received at the
 * site both say "Parts on hand". A company admin names a part on a PM library PM (the same editor);
 * the plan added to an asset brings it, and the asset's PM says the site is short.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import {
  apiAs,
  COMPANY_ADMIN,
  createAssets,
  MANAGER,
  RENO_YARD,
  signInAs,
  uniqueToken,
} from './assets-support';
import { toast } from './maintenance-support';
import { assetWithPms, openPmPlanTab, pmItem, Schedules } from './pm-support';
import { DEMO_PASSWORD, tenantUrl } from './support';
import { signInAs as signInWith } from './users-support';

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

/** The asset's PM Plan tab, and the drawer of its PM titled `title`. */
async function openPmDrawer(page: Page, assetId: number, title: string) {
  await page.goto(tenantUrl('demo', `/assets/details/${assetId}`));
  await openPmPlanTab(page);
  await pmItem(page, title)
    .getByRole('button', { name: `View ${title}` })
    .click();
  return page.getByRole('dialog', { name: title });
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
  const drawer = await openPmDrawer(page, asset.asset_id, title);
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
  await openPmDrawer(page, asset.asset_id, title);
  await expect(drawer.getByTestId('pm-parts-status')).toHaveText('Parts on hand');
  await expect(
    drawer.getByRole('table', { name: 'Parts needed' }).locator('tbody tr').filter({ hasText: air.token }),
  ).toContainText('6');
  await shot(page, 'drawer-on-hand');
});

test('the part picker shows the typed search even when the list it opened with answers later', async ({
  page,
}) => {
  const word = uniqueToken('PMS');
  const oil = { token: `${word}-OIL`, name: `Oil filter ${word}` };
  await partWithStock(oil.token, oil.name, 3);
  const title = `${word} 500 hour service`;
  const asset = await assetWithPms('Loader', [{ title, schedule: Schedules.meterAt(5000) }]);
  // The picker's first search (every part, as it opens) is held back until the typed one has answered.
  const searched = (request: Request) =>
    Boolean((request.postDataJSON() as { search_string?: string }).search_string);
  let typedAnswered!: () => void;
  const typedAnswer = new Promise<void>((resolve) => (typedAnswered = resolve));
  await page.route('**/Part/FilterParts', async (route) => {
    if (!searched(route.request())) await typedAnswer;
    await route.fulfill({ response: await route.fetch() });
  });

  await signInAs(page, MANAGER.username, '/dashboard');
  const drawer = await openPmDrawer(page, asset.asset_id, title);
  const heldAnswer = page.waitForResponse(
    (r) => r.url().endsWith('/Part/FilterParts') && !searched(r.request()),
  );
  await drawer.getByRole('button', { name: 'Select Part' }).click();
  await page.getByPlaceholder('Search part number or name').fill(oil.token);
  await expect(page.getByRole('option', { name: new RegExp(oil.token) })).toBeVisible();
  typedAnswered();
  await (await heldAnswer).finished();
  // Two frames for the page to take the held answer in; the options are still the typed search's.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option', { name: new RegExp(oil.token) }).click();
  await expect(drawer.getByRole('button', { name: new RegExp(oil.token) })).toBeVisible();
});

test('a company admin names a part on a PM library PM; the plan added to an asset brings it, and its PM answers for the site', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const word = uniqueToken('LPM').slice(0, 20);
  const oil = { token: `${word}-OIL`, name: `Oil filter ${word}` };
  await partWithStock(oil.token, oil.name, 1);
  const category = await apiAs<{ pm_category_id: number }>(COMPANY_ADMIN, 'POST', 'PM/AddUpdatePMCategory', {
    category_name: `Cat-${word}`,
  });
  const plan = await apiAs<{ pm_plan_id: number }>(COMPANY_ADMIN, 'POST', 'PM/AddUpdatePMPlan', {
    pm_category_id: category.data.pm_category_id,
    plan_name: `Plan ${word}`,
  });
  const task = await apiAs<{ task_id: number }>(COMPANY_ADMIN, 'POST', 'Task/AddUpdateTask', {
    task_title: `${word} filters`,
    task_est_hours: 1,
    task_est_minutes: 0,
    hourly_rate: 80,
  });
  const title = `${word} 250 hour service`;
  const pm = await apiAs(COMPANY_ADMIN, 'POST', 'PM/AddUpdatePM', {
    pm_plan_id: plan.data.pm_plan_id,
    title,
    description: 'Filters and oil',
    status: 1,
    pm_trigger_type: 25,
    pm_trigger_by: 27,
    meter_hours_starting_at: '0',
    meter_hours_repeates_every: '250',
    pmTasks: [{ task_id: task.data.task_id }],
    PMAttachments: [],
  });
  expect(pm, JSON.stringify(pm)).toMatchObject({ success: 1 });

  // The library's PM panel: the same parts editor as an asset PM's, with the company's stock.
  await signInWith(page, COMPANY_ADMIN.username, DEMO_PASSWORD, '/assets');
  await page.goto(tenantUrl('demo', '/preventative-maintenance-settings'));
  await page.getByTestId(`item-Cat-${word}`).getByRole('button').first().click();
  await page.getByTestId(`item-Plan ${word}`).getByRole('button').first().click();
  await page.getByTestId(`item-${title}`).getByRole('button').first().click();
  const panel = page.getByRole('dialog', { name: 'PM' });
  await expect(panel).toContainText('No parts planned');
  await addPart(page, panel, oil.token, '2');
  const line = panel
    .getByRole('table', { name: 'Parts needed' })
    .locator('tbody tr')
    .filter({ hasText: oil.token });
  await expect(line).toContainText('2 each');
  await expect(panel.getByRole('columnheader', { name: 'On hand (all sites)' })).toBeVisible();
  await shot(page, 'library-pm');

  // Added to an asset at Reno Yard, the asset's PM names the part and says the site is short.
  const [asset] = await createAssets(1, { prefix: `Loader ${word}`, model: word });
  const added = await apiAs(MANAGER, 'POST', 'AssetPM/AddPlanToAsset', {
    asset_id: asset.asset_id,
    pm_plan_id: plan.data.pm_plan_id,
  });
  expect(added, JSON.stringify(added)).toMatchObject({ success: 1 });
  const assetPms = await apiAs<{ list: { asset_pm_id: string; title: string }[] }>(
    MANAGER,
    'GET',
    `AssetPM/GetAssetPMPlan/${asset.asset_id}/0`,
  );
  const assetPm = assetPms.data.list.find((p) => p.title === title)!;
  const status = await apiAs<{ list: { text: string }[] }>(MANAGER, 'POST', 'Part/GetPmPartsStatus', {
    asset_pm_ids: [assetPm.asset_pm_id],
  });
  expect(status.data.list[0].text).toBe(`Short: ${oil.name} (need 2, have 1)`);
});
