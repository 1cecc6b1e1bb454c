/**
 * The users list (spec 2.11, 4, 6, 9; issue 4): search and filters, Reset Filters, page size,
 * what each role sees and may do per row, barcode labels, activate/deactivate with its effect on
 * sign-in, and Resend Temporary Password.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { toast } from './app';
import {
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  expectPath,
  inbox,
  signIn,
  tenantUrl,
} from './support';
import {
  completeFirstSignIn,
  createUserByApi,
  listFilter,
  logout,
  openFilterRow,
  NEW_PASSWORD,
  openUsers,
  pickFilter,
  search,
  shownUsernames,
  signInAs,
  temporaryPasswordFor,
  uniqueEmail,
  userRow,
  usersTable,
  waitForList,
} from './users-support';

const asCompanyAdmin = (page: Page) => signInAs(page, 'companyadmin@demo.test', DEMO_PASSWORD, '/assets');
const resetFilters = (page: Page) => page.getByRole('button', { name: 'Reset Filters' });
const columnHeaders = async (page: Page) =>
  (await usersTable(page).locator('thead th').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
const viewButton = (page: Page, username: string) =>
  userRow(page, username).getByRole('button', { name: `View ${username}` });
const statusSwitch = (page: Page, username: string) =>
  userRow(page, username).getByRole('checkbox', { name: new RegExp(`^(Deactivate|Activate) ${username}$`) });

test.describe('company admin', () => {
  test.beforeEach(async ({ page }) => {
    await asCompanyAdmin(page);
    await openUsers(page);
  });

  test('columns, own row and protected roles', async ({ page }) => {
    expect(await columnHeaders(page)).toEqual(['Username', 'Name', 'Status', 'Site', 'Role', 'Actions']);
    await expectNoSeriousA11yViolations(page, 'the users list');
    await expect(page.getByRole('button', { name: 'Create User', exact: true })).toBeVisible();
    // Own row: View and the toggle are disabled.
    await expect(viewButton(page, 'companyadmin@demo.test')).toBeDisabled();
    await expect(statusSwitch(page, 'companyadmin@demo.test')).toBeDisabled();
    // A company admin manages managers, executives and maintenance staff. Each row is searched for:
    // the other test files' users (made as they run) move the demo users between pages.
    for (const username of [
      'manager@demo.test',
      'executive@demo.test',
      'maintenance@demo.test',
      'operator@demo.test',
    ]) {
      await search(page, username);
      await expect(viewButton(page, username)).toBeEnabled();
      await expect(statusSwitch(page, username)).toBeEnabled();
    }
    // Registered users have no Resend Temporary Password.
    await search(page, 'manager@demo.test');
    await expect(
      userRow(page, 'manager@demo.test').getByRole('button', { name: 'Resend Temporary Password' }),
    ).toHaveCount(0);
    await search(page, 'inactive@demo.test');
    await expect(userRow(page, 'inactive@demo.test')).toContainText('Inactive');
  });

  test('search, filters and Reset Filters', async ({ page }) => {
    await expect(resetFilters(page)).toBeDisabled();
    await search(page, 'Maria');
    expect(await shownUsernames(page)).toEqual(['manager@demo.test']);
    await expect(resetFilters(page)).toBeEnabled();
    // Clearing the search shows everyone again.
    await page.getByLabel('Search Users').fill('');
    await waitForList(page);
    await expect(userRow(page, 'operator@demo.test')).toBeVisible();
    await expect(resetFilters(page)).toBeDisabled();

    await pickFilter(page, 'Status', 'Inactive');
    await expect(userRow(page, 'inactive@demo.test')).toBeVisible();
    await expect(userRow(page, 'manager@demo.test')).toHaveCount(0);
    await pickFilter(page, 'Status', 'All');

    await pickFilter(page, 'Role', 'Operator');
    await waitForList(page);
    for (const row of await usersTable(page).locator('tbody tr').all())
      await expect(row).toContainText('Operator');
    await expect(userRow(page, 'manager@demo.test')).toHaveCount(0);
    await pickFilter(page, 'Role', 'Operator');

    await pickFilter(page, 'Site', 'Sparks Depot');
    await expect(userRow(page, 'manager@demo.test')).toBeVisible();
    await expect(userRow(page, 'operator@demo.test')).toHaveCount(0);
    await expect(resetFilters(page)).toBeEnabled();

    await resetFilters(page).click();
    await expect(userRow(page, 'operator@demo.test')).toBeVisible();
    await expect(resetFilters(page)).toBeDisabled();
    await expect(listFilter(page, 'Site')).not.toContainText('Sparks Depot');
  });

  test('the filter option lists offer the roles and the sites in scope', async ({ page }) => {
    await openFilterRow(page);
    await listFilter(page, 'Role').getByRole('button').first().click();
    for (const role of ['Manager', 'Operator', 'Maintenance staff', 'Executive', 'Company Admin']) {
      await expect(page.getByRole('option', { name: role, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await listFilter(page, 'Site').getByRole('button').first().click();
    for (const site of ['Reno Yard', 'Sparks Depot', 'Carson Plant'])
      await expect(page.getByRole('option', { name: site, exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'All Sites', exact: true })).toHaveCount(0);
    await expect(page.getByRole('option', { name: 'Boone Quarry', exact: true })).toHaveCount(0);
  });

  test('any filter change goes back to page 1; page size 20 to 100', async ({ page }) => {
    await page.getByRole('button', { name: 'Preferences' }).click();
    for (const size of [20, 40, 60, 80, 100])
      await expect(page.getByText(`${size} users`, { exact: true })).toBeVisible();
    const sized = page.waitForRequest(
      (r) => r.url().endsWith('/api/User/FilterUsers') && r.postDataJSON().pagesize === 40,
    );
    await page.getByText('40 users', { exact: true }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    expect((await sized).postDataJSON()).toMatchObject({ pagesize: 40, pageindex: 1 });

    // The page size is in the address; a later page given there (as after going back) is asked
    // for, then a filter change asks for page 1.
    const address = new URL(page.url());
    expect(address.searchParams.get('size')).toBe('40');
    address.searchParams.set('page', '3');
    const third = page.waitForRequest((r) => r.url().endsWith('/api/User/FilterUsers'));
    await page.goto(address.toString());
    expect((await third).postDataJSON()).toMatchObject({ pagesize: 40, pageindex: 3 });
    await expect(page.getByText('No data found', { exact: true })).toBeVisible();
    const first = page.waitForRequest((r) => r.url().endsWith('/api/User/FilterUsers'));
    await pickFilter(page, 'Status', 'Active');
    expect((await first).postDataJSON()).toMatchObject({ pagesize: 40, pageindex: 1, status: 1 });
    await expect.poll(() => new URL(page.url()).search).toBe('?status=1&size=40');
  });

  test('going back from a user restores search and filters', async ({ page }) => {
    await search(page, 'Reyes');
    await pickFilter(page, 'Role', 'Operator');
    await viewButton(page, 'operator@demo.test').click();
    await expectPath(
      page,
      '/users/details/' + (await page.evaluate(() => location.pathname.split('/').pop())),
    );
    await page.goBack();
    await expectPath(page, '/users');
    await expect(page.getByLabel('Search Users')).toHaveValue('Reyes');
    await expect(listFilter(page, 'Role')).toContainText('Operator');
    expect(await shownUsernames(page)).toEqual(['operator@demo.test']);
  });

  test('barcode mode: select-all takes operators and maintenance staff only; Print Barcode', async ({
    page,
  }) => {
    await expect(page.getByRole('button', { name: 'Print Barcode' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Download Barcode' }).click();
    const print = page.getByRole('button', { name: 'Print Barcode' });
    await print.click();
    await expect(toast(page, 'Please select atleast one user')).toBeVisible();
    await expect(toast(page, 'Please select atleast one user')).toBeHidden();

    await page.getByRole('checkbox', { name: 'Select all users' }).check();
    const rows = await usersTable(page).locator('tbody tr').all();
    let chosen = 0;
    for (const row of rows) {
      const roles = await row.locator('td').nth(5).innerText();
      const selectable = /Operator|Maintenance staff/.test(roles);
      const box = row.getByRole('checkbox', { name: /^Select / });
      if (selectable) {
        await expect(box).toBeChecked();
        chosen++;
      } else {
        await expect(box).not.toBeChecked();
        await expect(box).toBeDisabled();
      }
    }
    expect(chosen).toBeGreaterThanOrEqual(2);
    await page.screenshot({ path: '/tmp/users-list-barcode.png', fullPage: true });

    const download = page.waitForEvent('download');
    await print.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('userlist.pdf');
    expect(
      readFileSync(await file.path())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');

    // Leaving barcode mode drops the checkboxes and Print Barcode.
    await page.getByRole('button', { name: 'Download Barcode' }).click();
    await expect(print).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Select all users' })).toHaveCount(0);
  });
});

test('filter options: 20 a page, the next page on scrolling to the bottom, typing debounced', async ({
  page,
}) => {
  // The Site options are stubbed with 45 sites so that paging shows.
  const asked: { pageindex: number; pagesize: number; option_search_string: string }[] = [];
  await page.route('**/api/User/FilterUsersSiteOptions', async (route) => {
    const body = route.request().postDataJSON();
    asked.push({
      pageindex: body.pageindex,
      pagesize: body.pagesize,
      option_search_string: body.option_search_string,
    });
    const sites = Array.from({ length: 45 }, (_, i) => ({
      site_id: 100 + i,
      site_name: `Stub Site ${String(i + 1).padStart(2, '0')}`,
      company_id: 1,
    }));
    const found = sites.filter((s) =>
      s.site_name.toLowerCase().includes(String(body.option_search_string).toLowerCase()),
    );
    const list = found.slice((body.pageindex - 1) * body.pagesize, body.pageindex * body.pagesize);
    await route.fulfill({
      json: {
        success: 1,
        message: 'Success',
        list,
        listsize: found.length,
        data: { list, listsize: found.length },
      },
    });
  });
  await asCompanyAdmin(page);
  await openUsers(page);
  await openFilterRow(page);
  await listFilter(page, 'Site').getByRole('button').first().click();
  const options = page.getByRole('option');
  await expect(options).toHaveCount(20);
  expect(asked).toEqual([{ pageindex: 1, pagesize: 20, option_search_string: '' }]);

  const scrollToBottom = () =>
    page
      .getByRole('listbox')
      .hover()
      .then(() => page.mouse.wheel(0, 5000));
  await scrollToBottom();
  await expect(options).toHaveCount(40);
  await scrollToBottom();
  await expect(options).toHaveCount(45);
  expect(asked.map((a) => a.pageindex)).toEqual([1, 2, 3]);
  await scrollToBottom();
  await page.waitForTimeout(1200);
  expect(asked).toHaveLength(3); // all 45 loaded: no more pages asked

  asked.length = 0;
  await page.getByPlaceholder('Search Site').pressSequentially('Site 4', { delay: 60 });
  await expect(options).toHaveCount(6);
  // Debounced: not one call per key. Typing is 60 ms a key, so on a quiet machine one call; a
  // browser stalled by a busy machine may let the pause pass once mid-word.
  expect(asked.length).toBeLessThan('Site 4'.length);
  expect(asked.at(-1)).toEqual({ pageindex: 1, pagesize: 20, option_search_string: 'Site 4' });
});

