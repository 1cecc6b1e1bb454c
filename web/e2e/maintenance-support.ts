/** Helpers for the requests, work orders and portal browser tests: own tasks and issues through the API, panels, pickers, the sidebar badge. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { apiAs, MANAGER, type NewAsset } from './assets-support';
import { accessTokenOf, DEMO_PASSWORD } from './support';

export { MANAGER };

/** A catalogue task of demo's company, made through the API; answers its id, code and title. */
export async function apiTask(title: string, hours: number, minutes: number, rate: number) {
  const answer = await apiAs<{ task_id: number; task_code: string; task_title: string }>(
    MANAGER,
    'POST',
    'Task/AddUpdateTask',
    {
      task_title: title,
      task_est_hours: hours,
      task_est_minutes: minutes,
      hourly_rate: rate,
    },
  );
  expect(answer, JSON.stringify(answer)).toMatchObject({ success: 1 });
  return answer.data;
}

/** An Open issue of the asset, made through the API as the demo manager. */
export async function apiIssue(asset: NewAsset, name: string): Promise<string> {
  const answer = await apiAs<{ issue_uuid: string }>(MANAGER, 'POST', 'Issue/CreateIssue', {
    name,
    notes: `Notes of ${name}`,
    priority: 2,
    internal_asset_id: asset.internal_asset_id,
    asset_id: asset.asset_id,
    attachtoinspection: false,
    isapprove: false,
  });
  expect(answer, JSON.stringify(answer)).toMatchObject({ success: 1 });
  return answer.data.issue_uuid;
}

/** The site's open request count as the server keeps it. */
export async function openRequestCount(): Promise<number> {
  const answer = await apiAs<{ openMRCount: number }>(
    MANAGER,
    'GET',
    'MaintenanceRequest/GetMaintenanceRequestOpenStatusCount',
  );
  expect(answer, JSON.stringify(answer)).toMatchObject({ success: 1 });
  return answer.data.openMRCount;
}

/** The sidebar's Requests badge text ('' when none is shown). */
export async function badgeText(page: Page): Promise<string> {
  const badge = page.getByTestId('badge-openRequests');
  return (await badge.count()) ? (await badge.innerText()).trim() : '';
}
export const shownCount = (n: number) => (n <= 0 ? '' : n > 99 ? '99+' : String(n));

/** A side panel or modal by its title. */
export const panel = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });

/** A form field's box, its input or textarea, and a field's message. */
export const formField = (scope: Page | Locator, label: string) => scope.locator(`[data-field="${label}"]`);
export const input = (scope: Page | Locator, label: string) =>
  formField(scope, label).locator('input, textarea').first();
export const fieldError = (scope: Page | Locator, text: string) =>
  scope.locator('[class*="awsui_error__message"]').getByText(text, { exact: true });

/** Picks the asset in a form's Asset field (typed to search, then clicked). */
export async function pickAsset(page: Page, scope: Locator, asset: NewAsset) {
  await formField(scope, 'Asset').getByRole('button').first().click();
  await page.getByPlaceholder('Search assets').fill(asset.internal_asset_id);
  await page.getByRole('option', { name: `${asset.name} (#${asset.internal_asset_id})` }).click();
}

/** Picks a choice of a form's select field. */
export async function pickChoice(page: Page, scope: Locator, label: string, option: string) {
  await formField(scope, label).getByRole('button').first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** In an open Add Task dialog: searches the word and ticks each task by its code. */
export async function addTasks(page: Page, word: string, codes: string[]) {
  const dialog = panel(page, 'Add Task');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add Task' })).toBeDisabled();
  await dialog.getByLabel('Search Tasks').fill(word);
  for (const code of codes) await dialog.getByRole('checkbox', { name: `Select ${code}` }).check();
  await dialog.getByRole('button', { name: 'Add Task' }).click();
  await expect(dialog).toHaveCount(0);
}

/** The toast of this text. */
export { toast } from './app';

/** The demo tenant's label sheet of these assets (POST Asset/GenerateBarcode), as the manager prints it. */
export async function labelPdf(assetIds: number[]): Promise<Buffer> {
  const token = await accessTokenOf('demo', MANAGER.username, DEMO_PASSWORD);
  const response = await fetch(`http://127.0.0.1:${process.env.AC_E2E_PORT}/api/Asset/GenerateBarcode`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      token,
      domain_name: 'demo',
      platform: 'web',
      auth_type: 'credentials',
      role_id: String(MANAGER.roleId),
      site_id: String(MANAGER.siteId),
    },
    body: JSON.stringify({ assetList: assetIds }),
  });
  expect(response.headers.get('content-type') ?? '').toContain('application/pdf');
  return Buffer.from(await response.arrayBuffer());
}

/** The QR codes of a PDF as a phone reads them: pdftoppm renders each page, zbarimg decodes it. */
export function scanQrCodes(pdf: Buffer, dpi = 200): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-label-'));
  try {
    writeFileSync(path.join(dir, 'labels.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-r',
      String(dpi),
      '-png',
      path.join(dir, 'labels.pdf'),
      path.join(dir, 'page'),
    ]);
    return readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .sort()
      .flatMap((png) =>
        execFileSync('zbarimg', ['-q', '--raw', '-Sdisable', '-Sqrcode.enable', path.join(dir, png)], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        })
          .split('\n')
          .filter(Boolean),
      );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
