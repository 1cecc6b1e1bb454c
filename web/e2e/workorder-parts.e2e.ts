/**
 * Parts on a work order's task (issue 25 item 3): a manager makes a part and receives 10 at Reno
 * Yard and a work order assigned to maintenance staff; the manager opens it, uses 3 on its task
 * (Use Part, the part searched by its number), and sees the part line, the task's parts cost beside its
 * labour and the work order's parts total; the asset's Maintenance Cost card shows the parts cost
 * beside labour; the part's page shows 7 on hand at Reno Yard.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiAs, createAssets, MANAGER, RENO_YARD, signInAs, uniqueToken } from './assets-support';
import { maintenanceStaff, workOrder } from './field-support';
import { apiTask, input, panel, toast } from './maintenance-support';
import { tenantUrl } from './support';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/workorder-parts-${name}.png`, fullPage: true });

test('a manager uses 3 of 10 on a work order task: the part line, the parts cost, 7 left', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const token = uniqueToken('WOP');
  const part = await apiAs<{ part_id: string }>(MANAGER, 'POST', 'Part/CreatePart', {
    part_number: token,
    name: `Fan belt ${token}`,
    description: 'Made by workorder-parts.e2e',
    category: 'Belts',
    unit: 'each',
    unit_cost: 12.5,
    stock: [{ site_id: RENO_YARD.siteId, minimum_quantity: 0, bin_location: 'B-2' }],
  });
  expect(part, JSON.stringify(part)).toMatchObject({ success: 1 });
  const received = await apiAs(MANAGER, 'POST', 'Part/ReceiveStock', {
    part_id: part.data.part_id,
    site_id: RENO_YARD.siteId,
    quantity: 10,
    unit_cost: 12.5,
  });
  expect(received, JSON.stringify(received)).toMatchObject({ success: 1 });
  const staff = await maintenanceStaff();
  const [asset] = await createAssets(1, { prefix: `Loader ${token}`, model: token });
  const task = await apiTask(`${token} Replace fan belt`, 1, 0, 60);
  const wo = await workOrder(`Belt ${token}`, asset.asset_id, task.task_id, [staff.uuid]);

  // Maintenance staff sign in to the field app, not the web (their use is refused on another's work order by the server: functions/parts/parts.test.ts).
  await signInAs(page, MANAGER.username, '/dashboard');
  await page.goto(tenantUrl('demo', `/workorders/details/${wo.wo_id}`));
  const taskItem = page.getByTestId(`task-${task.task_id}`);
  await expect(taskItem).toBeVisible();
  await expect(page.getByTestId('parts-total')).toHaveText('Parts cost: $0.00');
  await expect(page.getByTestId(`parts-${task.task_id}`)).toHaveText('$0.00');

  await taskItem.getByRole('button', { name: `Use Part on ${task.task_title}` }).click();
  const modal = panel(page, /^Use Part/);
  await expect(modal).toBeVisible();
  // The shared schema's messages first.
  await modal.getByRole('button', { name: 'Use', exact: true }).click();
  await expect(modal.getByText('Part not found')).toBeVisible();
  await modal.getByRole('button', { name: 'Select Part' }).click();
  await page.getByPlaceholder('Search part number or name').fill(token);
  await page.getByRole('option', { name: new RegExp(token) }).click();
  await expect(modal.getByText('Part not found')).toHaveCount(0);
  await input(modal, 'Quantity (each)').fill('3');
  await shot(page, 'modal');
  await modal.getByRole('button', { name: 'Use', exact: true }).click();
  await expect(toast(page, 'Part used on the work order')).toBeVisible();
  await expect(modal).toHaveCount(0);

  await expect(taskItem.getByRole('list', { name: `Parts used on ${task.task_title}` })).toHaveText(
    `${token} Fan belt ${token}: 3 each × $12.50 = $37.50`,
  );
  await expect(page.getByTestId(`parts-${task.task_id}`)).toHaveText('$37.50');
  await expect(page.getByTestId('parts-total')).toHaveText('Parts cost: $37.50');
  await expect(page.getByTestId('labour-total')).toBeVisible();
  await shot(page, 'work-order');

  // The asset's Maintenance Cost card counts the parts beside the labour (issue 25 item 3).
  await page.goto(tenantUrl('demo', `/assets/details/${asset.asset_id}`));
  await expect(page.getByTestId('asset-cost-parts')).toHaveText('$37.50');
  await expect(page.getByTestId('asset-cost-labour')).toHaveText('$0.00');
  await expect(page.getByTestId('asset-cost-12m')).toHaveText('$37.50');
  await shot(page, 'asset-cost');

  await page.goto(tenantUrl('demo', `/parts/details/${part.data.part_id}`));
  await expect(
    page.getByTestId('part-stock').locator('tbody tr').filter({ hasText: RENO_YARD.name }),
  ).toContainText('7');
  await shot(page, 'part');
});
