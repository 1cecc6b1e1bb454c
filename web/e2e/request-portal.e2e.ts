/**
 * The no-sign-in request portal (issue 11 item 5): the QR code of an asset's printed label
 * (Asset/GenerateBarcode; the PDF rendered by pdftoppm, the QR read by zbarimg) gives the portal
 * URL; a person who is not signed in opens it, sees the asset's name only, meets every message of
 * the form (required fields, the title limit, a photo that is not an image), reports a problem with
 * HTML in its text and a photo, and is thanked. The manager then finds the report as an Open request
 * whose title shows the HTML as text. Abuse over HTTP: malformed, oversized and unknown-field bodies,
 * unknown and foreign-looking tokens (an asset id in the link) are refused with their messages; a
 * burst beyond the rate limit gets the clear 'too many' message; and the manager's list then holds
 * exactly the reports that were accepted (nothing written on any refusal).
 */
import { expect, test, type Page } from '@playwright/test';
import { createAssets, signInAs, uniqueToken } from './assets-support';
import { photoBytes } from './inspections-support';
import { fieldError, input, labelPdf, panel, scanQrCodes } from './maintenance-support';

const portalApi = (path: string, init: { method?: string; body?: string } = {}) =>
  fetch(`http://127.0.0.1:${process.env.AC_E2E_PORT}/api/${path}`, {
    method: init.method ?? 'POST',
    headers: { 'content-type': 'application/json', domain_name: 'demo', platform: 'web' },
    ...(init.body !== undefined ? { body: init.body } : {}),
  });

/** The manager's requests whose text holds `word` (the list searched). */
async function rowsWith(page: Page, word: string) {
  await page.goto(`${process.env.AC_E2E_BASE_URL}/maintenance-requests`);
  await page.getByLabel('Search Requests').fill(word);
  await page.getByLabel('Search Requests').press('Enter');
  await expect(page.getByText('Loading requests')).toHaveCount(0);
  return page.getByRole('row').filter({ hasText: word });
}

