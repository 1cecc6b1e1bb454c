/**
 * Creating users (spec 2.11, 5, 6; issue 4): the new and legacy forms with their messages and
 * role/site rules, the temporary password by e-mail, and the new user's first sign-in.
 */
import { expect, test } from '@playwright/test';
import { toast } from './app';
import { DEMO_PASSWORD, expectPath, signIn, tenantUrl, waitForMail } from './support';
import {
  choose,
  completeFirstSignIn,
  fieldControl,
  fieldError,
  formField,
  NEW_PASSWORD,
  openUsers,
  temporaryPasswordFor,
  uniqueEmail,
  userRow,
  signInAs,
} from './users-support';

test('a company admin creates a manager with two sites; the manager signs in with the e-mailed password', async ({
  page,
}) => {
  const email = uniqueEmail('manager');
  await signInAs(page, 'companyadmin@demo.test', DEMO_PASSWORD, '/assets');
  await openUsers(page);
  await page.getByRole('button', { name: 'More create user forms' }).click();
  await page.getByRole('menuitem', { name: 'Create User (new form)' }).click();
  await expectPath(page, '/users/createnew');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('First Name').fill('Nora');
  await page.getByLabel('Last Name').fill('North');
  await choose(page, 'Status', 'Active');
  await choose(page, 'Roles', 'Manager');
  await choose(page, 'Sites', 'Reno Yard', 'Sparks Depot');
  await choose(page, 'Default Site', 'Sparks Depot');
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(toast(page, 'User created successfully !')).toBeVisible();
  await expectPath(page, '/users');

  await page.getByLabel('Search Users').fill(email);
  await page.getByLabel('Search Users').press('Enter');
  const row = userRow(page, email);
  await expect(row).toContainText('Nora North');
  await expect(row).toContainText('Reno Yard, Sparks Depot');
  await expect(row).toContainText('Manager');
  await expect(row.getByRole('button', { name: 'Resend Temporary Password' })).toBeVisible();

  const temporaryPassword = await temporaryPasswordFor(email);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectPath(page, '/login');
  await completeFirstSignIn(page, email, temporaryPassword);
  await signIn(page, email, NEW_PASSWORD);
  await expectPath(page, '/dashboard');
  await expect(page.getByRole('button', { name: /^Site: Sparks Depot/ })).toBeVisible();
});

test('new form: every message of spec 5, errors clear on change, role and site rules', async ({ page }) => {
  await signInAs(page, 'companyadmin@demo.test', DEMO_PASSWORD, '/assets');
  await page.goto(tenantUrl('demo', '/users/createnew'));
  const create = page.getByRole('button', { name: 'Create User' });
  await create.click();
  for (const message of [
    'Email is required !',
    'Username is required !',
    'First Name is required !',
    'Last Name is required !',
    'Status is required !',
    'Roles are required !',
    'Sites are required !',
  ]) {
    await expect(fieldError(page, message)).toBeVisible();
  }
  // The company admin's company is fixed; the language starts at the first one.
  await expect(page.getByLabel('Company')).toHaveValue('Northwind Logistics');
  await expect(fieldControl(page, 'Language')).toContainText('English');
  await page.screenshot({ path: '/tmp/users-createnew-errors.png', fullPage: true });

  await page.getByLabel('First Name').fill('Vera');
  await expect(fieldError(page, 'First Name is required !')).toBeHidden();
  await expect(fieldError(page, 'Last Name is required !')).toBeVisible();
  // An over-long name: its limit under the field (the shared schema, before any call).
  await page.getByLabel('Last Name').fill('x'.repeat(101));
  await create.click();
  await expect(fieldError(page, 'Last Name can not be more than 100 characters !')).toBeVisible();
  await page.getByLabel('Last Name').fill('');

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Username').fill('someone@else.test');
  await page.getByLabel('Password').fill('Ab@1');
  await create.click();
  await expect(fieldError(page, 'Enter a valid Email !')).toBeVisible();
  await page.getByLabel('Email').fill('vera@users.test');
  await create.click();
  await expect(fieldError(page, 'Username and Email must be same')).toBeVisible();
  await expect(fieldError(page, 'Password must be atleast of 6 characters')).toBeVisible();
  await page.getByLabel('Password').fill('abcdefgh');
  await create.click();
  await expect(
    fieldError(page, 'Password must have atleast one lowercase,uppercase,number and a special character'),
  ).toBeVisible();

  // Several roles need a default role; several sites a default site.
  await choose(page, 'Roles', 'Manager', 'Executive');
  await choose(page, 'Sites', 'Reno Yard', 'Carson Plant');
  await create.click();
  await expect(fieldError(page, 'Default Role is required !')).toBeVisible();
  await expect(fieldError(page, 'Default Site is required !')).toBeVisible();
  await choose(page, 'Default Role', 'Executive');
  await expect(fieldError(page, 'Default Role is required !')).toBeHidden();

  // An operator may not hold another role: shown at once, and the submit is blocked.
  await choose(page, 'Roles', 'Operator');
  await expect(fieldError(page, 'Operator user can not have other roles assigned to it !')).toBeVisible();
  await expect(create).toBeDisabled();
  await choose(page, 'Roles', 'Manager', 'Executive');
  await expect(fieldError(page, 'Operator user can not have other roles assigned to it !')).toBeHidden();
  // Operator alone: generated username and e-mail, one site.
  await expect(create).toBeEnabled();
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByLabel('Username')).toBeDisabled();
  await expect(fieldControl(page, 'Sites')).toContainText('Reno Yard');
  await expect(formField(page, 'Sites')).not.toContainText('Carson Plant');

  // Company Admin selects every site and disables the site picker.
  await choose(page, 'Roles', 'Operator', 'Company Admin');
  await expect(fieldControl(page, 'Sites')).toBeDisabled();
  for (const site of ['Reno Yard', 'Sparks Depot', 'Carson Plant'])
    await expect(formField(page, 'Sites')).toContainText(site);
  await expect(fieldControl(page, 'Default Site')).toContainText('All Sites');
});

