/**
 * The field app offline (issue 22, acceptance a): an operator signs in on a phone, goes offline,
 * reloads (the service worker opens the app), scans the asset's label with the phone's camera
 * (Chromium's fake camera filming a real label, label-film.ts; the reader's .wasm from the service
 * worker's cache, since the phone is offline), answers its checklist with
 * two failed items and their photos, and closes the page; reopened online, the queue syncs, and
 * the manager sees the pending inspection with its photos and the two issues opened; the phone
 * offers Check in only once the manager has accepted it.
 */
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiAs, MANAGER } from './assets-support';
import { tenantUrl } from './support';
import { answerChecklist, FIELD_URL, fieldAsset, fieldSignIn, PHONE, queuedSteps } from './field-support';
import { filmingCamera, filmLabel } from './label-film';

/** The camera's film, per worker process: written in the test, before the scanner opens the camera. */
const FILM = path.join(os.tmpdir(), `assetcare-field-offline-${process.pid}`, 'label.mjpeg');

test.use({ ...PHONE, launchOptions: filmingCamera(FILM) });

const shot = (name: string) => `field-screens/field-${name}.png`;

test('an inspection done offline syncs once the phone is online again', async ({ context, page }) => {
  const { asset, attributes } = await fieldAsset('FLDOFF');
  await fieldSignIn(page);
  await page.screenshot({ path: shot('assets') });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My assets' })).toBeVisible();
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();

  // The asset's label (slot 0 of its sheet) in front of the camera: scanning opens the asset.
  await filmLabel(
    FILM,
    [{ ...asset, site_name: 'Reno Yard', url: tenantUrl('demo', `/portal/x${asset.asset_id}`) }],
    0,
  );
  await page.getByRole('button', { name: 'Scan label' }).click();
  await expect(page.getByRole('heading', { name: asset.name })).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: shot('checkout') });
  await page.getByRole('button', { name: 'Check out and inspect' }).click();
  await answerChecklist(page, attributes, {
    failed: 2,
    meterHours: 120,
    shots: (name) => page.screenshot({ path: shot(name), fullPage: true }).then(() => undefined),
  });

  // Back on the list: saved on the phone, waiting.
  await expect(page.getByRole('heading', { name: 'My assets' })).toBeVisible();
  await page.getByRole('button', { name: /^Sending: 2 waiting/ }).click();
  const sending = page.getByRole('list', { name: 'Sending' });
  await expect(sending.getByRole('listitem', { name: `Check out ${asset.name}` })).toContainText('Waiting');
  await expect(sending.getByRole('listitem', { name: `Inspection ${asset.name}` })).toContainText(
    '2 failed items, 2 photos',
  );
  await page.screenshot({ path: shot('sending-offline'), fullPage: true });
  const steps = (await queuedSteps(page)).filter((s) => s.asset_id === asset.asset_id);
  expect(steps.map((s) => [s.kind, s.status])).toEqual([
    ['checkout', 'waiting'],
    ['submit', 'waiting'],
  ]);
  await page.close();

  // Reopened online: the queue syncs by itself.
  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto(FIELD_URL());
  await expect(again.getByRole('heading', { name: 'My assets' })).toBeVisible();
  await again.getByRole('button', { name: /^Sending/ }).click();
  const list = again.getByRole('list', { name: 'Sending' });
  await expect(list.getByRole('listitem', { name: `Inspection ${asset.name}` })).toContainText('Sent', {
    timeout: 20_000,
  });
  await expect(list.getByRole('listitem', { name: `Check out ${asset.name}` })).toContainText('Sent');
  await again.screenshot({ path: shot('sending-sent'), fullPage: true });
  const synced = (await queuedSteps(again)).filter((s) => s.asset_id === asset.asset_id);
  const inspectionId = synced.find((s) => s.kind === 'submit')?.inspection_id;
  expect(inspectionId).toBeTruthy();

  // The manager sees it pending, with both photos and the two issues.
  const dashboard = await apiAs<{
    pendingInspection: {
      inspection_id: string;
      image_list: { image_names: string[] };
      new_notok_attributes: unknown[];
    }[];
  }>(MANAGER, 'GET', 'Inspection/PendingInspectionCheckoutAssetsByManager');
  const pending = dashboard.data.pendingInspection.find((p) => p.inspection_id === inspectionId);
  expect(pending, JSON.stringify(dashboard.data).slice(0, 500)).toBeTruthy();
  expect(pending!.image_list.image_names).toHaveLength(2);
  expect(pending!.new_notok_attributes).toHaveLength(2);
  const detail = await apiAs<{
    status: number;
    issue_ids: string[];
    image_list: { images: unknown[] };
    operator_notes: string;
  }>(MANAGER, 'GET', `Inspection/GetInspectionDetails/${inspectionId}`);
  expect(detail.data.status).toBe(8);
  expect(detail.data.issue_ids).toHaveLength(2);
  expect(detail.data.image_list.images).toHaveLength(2);
  expect(detail.data.operator_notes).toContain(
    `${attributes.filter((a) => a.values.includes('Not ok'))[0].name}: Broken`,
  );

  // On the phone the asset waits for the approval: no Check in yet (the server refuses it before).
  await again.getByRole('button', { name: 'Back to my assets' }).click();
  const card = again.getByRole('listitem').filter({ hasText: asset.name });
  await expect(card.getByText('Sent: waiting for approval')).toBeVisible();
  // The operator's own asset heads the list, however many the site has (50 cards are shown).
  await expect(again.getByRole('list', { name: 'My assets' }).getByRole('listitem').first()).toContainText(
    asset.name,
  );
  await expect(card.getByRole('button', { name: 'Check in' })).toHaveCount(0);

  // The manager accepts it; the phone's list then offers Check in, and checking in frees the asset.
  const approved = await apiAs(MANAGER, 'POST', 'Inspection/ApproveInspection', {
    inspection_id: inspectionId,
    asset_id: asset.asset_id,
    manager_id: '',
    status: 10,
    manager_notes: 'Checked',
    meter_hours: 120,
  });
  expect(approved, JSON.stringify(approved)).toMatchObject({ success: 1 });
  await again.reload();
  await expect(card.getByText('Checked out by you')).toBeVisible();
  await card.getByRole('button', { name: 'Check in' }).click();
  await expect(card.getByText('Available')).toBeVisible({ timeout: 20_000 });
  await again.screenshot({ path: shot('checked-in'), fullPage: true });
});
