/**
 * A work order's photo from the field app (issue 22 item 5): maintenance staff of their own, on a
 * phone and offline, take a photo on a work order assigned to them (downscaled on the phone, kept
 * in the queue); a file the server would refuse is refused on the phone first. Back online the
 * photo syncs; its add's answer is lost once on the way back (the phone retries with the same
 * client_request_id), and the work order still gets one attachment, which the manager sees on the
 * work order page.
 */
import { expect, test } from '@playwright/test';
import { AttachmentMessages } from '../../shared/attachments/messages.js';
import type { WorkOrderDetail } from '../../shared/workorders/schemas.js';
import { apiAs, createAssets, MANAGER, signInAs, uniqueToken } from './assets-support';
import { FIELD_URL, maintenanceStaff, PHONE, queuedSteps, workOrder } from './field-support';
import { photoBytes } from './inspections-support';
import { apiTask } from './maintenance-support';
import { tenantUrl } from './support';

test.use(PHONE);
test.setTimeout(150_000);

const shot = (name: string) => `field-screens/field-${name}.png`;

test('maintenance staff add a photo to an assigned work order offline; it syncs once; the manager sees it', async ({
  browser,
  context,
  page,
}) => {
  const staff = await maintenanceStaff();
  const label = uniqueToken('FWP');
  const [asset] = await createAssets(1, { prefix: label, model: 'Field' });
  const task = await apiTask(`Check hoses ${label}`, 1, 0, 60);
  const mine = await workOrder(`Hoses ${label}`, asset.asset_id, task.task_id, [staff.uuid]);

  await page.goto(FIELD_URL());
  await page.getByLabel('Username').fill(staff.username);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'My work' })).toBeVisible({ timeout: 15_000 });
  const card = page
    .getByRole('list', { name: 'My work' })
    .getByRole('listitem')
    .filter({ hasText: mine.wo_number });
  await expect(card).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  await card.getByRole('button').click();
  await expect(page.getByRole('heading', { name: `${mine.wo_number} · Hoses ${label}` })).toBeVisible();
  await expect(page.getByText(AttachmentMessages.noAttachments)).toBeVisible();

  // A file the server would refuse is refused here, before it is queued.
  await page.getByLabel('Attach a file').setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ'),
  });
  await expect(page.getByText(AttachmentMessages.typeInvalid)).toBeVisible();

  // The camera's photo (2000 px): downscaled on the phone, kept in the queue.
  await page.getByLabel('Take a photo').setInputFiles({
    name: 'leaking-hose.png',
    mimeType: 'image/png',
    buffer: await photoBytes(7, 2000),
  });
  await expect(page.getByText('leaking-hose.jpg: saved, it is sent when online.')).toBeVisible();
  const files = page.getByRole('list', { name: 'Photos and files' });
  await expect(files.getByRole('listitem').filter({ hasText: 'leaking-hose.jpg' })).toContainText('Waiting');
  await page.screenshot({ path: shot('work-order-photo'), fullPage: true });
  const steps = (await queuedSteps(page)).filter((s) => s.asset_id === asset.asset_id);
  expect(steps.map((s) => [s.kind, s.status])).toEqual([['wo_attachment', 'waiting']]);
  const kept = await page.evaluate(
    () =>
      new Promise<{ type: string; size: number }[]>((resolve, reject) => {
        const open = indexedDB.open('assetcare-field');
        open.onsuccess = () => {
          const request = open.result.transaction('photos').objectStore('photos').getAll();
          request.onsuccess = () =>
            resolve(
              (request.result as { type: string; size: number }[]).map(({ type, size }) => ({ type, size })),
            );
          request.onerror = () => reject(request.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
  expect(kept).toHaveLength(1);
  expect(kept[0].type).toBe('image/jpeg');
  expect(kept[0].size).toBeLessThanOrEqual(400 * 1024);

  // Online: the add reaches the server but its answer is lost once; the phone sends it again.
  let adds = 0;
  await page.route('**/api/WorkOrder/AddWorkOrderAttachment', async (route) => {
    adds += 1;
    if (adds > 1) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await context.setOffline(false);
  await page.getByRole('button', { name: /^Sending/ }).click();
  const sending = page.getByRole('list', { name: 'Sending' });
  const step = sending.getByRole('listitem', { name: `Photo or file ${mine.wo_number} · Hoses ${label}` });
  // Within the expectation's 10 s: the retry follows its backoff (1 s), not the 30 s safety net.
  await expect(step).toContainText('Sent');
  expect(adds).toBe(2);
  await page.screenshot({ path: shot('work-photo-sent'), fullPage: true });

  const detail = await apiAs<WorkOrderDetail>(MANAGER, 'GET', `WorkOrder/GetWorkOrderDetails/${mine.wo_id}`);
  expect(detail.data.workOrderAttachments.map((a) => a.user_uploaded_name)).toEqual(['leaking-hose.jpg']);
  const photo = await fetch(detail.data.workOrderAttachments[0].file_url);
  expect(photo.headers.get('content-type')).toBe('image/jpeg');

  // The manager's work order page lists it.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const manager = await desk.newPage();
  await signInAs(manager, 'manager@demo.test', '/dashboard');
  await manager.goto(tenantUrl('demo', `/workorders/details/${mine.wo_id}`));
  await expect(manager.getByRole('link', { name: 'Download leaking-hose.jpg' })).toBeVisible({
    timeout: 15_000,
  });
  await manager.screenshot({ path: shot('manager-wo-photo'), fullPage: true });
  await desk.close();
});
