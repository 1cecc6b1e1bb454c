/** Tenants (spec 1): branding from the host's first label, sign-in per tenant pool, per-tenant data. */
import { expect, test } from '@playwright/test';
import { ACME_PASSWORD, DEMO_PASSWORD, expectPath, signIn, tenantUrl } from './support';
import { bell, menuTrigger, sidebarLinks } from './app';

test('acme.localhost shows acme branding; localhost the demo branding', async ({ page }) => {
  await page.goto(tenantUrl('acme', '/login'));
  await expect(page.getByTestId('brand-name')).toHaveText('Acme Heavy Equipment');
  await expect(page.getByTestId('brand-bar')).toHaveCSS('background-color', 'rgb(176, 37, 110)');
  await expect(page).toHaveTitle('Acme Heavy Equipment');
  await expect(page.locator('.ac-signin__brand img')).toHaveAttribute('src', '/branding/acme.svg');
  // The colour is Cloudscape's primary palette too: buttons and links, not only the bar.
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCSS(
    'background-color',
    'rgb(176, 37, 110)',
  );
  await expect(page.getByRole('link', { name: 'Forgot password' })).toHaveCSS('color', 'rgb(176, 37, 110)');

  await page.goto(tenantUrl('demo', '/login'));
  await expect(page.getByTestId('brand-name')).toHaveText('AssetCare Demo');
  await expect(page.getByTestId('brand-bar')).toHaveCSS('background-color', 'rgb(9, 114, 211)');
  await expect(page).toHaveTitle('AssetCare Demo');
});

test('a demo user cannot sign in on acme; an acme user can', async ({ page }) => {
  await signIn(page, 'manager@demo.test', DEMO_PASSWORD, 'acme');
  await expect(page.locator('[id^="form-error"]')).toBeVisible();
  await expectPath(page, '/login');

  await signIn(page, 'manager@acme.test', ACME_PASSWORD, 'acme');
  await expectPath(page, '/dashboard');
  await expect(page.getByTestId('brand-bar')).toHaveCSS('background-color', 'rgb(176, 37, 110)');
  await expect(page.getByTestId('side-nav').getByRole('link', { name: 'Dashboard' })).toHaveCSS(
    'color',
    'rgb(176, 37, 110)',
  );
  await expect(menuTrigger(page, 'Site')).toHaveText('Denver Yard');
});

test('the same username gets each tenant its own data', async ({ page }) => {
  await signIn(page, 'alex@assetcare.test', DEMO_PASSWORD);
  await expectPath(page, '/dashboard');
  await expect(page.getByRole('button', { name: 'Profile' })).toHaveText('Alex Demo');
  await expect(menuTrigger(page, 'Site')).toHaveText('Asheville Yard');
  await expect(bell(page)).toBeVisible();

  // The demo password is not alex's password in acme.
  await signIn(page, 'alex@assetcare.test', DEMO_PASSWORD, 'acme');
  await expect(page.locator('[id^="form-error"]')).toBeVisible();

  await signIn(page, 'alex@assetcare.test', ACME_PASSWORD, 'acme');
  await expectPath(page, '/quickinsights');
  await expect(page.getByRole('button', { name: 'Profile' })).toHaveText('Alex Acme');
  await expect(menuTrigger(page, 'Site')).toHaveText('Denver Yard');
  await expect(bell(page)).toHaveCount(0);
  expect(await sidebarLinks(page)).not.toContain('Dashboard');
});
