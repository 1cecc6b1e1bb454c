/**
 * /webhooks (issue 28 item 2): a company admin opens Webhooks from the sidebar, adds an endpoint
 * pointing at a receiver this test runs (node:http on 127.0.0.1, which the twin accepts; the cloud
 * takes https only), copies the secret shown once, sends a test event, and sees the delivery in the
 * endpoint's log; the receiver checks the signature with that secret. Pausing and deleting close
 * the path (the endpoint is gone for the next run). Retries, the day's pause and the outbox events
 * are asserted in functions/webhooks/webhooks.test.ts.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { toast } from './app';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations } from './support';
import { signInAs } from './users-support';

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A receiver that records each POST and answers 200. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/hooks/${Date.now().toString(36)}`, received };
}

/** What a receiver does with `AssetCare-Signature: t=<s>,v1=<hex HMAC-SHA256 of "t.body">`. */
function signatureIsValid(secret: string, header: string, body: string): boolean {
  const parts = new Map(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const expected = createHmac('sha256', secret)
    .update(`${parts.get('t')}.${body}`)
    .digest();
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

test('a company admin adds a webhook, sends a test event and sees the delivery', async ({ page }) => {
  const receiver = await startReceiver();
  try {
    await signInAs(page, 'companyadmin@demo.test', DEMO_PASSWORD, '/assets');
    await page.getByTestId('side-nav').getByRole('link', { name: 'Webhooks' }).click();
    await expect(page.getByRole('heading', { name: /^Webhooks \(\d+\)$/ })).toBeVisible();

    await page.getByRole('button', { name: 'Add webhook' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: 'Add' }).click();
    await expect(modal).toContainText('URL is required !');
    await expect(modal).toContainText('Select at least one event !');
    await modal.getByLabel('URL').fill(receiver.url);
    await modal.getByRole('checkbox', { name: /Inspection submitted/ }).check();
    await modal.getByRole('button', { name: 'Add' }).click();

    await expect(modal.getByRole('heading', { name: 'Webhook added' })).toBeVisible();
    await expect(modal).toContainText('it is not shown again');
    await page.screenshot({ path: '/tmp/webhooks-added.png' });
    const secret = (await modal.getByText(/^whsec_[0-9a-f]{64}$/).textContent())!.trim();
    await modal.getByRole('button', { name: 'Done' }).click();

    const row = page.getByRole('row').filter({ hasText: receiver.url });
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Inspection submitted');
    await expect(page.getByRole('table').first()).not.toContainText(secret);
    await row.getByRole('radio').check();
    await expect(page.getByRole('heading', { name: 'Delivery log (0)' })).toBeVisible();
    await expect(page.getByText('No deliveries yet')).toBeVisible();

    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect(toast(page, 'Test event sent !')).toBeVisible();
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    const event = JSON.parse(delivery!.body) as { id: string; type: string };
    expect(event.type).toBe('webhook.test');
    expect(delivery!.headers['assetcare-event-id']).toBe(event.id);
    expect(signatureIsValid(secret, String(delivery!.headers['assetcare-signature']), delivery!.body)).toBe(
      true,
    );
    expect(
      signatureIsValid('whsec_wrong', String(delivery!.headers['assetcare-signature']), delivery!.body),
    ).toBe(false);

    const logRow = page.getByRole('row').filter({ hasText: 'Test event' });
    await expect(page.getByRole('heading', { name: 'Delivery log (1)' })).toBeVisible();
    await expect(logRow).toContainText('200');
    await expect(logRow).toContainText('Delivered');
    await expect(logRow.getByRole('cell').nth(2)).toHaveText('1'); // the attempt
    await expect(row).toContainText('(200)'); // the endpoint's last delivery
    await page.screenshot({ path: '/tmp/webhooks.png', fullPage: true });
    await expectNoSeriousA11yViolations(page, 'the Webhooks page');

    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(toast(page, 'Webhook updated successfully !')).toBeVisible();
    await expect(row).toContainText('Paused');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Webhook deleted successfully !')).toBeVisible();
    await expect(row).toHaveCount(0);
  } finally {
    receiver.server.close();
  }
});
