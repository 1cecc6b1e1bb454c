/**
 * The silent sign-in link of spec 2.1, /home/{accessToken}/{encrypted username}/{password}: how
 * the mobile app opens the web app signed in. The token is a real one of the twin's Cognito pool.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { ACME_PASSWORD, DEMO_PASSWORD, accessTokenOf, expectPath, signIn, tenantUrl } from './support';
import { bell, sidebarLinks } from './app';

/** The link's other segments: neither is needed, and neither may be kept or sent anywhere. */
const ENCRYPTED_USERNAME = 'U2FsdGVkX1-encrypted-username';
const SECRET = 'Secret-Passw0rd-9f3c2a';

const link = (token: string) => `/home/${token}/${ENCRYPTED_USERNAME}/${SECRET}`;

/** Every request the page makes after the link's own document request. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (!(request.isNavigationRequest() && request.url().includes(SECRET))) requests.push(request);
  });
  return requests;
}

async function storageText(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
}

const signInFailure = (page: Page) => page.locator('[id^="form-error"]');

test('the link signs the manager in and leaves no trace of itself', async ({ page }) => {
  const token = await accessTokenOf('demo', 'manager@demo.test', DEMO_PASSWORD);
  await page.goto(tenantUrl('demo', '/login'));
  const historyBefore = await page.evaluate(() => history.length);
  const requests = recordRequests(page);

  // The address the page shows when the boot and the login calls leave.
  const addressAtCall: Record<string, string> = {};
  await page.route(/\/api\/(company\/GetUserPoolDetails|User\/Login)/, async (route) => {
    addressAtCall[new URL(route.request().url()).pathname] = page.url();
    if (route.request().url().endsWith('/User/Login'))
      await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });

  const firstCount = page.waitForResponse(/\/api\/User\/GetNotificationsCount\/1$/);
  await page.goto(tenantUrl('demo', link(token)));
  // The transient screen, while the API checks the token.
  await expect(page.getByRole('status').getByText('Signing you in…')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('silent-signin.png') });
  await expectPath(page, '/dashboard');
  expect(await sidebarLinks(page)).toContain('Dashboard');
  await expect(page.getByRole('button', { name: 'Profile' })).toHaveText('Maria Lopez');
  // The session works for calls: the bell reads the unread count with the stored token.
  const count = await firstCount;
  expect(count.status()).toBe(200);
  expect(count.request().headers()['token']).toBe(token);
  await expect(bell(page)).toBeVisible();

  // The link left the address bar before any call.
  expect(addressAtCall).toEqual({
    '/api/company/GetUserPoolDetails': tenantUrl('demo', '/home'),
    '/api/User/Login': tenantUrl('demo', '/home'),
  });
  for (const part of [token, SECRET, ENCRYPTED_USERNAME]) expect(page.url()).not.toContain(part);
  // The link's entry was replaced, not added to.
  expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);

  // Neither the password segment nor the encrypted username is stored or sent (not even as Referer).
  const stored = await storageText(page);
  expect(stored).toContain(token);
  expect(stored).not.toContain(SECRET);
  expect(stored).not.toContain(ENCRYPTED_USERNAME);
  expect(requests.length).toBeGreaterThan(2);
  for (const request of requests) {
    const sent = `${request.url()} ${JSON.stringify(await request.allHeaders())} ${request.postData() ?? ''}`;
    expect(sent).not.toContain(SECRET);
    expect(sent).not.toContain(ENCRYPTED_USERNAME);
  }
  // Amplify holds no tokens for this session: the stored access token is all it has.
  expect(stored).not.toContain('CognitoIdentityServiceProvider');

  // Past the stored expiry there is nothing to renew: the same token keeps working until its own expiry.
  await page.evaluate(() => localStorage.setItem('tokenExpiry', '1'));
  const countAfterExpiry = page.waitForResponse(/\/api\/User\/GetNotificationsCount\/1$/);
  await page.reload();
  expect((await countAfterExpiry).status()).toBe(200);
  await expectPath(page, '/dashboard');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBe(token);

  // Back and Forward never bring the link back.
  await page.goBack();
  await expectPath(page, '/login');
  await page.goForward();
  for (const part of [token, SECRET]) expect(page.url()).not.toContain(part);
});

test('a link replaces the session already open in this browser', async ({ page }) => {
  await signIn(page, 'executive@demo.test', DEMO_PASSWORD);
  await expectPath(page, '/quickinsights');
  const token = await accessTokenOf('demo', 'manager@demo.test', DEMO_PASSWORD);
  await page.goto(tenantUrl('demo', link(token)));
  await expectPath(page, '/dashboard');
  await expect(page.getByRole('button', { name: 'Profile' })).toHaveText('Maria Lopez');
});

test('a garbage token lands on /login with the sign-in failure', async ({ page }) => {
  await page.goto(tenantUrl('demo', link('not-a-token')));
  await expectPath(page, '/login');
  await expect(signInFailure(page)).toHaveText('Username or password is invalid');
  expect(await page.evaluate(() => localStorage.getItem('authenticated'))).toBeNull();
  expect(await storageText(page)).not.toContain(SECRET);
  expect(page.url()).not.toContain(SECRET);
});

test("another tenant's token is refused on this tenant's host", async ({ page }) => {
  const acmeToken = await accessTokenOf('acme', 'manager@acme.test', ACME_PASSWORD);
  await page.goto(tenantUrl('demo', link(acmeToken)));
  await expectPath(page, '/login');
  await expect(signInFailure(page)).toHaveText('Username or password is invalid');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  // The message is shown once: a reload of /login does not repeat it.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(signInFailure(page)).toHaveCount(0);
});

test('/home without a token is the login', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/home'));
  await expectPath(page, '/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(signInFailure(page)).toHaveCount(0);
});
