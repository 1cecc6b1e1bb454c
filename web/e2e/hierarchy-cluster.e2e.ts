/**
 * /hierarchy and /cluster (maintenance 2.12): the test adds its own small family of assets to
 * demo's Reno Yard (a parent named to sort first, two children, a grandchild) as the company
 * admin, then: a manager expands the parent to see its children and opens one with View; a
 * company admin has no Action column; the cluster draws the company and sites in view, opens a site to
 * its assets (by mouse and by keyboard) and an asset to its page, and Zoom to fit brings the sites back.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiAs, COMPANY_ADMIN } from './assets-support';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, expectPath, tenantUrl } from './support';
import { signInAs } from './users-support';

const stamp = Date.now().toString().slice(-8);
const parentName = `000 E2E Loader ${stamp}`;
const ids = { parent: `7${stamp}1`, childA: `7${stamp}2`, childB: `7${stamp}3`, grandchild: `7${stamp}4` };
const created: Record<string, number> = {};
/** Calls the API as the demo company admin; every call here must succeed. */
async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const answer = await apiAs<T>(COMPANY_ADMIN, method, path, body);
  expect(answer.success, JSON.stringify(answer)).toBe(1);
  return answer as T;
}

test.beforeAll(async () => {
  const forms = await api<{ data: { list?: { form_id: string }[] } | { form_id: string }[] }>(
    'GET',
    'InspectionForm/GetInspectionFormsByCompany/1',
  );
  const formList = Array.isArray(forms.data) ? forms.data : (forms.data.list ?? []);
  const formId = formList[0].form_id;
  const add = async (key: keyof typeof ids, name: string, parent = '') => {
    const answer = await api<{ data: { asset_id: number } }>('POST', 'Asset/AddUpdateAsset', {
      internal_asset_id: ids[key],
      name,
      asset_type: 'Loader',
      model_name: '950M',
      model_year: '2021',
      inspectionform_id: formId,
      company_id: 1,
      site_id: 2,
      status: 3,
      parent,
    });
    created[key] = answer.data.asset_id;
  };
  await add('parent', parentName);
  await add('childA', `E2E Bucket ${stamp}`, ids.parent);
  await add('childB', `E2E Ripper ${stamp}`, ids.parent);
  await add('grandchild', `E2E Teeth ${stamp}`, ids.childA);
});

// Cloudscape's table with expandable rows is a treegrid.
const table = (page: Page) => page.getByRole('treegrid', { name: 'Asset hierarchy' });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });

test('a manager expands a parent to see its children, and View opens the asset', async ({ page }) => {
  await signInAs(page, 'manager@demo.test', DEMO_PASSWORD, '/dashboard');
  // Reached from the asset list's Views menu (no sidebar entry in the spec).
  await page.goto(tenantUrl('demo', '/assets'));
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: 'Hierarchy' }).click();
  await expect(page).toHaveURL(/\/hierarchy$/);
  for (const header of ['Asset Name', 'Level', 'Site', 'Action'])
    await expect(table(page).getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(row(page, parentName)).toBeVisible();
  await expect(row(page, `E2E Bucket ${stamp}`)).toHaveCount(0);

  await page.getByRole('button', { name: `Expand ${parentName}` }).click();
  await expect(row(page, `E2E Bucket ${stamp}`)).toBeVisible();
  await expect(row(page, `E2E Ripper ${stamp}`)).toBeVisible();
  await expect(row(page, `E2E Bucket ${stamp}`)).toContainText('Reno Yard');
  // The grandchild waits until its own parent is expanded.
  await expect(row(page, `E2E Teeth ${stamp}`)).toHaveCount(0);
  await page.getByRole('button', { name: `Expand E2E Bucket ${stamp}` }).click();
  await expect(row(page, `E2E Teeth ${stamp}`)).toBeVisible();
  await page.screenshot({ path: '/tmp/hierarchy-manager.png', fullPage: true });

  await row(page, `E2E Ripper ${stamp}`).getByRole('button', { name: 'View' }).click();
  await expectPath(page, `/assets/details/${created.childB}`);
});

