/** Helpers for the users screens' browser tests: rows, filters, calls as the signed-in user, fresh users. */
import { expect, type Locator, type Page } from '@playwright/test';
import { expectPath, signIn, signInOnce, tenantUrl, waitForMail } from './support';

export const NEW_PASSWORD = 'Fresh@5678';

let serial = 0;
/** A unique address per call (tests share the twin's data). */
export const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${++serial}@users.test`;

export async function signInAs(page: Page, username: string, password: string, home: string) {
  await signInOnce(page, username, password);
  await expectPath(page, home);
}

export async function openUsers(page: Page) {
  await page.goto(tenantUrl('demo', '/users'));
  await expect(usersTable(page)).toBeVisible();
  await waitForList(page);
}

export const usersTable = (page: Page) => page.getByRole('table');

/** Waits until the table shows rows or the empty text, not the loading text. */
export async function waitForList(page: Page) {
  await expect(page.getByText('Loading users')).toHaveCount(0);
}

export const userRow = (page: Page, username: string): Locator =>
  usersTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: username, exact: true }) });

/** The usernames the table shows, in order. */
export async function shownUsernames(page: Page): Promise<string[]> {
  await waitForList(page);
  const rows = usersTable(page).locator('tbody tr');
  const names: string[] = [];
  for (const row of await rows.all()) {
    const cells = row.locator('td');
    if ((await cells.count()) < 2) continue;
    const text = (await row.getByRole('cell').allInnerTexts()).map((t) => t.trim());
    const username = text.find((t) => t.includes('@'));
    if (username) names.push(username);
  }
  return names;
}

/** Calls the API with the signed-in user's stored session, as the app does. */
export async function callApi<T = { success: number; message: string; data: unknown }>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        domain_name: localStorage.getItem('domainName') ?? 'demo',
        platform: 'web',
        auth_type: 'credentials',
        token: localStorage.getItem('accessToken') ?? '',
        role_id: localStorage.getItem('roleId') ?? '',
        site_id: localStorage.getItem('siteId') ?? '',
      };
      const response = await fetch(`/api/${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

/** The page number the list's pagination shows as current. */
export const currentPageNumber = (page: Page) =>
  page.locator('[aria-current="true"]').filter({ hasText: /^\d+$/ });

export interface NewUser {
  email: string;
  uuid: string;
}

/** Creates a user through the API as the signed-in company admin (Northwind, new form payload). */
export async function createUserByApi(
  page: Page,
  fields: {
    email: string;
    roles: number[];
    sites: number[];
    firstname?: string;
    lastname?: string;
    status?: 1 | 2;
  },
): Promise<NewUser> {
  const answer = await callApi<{ success: number; message: string; data: { uuid: string } }>(
    page,
    'POST',
    'User/addUpdateUser',
    {
      email: fields.email,
      username: fields.email,
      password: '',
      firstname: fields.firstname ?? 'Test',
      lastname: fields.lastname ?? 'User',
      status: fields.status ?? 1,
      userroles: fields.roles,
      usersites: fields.sites.map((site) => ({ site_id: site, status: 1, company_id: 1 })),
      ac_default_role_web: fields.roles[0],
      ac_default_site: fields.sites[0],
      prefer_language_id: 1,
    },
  );
  expect(answer, JSON.stringify(answer)).toMatchObject({ success: 1 });
  return { email: fields.email, uuid: answer.data.uuid };
}

/** Creates a user through the API as the signed-in company admin and opens its page from the users list, as a user would. */
export async function openNewUser(
  page: Page,
  fields: Parameters<typeof createUserByApi>[1],
): Promise<NewUser> {
  const user = await createUserByApi(page, fields);
  await openUsers(page);
  await search(page, user.email);
  await userRow(page, user.email)
    .getByRole('button', { name: `View ${user.email}` })
    .click();
  await expectPath(page, `/users/details/${user.uuid}`);
  return user;
}

/** Creates several users (a few calls at a time); their first names number them from 01. */
export async function createUsersByApi(
  page: Page,
  count: number,
  fields: { label: string; roles: number[]; sites: number[]; lastname: string; status?: 1 | 2 },
): Promise<NewUser[]> {
  const created: NewUser[] = [];
  for (let start = 0; start < count; start += 4) {
    const batch = Array.from({ length: Math.min(4, count - start) }, (_, i) =>
      createUserByApi(page, {
        email: uniqueEmail(fields.label),
        roles: fields.roles,
        sites: fields.sites,
        firstname: `N${String(start + i + 1).padStart(2, '0')}`,
        lastname: fields.lastname,
        status: fields.status,
      }),
    );
    created.push(...(await Promise.all(batch)));
  }
  return created;
}

export const temporaryPasswordFor = (email: string) => waitForMail(email, /Temporary password: (\S+)/);

/** First sign-in of a new user: the temporary password, /setpassword, then back at /login. */
export async function completeFirstSignIn(
  page: Page,
  email: string,
  temporaryPassword: string,
  newPassword = NEW_PASSWORD,
) {
  await signIn(page, email, temporaryPassword);
  await expectPath(page, '/setpassword');
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectPath(page, '/login');
}

/** A form field's box (the user forms name each by its label). */
export const formField = (page: Page, label: string) => page.locator(`[data-field="${label}"]`);

/** The trigger of a form field's select or multi-select. */
export const fieldControl = (page: Page, label: string) => formField(page, label).getByRole('button').first();

/** Opens a select or multi-select of the user forms and clicks options by their text (a chosen one is unchosen). */
export async function choose(page: Page, label: string, ...options: string[]) {
  await fieldControl(page, label).click();
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  if (
    await fieldControl(page, label)
      .getAttribute('aria-expanded')
      .then((v) => v === 'true')
  )
    await page.keyboard.press('Escape');
}

/** The message shown under a form field. */
/** A form field's error text (not Cloudscape's live-region announcement of the same words). */
export const fieldError = (page: Page, text: string) =>
  page.locator('[class*="awsui_error__message"]').getByText(text, { exact: true });

/** The list's title: a click opens or closes the filter row. */
export const filterRowToggle = (page: Page) => page.getByRole('button', { name: 'Users', exact: true });

/** Opens the filter row unless it is open. */
export async function openFilterRow(page: Page) {
  if ((await filterRowToggle(page).getAttribute('aria-expanded')) !== 'true')
    await filterRowToggle(page).click();
  await expect(filterRowToggle(page)).toHaveAttribute('aria-expanded', 'true');
}

/** A list filter's box (Company, Status, Site, Role). */
export const listFilter = (page: Page, label: string) => page.locator(`[data-filter="${label}"]`);

/** Picks options of a list filter by their text (the filter row is opened first). */
export async function pickFilter(page: Page, label: string, ...options: string[]) {
  await openFilterRow(page);
  const trigger = listFilter(page, label).getByRole('button').first();
  await trigger.click();
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  if ((await trigger.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
}

export async function search(page: Page, text: string) {
  await page.getByLabel('Search Users').fill(text);
  await page.getByLabel('Search Users').press('Enter');
  await waitForList(page);
}

/** Signs out through the top bar. */
export async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectPath(page, '/login');
}
