/**
 * /tasks (spec maintenance 2.9, 5 'Task form', 8, 9): the company admin's main path (every
 * message of the form, create, search, view, edit, delete, clear search) and the manager's
 * (from the Maintenance group of the sidebar; paging of tasks made through the API). Each test
 * makes its own tasks with a unique word, so it reads only its own rows.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiAs, COMPANY_ADMIN, MANAGER, uniqueToken } from './assets-support';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, expectPath } from './support';
import { fieldError, formField, signInAs } from './users-support';

const table = (page: Page) => page.getByRole('table');
const drawer = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const field = (page: Page, label: string) => formField(page, label).locator('input');

async function waitForList(page: Page) {
  await expect(page.getByText('Loading tasks')).toHaveCount(0);
}
async function search(page: Page, text: string) {
  await page.getByLabel('Search Tasks').fill(text);
  await page.getByLabel('Search Tasks').press('Enter');
  await waitForList(page);
}
async function fill(
  page: Page,
  values: Partial<Record<'Task Title' | 'Hours' | 'Minutes' | 'Hourly Rate ($)', string>>,
) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}
const rowOf = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });

/** Opens /tasks from the sidebar's Maintenance group. */
async function openTasks(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Tasks', exact: true }).click();
  await expectPath(page, '/tasks');
  await expect(table(page)).toBeVisible();
  await waitForList(page);
}

