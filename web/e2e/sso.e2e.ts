/**
 * Single sign-on (issue 27 item 2) against a local OpenID provider (oidc-provider, oidc-idp.ts), in
 * a tenant of this test's own: its super admin connects the provider on the Branding page and signs
 * out; its manager, whose e-mail the provider vouches for, signs in with "Sign in with <name>"
 * through Amplify's signInWithRedirect and the twin's OAuth stand-in and lands in the app as that
 * manager; an e-mail no user of the tenant has is sent back to the login page with the message.
 * Then the super admin, signed in the same way, turns password sign-in off: the login page offers
 * the provider only.
 */
import { expect, test, type Page } from '@playwright/test';
import { SsoMessages } from '../../shared/tenancy/sso.js';
import { seedUsersTenant, TEST_PASSWORD, type UsersTenant } from '../../functions/users/test-tenant.js';
import { expectPath, signIn, tenantUrl } from './support';
import { startTestIdp, type TestIdp } from './oidc-idp';

// The twin's OAuth domain is https with a self-signed certificate, which a person accepts once.
test.use({ ignoreHTTPSErrors: true });

const PROVIDER = 'Test IdP';
let idp: TestIdp;
let t: UsersTenant;

test.beforeAll(async () => {
  [idp, t] = await Promise.all([startTestIdp(process.env.AC_E2E_OAUTH_URL!), seedUsersTenant('sso')]);
});

test.afterAll(async () => {
  await idp?.stop();
});

/** "Sign in with <provider>", then the provider's own sign-in and consent pages as this e-mail. */
async function signInWithProvider(page: Page, email: string) {
  // No session left at the provider: it asks who signs in.
  await page.context().clearCookies();
  await page.getByRole('button', { name: `Sign in with ${PROVIDER}` }).click();
  await page.waitForURL((url) => url.origin === idp.issuer);
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectPath(page, '/login');
}

const ssoForm = (page: Page) => page.getByRole('form', { name: 'Single sign-on' });

test('the super admin connects an OIDC provider; users sign in with it; an unknown e-mail is refused; passwords can be turned off', async ({
  page,
}) => {
  // Five sign-ins, three through the provider's pages.
  test.setTimeout(120_000);
  await signIn(page, t.name('root'), TEST_PASSWORD, t.code);
  await expectPath(page, '/assets');
  await page.goto(tenantUrl(t.code, '/branding'));
  const form = ssoForm(page);
  await form.getByText('Connect an identity provider').click();
  // Checked before saving: the fields' messages.
  await form.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(form.getByText(SsoMessages.providerNameInvalid)).toBeVisible();
  await expect(form.getByText(SsoMessages.issuerInvalid)).toBeVisible();
  await expect(form.getByText(SsoMessages.clientSecretRequired)).toBeVisible();

  await form.getByLabel('Provider name').fill(PROVIDER);
  await form.getByLabel('Issuer URL').fill(idp.issuer);
  await form.getByLabel('Client ID').fill(idp.clientId);
  await form.getByLabel('Client secret').fill(idp.clientSecret);
  await form.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(page.getByText(SsoMessages.saved)).toBeVisible();
  await expect(form.getByText('A secret is set. Leave this empty to keep it.')).toBeVisible();
  await expect(form.getByLabel('Client secret')).toHaveValue('');
  await expect(form.getByText(`${process.env.AC_E2E_OAUTH_URL}/oauth2/idpresponse`)).toBeVisible();
  await form.screenshot({ path: 'test-results/sso-settings.png' });

  await signOut(page);
  await expect(page.getByRole('button', { name: `Sign in with ${PROVIDER}` })).toBeVisible();
  // Passwords are still allowed: the form stays.
  await expect(page.getByLabel('Password')).toBeVisible();
  await page.screenshot({ path: 'test-results/sso-login.png' });

  await signInWithProvider(page, t.name('manager'));
  await expectPath(page, '/dashboard');
  await expect(page.getByRole('button', { name: 'Profile: Manager Tester' })).toBeVisible();

  // Someone the provider knows but the tenant does not: back on the login page, nobody created.
  await signOut(page);
  await signInWithProvider(page, `stranger-${Date.now()}@elsewhere.test`);
  await expectPath(page, '/login');
  await expect(page.locator('[id^="form-error"]')).toHaveText(SsoMessages.unknownEmail);
  await page.screenshot({ path: 'test-results/sso-unknown-email.png' });

  // The super admin, through the provider too, turns password sign-in off.
  await signInWithProvider(page, t.name('root'));
  await expectPath(page, '/assets');
  await page.goto(tenantUrl(t.code, '/branding'));
  await ssoForm(page).getByText('Allow password sign-in').click();
  await ssoForm(page).getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(page.getByText(SsoMessages.saved)).toBeVisible();
  await signOut(page);
  await expect(page.getByRole('button', { name: `Sign in with ${PROVIDER}` })).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/sso-login-passwords-off.png' });

  // The manager still gets in with the provider.
  await signInWithProvider(page, t.name('manager'));
  await expectPath(page, '/dashboard');
});
