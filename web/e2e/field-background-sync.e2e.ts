/**
 * Background Sync in the field app (Chromium; web/src/field/README.md): work queued offline
 * registers the tag 'field-queue' with the service worker; the browser's sync event (dispatched
 * here through DevTools, as Chromium does once a connection is there) makes the worker ask the open
 * app to run its queue, and the queued inspection is sent.
 */
import { expect, test } from '@playwright/test';
import { answerChecklist, fieldAsset, fieldSignIn, openAsset, PHONE, queuedSteps } from './field-support';

test.use(PHONE);

test('work queued offline registers a background sync; the sync event sends the queue', async ({
  context,
  page,
}) => {
  const { asset, attributes } = await fieldAsset('FLDBGS');
  await fieldSignIn(page);

  await context.setOffline(true);
  await openAsset(page, asset);
  await page.getByRole('button', { name: 'Check out and inspect' }).click();
  await answerChecklist(page, attributes, { failed: 0, meterHours: 20 });
  await expect(page.getByRole('heading', { name: 'My assets' })).toBeVisible();

  // The tag is registered with the worker.
  const tags = await page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { getTags(): Promise<string[]> };
    };
    return (await registration.sync?.getTags()) ?? null;
  });
  expect(tags).toContain('field-queue');

  // The page records the worker's asks (beside the app's own listener).
  await page.evaluate(() => {
    (window as unknown as { fieldSyncAsks: number }).fieldSyncAsks = 0;
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type === 'field-sync') (window as unknown as { fieldSyncAsks: number }).fieldSyncAsks++;
    });
  });
  await context.setOffline(false);

  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const field = registrations.find((r) => r.scopeURL.endsWith('/field/') && !r.isDeleted);
      if (field) resolve(field.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(page.url()).origin,
    registrationId: await registration,
    tag: 'field-queue',
    lastChance: false,
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { fieldSyncAsks: number }).fieldSyncAsks))
    .toBeGreaterThan(0);
  await expect
    .poll(
      async () =>
        (await queuedSteps(page))
          .filter((s) => s.asset_id === asset.asset_id)
          .map((s) => `${s.kind} ${s.status}`),
      { timeout: 20_000 },
    )
    .toEqual(['checkout sent', 'submit sent']);
});
