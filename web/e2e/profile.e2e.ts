/** /profile (spec 2.11, 5, 6, 8): own names editable, the rest read-only, 'Update Profile'. */
import { expect, test } from '@playwright/test';
import { toast } from './app';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, expectPath, signIn } from './support';
import {
  completeFirstSignIn,
  createUserByApi,
  fieldError,
  logout,
  NEW_PASSWORD,
  signInAs,
  temporaryPasswordFor,
  uniqueEmail,
} from './users-support';

test('names are editable and saved; everything else is read-only', async ({ page }) => {
  const email = uniqueEmail('profile');
  await signInAs(page, 'companyadmin@demo.test', DEMO_PASSWORD, '/assets');
  await createUserByApi(page, { email, roles: [5], sites: [2, 3], firstname: 'Pia', lastname: 'Profile' });
  const temporaryPassword = await temporaryPasswordFor(email);
  await logout(page);
  await completeFirstSignIn(page, email, temporaryPassword);
  await signIn(page, email, NEW_PASSWORD);
  await expectPath(page, '/quickinsights');

  await page.getByRole('button', { name: /^Profile/ }).click();
  await expectPath(page, '/profile');
  await expect(page.getByLabel('First Name')).toHaveValue('Pia');
  await expect(page.getByLabel('Last Name')).toHaveValue('Profile');
  const readOnly: [string, string][] = [
    ['Username', email],
    ['Email', email],
    ['Status', 'Active'],
    ['Role', 'Executive'],
    ['Company', 'Northwind Logistics'],
    ['Sites', 'Reno Yard, Sparks Depot'],
  ];
  for (const [label, value] of readOnly) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('readonly', '');
  }
  await expect(page.getByLabel('First Name')).not.toHaveAttribute('readonly', '');

  await page.getByLabel('First Name').fill('');
  await page.getByLabel('Last Name').fill('');
  const update = page.getByRole('button', { name: 'Update Profile' });
  await update.click();
  await expect(fieldError(page, 'First Name is required !')).toBeVisible();
  await expect(fieldError(page, 'Last Name is required !')).toBeVisible();
  await page.screenshot({ path: '/tmp/users-profile-errors.png', fullPage: true });

  await page.getByLabel('First Name').fill('Petra');
  await expect(fieldError(page, 'First Name is required !')).toBeHidden();
  await page.getByLabel('Last Name').fill('Renamed');
  await update.click();
  await expect(toast(page, 'User profile updated successfully.')).toBeVisible();
  // The top bar shows the new name; a reload reads it back from the server.
  await expect(page.getByRole('button', { name: /^Profile/ })).toContainText('Petra Renamed');
  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Petra');
  await expect(page.getByLabel('Last Name')).toHaveValue('Renamed');
  await page.screenshot({ path: '/tmp/users-profile.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the profile');
});

test('a super admin profile shows no company or sites', async ({ page }) => {
  await signInAs(page, 'superadmin@demo.test', DEMO_PASSWORD, '/assets');
  await page.getByRole('button', { name: /^Profile/ }).click();
  await expectPath(page, '/profile');
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue('superadmin@demo.test');
  await expect(page.getByLabel('Role', { exact: true })).toHaveValue('SuperAdmin');
  await expect(page.getByLabel('Company', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Sites', { exact: true })).toHaveCount(0);
});
