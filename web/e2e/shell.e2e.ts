/** The shell (spec 2.1, 2.2, 4): route guards and fallbacks, page titles, selectors, logout. */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectPath, signIn, tenantUrl } from './support';
import { menuTrigger, pageTitle, pickFromMenu, setMenuDefault, sidebarLinks, toast } from './app';

async function visit(page: Page, path: string) {
  await page.goto(tenantUrl('demo', path));
}

test.describe('signed out', () => {
  test('unknown paths go to / and protected paths to /login', async ({ page }) => {
    await visit(page, '/no/such/page');
    await expectPath(page, '/');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await visit(page, '/dashboard');
    await expectPath(page, '/login');
    await visit(page, '/assets/details/17');
    await expectPath(page, '/login');
    await visit(page, '/issues/anything/else');
    await expectPath(page, '/login');
  });

  test('the tab shows the app icon', async ({ page }) => {
    await visit(page, '/login');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/favicon.svg');
    const icon = await page.request.get(tenantUrl('demo', href!));
    expect(icon.ok()).toBe(true);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
  });
});

test('manager: fallbacks, public routes and routes of other roles', async ({ page }) => {
  await signIn(page, 'manager@demo.test', DEMO_PASSWORD);
  await expectPath(page, '/dashboard');
  await expect(pageTitle(page)).toHaveText('Dashboard');
  await expect(page.getByRole('heading', { name: /^Pending Reviews/ })).toBeVisible();

  const redirects: [from: string, to: string][] = [
    ['/no/such/page', '/dashboard'],
    ['/assets/whatever/else', '/assets'],
    ['/assets/details', '/assets'],
    ['/inspections/zzz', '/inspections'],
    ['/issues/a/b/c', '/issues'],
    ['/users/unknown', '/users'],
    ['/login', '/dashboard'],
    ['/forgotpassword', '/dashboard'],
    // Super admin and company admin pages.
    ['/devices', '/dashboard'],
    ['/preventative-maintenance-settings', '/dashboard'],
  ];
  for (const [from, to] of redirects) {
    await visit(page, from);
    await expectPath(page, to);
  }

  await visit(page, '/assets/details/A-17');
  await expectPath(page, '/assets/details/A-17');
  await expect(pageTitle(page)).toHaveText('Asset Details');
  await expect(page).toHaveTitle('Asset Details - AssetCare Demo');

  await page.getByTestId('side-nav').getByRole('link', { name: 'Work Orders' }).click();
  await expectPath(page, '/workorders');
  await expect(pageTitle(page)).toHaveText('Work Orders');

  await page.getByRole('button', { name: 'Profile' }).click();
  await expectPath(page, '/profile');
  await expect(pageTitle(page)).toHaveText('Profile');
});

test('executive: /dashboard goes to /assets; site switch and default site', async ({ page }) => {
  await signIn(page, 'executive@demo.test', DEMO_PASSWORD);
  await expectPath(page, '/quickinsights');
  await visit(page, '/dashboard');
  await expectPath(page, '/assets');
  await visit(page, '/devices');
  await expectPath(page, '/quickinsights');
  // Executives have no bell.
  await expect(page.getByRole('button', { name: /^Notifications(: [\d+]+ unread)?$/ })).toHaveCount(0);

  await expect(menuTrigger(page, 'Site')).toHaveText('Reno Yard');
  await pickFromMenu(page, 'Site', 'Carson Plant');
  await expectPath(page, '/assets');
  await expect(menuTrigger(page, 'Site')).toHaveText('Carson Plant');
  await setMenuDefault(page, 'Site', 'Set as default site');
  await expect(toast(page, 'Default site is updated')).toBeVisible();

  // The server keeps the active site: a new sign-in starts there.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectPath(page, '/login');
  await signIn(page, 'executive@demo.test', DEMO_PASSWORD);
  await expect(menuTrigger(page, 'Site')).toHaveText('Carson Plant');

  // Back to the seeded default, which other files' tests of this user expect.
  await pickFromMenu(page, 'Site', 'Reno Yard');
  await expect(menuTrigger(page, 'Site')).toHaveText('Reno Yard');
  await setMenuDefault(page, 'Site', 'Set as default site');
  await expect(toast(page, 'Default site is updated')).toBeVisible();
});

