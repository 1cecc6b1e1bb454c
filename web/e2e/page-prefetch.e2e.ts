/**
 * A full load asks for a page's data beside its code (app/lazy-page.ts and the page's prefetch.ts),
 * not after the app has started: each call goes out while the tenant's pool details (which the app
 * waits for before it draws any page) are still held back here. The page's own query then takes
 * that answer (each call once), and a page the role may not open asks nothing before its redirect.
 */
import { expect, test, type Page } from '@playwright/test';
import { COMPANY_ADMIN, createAssets, MANAGER, signInAs, uniqueToken } from './assets-support';
import { expectPath } from './support';

/** Counts, from now on, the API calls to these paths (e.g. 'Asset/FilterAsset'). */
function countCalls(page: Page, paths: string[]) {
  const counts: Record<string, number> = Object.fromEntries(paths.map((path) => [path, 0]));
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname.replace(/^\/api\//, '');
    for (const wanted of paths) if (path.startsWith(wanted)) counts[wanted] += 1;
  });
  return counts;
}

/**
 * Holds the calls matching `held` (a route pattern) until `firstCall` has gone out (or 10 s have
 * passed); resolves with whether it went out meanwhile.
 */
function holdUntilSent(page: Page, held: string, firstCall: string): Promise<boolean> {
  return new Promise((resolve) => {
    void page.route(held, async (route) => {
      const sent = await page
        .waitForRequest((request) => request.url().includes(`/api/${firstCall}`), { timeout: 10_000 })
        .then(
          () => true,
          () => false,
        );
      resolve(sent);
      await route.continue();
    });
  });
}

/** Holds the boot's pool details call until the page's first call has gone out. */
const holdBootUntil = (page: Page, firstCall: string) =>
  holdUntilSent(page, '**/api/company/GetUserPoolDetails**', firstCall);

/**
 * Loads `path` afresh with the boot held until `paths[0]` goes out (which must happen meanwhile),
 * waits for `shown` and the network to settle, and answers how often each of `paths` was called.
 */
async function fullLoad(page: Page, path: string, paths: string[], shown: () => Promise<void>) {
  const calls = countCalls(page, paths);
  const sentEarly = holdBootUntil(page, paths[0]);
  await page.goto(path);
  expect(await sentEarly, `${paths[0]} went out while the boot was held`).toBe(true);
  await shown();
  await page.waitForLoadState('networkidle');
  await page.unrouteAll({ behavior: 'wait' });
  return calls;
}

test('a full load of the asset list asks for its rows (the address’s search) before the app starts, once', async ({
  page,
}) => {
  const model = uniqueToken('PREF');
  const [asset] = await createAssets(1, { prefix: `Prefetch loader ${model}`, model });
  await signInAs(page, MANAGER.username, '/dashboard');
  const calls = await fullLoad(
    page,
    `/assets?q=${encodeURIComponent(asset.name)}`,
    ['Asset/FilterAsset'],
    () => expect(page.getByRole('table').getByText(asset.internal_asset_id)).toBeVisible(),
  );
  expect(calls).toEqual({ 'Asset/FilterAsset': 1 });
});

test('a full load of an asset’s Issues tab asks for the asset and the tab’s rows at once', async ({
  page,
}) => {
  const model = uniqueToken('PREF');
  const [asset] = await createAssets(1, { prefix: `Prefetch dozer ${model}`, model });
  await signInAs(page, MANAGER.username, '/dashboard');
  const paths = ['Issue/FilterIssues', 'Asset/GetAssetDetails', 'Asset/GetAssetActivityLogs'];
  const calls = await fullLoad(page, `/assets/details/${asset.asset_id}?tab=issues`, paths, async () => {
    await expect(page.getByRole('tab', { name: /^Issues/, selected: true })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('table')).toBeVisible();
    await expect(page.getByText('Loading issues')).toHaveCount(0);
  });
  expect(calls).toEqual({
    'Issue/FilterIssues': 1,
    'Asset/GetAssetDetails': 1,
    'Asset/GetAssetActivityLogs': 1,
  });
});

