/** Tenants (spec 1): branding from the host's first label, sign-in per tenant pool, per-tenant data; the super admin's Branding page (issue 27 item 1). */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  ACME_PASSWORD,
  accessTokenOf,
  DEMO_PASSWORD,
  expectPath,
  signIn,
  signInOnce,
  tenantUrl,
} from './support';
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

const ACME_BRANDING = { name: 'Acme Heavy Equipment', color: '#b0256e', logo_file: null };

/** Puts acme's seeded branding back through the API when anything differs (a failed test must not leave it changed). */
async function restoreAcmeBranding() {
  const token = await accessTokenOf('acme', 'superadmin@acme.test', ACME_PASSWORD);
  const call = async (path: string, body?: object) => {
    const response = await fetch(`http://127.0.0.1:${process.env.AC_E2E_PORT}/api/${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        'content-type': 'application/json',
        token,
        domain_name: 'acme',
        platform: 'web',
        role_id: '2',
        site_id: '2',
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = (await response.json()) as { success: number; data: Record<string, unknown> };
    expect(answer, `${path}: ${JSON.stringify(answer)}`).toMatchObject({ success: 1 });
    return answer.data;
  };
  const now = await call('Company/GetBranding');
  if (now.name === ACME_BRANDING.name && now.color === ACME_BRANDING.color && now.logo_file === null) return;
  await call('Company/UpdateBranding', { ...ACME_BRANDING, version: now.version });
}

// Last in this file (its tests run in order), on acme, so no test that reads a tenant's name sees it change.
test("acme's super admin rebrands the tenant: the top bar and, signed out, the sign-in page show it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The test's own failure is the one reported; the branding is put back either way.
  const failure = await rebrandAcme(page).then(
    () => null,
    (error: unknown) => error,
  );
  await restoreAcmeBranding();
  if (failure) throw failure;
});

async function rebrandAcme(page: Page) {
  const logo = await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><circle cx="48" cy="48" r="44" fill="#1d6b3a"/><rect x="28" y="28" width="40" height="40" fill="#fff"/></svg>',
    ),
  )
    .png()
    .toBuffer();
  await signInOnce(page, 'superadmin@acme.test', ACME_PASSWORD, 'acme');
  await page.getByTestId('side-nav').getByRole('link', { name: 'Branding' }).click();
  await expectPath(page, '/branding');
  const name = page.getByLabel('Name');
  await expect(name).toHaveValue('Acme Heavy Equipment');
  await name.fill('Acme Green Fleet');
  await page.getByLabel('Colour', { exact: true }).fill('#1d6b3a');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByTestId('logo-preview')).toBeVisible();
  await page.screenshot({ path: 'test-results/branding-page.png' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Branding saved successfully!')).toBeVisible();

  // The header changes at once: name, colour, the uploaded logo.
  const top = page.locator('#ac-top');
  await expect(top).toContainText('Acme Green Fleet');
  await expect(page.getByTestId('brand-bar')).toHaveCSS('background-color', 'rgb(29, 107, 58)');
  // Cloudscape's top navigation draws the logo twice (its narrow-screen copy is hidden).
  await expect(top.locator('img').first()).toHaveAttribute('src', /branding\/acme\/[0-9a-f-]+\.png/);

  // Signed out, and loaded afresh: the sign-in page reads the new branding before anyone signs in.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectPath(page, '/login');
  await page.reload();
  await expect(page.getByTestId('brand-name')).toHaveText('Acme Green Fleet');
  await expect(page.getByTestId('brand-bar')).toHaveCSS('background-color', 'rgb(29, 107, 58)');
  const signInLogo = page.locator('.ac-signin__brand img');
  await expect(signInLogo).toHaveAttribute('src', /branding\/acme\/[0-9a-f-]+\.png/);
  await expect.poll(() => signInLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
  await expect(page).toHaveTitle('Acme Green Fleet');
  await page.screenshot({ path: 'test-results/branding-signin.png' });

  // Restore acme's branding (the first test of this file reads it): its name and colour, the deployment's logo.
  await signIn(page, 'superadmin@acme.test', ACME_PASSWORD, 'acme');
  await expectPath(page, '/assets');
  await page.getByTestId('side-nav').getByRole('link', { name: 'Branding' }).click();
  await page.getByLabel('Name').fill('Acme Heavy Equipment');
  await page.getByRole('button', { name: 'Reset to default' }).click();
  await page.getByLabel('Colour', { exact: true }).fill('#b0256e');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Branding saved successfully!')).toBeVisible();
  await expect(page.locator('#ac-top')).toContainText('Acme Heavy Equipment');
  await expect(page.locator('#ac-top img').first()).toHaveAttribute('src', '/branding/acme.svg');
  await expect(page.getByTestId('brand-bar')).toHaveCSS('background-color', 'rgb(176, 37, 110)');
}
