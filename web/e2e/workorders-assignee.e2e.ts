/**
 * Work order assignees on /workorders (issue 22 item 5, manager side): a manager assigns the
 * site's maintenance staff (Mia Chen, maintenance@demo.test) in the Create Work Order panel; the
 * list shows the "Assigned to" column and filters by it; Assign from a row's actions assigns
 * another work order; Mia's assignment e-mail arrives (read from the SES emulator), once per
 * work order. Each test makes its own asset and task.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiAs, createAssets, signInAs, uniqueToken } from './assets-support';
import { expectPath, waitForMail, inbox } from './support';
import { addTasks, apiTask, formField, input, MANAGER, panel, pickAsset, toast } from './maintenance-support';

const MIA = { name: 'Mia Chen', email: 'maintenance@demo.test' };
const table = (page: Page) => page.getByRole('table').first();
const rowOf = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });
const filterToggle = (page: Page) =>
  table(page).getByRole('button', { name: 'Assigned to', exact: true }).first();

async function waitForList(page: Page) {
  await expect(page.getByText('Loading work orders')).toHaveCount(0);
}
async function search(page: Page, text: string) {
  await page.getByLabel('Search Work Orders').fill(text);
  await page.getByLabel('Search Work Orders').press('Enter');
  await waitForList(page);
}
/** Picks people in a Cloudscape multiselect form field (opened, typed, clicked, closed). */
async function pickPeople(page: Page, field: ReturnType<typeof formField>, names: string[]) {
  await field.getByRole('button').first().click();
  for (const name of names) await page.getByRole('option', { name, exact: true }).click();
  await page.keyboard.press('Escape');
  for (const name of names) await expect(field).toContainText(name);
}

test('a manager assigns maintenance staff in the panel and from the list; the list shows and filters "Assigned to"; the assignee is e-mailed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const word = uniqueToken('WA');
  const [asset] = await createAssets(1, { prefix: `Boom lift ${word}`, model: word });
  const task = await apiTask(`${word} Inspect hydraulics`, 1, 0, 75);
  const assigned = `${word} Hydraulic hose`;
  const later = `${word} Platform rail`;
  // The second work order, unassigned, made through the API.
  const made = await apiAs<{ wo_id: number; wo_number: string }>(
    MANAGER,
    'POST',
    'WorkOrder/AddUpdateWorkOrder',
    {
      title: later,
      description: 'Rail is bent',
      asset_id: asset.asset_id,
      WorkOrderTasks: [{ task_id: task.task_id }],
    },
  );
  expect(made, JSON.stringify(made)).toMatchObject({ success: 1 });
  const mailsBefore = (await inbox()).filter((m) => m.destination.to.includes(MIA.email)).length;

  await signInAs(page, 'manager@demo.test', '/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Work Orders', exact: true }).click();
  await expectPath(page, '/workorders');
  await waitForList(page);
  await expect(table(page).getByRole('columnheader', { name: 'Assigned to', exact: true })).toBeVisible();

  // The panel: "Assigned to" offers the site's maintenance staff.
  await page.getByRole('button', { name: 'Create Work Order' }).click();
  const create = panel(page, 'Create Work Order');
  await input(create, 'Title').fill(assigned);
  await input(create, 'Description').fill('Hose is weeping');
  await pickAsset(page, create, asset);
  await create.getByRole('button', { name: 'Add Task' }).click();
  await addTasks(page, word, [task.task_code]);
  await pickPeople(page, formField(create, 'Assigned to'), [MIA.name]);
  await page.screenshot({ path: '/tmp/wo-assignee-panel.png' });
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Workorder created successfully !')).toBeVisible();
  await expect(create).toHaveCount(0);

  // The list shows who is assigned.
  await search(page, word);
  await expect(rowOf(page, assigned)).toContainText(MIA.name);
  await expect(rowOf(page, later)).not.toContainText(MIA.name);

  // The "Assigned to" filter (several at once; here Mia): only her work order of the two.
  await filterToggle(page).click();
  const trigger = page.locator('[data-filter="Assigned to"]').getByRole('button').first();
  await expect(async () => {
    if (!(await page.getByRole('option', { name: MIA.name, exact: true }).isVisible())) {
      if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    }
    await page.getByRole('option', { name: MIA.name, exact: true }).click({ timeout: 2_000 });
    const token = page
      .locator('[data-filter="Assigned to"]')
      .getByRole('button', { name: `Remove ${MIA.name}` });
    await expect(token).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  if ((await trigger.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
  await waitForList(page);
  await expect(rowOf(page, assigned)).toHaveCount(1);
  await expect(rowOf(page, later)).toHaveCount(0);
  await expect(page).toHaveURL(/assignee=/);
  await page.screenshot({ path: '/tmp/wo-assignee-list.png', fullPage: true });

  // Her e-mail arrives, naming the work order.
  const number = await waitForMail(
    MIA.email,
    new RegExp(`Work order (WO-\\d+) assigned to you: ${assigned}`),
  );
  await expect(rowOf(page, assigned)).toContainText(number);

  // Assign from the list: the other work order, then the filter shows both.
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await search(page, word);
  await rowOf(page, later)
    .getByRole('button', { name: `More actions for ${made.data.wo_number}` })
    .click();
  await page.getByRole('menuitem', { name: 'Assign' }).click();
  const assign = panel(page, `Assign ${made.data.wo_number}`);
  await pickPeople(page, formField(assign, 'Assigned to'), [MIA.name]);
  await assign.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Work order assigned successfully !')).toBeVisible();
  await expect(rowOf(page, later)).toContainText(MIA.name);
  await waitForMail(MIA.email, new RegExp(`Work order ${made.data.wo_number} assigned to you: ${later}`));
  // One e-mail per assignment: the two work orders.
  await expect
    .poll(
      async () => (await inbox()).filter((m) => m.destination.to.includes(MIA.email)).length - mailsBefore,
    )
    .toBe(2);
});
