/**
 * The no-sign-in request portal (issue 11 item 5): the QR code of an asset's printed label
 * (Asset/GenerateBarcode; the PDF rendered by pdftoppm, the QR read by zbarimg) gives the portal
 * URL; a person who is not signed in opens it, sees the asset's name only, meets every message of
 * the form (required fields, the title limit, a photo that is not an image), reports a problem with
 * HTML in its text and a photo, and is thanked. The manager then finds the report as an Open request
 * whose title shows the HTML as text; a burst beyond the rate limit gets the clear 'too many' message.
 */
import { expect, test } from '@playwright/test';
import { createAssets, signInAs, uniqueToken } from './assets-support';
import { photoBytes } from './inspections-support';
import { fieldError, input, labelPdf, panel, scanQrCodes } from './maintenance-support';

test('a scanned label opens the portal; the report lands as a request; bursts are refused clearly', async ({ browser, page }) => {
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
  await yard.getByLabel('Photo (optional)').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(fieldError(yard, 'The photo must be a JPEG, PNG or WebP image up to 10 MB.')).toBeVisible();
  await yard.screenshot({ path: '/tmp/woweb-portal-messages.png', fullPage: true });

  const title = `<b>${word}</b> fork <img src=x onerror="window.hacked=1">`;
  await input(yard, 'Title').fill(title);
  await input(yard, 'Description').fill(`<script>window.hacked=2</script> ${word} left fork is bent`);
  await yard.getByLabel('Photo (optional)').setInputFiles({ name: 'fork.png', mimeType: 'image/png', buffer: await photoBytes(7, 200) });
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

  // A burst beyond the limit: the server refuses with 429; the page says so plainly.
  const token = pathname.split('/').pop()!;
  let refused = false;
  for (let i = 0; i < 30 && !refused; i++) {
    const response = await fetch(`http://127.0.0.1:${process.env.AC_E2E_PORT}/api/Portal/ReportProblem/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', domain_name: 'demo', platform: 'web' },
      body: JSON.stringify({ title: `${word} burst ${i}`, description: 'burst' }),
    });
    refused = response.status === 429;
  }
  expect(refused).toBe(true);
  await yard.reload();
  await input(yard, 'Title').fill(`${word} once more`);
  await input(yard, 'Description').fill('Still bent.');
  await yard.getByRole('button', { name: 'Send report' }).click();
  await expect(yard.getByText('Too many reports. Please try again later.', { exact: true })).toBeVisible();
  await yard.screenshot({ path: '/tmp/woweb-portal-rate-limited.png', fullPage: true });
  await visitor.close();
});
