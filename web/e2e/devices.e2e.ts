/**
 * /devices (spec core 2.12): devices synced by the mobile app's call show in the list; search,
 * a header-click filter, paging and Reset Filters, as a super admin; at 1400 px no column is cut.
 * The test syncs its own devices (a unique code prefix) as demo's operator.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './assets-support';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, tenantUrl } from './support';
import { signInAs } from './users-support';

const prefix = `E2E${Date.now().toString(36).toUpperCase()}`;
const OPERATOR = { username: 'operator@demo.test', roleId: 3, siteId: 2, platform: 'app' } as const;

async function syncAsOperator(devices: Record<string, unknown>[]) {
  for (const device of devices) {
    const answer = await apiAs(OPERATOR, 'POST', 'Device/SyncDevice', device);
    expect(answer.success, JSON.stringify(answer)).toBe(1);
  }
}

/** The list's title: a click opens or closes the filter row. */
const filterRowToggle = (page: Page) => page.getByRole('button', { name: 'Devices', exact: true });
async function pickFilter(page: Page, label: string, option: string) {
  if ((await filterRowToggle(page).getAttribute('aria-expanded')) !== 'true')
    await filterRowToggle(page).click();
  const trigger = page.locator(`[data-filter="${label}"]`).getByRole('button').first();
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  if ((await trigger.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
}

const table = (page: Page) => page.getByRole('table');
const HEADERS = [
  'Code',
  'Name',
  'Type',
  'Brand',
  'Model',
  'OS',
  'Company',
  'Last Sync Time',
  'Last Sync Site',
];
async function shownCodes(page: Page): Promise<string[]> {
  await expect(page.getByText('Loading devices')).toHaveCount(0);
  const cells = table(page).locator('tbody tr td:first-child');
  return (await cells.allInnerTexts()).map((t) => t.trim()).filter((t) => t.startsWith(prefix));
}
/** The texts of a column's cells that are cut: wider than their box, or outside the table's scroll area. */
async function clippedCells(page: Page, header: string): Promise<string[]> {
  return table(page).evaluate((element, name) => {
    let area = element.parentElement;
    while (area && !/auto|scroll|hidden/.test(getComputedStyle(area).overflowX)) area = area.parentElement;
    const visible = (area ?? document.documentElement).getBoundingClientRect();
    const index = [...element.querySelectorAll('thead th')].findIndex(
      (th) => th.textContent?.trim() === name,
    );
    if (index < 0) return [`no column ${name}`];
    return [...element.querySelectorAll('tbody tr')]
      .map((row) => row.children[index] as HTMLElement)
      .filter((cell) => {
        const box = cell.getBoundingClientRect();
        const content = (cell.firstElementChild as HTMLElement | null) ?? cell;
        return (
          cell.scrollWidth > cell.clientWidth ||
          content.scrollWidth > content.clientWidth ||
          box.right > visible.right + 1 ||
          box.left < visible.left - 1
        );
      })
      .map((cell) => cell.textContent ?? '');
  }, header);
}
async function search(page: Page, text: string) {
  await page.getByLabel('Search Devices').fill(text);
  await page.getByLabel('Search Devices').press('Enter');
  await expect(page.getByText('Loading devices')).toHaveCount(0);
}

test.beforeAll(async () => {
  // 23 devices: 3 iPads, the rest Zebra handhelds; one synced at a known time.
  const devices = Array.from({ length: 23 }, (_, i) => ({
    device_code: `${prefix}-${String(i + 1).padStart(2, '0')}`,
    device_name: `E2E unit ${i + 1}`,
    device_type: i < 3 ? 'Tablet' : 'Handheld',
    brand: i < 3 ? 'Apple' : 'Zebra',
    model: i < 3 ? 'iPad 9th gen' : 'TC52',
    os: i < 3 ? 'iOS 17.4' : 'Android 11',
    site_id: 2,
    sync_time: '2026-03-08T21:59:07Z',
  }));
  await syncAsOperator(devices);
});

test('search, filter by brand, page and reset the devices list', async ({ page }) => {
  await signInAs(page, 'superadmin@demo.test', DEMO_PASSWORD, '/assets');
  await page.goto(tenantUrl('demo', '/devices'));
  await expect(table(page)).toBeVisible();
  for (const header of HEADERS)
    await expect(table(page).getByRole('columnheader', { name: header, exact: true })).toBeVisible();

  await search(page, prefix);
  expect(await shownCodes(page)).toHaveLength(20);
  const first = table(page)
    .getByRole('row')
    .filter({ hasText: `${prefix}-01` });
  await expect(first).toContainText('Northwind Logistics');
  await expect(first).toContainText('Reno Yard');
  // Local time of the browser (the twin's Chromium runs in UTC unless TZ says otherwise), with seconds.
  const local = await page.evaluate(() => {
    const d = new Date('2026-03-08T21:59:07Z');
    const h = d.getHours() % 12 || 12;
    const two = (n: number) => String(n).padStart(2, '0');
    return `${two(d.getMonth() + 1)}-${two(d.getDate())}-${d.getFullYear()} ${two(h)}:${two(d.getMinutes())}:${two(d.getSeconds())} ${d.getHours() < 12 ? 'am' : 'pm'}`;
  });
  await expect(first).toContainText(local);
  await page.screenshot({ path: '/tmp/devices-list.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the devices list');
  // At the tests' 1400 px window every column reads whole: no cell overflows its box or lies
  // outside the table's visible area (Last Sync Time was cut off at the right edge, Last Sync Site hidden).
  for (const header of HEADERS) expect(await clippedCells(page, header), header).toEqual([]);

  // Page 2 holds the last three.
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect.poll(() => shownCodes(page)).toEqual([`${prefix}-21`, `${prefix}-22`, `${prefix}-23`]);

  await pickFilter(page, 'Brand', 'Apple');
  await expect.poll(() => shownCodes(page)).toEqual([`${prefix}-01`, `${prefix}-02`, `${prefix}-03`]);
  await page.screenshot({ path: '/tmp/devices-filtered.png', fullPage: true });

  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(page.getByLabel('Search Devices')).toHaveValue('');
  await expect.poll(async () => (await table(page).locator('tbody tr').count()) > 0).toBe(true);
  await expect(page.getByRole('button', { name: 'Reset Filters' })).toBeDisabled();
});

test("a company admin sees their company's devices, with no Company filter", async ({ page }) => {
  await signInAs(page, 'companyadmin@demo.test', DEMO_PASSWORD, '/assets');
  await page.goto(tenantUrl('demo', '/devices'));
  await search(page, prefix);
  expect(await shownCodes(page)).toHaveLength(20);
  await filterRowToggle(page).click();
  await expect(page.locator('[data-filter="Last Sync Site"]')).toBeVisible();
  await expect(page.locator('[data-filter="Company"]')).toHaveCount(0);
  // The seeded devices of their company are listed, those of the other (Blue Ridge Construction) not.
  await search(page, 'NOR-');
  await expect(table(page).locator('tbody tr').first()).toContainText('Northwind Logistics');
  await search(page, 'BLU-');
  await expect(page.getByText('No data found')).toBeVisible();
  await page.screenshot({ path: '/tmp/devices-company-admin.png', fullPage: true });
});