test('a scanned label opens the portal; the report lands as a request; bursts are refused clearly', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const word = uniqueToken('PORTAL');
  const [asset] = await createAssets(1, { prefix: `Telehandler ${word}`, model: word });

  // Scan the printed label: its QR code is the portal URL.
  const codes = scanQrCodes(await labelPdf([asset.asset_id]));
  const portalUrl = codes.find((code) => code.includes('/portal/'));
  expect(portalUrl, `QR codes read: ${codes.join(', ')}`).toBeTruthy();
  // The twin's web address is the API's port; the label names the tenant's configured web URL, same path.
  const pathname = new URL(portalUrl!).pathname;
  expect(pathname).toMatch(/^\/portal\/p[A-Za-z0-9_-]{32}$/);

  // A visitor, not signed in.
  const visitor = await browser.newContext();
  const yard = await visitor.newPage();
  await yard.goto(`${process.env.AC_E2E_BASE_URL}${pathname}`);
  await expect(yard.getByRole('heading', { name: asset.name })).toBeVisible();
  // Only the asset's name: not its internal id, site or company.
  await expect(yard.locator('body')).not.toContainText(asset.internal_asset_id);
  await expect(yard.locator('body')).not.toContainText('Reno Yard');
  await yard.screenshot({ path: '/tmp/woweb-portal-form.png', fullPage: true });

  await yard.getByRole('button', { name: 'Send report' }).click();
  await expect(fieldError(yard, 'Title is required !')).toBeVisible();
  await expect(fieldError(yard, 'Description is required !')).toBeVisible();
  await input(yard, 'Title').fill('z'.repeat(101));
  await yard.getByRole('button', { name: 'Send report' }).click();
  await expect(fieldError(yard, 'Title can not be more than 100 characters !')).toBeVisible();
  await yard
    .getByLabel('Photo (optional)')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(fieldError(yard, 'The photo must be a JPEG, PNG or WebP image up to 10 MB.')).toBeVisible();
  await yard.screenshot({ path: '/tmp/woweb-portal-messages.png', fullPage: true });

  const title = `<b>${word}</b> fork <img src=x onerror="window.hacked=1">`;
  await input(yard, 'Title').fill(title);
  await input(yard, 'Description').fill(`<script>window.hacked=2</script> ${word} left fork is bent`);
  await yard
    .getByLabel('Photo (optional)')
    .setInputFiles({ name: 'fork.png', mimeType: 'image/png', buffer: await photoBytes(7, 200) });
  await yard.getByRole('button', { name: 'Send report' }).click();
  await expect(yard.getByText('Thank you! Your report has been sent to the maintenance team.')).toBeVisible();
  await yard.screenshot({ path: '/tmp/woweb-portal-thanks.png', fullPage: true });

  // The manager finds it as an Open request; its title is shown as text, never run.
  await signInAs(page, 'manager@demo.test', '/dashboard');
  await page.goto(`${process.env.AC_E2E_BASE_URL}/maintenance-requests`);
  await page.getByLabel('Search Requests').fill(word);
  await page.getByLabel('Search Requests').press('Enter');
  const row = page.getByRole('row').filter({ hasText: word });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(title);
  await expect(row).toContainText('Open');
  await row.getByRole('button', { name: /^View / }).click();
  const view = panel(page, title);
  await expect(view).toContainText(`<script>window.hacked=2</script> ${word} left fork is bent`);
  await expect(view.getByRole('img', { name: `Photo of ${title}` })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  await page.screenshot({ path: '/tmp/woweb-portal-request.png' });

  // Abuse over HTTP, before the burst (a refusal must not even spend the rate limit).
  const token = pathname.split('/').pop()!;
  const report = `Portal/ReportProblem/${token}`;
  const refusals: [string, string | undefined, number, string | RegExp][] = [
    ['malformed JSON', `{"title": "${word} broken`, 400, /./],
    ['not an object', JSON.stringify([`${word} list`]), 400, /./],
    ['no body', undefined, 400, /./],
    ['title not text', JSON.stringify({ title: [`${word} array`], description: 'd' }), 400, /./],
    [
      'title over 100',
      JSON.stringify({ title: `${word} ${'t'.repeat(100)}`, description: 'd' }),
      400,
      'Title can not be more than 100 characters !',
    ],
    [
      'description over 2000',
      JSON.stringify({ title: `${word} long`, description: 'x'.repeat(20_000) }),
      400,
      /Description/,
    ],
    // Within the field limits but over 8 KB on the wire (each letter written as a JSON escape).
    [
      'oversized body',
      `{"title": "${word} big", "description": "${'\\u0041'.repeat(2000)}"}`,
      413,
      'The report is too large.',
    ],
    [
      'an asset id of its own',
      JSON.stringify({ title: `${word} other asset`, description: 'd', asset_id: asset.asset_id + 1 }),
      400,
      /./,
    ],
    [
      'a tenant of its own',
      JSON.stringify({ title: `${word} other tenant`, description: 'd', tenant: 'acme' }),
      400,
      /./,
    ],
    [
      'a photo it was not given',
      JSON.stringify({ title: `${word} photo`, description: 'd', photo: '../../acme/secret.jpg' }),
      400,
      /./,
    ],
  ];
  for (const [what, body, status, message] of refusals) {
    const response = await portalApi(report, { body });
    expect(response.status, what).toBe(status);
    const answer = (await response.json()) as { success: number; message: string };
    expect(answer.success, what).toBe(0);
    expect(answer.message, what).toMatch(message);
    // Nothing of the tenant leaks in a refusal.
    expect(JSON.stringify(answer), what).not.toMatch(/Reno|Sparks|demo|company|site_id/i);
  }
  // Unknown and foreign-looking links (an asset id, a made-up token) read the same: not valid.
  for (const bad of [String(asset.asset_id), `p${'A'.repeat(32)}`, `demo-${asset.asset_id}`]) {
    const got = await portalApi(`Portal/GetAsset/${bad}`, { method: 'GET' });
    expect([400, 404], bad).toContain(got.status);
    expect(((await got.json()) as { message: string }).message, bad).toBe(
      'This link is not valid. Please scan the label again.',
    );
    const posted = await portalApi(`Portal/ReportProblem/${bad}`, {
      body: JSON.stringify({ title: `${word} forged`, description: 'd' }),
    });
    expect(posted.status, bad).toBeGreaterThanOrEqual(400);
    expect(await posted.text(), bad).not.toContain(asset.name);
  }
  const forged = await visitor.newPage();
  await forged.goto(`${process.env.AC_E2E_BASE_URL}/portal/${asset.asset_id}`);
  await expect(forged.getByText('This link is not valid. Please scan the label again.')).toBeVisible();
  await expect(forged.getByRole('button', { name: 'Send report' })).toHaveCount(0);
  await expect(forged.locator('body')).not.toContainText(asset.name);
  await forged.screenshot({ path: '/tmp/woweb-portal-invalid.png', fullPage: true });
  await forged.close();

  // A burst beyond the limit: the server refuses with 429; the page says so plainly.
  let refused = false;
  let accepted = 0;
  for (let i = 0; i < 30 && !refused; i++) {
    const response = await portalApi(report, {
      body: JSON.stringify({ title: `${word} burst ${i}`, description: 'burst' }),
    });
    refused = response.status === 429;
    if (response.status === 200) accepted += 1;
  }
  expect(refused).toBe(true);
  await yard.reload();
  await input(yard, 'Title').fill(`${word} once more`);
  await input(yard, 'Description').fill('Still bent.');
  await yard.getByRole('button', { name: 'Send report' }).click();
  await expect(yard.getByText('Too many reports. Please try again later.', { exact: true })).toBeVisible();
  await yard.screenshot({ path: '/tmp/woweb-portal-rate-limited.png', fullPage: true });
  await visitor.close();

  // The manager's list holds exactly what was accepted: the first report and the burst's accepted ones.
  const rows = await rowsWith(page, word);
  await expect(rows).toHaveCount(1 + accepted);
  await expect(rows.filter({ hasText: 'burst' })).toHaveCount(accepted);
  for (const what of [
    'broken',
    'array',
    'long',
    'big',
    'other asset',
    'other tenant',
    'photo',
    'forged',
    'once more',
  ])
    await expect(rows.filter({ hasText: `${word} ${what}` })).toHaveCount(0);
});
