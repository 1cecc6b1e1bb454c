/** Helpers for browser tests: tenant URLs, signing in, reading the SES emulator's inbox. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@1234';
export const ACME_PASSWORD = 'Acme@1234';

/** The app's address for a tenant: demo is plain localhost, others their subdomain. */
export function tenantUrl(tenant: string, pathname = '/'): string {
  const port = process.env.AC_E2E_PORT;
  const host = tenant === 'demo' ? 'localhost' : `${tenant}.localhost`;
  return `http://${host}:${port}${pathname}`;
}

export interface SentMail {
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

export async function inbox(): Promise<SentMail[]> {
  const response = await fetch(`${process.env.AC_E2E_SES_URL}store`);
  const { emails } = (await response.json()) as { emails: SentMail[] };
  return emails;
}

/** Waits for a mail to this address whose text matches, and returns the first capture group. */
export async function waitForMail(to: string, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    for (const mail of (await inbox()).reverse()) {
      const text = `${mail.subject}\n${mail.body.text ?? ''}\n${mail.body.html ?? ''}`;
      const match = mail.destination.to.includes(to) ? text.match(pattern) : null;
      if (match) return match[1] ?? match[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}

export async function signIn(page: Page, username: string, password: string, tenant = 'demo') {
  await page.goto(tenantUrl(tenant, '/login'));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Sessions this worker signed in through the screen, by tenant, user and password: a later sign-in
 * as the same user restores the stored session the app kept (its localStorage, as a reload does)
 * instead of typing it in again, which saves the sign-in screen's load on every test. Tests about
 * signing in call signIn() and always use the screen. Kept 20 minutes, well within the tokens' hour.
 */
const signedIn = new Map<string, { storage: [string, string][]; landing: string; at: number }>();
const SESSION_REUSE_MS = 20 * 60_000;

/** Signs in (through the screen the first time in this worker) and waits until the app is past /login. */
export async function signInOnce(page: Page, username: string, password: string, tenant = 'demo') {
  const key = `${tenant}\n${username}\n${password}`;
  const kept = signedIn.get(key);
  if (kept && Date.now() - kept.at < SESSION_REUSE_MS) {
    // A small file of the app's origin, to write its storage before the app starts.
    await page.goto(tenantUrl(tenant, '/favicon.svg'));
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [name, value] of entries) localStorage.setItem(name, value);
    }, kept.storage);
    await page.goto(tenantUrl(tenant, kept.landing));
    return;
  }
  await signIn(page, username, password, tenant);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).not.toBe('/login');
  const landing = new URL(page.url()).pathname;
  const storage = await page.evaluate(() => Object.entries(localStorage));
  signedIn.set(key, { storage, landing, at: Date.now() });
}

export async function expectPath(page: Page, pathname: string) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(pathname);
}

/** Mails sent to this address so far, oldest first. */
export async function mailsTo(address: string): Promise<SentMail[]> {
  return (await inbox()).filter((mail) => mail.destination.to.includes(address));
}

/** The twin's API, called from the test rather than the browser. */
const apiUrl = (path: string) => `http://127.0.0.1:${process.env.AC_E2E_PORT}/api/${path}`;

/**
 * An access token of a tenant's user pool, from the twin's Cognito emulator: USER_PASSWORD_AUTH
 * with the tenant's web client (as the web app signs in), its id read from GetUserPoolDetails.
 */
export async function accessTokenOf(tenant: string, username: string, password: string): Promise<string> {
  const pool = (await (await fetch(apiUrl(`company/GetUserPoolDetails?company_code=${tenant}`))).json()) as {
    data: { user_pool_web_client_id: string };
  };
  const response = await fetch(`${process.env.AC_E2E_COGNITO_URL}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: pool.data.user_pool_web_client_id,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  });
  const answer = (await response.json()) as { AuthenticationResult?: { AccessToken: string } };
  if (!answer.AuthenticationResult)
    throw new Error(`sign-in of ${username} failed: ${JSON.stringify(answer)}`);
  return answer.AuthenticationResult.AccessToken;
}

/** Creates a manager of demo's Reno Yard (site 2) as demo's company admin; the API mails a temporary password. */
export async function createDemoManager(email: string): Promise<void> {
  const token = await accessTokenOf('demo', 'companyadmin@demo.test', DEMO_PASSWORD);
  const response = await fetch(apiUrl('User/addUpdateUser'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      token,
      domain_name: 'demo',
      platform: 'web',
      role_id: '6',
      site_id: '2',
    },
    body: JSON.stringify({
      email,
      username: email,
      password: '',
      firstname: 'Temp',
      lastname: 'Manager',
      status: 1,
      userroles: [1],
      usersites: [{ site_id: 2, status: 1, company_id: 1 }],
      ac_default_role_web: 1,
      ac_default_site: 2,
      prefer_language_id: 1,
    }),
  });
  const answer = (await response.json()) as { success: number; message: string };
  expect(answer, JSON.stringify(answer)).toMatchObject({ success: 1 });
}

/**
 * Runs axe (WCAG 2.0/2.1 A and AA rules) on the page as it is now and fails on any serious or critical
 * violation, listing each rule with the elements it found. One call per page, once its content shows.
 * `exclude` names elements of third-party widgets the app cannot change; each caller says why.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string, exclude: string[] = []) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) =>
      [
        `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})`,
        ...v.nodes
          .slice(0, 8)
          .map(
            (node) =>
              `    ${node.target.join(' ')}: ${node.html.slice(0, 160)}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`,
          ),
        ...(v.nodes.length > 8 ? [`    ... and ${v.nodes.length - 8} more`] : []),
      ].join('\n'),
    )
    .join('\n');
  expect(report, `serious or critical accessibility violations on ${label}`).toBe('');
}