test('a company admin sees the tree without the Action column', async ({ page }) => {
  await signInAs(page, 'companyadmin@demo.test', DEMO_PASSWORD, '/assets');
  await page.goto(tenantUrl('demo', '/hierarchy'));
  await expect(row(page, parentName)).toBeVisible();
  await expect(table(page).getByRole('columnheader')).toHaveText(['Asset Name', 'Level', 'Site']);
  await expect(table(page).getByRole('button', { name: 'View' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/hierarchy-company-admin.png', fullPage: true });
});

const graphOf = (page: Page) => page.getByRole('group', { name: 'Cluster graph' });
const siteNode = (page: Page, name: string) =>
  graphOf(page).locator('[data-kind="site"]').filter({ hasText: name });

test('the cluster draws the company and sites in view, a site opens to its assets, and an asset opens its page', async ({
  page,
}) => {
  await signInAs(page, 'manager@demo.test', DEMO_PASSWORD, '/dashboard');
  await page.goto(tenantUrl('demo', '/cluster'));
  const graph = graphOf(page);
  await expect(graph.locator('[data-kind="company"]')).toContainText('Northwind Logistics');
  await expect(siteNode(page, 'Reno Yard')).toHaveCount(1);
  await expect(siteNode(page, 'All Sites')).toHaveCount(0);
  // First paint: the company and its sites (with their counts) inside the view, no asset yet.
  await expect(graph.locator('[data-kind="company"] circle')).toBeInViewport();
  await expect(siteNode(page, 'Reno Yard').locator('circle')).toBeInViewport();
  await expect(siteNode(page, 'Reno Yard')).toContainText(/\d+ assets/);
  await expect(graph.locator('[data-kind="asset"]')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/cluster.png', fullPage: true });

  // Open the site: its assets, nested by parent (the grandchild too).
  await siteNode(page, 'Reno Yard').click();
  await expect(page.getByRole('button', { name: /^Reno Yard, \d+ assets$/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // Its first assets at the top of the view (only the nodes in view are drawn).
  await expect(graph.getByRole('link', { name: `Open ${parentName}` })).toBeInViewport();
  await expect(graph.getByRole('link', { name: `Open E2E Bucket ${stamp}` })).toBeInViewport();
  await page.screenshot({ path: '/tmp/cluster-expanded.png', fullPage: true });
  // Every node's shown text is words of its accessible name (label in name), cut labels too.
  await expectNoSeriousA11yViolations(page, 'the cluster with a site open');

  // Zoom in with the button, then open the grandchild by clicking its node.
  const view = graph.locator(':scope > g');
  const fitted = await view.getAttribute('transform');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => view.getAttribute('transform')).not.toBe(fitted);
  const zoomed = await view.getAttribute('transform');
  // The view stays where the user put it (no re-fit on the next render).
  await page.waitForTimeout(300);
  expect(await view.getAttribute('transform')).toBe(zoomed);
  // Drag to pan.
  const box = (await graph.boundingBox())!;
  await page.mouse.move(box.x + 100, box.y + 100);
  await page.mouse.down();
  await page.mouse.move(box.x + 160, box.y + 140, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => view.getAttribute('transform')).not.toBe(zoomed);
  // Zoom to fit: the company and the site in view (the whole tree too when it stays readable; the
  // other test files add assets to Reno Yard, so here it may be just the company and its sites).
  await page.getByRole('button', { name: 'Zoom to fit' }).click();
  await expect(graph.locator('[data-kind="company"] circle')).toBeInViewport();
  await expect(siteNode(page, 'Reno Yard').locator('circle')).toBeInViewport();
  await page.screenshot({ path: '/tmp/cluster-fitted.png', fullPage: true });
  // Open an asset by clicking its node: a fresh view, the site opened, its first asset at the top.
  await page.goto(tenantUrl('demo', '/cluster'));
  await siteNode(page, 'Reno Yard').click();
  await graph.getByRole('link', { name: `Open ${parentName}` }).click();
  await expectPath(page, `/assets/details/${created.parent}`);
});

test('the cluster by keyboard: Tab into the graph, arrows between nodes, Enter opens a site and an asset', async ({
  page,
}) => {
  await signInAs(page, 'manager@demo.test', DEMO_PASSWORD, '/dashboard');
  await page.goto(tenantUrl('demo', '/cluster'));
  const graph = graphOf(page);
  await expect(siteNode(page, 'Reno Yard')).toHaveCount(1);
  // From the last header button, Tab reaches the company node.
  await page.getByRole('button', { name: 'Zoom to fit' }).focus();
  await page.keyboard.press('Tab');
  await expect(graph.getByRole('button', { name: /^Northwind Logistics, \d+ sites?$/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const reno = page.getByRole('button', { name: /^Reno Yard, \d+ assets$/ });
  await expect(reno).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(reno).toHaveAttribute('aria-expanded', 'true');
  await expect(graph.getByRole('link', { name: `Open ${parentName}` })).toHaveCount(1);
  // The site's first asset (earlier runs on this twin may have left loaders named like ours).
  await page.keyboard.press('ArrowRight');
  await expect(graph.locator('[data-kind="asset"]:focus')).toHaveAttribute(
    'aria-label',
    /^Open 000 E2E Loader \d+$/,
  );
  // Down its siblings to ours, then Right to its first child and Enter opens it.
  for (let i = 0; i < 20; i++) {
    if ((await graph.locator(':focus').getAttribute('aria-label')) === `Open ${parentName}`) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(graph.getByRole('link', { name: `Open ${parentName}` })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(graph.getByRole('link', { name: `Open E2E Bucket ${stamp}` })).toBeFocused();
  // Left back up to the site, and Left again closes it.
  await page.keyboard.press('ArrowLeft');
  await expect(graph.getByRole('link', { name: `Open ${parentName}` })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(reno).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(reno).toHaveAttribute('aria-expanded', 'false');
  await expect(graph.locator('[data-kind="asset"]')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(reno).toHaveAttribute('aria-expanded', 'true');
  await expect(graph.locator('[data-kind="asset"]').first()).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(graph.locator('[data-kind="asset"]:focus')).toHaveCount(1);
  await page.keyboard.press('Home');
  await expect(graph.getByRole('button', { name: /^Northwind Logistics, \d+ sites?$/ })).toBeFocused();
  await page.screenshot({ path: '/tmp/cluster-keyboard.png', fullPage: true });
  // Right to the site, Right to its first asset, and Enter opens the asset's page.
  // (Each key goes to the node focused when it is pressed: wait for the focus before the next.)
  await page.keyboard.press('ArrowRight');
  await expect(reno).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(graph.locator('[data-kind="asset"]:focus')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/assets\/details\/\d+$/);
});

test('under All sites the cluster shows every site of the company and never the all-sites entry', async ({
  page,
}) => {
  // The company admin's stored site is the company's all-sites entry (status 20).
  await signInAs(page, 'companyadmin@demo.test', DEMO_PASSWORD, '/assets');
  await page.goto(tenantUrl('demo', '/cluster'));
  const graph = graphOf(page);
  const sites = graph.locator('[data-kind="site"]');
  await expect(sites.filter({ hasText: 'Reno Yard' })).toHaveCount(1);
  await expect(sites.filter({ hasText: 'Sparks Depot' })).toHaveCount(1);
  await expect(sites.filter({ hasText: 'All Sites' })).toHaveCount(0);
  await expect(sites.filter({ hasText: 'Asheville Yard' })).toHaveCount(0);
  // Open two sites, zoom in far, then Zoom to fit: the company and every site are in view again.
  await sites.filter({ hasText: 'Reno Yard' }).click();
  await expect(graph.getByRole('link', { name: `Open ${parentName}` })).toHaveCount(1);
  // Opening a site moves the view to its assets, and only nodes in view are drawn: fit first.
  await page.getByRole('button', { name: 'Zoom to fit' }).click();
  await sites.filter({ hasText: 'Sparks Depot' }).click();
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom to fit' }).click();
  await expect(graph.locator('[data-kind="company"] circle')).toBeInViewport();
  for (const site of await sites.locator('circle').all()) await expect(site).toBeInViewport();
  await page.screenshot({ path: '/tmp/cluster-all-sites.png', fullPage: true });
});
