/** Helpers for the assets screens' browser tests: own assets made through the API, the list's rows and filters. */
import { expect, type Locator, type Page } from '@playwright/test';
import { accessTokenOf, DEMO_PASSWORD, expectPath, signInOnce, tenantUrl } from './support';

const apiUrl = (path: string) => `http://127.0.0.1:${process.env.AC_E2E_PORT}/api/${path}`;

/** Reno Yard, Northwind Logistics (company 1) in the demo tenant. */
export const RENO_YARD = { siteId: 2, companyId: 1, name: 'Reno Yard' };

interface Envelope<T = unknown> {
  success: number;
  message: string;
  data: T;
}

const tokens = new Map<string, Promise<string>>();
/** One sign-in per user and test file (tokens last an hour). */
function tokenOf(username: string) {
  if (!tokens.has(username)) tokens.set(username, accessTokenOf('demo', username, DEMO_PASSWORD));
  return tokens.get(username)!;
}

/** Calls the API from the test as a demo user under a role and site (as the app's headers say). */
export async function apiAs<T = unknown>(
  who: { username: string; roleId: number; siteId: number; platform?: 'web' | 'app' },
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Envelope<T>> {
  const token = await tokenOf(who.username);
  const response = await fetch(apiUrl(path), {
    method,
    headers: {
      'content-type': 'application/json',
      token,
      domain_name: 'demo',
      platform: who.platform ?? 'web',
      auth_type: 'credentials',
      role_id: String(who.roleId),
      site_id: String(who.siteId),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

export const COMPANY_ADMIN = { username: 'companyadmin@demo.test', roleId: 6, siteId: RENO_YARD.siteId };
export const MANAGER = { username: 'manager@demo.test', roleId: 1, siteId: RENO_YARD.siteId };

let serial = 0;
/** A token unique to this run and call, for names and models no other test uses. */
export const uniqueToken = (label: string) => `${label}${Date.now().toString(36)}${++serial}`.toUpperCase();

export interface NewAsset {
  asset_id: number;
  internal_asset_id: string;
  name: string;
}

/**
 * Adds assets at Reno Yard as demo's company admin, named '{prefix} 01..NN', all of one model
 * and year; `inactive` of them (the last ones) are Inactive.
 */
export async function createAssets(
  count: number,
  fields: { prefix: string; model: string; year?: string; inactive?: number },
): Promise<NewAsset[]> {
  const forms = await apiAs<{ list: { form_id: string }[] }>(
    COMPANY_ADMIN,
    'GET',
    `InspectionForm/GetInspectionFormsByCompany/${RENO_YARD.companyId}`,
  );
  expect(forms.data.list.length, JSON.stringify(forms)).toBeGreaterThan(0);
  const formId = forms.data.list[0].form_id;
  const base = `${Date.now()}${String(++serial).padStart(2, '0')}`;
  const created: NewAsset[] = [];
  for (let start = 0; start < count; start += 4) {
    const batch = Array.from({ length: Math.min(4, count - start) }, async (_, i) => {
      const n = start + i + 1;
      const body = {
        internal_asset_id: `${base}${String(n).padStart(2, '0')}`,
        name: `${fields.prefix} ${String(n).padStart(2, '0')}`,
        asset_type: 'Forklift',
        product_name: 'Toyota',
        model_name: fields.model,
        model_year: fields.year ?? '2019',
        asset_serial_number: `SN-${base}-${n}`,
        current_stage: 'In service',
        inspectionform_id: formId,
        company_id: RENO_YARD.companyId,
        site_id: RENO_YARD.siteId,
        status: n > count - (fields.inactive ?? 0) ? 4 : 3,
      };
      const answer = await apiAs<{ asset_id: number; internal_asset_id: string }>(
        COMPANY_ADMIN,
        'POST',
        'Asset/AddUpdateAsset',
        body,
      );
      expect(answer, JSON.stringify(answer)).toMatchObject({ success: 1 });
      return { asset_id: answer.data.asset_id, internal_asset_id: body.internal_asset_id, name: body.name };
    });
    created.push(...(await Promise.all(batch)));
  }
  return created;
}

/** Signs in as a demo user and waits for their home screen (null: any screen past sign-in). */
export async function signInAs(page: Page, username: string, home: string | null) {
  await signInOnce(page, username, DEMO_PASSWORD);
  if (home !== null) await expectPath(page, home);
}

export const assetsTable = (page: Page) => page.getByRole('table');

/** Waits until the table shows rows or the empty text, not the loading text. */
export async function waitForAssets(page: Page) {
  await expect(page.getByText('Loading assets')).toHaveCount(0);
}

export async function openAssets(page: Page) {
  await page.goto(tenantUrl('demo', '/assets'));
  await expect(assetsTable(page)).toBeVisible();
  await waitForAssets(page);
}

export const assetsCounter = (page: Page) => page.getByRole('heading', { name: /^Assets\s*\(/ });

export const assetRow = (page: Page, name: string): Locator =>
  assetsTable(page).locator('tbody tr').filter({ hasText: name });

/** The asset names the table shows, in order. */
export async function shownAssetNames(page: Page): Promise<string[]> {
  await waitForAssets(page);
  return (await assetsTable(page).locator('tbody tr .ac-asset-name').allInnerTexts()).map((t) =>
    t.split('\n')[0].trim(),
  );
}

export const filterRowToggle = (page: Page) => page.getByRole('button', { name: 'Assets', exact: true });

export async function openFilterRow(page: Page) {
  if ((await filterRowToggle(page).getAttribute('aria-expanded')) !== 'true')
    await filterRowToggle(page).click();
  await expect(filterRowToggle(page)).toHaveAttribute('aria-expanded', 'true');
}

export const listFilter = (page: Page, label: string) => page.locator(`[data-filter="${label}"]`);

/**
 * Picks options of a list filter by their text; `typed` is entered in the dropdown's own search
 * box first (loaded options come 20 a page, so a test's own value is found by typing it).
 */
export async function pickFilter(page: Page, label: string, options: string[], typed?: string) {
  await openFilterRow(page);
  await chooseFilterOptions(page, label, options, typed);
  await waitForAssets(page);
}

/**
 * Chooses options in a list filter's dropdown and waits until the filter shows them. A layout
 * shift between Playwright's stability check and its click (a list's rows or counts arriving as
 * the filter row opens) can land the click beside the option: the dropdown closes with nothing
 * chosen, as it would under a person's cursor. The choice is then made again.
 */
export async function chooseFilterOptions(page: Page, label: string, options: string[], typed?: string) {
  const filter = listFilter(page, label);
  const trigger = filter.getByRole('button').first();
  await expect(async () => {
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    if (typed !== undefined) await page.getByPlaceholder(`Search ${label}`, { exact: true }).fill(typed);
    for (const name of options) {
      const option = page.getByRole('option', { name, exact: true });
      const chosen =
        (await option.getAttribute('aria-selected', { timeout: 5_000 })) === 'true' ||
        (await option.getAttribute('aria-checked', { timeout: 5_000 })) === 'true';
      if (!chosen) await option.click({ timeout: 5_000 });
    }
    if ((await trigger.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
    for (const name of options) await expect(filter).toContainText(name, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

export const currentPageNumber = (page: Page) =>
  page.locator('[aria-current="true"]').filter({ hasText: /^\d+$/ });