test('in the app, an asset page’s Inspections tab asks for its rows while the asset call is still out', async ({
  page,
}) => {
  const model = uniqueToken('PREF');
  const [asset] = await createAssets(1, { prefix: `Prefetch crane ${model}`, model });
  await signInAs(page, MANAGER.username, '/dashboard');
  await page.goto(`/assets?q=${encodeURIComponent(asset.name)}`);
  const calls = countCalls(page, ['Inspection/FilterInspections', 'Asset/GetAssetDetails']);
  const rowsAskedFirst = holdUntilSent(
    page,
    '**/api/Asset/GetAssetDetails/**',
    'Inspection/FilterInspections',
  );
  await page.getByRole('button', { name: `View ${asset.name}` }).click();
  expect(await rowsAskedFirst, 'FilterInspections went out while the asset call was held').toBe(true);
  await expect(page.getByRole('tab', { name: 'Inspections', selected: true })).toBeVisible();
  await expect(page.getByText('Loading inspections')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.unrouteAll({ behavior: 'wait' });
  expect(calls).toEqual({ 'Inspection/FilterInspections': 1, 'Asset/GetAssetDetails': 1 });
});

/** The PM tabs of a manager on a PM-enabled site: each tab's first call, and what shows it loaded. */
const PM_TABS = [
  {
    tab: 'pm-plan',
    label: 'PM Plan',
    call: 'AssetPM/GetAssetPMPlan',
    shown: (page: Page) => expect(page.getByRole('button', { name: 'Add Plan' })).toBeVisible(),
  },
  {
    tab: 'maintenance-history',
    label: 'Maintenance History',
    call: 'AssetPM/GetCompletionLog',
    shown: async (page: Page) => {
      await expect(page.getByTestId('maintenance-history').first()).toBeVisible();
      await expect(page.getByText('Loading completions')).toHaveCount(0);
    },
  },
  {
    tab: 'pm-notifications',
    label: 'Notifications',
    call: 'PMNotification/GetAssetPMNotificationSettings',
    shown: (page: Page) => expect(page.getByText('Meter hours before due').first()).toBeVisible(),
  },
];

test('a full load of an asset’s PM tabs asks for the tab’s first call beside the asset’s, each once', async ({
  page,
}) => {
  const model = uniqueToken('PREF');
  const [asset] = await createAssets(1, { prefix: `Prefetch grader ${model}`, model });
  await signInAs(page, MANAGER.username, '/dashboard');
  for (const { tab, label, call, shown } of PM_TABS) {
    const paths = [call, 'Asset/GetAssetDetails', 'Asset/GetAssetActivityLogs'];
    const calls = await fullLoad(page, `/assets/details/${asset.asset_id}?tab=${tab}`, paths, async () => {
      await expect(page.getByRole('tab', { name: label, selected: true })).toBeVisible();
      await shown(page);
    });
    expect(calls, tab).toEqual(Object.fromEntries(paths.map((path) => [path, 1])));
  }
});

test('a full load of the dashboard makes each of its calls once, the first before the app starts', async ({
  page,
}) => {
  await signInAs(page, MANAGER.username, '/dashboard');
  const paths = [
    'Inspection/PendingInspectionCheckoutAssetsByManager',
    'Asset/DashboardOutstandingIssues',
    'Asset/GetAssetActivityLogs',
  ];
  const calls = await fullLoad(page, '/dashboard', paths, () =>
    expect(page.getByTestId('activity-feed').locator('li[data-activity-type]').first()).toBeVisible(),
  );
  expect(calls).toEqual(Object.fromEntries(paths.map((path) => [path, 1])));
});

test('the PM library: the company admin’s categories come early; a manager, sent away, asks for none', async ({
  page,
}) => {
  await signInAs(page, COMPANY_ADMIN.username, null);
  const calls = await fullLoad(page, '/preventative-maintenance-settings', ['PM/GetPMCategories'], () =>
    expect(page.locator('[data-testid^="item-"]').first()).toBeVisible(),
  );
  expect(calls).toEqual({ 'PM/GetPMCategories': 1 });

  await signInAs(page, MANAGER.username, '/dashboard');
  const managerCalls = countCalls(page, ['PM/GetPMCategories']);
  await page.goto('/preventative-maintenance-settings');
  await expectPath(page, '/dashboard');
  await page.waitForLoadState('networkidle');
  expect(managerCalls).toEqual({ 'PM/GetPMCategories': 0 });
});