test('company admin: every message of the form, create, search, view, edit, delete', async ({ page }) => {
  const word = uniqueToken('E2ETASK');
  await signInAs(page, COMPANY_ADMIN.username, DEMO_PASSWORD, '/assets');
  await openTasks(page);
  for (const header of ['Task Code', 'Task Title', 'Est Time', 'Hourly Rate', 'Actions'])
    await expect(table(page).getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the tasks list');

  // Create: the empty form's four messages, then each limit's.
  await page.getByRole('button', { name: 'Create Task' }).click();
  const create = drawer(page, 'Create Task');
  await expect(create).toBeVisible();
  await create.getByRole('button', { name: 'Save' }).click();
  for (const message of [
    'Title is required !',
    'Minutes is required !',
    'Hours is required !',
    'Hourly Rate is required !',
  ])
    await expect(fieldError(page, message)).toBeVisible();
  await page.screenshot({ path: '/tmp/wt6-tasks-form-required.png' });
  await fill(page, { 'Task Title': 'x'.repeat(101), Hours: '1', Minutes: '60', 'Hourly Rate ($)': '0' });
  // A message clears as its field changes.
  await expect(fieldError(page, 'Title is required !')).toHaveCount(0);
  await create.getByRole('button', { name: 'Save' }).click();
  for (const message of [
    'Title can not be more than 100 characters !',
    'Minutes can not be more than 59 !',
    'Hourly Rate cannot be Zero !',
  ])
    await expect(fieldError(page, message)).toBeVisible();
  await page.screenshot({ path: '/tmp/wt6-tasks-form-limits.png' });

  await fill(page, { 'Task Title': `${word} Grease boom pins`, Minutes: '30', 'Hourly Rate ($)': '85.50' });
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('New Task created successfully !')).toBeVisible();
  await expect(create).toHaveCount(0);

  // Search (Enter applies): the new row, its generated code, time and dollars.
  await search(page, word.toLowerCase());
  const row = rowOf(page, word);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('1 hrs 30 mins');
  await expect(row).toContainText('$85.50');
  const code = (await row.locator('td').first().innerText()).trim();
  expect(code).toMatch(/^T-\d{4,}$/);
  await expect(page.getByRole('heading', { name: 'Tasks (1)' })).toBeVisible();
  await page.screenshot({ path: '/tmp/wt6-tasks-list-search.png', fullPage: true });

  // View.
  await row.getByRole('button', { name: `View ${code}` }).click();
  const view = drawer(page, `${code} ${word} Grease boom pins`);
  await expect(view).toBeVisible();
  for (const text of [code, `${word} Grease boom pins`, '1 hrs 30 mins', '$85.50'])
    await expect(view).toContainText(text);
  await page.screenshot({ path: '/tmp/wt6-tasks-view.png' });
  await view.getByRole('button', { name: 'Close' }).click();
  await expect(view).toHaveCount(0);

  // Edit: prefilled, the code kept.
  await row.getByRole('button', { name: `Edit ${code}` }).click();
  const edit = drawer(page, 'Edit Task');
  await expect(field(page, 'Task Code')).toHaveValue(code);
  await expect(field(page, 'Task Title')).toHaveValue(`${word} Grease boom pins`);
  await expect(field(page, 'Minutes')).toHaveValue('30');
  await expect(field(page, 'Hourly Rate ($)')).toHaveValue('85.5');
  await fill(page, {
    'Task Title': `${word} Grease and check boom pins`,
    Hours: '2',
    Minutes: '5',
    'Hourly Rate ($)': '92',
  });
  await page.screenshot({ path: '/tmp/wt6-tasks-edit.png' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Task Updated successfully !')).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(rowOf(page, code)).toContainText('Grease and check boom pins');
  await expect(rowOf(page, code)).toContainText('2 hrs 5 mins');
  await expect(rowOf(page, code)).toContainText('$92.00');

  // Delete: the question, Cancel keeps it, Delete removes it.
  await rowOf(page, code)
    .getByRole('button', { name: `Delete ${code}` })
    .click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Delete Task' });
  await expect(confirm).toContainText('Are you sure you want to delete this Task ?');
  await page.screenshot({ path: '/tmp/wt6-tasks-delete.png' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(page, code)).toHaveCount(1);
  await rowOf(page, code)
    .getByRole('button', { name: `Delete ${code}` })
    .click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Delete Task' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(page.getByText('Task deleted successfully !')).toBeVisible();
  await waitForList(page);
  await expect(table(page).getByText('No data found')).toBeVisible();
  await page.screenshot({ path: '/tmp/wt6-tasks-empty.png', fullPage: true });

  // Clearing the search shows the catalogue again.
  await page.getByLabel('Search Tasks').fill('');
  await waitForList(page);
  await expect(table(page).getByText('No data found')).toHaveCount(0);
  // The seeded catalogue (scripts/dev/seed-tasks.ts) starts at T-0001, in code order.
  await expect(table(page).locator('tbody tr').first()).toContainText('T-0001');
  await expect(rowOf(page, 'T-0001')).toContainText('Change engine oil and filter');
  await expect(rowOf(page, 'T-0001')).toContainText('1 hrs 0 mins');
  await expect(rowOf(page, 'T-0001')).toContainText('$85.00');
  await page.screenshot({ path: '/tmp/wt6-tasks-catalogue.png', fullPage: true });
});

test('manager: Tasks in the Maintenance group, pages of 20, search, create, view, edit, delete', async ({
  page,
}) => {
  const word = uniqueToken('E2EPAGE');
  // 21 tasks of the manager's company, made through the API.
  for (let i = 1; i <= 21; i++) {
    const answer = await apiAs(MANAGER, 'POST', 'Task/AddUpdateTask', {
      task_title: `${word} pump check ${i}`,
      task_est_hours: 0,
      task_est_minutes: i,
      hourly_rate: 40 + i,
    });
    expect(answer.success, JSON.stringify(answer)).toBe(1);
  }
  await signInAs(page, MANAGER.username, DEMO_PASSWORD, '/dashboard');
  await openTasks(page);
  await search(page, word);
  await expect(page.getByRole('heading', { name: 'Tasks (21)' })).toBeVisible();
  await expect(table(page).locator('tbody tr')).toHaveCount(20);
  await page.screenshot({ path: '/tmp/wt6-tasks-manager-page1.png', fullPage: true });
  await page.getByRole('button', { name: '2', exact: true }).click();
  await waitForList(page);
  await expect(table(page).locator('tbody tr')).toHaveCount(1);
  await expect(rowOf(page, `${word} pump check 21`)).toContainText('0 hrs 21 mins');

  // The manager creates, views, edits and deletes one of their own.
  await page.getByRole('button', { name: 'Create Task' }).click();
  await fill(page, {
    'Task Title': `${word} Replace hydraulic filter`,
    Hours: '0',
    Minutes: '45',
    'Hourly Rate ($)': '120',
  });
  await drawer(page, 'Create Task').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('New Task created successfully !')).toBeVisible();
  await search(page, `${word} replace`);
  const row = rowOf(page, 'Replace hydraulic filter');
  await expect(row).toContainText('0 hrs 45 mins');
  await expect(row).toContainText('$120.00');
  const code = (await row.locator('td').first().innerText()).trim();
  await row.getByRole('button', { name: `View ${code}` }).click();
  await drawer(page, `${code} ${word} Replace hydraulic filter`)
    .getByRole('button', { name: 'Edit' })
    .click();
  await fill(page, { Minutes: '50' });
  await drawer(page, 'Edit Task').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Task Updated successfully !')).toBeVisible();
  await expect(rowOf(page, code)).toContainText('0 hrs 50 mins');
  await rowOf(page, code)
    .getByRole('button', { name: `Delete ${code}` })
    .click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Delete Task' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(page.getByText('Task deleted successfully !')).toBeVisible();
  await expect(table(page).getByText('No data found')).toBeVisible();
});
