/**
 * /api-keys (issue 28 item 1): a super admin opens API Keys from the sidebar, creates a key with a
 * scope (the secret shown once), which an integrator exchanges for a token at /api/v1/oauth/token;
 * revoking it from the list refuses the next exchange.
 */
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, tenantUrl } from './support';
import { signInAs } from './users-support';

const tokenUrl = () => `http://127.0.0.1:${process.env.AC_E2E_PORT}/api/v1/oauth/token`;
const exchange = (clientId: string, secret: string) =>
  fetch(tokenUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: secret,
    }),
  });

test('create an API key, use it, revoke it', async ({ page }) => {
  const name = `E2E telematics ${Date.now().toString(36)}`;
  await signInAs(page, 'superadmin@demo.test', DEMO_PASSWORD, '/assets');
  await page.getByTestId('side-nav').getByRole('link', { name: 'API Keys' }).click();
  await expect(page.getByRole('heading', { name: /^API Keys \(\d+\)$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Create API key' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(modal).toContainText('Key name is required');
  await modal.getByLabel('Name').fill(name);
  await modal.getByRole('checkbox', { name: /Read assets/ }).check();
  await modal.getByRole('checkbox', { name: /Write meter readings/ }).check();
  await modal.getByRole('button', { name: 'Create' }).click();

  await expect(modal.getByRole('heading', { name: 'API key created' })).toBeVisible();
  await expect(modal).toContainText('it is shown only once');
  const clientId = (await modal.getByText(/^demo\.\d+\.[a-f0-9]{24}$/).textContent())!.trim();
  const secret = (await modal.getByText(/^[A-Za-z0-9_-]{43}$/).textContent())!.trim();
  await page.screenshot({ path: '/tmp/api-keys-created.png', fullPage: true });
  const granted = await exchange(clientId, secret);
  expect(granted.status).toBe(200);
  expect(((await granted.json()) as { scope: string }).scope).toBe('assets:read meter-readings:write');
  await modal.getByRole('button', { name: 'Done' }).click();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Active');
  await expect(row).not.toContainText('Never');
  await expect(page.getByRole('table')).not.toContainText(secret);
  await page.screenshot({ path: '/tmp/api-keys-list.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the API keys list');

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');
  expect((await exchange(clientId, secret)).status).toBe(401);
  await page.goto(tenantUrl('demo', '/api-keys'));
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Revoked');
});