test('legacy form: its own messages; an operator gets a language and a generated identity', async ({
  page,
}) => {
  await signInAs(page, 'companyadmin@demo.test', DEMO_PASSWORD, '/assets');
  await openUsers(page);
  await page.getByRole('button', { name: 'Create User', exact: true }).click();
  await expectPath(page, '/users/create');
  const save = page.getByRole('button', { name: 'Save' });
  await save.click();
  for (const message of [
    'Email is required',
    'User name is required',
    'First name is required',
    'Last name is required',
    'Please select status',
    'Please select role',
    'Please select site',
  ]) {
    await expect(fieldError(page, message)).toBeVisible();
  }
  await expect(page.getByLabel('Language')).toHaveCount(0);
  await page.getByLabel('Email').fill('bad-address');
  await page.getByLabel('User Name').fill('bad-address');
  await save.click();
  await expect(fieldError(page, 'Email is invalid')).toBeVisible();
  await page.getByLabel('Email').fill('legacy@users.test');
  await save.click();
  await expect(fieldError(page, 'User name must be same as email')).toBeVisible();

  await choose(page, 'Role', 'Operator');
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByLabel('User Name')).toBeDisabled();
  await expect(fieldControl(page, 'Language')).toContainText('English');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expectPath(page, '/users');
});

test('a manager creates an operator: role fixed, the current site; the sign-in details go to the manager', async ({
  page,
}) => {
  const lastname = `Op${Date.now().toString(36)}`;
  await signInAs(page, 'manager@demo.test', DEMO_PASSWORD, '/dashboard');
  const siteName = (
    (await page.getByRole('button', { name: /^Site: / }).getAttribute('aria-label')) ?? ''
  ).replace('Site: ', '');
  await openUsers(page);
  await page.getByRole('button', { name: 'Create User', exact: true }).click();
  await expectPath(page, '/users/create');
  await expect(fieldControl(page, 'Role')).toContainText('Operator');
  await expect(fieldControl(page, 'Role')).toBeDisabled();
  await expect(fieldControl(page, 'Site')).toContainText(siteName);
  await expect(fieldControl(page, 'Site')).toBeDisabled();
  await expect(page.getByLabel('Email')).toBeDisabled();

  await page.getByLabel('First Name').fill('Olga');
  await page.getByLabel('Last Name').fill(lastname);
  await choose(page, 'Status', 'Active');
  await choose(page, 'Language', 'Spanish');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'User created successfully.')).toBeVisible();
  await expectPath(page, '/users');

  const username = await waitForMail(
    'manager@demo.test',
    new RegExp(`sign-in details of Olga ${lastname}[\\s\\S]*?Username: ([^\\s<]+)`),
  );
  expect(username).toMatch(new RegExp(`^olga${lastname.toLowerCase()}[a-z0-9]+@operator\\.invalid$`));
  await page.getByLabel('Search Users').fill(lastname);
  await page.getByLabel('Search Users').press('Enter');
  const row = userRow(page, username);
  await expect(row).toContainText('Operator');
  await expect(row).toContainText(siteName);
  await expect(row.getByRole('button', { name: `View ${username}` })).toBeEnabled();
});

test('a super admin picks the company first; changing company clears the sites', async ({ page }) => {
  await signInAs(page, 'superadmin@demo.test', DEMO_PASSWORD, '/assets');
  await page.goto(tenantUrl('demo', '/users/createnew'));
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(fieldError(page, 'Company is required !')).toBeVisible();
  await choose(page, 'Company', 'Northwind Logistics');
  await choose(page, 'Sites', 'Reno Yard');
  await expect(formField(page, 'Sites')).toContainText('Reno Yard');
  await choose(page, 'Company', 'Blue Ridge Construction');
  await expect(formField(page, 'Sites')).not.toContainText('Reno Yard');
  await fieldControl(page, 'Sites').click();
  await expect(page.getByRole('option', { name: 'Boone Quarry' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'All Sites' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto(tenantUrl('demo', '/users/create'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(page, 'Please select company')).toBeVisible();
});
