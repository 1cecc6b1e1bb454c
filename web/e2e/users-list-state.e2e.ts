/**
 * The users list as the list kit keeps it (spec 2.6, 4 'Filters'; platform issue item 5): the
 * header toggles the filter row, which opens by itself while a filter is set; search, filters,
 * page and page size live in the address, so Back after opening a user and a shared link show
 * the same page; the first filter applied keeps its options while the others are narrowed.
 */
import { expect, test, type Page } from '@playwright/test';
import { menuTrigger, pickFromMenu } from './app';
import { DEMO_PASSWORD, expectPath, tenantUrl } from './support';
import {
  createUsersByApi,
  currentPageNumber,
  filterRowToggle,
  listFilter,
  openUsers,
  pickFilter,
  search,
  shownUsernames,
  signInAs,
  userRow,
  waitForList,
} from './users-support';

const asCompanyAdmin = (page: Page) => signInAs(page, 'companyadmin@demo.test', DEMO_PASSWORD, '/assets');
const searchBox = (page: Page) => page.getByLabel('Search Users');

/**
 * 23 inactive executives at Reno Yard named '{N01..N23} {token}' (page 2 of 20 holds 3 of them),
 * and the list narrowed to them: search by the token, Role Executive, Status Inactive, then page 2.
 * The list sorts active users first, then by username: inactive and named 'zz…', they come after
 * every seeded user, which the other list tests expect on page 1 of the shared twin.
 */