test('super admin: redirects, company and site selectors with defaults', async ({ page }) => {
  await signIn(page, 'superadmin@demo.test', DEMO_PASSWORD);
  await expectPath(page, '/assets');
  await visit(page, '/quickinsights');
  await expectPath(page, '/assets');
  await visit(page, '/dashboard');
  await expectPath(page, '/assets');
  await expect(page.getByRole('button', { name: /^Notifications(: [\d+]+ unread)?$/ })).toHaveCount(0);
  await expect(menuTrigger(page, 'Role')).toHaveCount(0);

  await expect(menuTrigger(page, 'Company')).toHaveText('Northwind Logistics');
  // The selectors narrow the asset and device lists (issue 26 item 6): Northwind's here.
  const list = page.getByRole('table').first();
  await expect(list).toContainText('Northwind Logistics');
  await expect(list).not.toContainText('Blue Ridge Construction');
  await visit(page, '/devices');
  await expect(list).toContainText('Northwind Logistics');
  await expect(list).not.toContainText('Blue Ridge Construction');
  await pickFromMenu(page, 'Company', 'Blue Ridge Construction');
  // A company switch picks the company's all-sites entry.
  await expectPath(page, '/assets');
  await expect(menuTrigger(page, 'Company')).toHaveText('Blue Ridge Construction');
  await expect(menuTrigger(page, 'Site')).toHaveText('All Sites');
  await expect(list).toContainText('Blue Ridge Construction');
  await expect(list).not.toContainText('Northwind Logistics');
  await setMenuDefault(page, 'Company', 'Set as default company');
  await expect(toast(page, 'Default company updated !')).toBeVisible();

  await pickFromMenu(page, 'Site', 'Boone Quarry');
  await expect(menuTrigger(page, 'Site')).toHaveText('Boone Quarry');
  await expect(list).not.toContainText('Asheville Yard');
  await visit(page, '/devices');
  await expect(list).toContainText('Boone Quarry');
  await expect(list).not.toContainText('Asheville Yard');
  await expect(list).not.toContainText('Northwind Logistics');
  await setMenuDefault(page, 'Site', 'Set as default site');
  await expect(toast(page, 'Default site updated !')).toBeVisible();
  expect(await sidebarLinks(page)).toEqual([
    'Assets',
    'Hierarchy',
    'Cluster',
    'Inspection Forms',
    'Upload Inspection Forms',
    'Devices',
    'API Keys',
    'Webhooks',
    'Users',
    'Branding',
  ]);
});

test('multirole: role switch, default role, and back', async ({ page }) => {
  await signIn(page, 'roleswitch@demo.test', DEMO_PASSWORD);
  await expectPath(page, '/dashboard');
  await expect(menuTrigger(page, 'Role')).toHaveText('Manager');

  await pickFromMenu(page, 'Role', 'Executive');
  await expectPath(page, '/assets');
  await expect(menuTrigger(page, 'Role')).toHaveText('Executive');
  expect(await sidebarLinks(page)).toEqual([
    'Inspections',
    'Photos',
    'Issues',
    'Submitted',
    'Insights',
    'Reports',
    // The PM list and calendar, read-only, on a PM site (maintenance.md 1; issue 24 items 5, 'PM calendar').
    'Preventative Maintenance',
    'PM Calendar',
    'Parts',
    'Assets',
    'Hierarchy',
    'Cluster',
    'Inspection Forms',
    'Upload Inspection Forms',
    'Users',
    'Notifications settings',
  ]);
  await expect(page.getByRole('button', { name: /^Notifications(: [\d+]+ unread)?$/ })).toHaveCount(0);
  await visit(page, '/dashboard');
  await expectPath(page, '/assets');

  await pickFromMenu(page, 'Role', 'Company Admin');
  await expectPath(page, '/assets');
  await setMenuDefault(page, 'Role', 'Set as default role');
  await expect(toast(page, 'Default role is updated')).toBeVisible();
  await page.reload();
  await expect(menuTrigger(page, 'Role')).toHaveText('Company Admin');
  expect(await sidebarLinks(page)).toContain('Devices');

  // Back to the seeded state: Manager active and default.
  await pickFromMenu(page, 'Role', 'Manager');
  await expectPath(page, '/assets');
  await setMenuDefault(page, 'Role', 'Set as default role');
  await expect(toast(page, 'Default role is updated')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications(: [\d+]+ unread)?$/ })).toBeVisible();
});

test('logout ends the session, even when the logout call fails', async ({ page }) => {
  await signIn(page, 'companyadmin@demo.test', DEMO_PASSWORD);
  await expectPath(page, '/assets');
  await page.route(/\/api\/User\/Logout$/, (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectPath(page, '/login');
  await visit(page, '/assets');
  await expectPath(page, '/login');
});

test('a rejected token ends the session at /login, keeping the domain', async ({ page }) => {
  await signIn(page, 'manager@demo.test', DEMO_PASSWORD);
  await expectPath(page, '/dashboard');
  await page.evaluate(() => localStorage.setItem('accessToken', 'not-a-token'));
  // The bell reads the unread count on load: the API answers 401.
  await page.reload();
  await expectPath(page, '/login');
  expect(await page.evaluate(() => localStorage.getItem('domainName'))).toBe('demo');
  expect(await page.evaluate(() => localStorage.getItem('authenticated'))).toBeNull();
});

test('an expired stored token is renewed before the call', async ({ page }) => {
  await signIn(page, 'manager@demo.test', DEMO_PASSWORD);
  await expectPath(page, '/dashboard');
  await page.evaluate(() => localStorage.setItem('tokenExpiry', '1'));
  await page.reload();
  // The bell reads the unread count on load, which needs a token.
  await expect(page.getByRole('button', { name: /^Notifications(: [\d+]+ unread)?$/ })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Number(localStorage.getItem('tokenExpiry'))))
    .toBeGreaterThan(Date.now());
  await expectPath(page, '/dashboard');
});

test('the sidebar stays as the user left it, across pages and reloads', async ({ page }) => {
  await signIn(page, 'manager@demo.test', DEMO_PASSWORD);
  await expectPath(page, '/dashboard');
  const nav = page.getByTestId('side-nav');
  await expect(nav).toBeVisible();
  await page.getByRole('button', { name: 'Close side navigation' }).click();
  await expect(nav).toBeHidden();
  await visit(page, '/issues');
  await expect(pageTitle(page)).toHaveText('Issues');
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open side navigation' }).click();
  await nav.getByRole('link', { name: 'Assets' }).click();
  await expectPath(page, '/assets');
  await expect(nav).toBeVisible();
  await page.reload();
  await expect(nav).toBeVisible();
});
