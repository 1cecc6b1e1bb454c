/**
 * A user's details and edit (spec 2.11, 4, 5, 6): breadcrumb with the user id, username and e-mail
 * read-only, '{label} is required !' messages, Save back to the list, locked roles of operators.
 */
import { expect, test } from '@playwright/test';
import { toast } from './app';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, expectPath, tenantUrl } from './support';
import {
  choose,
  openNewUser,
  fieldControl,
  fieldError,
  formField,
  openUsers,
  search,
  signInAs,
  uniqueEmail,
  userRow,
} from './users-support';

test('a company admin edits a user: names, status, sites and defaults', async ({ page }) => {
  const email = uniqueEmail('edit');
  await signInAs(page, 'companyadmin@demo.test', DEMO_PASSWORD, '/assets');
  const { uuid } = await openNewUser(page, {
    email,
    roles: [1],
    sites: [2],
    firstname: 'Eddie',
    lastname: 'Edit',
  });

  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(breadcrumbs).toContainText('Users');
  await expect(breadcrumbs).toContainText(uuid);
  await expect(page.getByLabel('User Name')).toHaveValue(email);
  await expect(page.getByLabel('User Name')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Company')).toHaveValue('Northwind Logistics');
  await expect(page.getByLabel('First Name')).toHaveValue('Eddie');
  await expect(fieldControl(page, 'Status')).toContainText('Active');
  await expect(formField(page, 'Role')).toContainText('Manager');
  await expect(formField(page, 'Site')).toContainText('Reno Yard');

  await page.getByLabel('First Name').fill('');
  await page.getByLabel('Last Name').fill('');
  await choose(page, 'Role', 'Manager');
  await choose(page, 'Site', 'Reno Yard');
  const save = page.getByRole('button', { name: 'Save' });
  await save.click();
  for (const message of [
    'First Name is required !',
    'Last Name is required !',
    'Role is required !',
    'Site is required !',
  ]) {
    await expect(fieldError(page, message)).toBeVisible();
  }
  await page.screenshot({ path: '/tmp/users-details-errors.png', fullPage: true });

  await page.getByLabel('First Name').fill('Edwina');
  await page.getByLabel('Last Name').fill('Edited');
  await choose(page, 'Role', 'Manager', 'Executive');
  await choose(page, 'Site', 'Reno Yard', 'Carson Plant');
  await save.click();
  await expect(fieldError(page, 'Default Role is required !')).toBeVisible();
  await expect(fieldError(page, 'Default Site is required !')).toBeVisible();
  await choose(page, 'Default Role', 'Executive');
  await choose(page, 'Default Site', 'Carson Plant');
  await choose(page, 'Status', 'Inactive');
  await page.screenshot({ path: '/tmp/users-details.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the user details');
  await save.click();
  await expect(toast(page, 'User updated successfully.')).toBeVisible();
  await expectPath(page, '/users');

  await search(page, email);
  const row = userRow(page, email);
  await expect(row).toContainText('Edwina Edited');
  await expect(row).toContainText('Inactive');
  await expect(row).toContainText('Reno Yard, Carson Plant');
  await expect(row).toContainText('Manager, Executive');

  // Cancel goes back without saving.
  await row.getByRole('button', { name: `View ${email}` }).click();
  await expect(fieldControl(page, 'Default Role')).toContainText('Executive');
  await expect(fieldControl(page, 'Default Site')).toContainText('Carson Plant');
  await page.getByLabel('First Name').fill('Nobody');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expectPath(page, '/users');
  await expect(userRow(page, email)).toContainText('Edwina Edited');
});

test("an operator's roles are locked; a manager edits only operators", async ({ page }) => {
  await signInAs(page, 'manager@demo.test', DEMO_PASSWORD, '/dashboard');
  await openUsers(page);
  await userRow(page, 'operator@demo.test').getByRole('button', { name: 'View operator@demo.test' }).click();
  await expect(page.getByLabel('User Name')).toHaveValue('operator@demo.test');
  await expect(fieldControl(page, 'Role')).toBeDisabled();
  await expect(formField(page, 'Role')).toContainText('Operator');
  await expect(fieldControl(page, 'Site')).toContainText('Reno Yard');

  // A manager cannot open another manager: the server refuses and nothing is shown.
  await page.goto(tenantUrl('demo', '/users'));
  await expect(
    userRow(page, 'executive@demo.test').getByRole('button', { name: 'View executive@demo.test' }),
  ).toBeDisabled();
});