async function onSecondPageOfOwnUsers(page: Page, label: string) {
  const token = `${label}${Date.now().toString(36)}`;
  await asCompanyAdmin(page);
  const created = await createUsersByApi(page, 23, {
    label: `zz-${label}`,
    roles: [5],
    sites: [2],
    lastname: token,
    status: 2,
  });
  await openUsers(page);
  await search(page, token);
  await pickFilter(page, 'Role', 'Executive');
  await pickFilter(page, 'Status', 'Inactive');
  await waitForList(page);
  await expect(page.getByRole('heading', { name: /^Users\s*\(/ })).toContainText('(23)');
  const firstPage = await shownUsernames(page);
  expect(firstPage).toHaveLength(20);
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(currentPageNumber(page)).toHaveText('2');
  await waitForList(page);
  const rows = await shownUsernames(page);
  expect(rows).toHaveLength(3);
  // Page 2 holds created users not on page 1.
  expect(rows.every((name) => created.some((u) => u.email === name) && !firstPage.includes(name))).toBe(true);
  return { token, rows };
}

async function expectSameList(page: Page, expected: { url: string; token: string; rows: string[] }) {
  await expect.poll(() => page.url()).toBe(expected.url);
  await expect(searchBox(page)).toHaveValue(expected.token);
  await expect(filterRowToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(listFilter(page, 'Role')).toContainText('Executive');
  await expect(listFilter(page, 'Status')).toContainText('Inactive');
  await expect(currentPageNumber(page)).toHaveText('2');
  await expect(page.getByRole('heading', { name: /^Users\s*\(/ })).toContainText('(23)');
  expect(await shownUsernames(page)).toEqual(expected.rows);
}

test('Back after opening a user restores the search, the filters and the page', async ({ page }) => {
  const { token, rows } = await onSecondPageOfOwnUsers(page, 'back');
  const url = page.url();
  expect(new URL(url).searchParams.get('page')).toBe('2');

  await userRow(page, rows[0])
    .getByRole('button', { name: `View ${rows[0]}` })
    .click();
  await expectPath(page, `/users/details/${await page.evaluate(() => location.pathname.split('/').pop())}`);
  await expect(page.getByLabel('User Name')).toHaveValue(rows[0]);
  await page.goBack();

  await expectPath(page, '/users');
  await expectSameList(page, { url, token, rows });
  await page.screenshot({ path: '/tmp/users-list-filters.png', fullPage: true });

  // Cancel on the user's page also returns to the list as it was.
  await userRow(page, rows[1])
    .getByRole('button', { name: `View ${rows[1]}` })
    .click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expectSameList(page, { url, token, rows });
});

test('a shared link shows the same filtered page in a fresh page', async ({ page }) => {
  const { token, rows } = await onSecondPageOfOwnUsers(page, 'link');
  const url = page.url();

  const fresh = await page.context().newPage();
  await fresh.goto(url);
  await waitForList(fresh);
  await expectSameList(fresh, { url, token, rows });
  await fresh.close();
});

test('the header opens and closes the filter row; it opens by itself while a filter is set', async ({
  page,
}) => {
  await asCompanyAdmin(page);
  await openUsers(page);
  // No filter set: closed, the search box still there.
  await expect(filterRowToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(listFilter(page, 'Role')).toBeHidden();
  await expect(searchBox(page)).toBeVisible();
  await filterRowToggle(page).click();
  await expect(listFilter(page, 'Role')).toBeVisible();
  await filterRowToggle(page).click();
  await expect(listFilter(page, 'Role')).toBeHidden();

  // A search alone is no filter: the row stays closed.
  await search(page, 'Maria');
  await page.reload();
  await waitForList(page);
  await expect(filterRowToggle(page)).toHaveAttribute('aria-expanded', 'false');

  await pickFilter(page, 'Role', 'Manager');
  await page.reload();
  await waitForList(page);
  await expect(filterRowToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(listFilter(page, 'Role')).toContainText('Manager');
  expect(await shownUsernames(page)).toEqual(['manager@demo.test']);
});

test("the first filter applied keeps its options; the others' are narrowed by the filters set", async ({
  page,
}) => {
  const asked: Record<string, { role_id: number[]; status: number; site_id: number[] }[]> = {};
  await page.route('**/api/User/FilterUsers*Options', async (route) => {
    const kind = new URL(route.request().url()).pathname.split('/').pop()!;
    (asked[kind] ??= []).push(route.request().postDataJSON());
    await route.continue();
  });
  await asCompanyAdmin(page);
  await openUsers(page);

  await pickFilter(page, 'Role', 'Operator');
  expect(asked.FilterUsersRoleOptions).toEqual([expect.objectContaining({ role_id: [], status: 0 })]);
  await pickFilter(page, 'Status', 'Inactive');
  await waitForList(page);

  // The Site options are narrowed by Role and Status.
  await listFilter(page, 'Site').getByRole('button').first().click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  expect(asked.FilterUsersSiteOptions).toEqual([
    expect.objectContaining({ role_id: [3], status: 2, site_id: [] }),
  ]);

  // The primary filter (Role) is not asked again, and still offers every role.
  await listFilter(page, 'Role').getByRole('button').first().click();
  for (const role of ['Manager', 'Operator', 'Executive'])
    await expect(page.getByRole('option', { name: role, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(asked.FilterUsersRoleOptions).toHaveLength(1);

  // Once Role is cleared, Status is the primary filter and Role's options are narrowed by it.
  await pickFilter(page, 'Role', 'Operator');
  await listFilter(page, 'Role').getByRole('button').first().click();
  await expect(page.getByRole('option', { name: 'Manager', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(asked.FilterUsersRoleOptions.at(-1)).toMatchObject({ role_id: [], status: 2 });
});

test('a new active role starts a fresh list, even when Back returns to the old one', async ({ page }) => {
  await signInAs(page, 'multirole@demo.test', DEMO_PASSWORD, '/dashboard');
  await openUsers(page);
  await search(page, 'Ivan');
  await pickFilter(page, 'Status', 'Inactive');
  await expect(userRow(page, 'inactive@demo.test')).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).toBe('?q=Ivan&status=2');

  await pickFromMenu(page, 'Role', 'Executive');
  await expectPath(page, '/assets');
  await page.goBack();
  await expectPath(page, '/users');
  // The list made under the Manager role is not applied under Executive.
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Reset Filters' })).toBeDisabled();
  await expect(userRow(page, 'manager@demo.test')).toBeVisible();

  // The same list under the same role again is kept.
  await search(page, 'Ivan');
  await page.goto(tenantUrl('demo', '/assets'));
  await page.goBack();
  await expect(searchBox(page)).toHaveValue('Ivan');

  // Back to the default role (the menu names it 'Manager Default').
  await pickFromMenu(page, 'Role', 'Manager Default');
  await expect(menuTrigger(page, 'Role')).toHaveText('Manager');
});