test('manager: managers, executives and maintenance staff rows are not actionable', async ({ page }) => {
  await signInAs(page, 'manager@demo.test', DEMO_PASSWORD, '/dashboard');
  await openUsers(page);
  expect(await columnHeaders(page)).toEqual(['Username', 'Name', 'Status', 'Site', 'Role', 'Actions']);
  // Each row is searched for: the other test files' users (made as they run) move the demo users between pages.
  for (const username of ['manager@demo.test', 'executive@demo.test', 'maintenance@demo.test']) {
    await search(page, username);
    await expect(viewButton(page, username)).toBeDisabled();
    await expect(statusSwitch(page, username)).toBeDisabled();
  }
  await search(page, 'operator@demo.test');
  await expect(viewButton(page, 'operator@demo.test')).toBeEnabled();
  await expect(statusSwitch(page, 'operator@demo.test')).toBeEnabled();
  // A manager's Role filter still lists every role; the Company filter is the super admin's.
  await openFilterRow(page);
  await expect(listFilter(page, 'Role')).toBeVisible();
  await expect(listFilter(page, 'Company')).toHaveCount(0);
});

test('executive: no Create User and no actions', async ({ page }) => {
  await signInAs(page, 'executive@demo.test', DEMO_PASSWORD, '/quickinsights');
  await openUsers(page);
  expect(await columnHeaders(page)).toEqual(['Username', 'Name', 'Status', 'Site', 'Role']);
  await expect(page.getByRole('button', { name: 'Create User', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^View / })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /^(Deactivate|Activate) / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download Barcode' })).toBeVisible();
  // The create forms send an executive back to the list.
  await page.goto(tenantUrl('demo', '/users/createnew'));
  await expectPath(page, '/users');
  await page.goto(tenantUrl('demo', '/users/create'));
  await expectPath(page, '/users');
});

test('super admin: Company column and filter; changing company clears the site filter', async ({ page }) => {
  await signInAs(page, 'superadmin@demo.test', DEMO_PASSWORD, '/assets');
  await openUsers(page);
  expect(await columnHeaders(page)).toEqual([
    'Username',
    'Name',
    'Company',
    'Status',
    'Site',
    'Role',
    'Actions',
  ]);
  await pickFilter(page, 'Company', 'Blue Ridge Construction');
  await expect(userRow(page, 'alex@assetcare.test')).toContainText('Blue Ridge Construction');
  await expect(userRow(page, 'manager@demo.test')).toHaveCount(0);
  await pickFilter(page, 'Site', 'Boone Quarry');
  await expect(listFilter(page, 'Site')).toContainText('Boone Quarry');
  await pickFilter(page, 'Company', 'Northwind Logistics');
  await expect(listFilter(page, 'Site')).not.toContainText('Boone Quarry');
  await expect(userRow(page, 'manager@demo.test')).toBeVisible();
});

test('super admin at 1400 px: no column squeezed; the Username column stays while the table scrolls', async ({
  page,
}) => {
  await signInAs(page, 'superadmin@demo.test', DEMO_PASSWORD, '/assets');
  await openUsers(page);
  const header = (name: string) =>
    usersTable(page)
      .locator('thead th')
      .filter({ hasText: new RegExp(`^${name}$`) })
      .first();
  const widthOf = async (name: string) => (await header(name).boundingBox())!.width;
  expect(await widthOf('Username')).toBeGreaterThanOrEqual(219);
  expect(await widthOf('Company')).toBeGreaterThanOrEqual(179);
  expect(await widthOf('Site')).toBeGreaterThanOrEqual(219);
  expect(await widthOf('Role')).toBeGreaterThanOrEqual(169);
  expect(await widthOf('Actions')).toBeGreaterThanOrEqual(189);
  // Three sites read on two lines at most (about 20 px a line).
  const sites = userRow(page, 'manager@demo.test').getByRole('cell').filter({ hasText: 'Sparks Depot' });
  expect((await sites.boundingBox())!.height).toBeLessThan(80);
  await page.screenshot({ path: test.info().outputPath('users-super-admin-1400.png'), fullPage: true });
  // Scrolled to its end, the table keeps Username in place (sticky first column).
  const before = (await header('Username').boundingBox())!.x;
  await usersTable(page).evaluate((table) => {
    const scroller = table.closest('[class*="wrapper"]') ?? table.parentElement!;
    scroller.scrollLeft = scroller.scrollWidth;
  });
  await expect(header('Actions')).toBeInViewport();
  expect((await header('Username').boundingBox())!.x).toBeCloseTo(before, 0);
  await page.screenshot({ path: test.info().outputPath('users-super-admin-1400-scrolled.png') });
});

test('deactivating a user stops their next sign-in; reactivating lets them in again', async ({ page }) => {
  const email = uniqueEmail('toggle');
  await asCompanyAdmin(page);
  await createUserByApi(page, { email, roles: [5], sites: [2], firstname: 'Tess', lastname: 'Toggle' });
  const temporaryPassword = await temporaryPasswordFor(email);
  await logout(page);
  await completeFirstSignIn(page, email, temporaryPassword);

  await asCompanyAdmin(page);
  await openUsers(page);
  await search(page, email);
  await expect(userRow(page, email).getByRole('button', { name: 'Resend Temporary Password' })).toHaveCount(
    0,
  );
  await userRow(page, email)
    .getByRole('checkbox', { name: `Deactivate ${email}` })
    .click();
  await expect(toast(page, 'User status updated !')).toBeVisible();
  await expect(userRow(page, email)).toContainText('Inactive');
  await logout(page);

  await signIn(page, email, NEW_PASSWORD);
  await expect(
    page.getByText('Your account is inactive. Please contact your administrator.', { exact: true }),
  ).toBeVisible();
  await expectPath(page, '/login');

  await asCompanyAdmin(page);
  await openUsers(page);
  await search(page, email);
  await userRow(page, email)
    .getByRole('checkbox', { name: `Activate ${email}` })
    .click();
  await expect(toast(page, 'User status updated !')).toBeVisible();
  await expect(userRow(page, email)).not.toContainText('Inactive');
  await logout(page);
  await signIn(page, email, NEW_PASSWORD);
  await expectPath(page, '/quickinsights');
});

test('Resend Temporary Password sends a new one while the registration is incomplete', async ({ page }) => {
  const email = uniqueEmail('resend');
  await asCompanyAdmin(page);
  await createUserByApi(page, { email, roles: [1], sites: [3], firstname: 'Remy', lastname: 'Resend' });
  const first = await temporaryPasswordFor(email);
  await openUsers(page);
  await search(page, email);
  await userRow(page, email).getByRole('button', { name: 'Resend Temporary Password' }).click();
  await expect(toast(page, 'Temporary password sent !')).toBeVisible();
  await expect
    .poll(async () => (await inbox()).filter((m) => m.destination.to.includes(email)).length)
    .toBe(2);
  const second = await temporaryPasswordFor(email);
  expect(second).not.toBe(first);
  await logout(page);
  // The new temporary password is the one that works.
  await completeFirstSignIn(page, email, second);
});
