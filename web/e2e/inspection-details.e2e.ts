/**
 * The inspection screens as a user clicks through them (spec 2.9, 4, 5): an inspection made by
 * the operator through the API (photos, failed items, an important note) read on its details
 * screen by the manager (fields, notes, attributes, thumbnails, the zoomed photo), Accept refused
 * without meter hours then done; an executive sees Accept disabled; the photo page and 'No
 * photos'; an unknown id; Create Issue's hand-off; /inspection-photos filtered by asset, where 20
 * thumbnails load under 1 MB. Each test makes its own assets (unique names), nothing seeded.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { toast } from './app';
import { createAssets, MANAGER, signInAs, uniqueToken } from './assets-support';
import { inspectAsset } from './inspections-support';
import { ACME_PASSWORD, expectNoSeriousA11yViolations, expectPath, signIn, tenantUrl } from './support';

const OPERATOR_NAME = 'Omar Reyes';
const MANAGER_NAME = 'Maria Lopez';
const ONE_MB = 1024 * 1024;

/** The value shown under a label of the details' key-value pairs. */
const field = (page: Page, label: string) =>
  page.locator(`xpath=//dt[normalize-space(.)="${label}"]/following::dd[1]`).first();

const gallery = (page: Page) => page.getByTestId('photo-gallery');

/** Waits until every thumbnail of the gallery has loaded (the thumbnail maker runs after each upload). */
async function thumbnailsLoaded(page: Page, count: number) {
  await expect
    .poll(
      () =>
        gallery(page)
          .locator('img')
          .evaluateAll(
            (imgs) =>
              imgs.filter(
                (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
              ).length,
          ),
      { timeout: 30_000 },
    )
    .toBe(count);
}

/** A photo as a phone takes it: a gradient with grain, which compresses poorly (about a megabyte as PNG). */
async function grainyPhoto(seed: number): Promise<Buffer> {
  const width = 800;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 7919 + 1;
  const noise = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return (state >> 16) % 24;
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (seed * 40 + x / 4 + noise()) % 256;
      pixels[i + 1] = (seed * 90 + y / 3 + noise()) % 256;
      pixels[i + 2] = (seed * 25 + (x + y) / 8 + noise()) % 256;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

test('the manager reads an inspection (fields, important note, attributes, thumbnails), zooms a photo and accepts it', async ({
  page,
}) => {
  const model = uniqueToken('DET');
  const [asset] = await createAssets(1, { prefix: `Detail loader ${model}`, model });
  const inspection = await inspectAsset(asset, {
    failed: 2,
    photos: 3,
    meterHours: 120,
    notes: 'Left mirror cracked, tape holding it',
    important: true,
  });

  await signInAs(page, MANAGER.username, '/dashboard');
  await page.goto(tenantUrl('demo', `/inspections/details/${inspection.inspection_id}`));

  // Every field of spec 2.9.
  await expect(field(page, 'Asset Name')).toContainText(asset.name);
  await expect(field(page, 'Asset #')).toContainText(asset.internal_asset_id);
  await expect(field(page, 'Meter Hours')).toContainText('120');
  await expect(field(page, 'Shift')).toContainText('1');
  await expect(field(page, 'Operator Name')).toContainText(OPERATOR_NAME);
  await expect(field(page, 'Requested On')).toHaveText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2} (am|pm)/);
  await expect(field(page, 'Manager Name')).toContainText('-');
  await expect(field(page, 'Approved On')).toContainText('-');
  await expect(field(page, 'Status')).toContainText('Pending');
  await expect(page.getByTestId('operator-notes')).toContainText('Left mirror cracked, tape holding it');
  await expect(page.getByText('Note marked as important !', { exact: true })).toBeVisible();

  // Attributes grouped: the two failed items are Not ok, the others Ok.
  const group = page.getByTestId('attribute-group').first();
  await expect(group.getByRole('heading')).toContainText('(2 Not ok)');
  for (const name of inspection.failed) {
    const row = group.locator('tbody tr').filter({ has: page.getByText(name, { exact: true }) });
    await expect(row).toContainText('Not ok');
  }
  const okRows = group.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Ok', exact: true }) });
  await expect(okRows.first()).toBeVisible();
  expect(await okRows.count()).toBeGreaterThan(2);
  // A type 3 item shows its side and the Left / Center / Right choice.
  await expect(group.getByRole('row').filter({ hasText: 'Left / Center / Right' }).first()).toBeVisible();

  // Thumbnails only in the grid; a click zooms to the full photo.
  await expect(gallery(page).locator('img')).toHaveCount(3);
  await thumbnailsLoaded(page, 3);
  for (const src of await gallery(page)
    .locator('img')
    .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src)))
    expect(src).toContain('/thumbs/');
  await page.screenshot({ path: test.info().outputPath('inspection-details.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the inspection details');
  await page.getByRole('button', { name: `Zoom Photo 2 of ${asset.name}` }).click();
  const zoom = page.getByRole('dialog', { name: `Photo 2 of ${asset.name}` });
  const full = zoom.getByRole('img', { name: `Photo 2 of ${asset.name} (full size)` });
  await expect(full).toBeVisible();
  await expect.poll(() => full.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(480);
  expect(await full.getAttribute('src')).not.toContain('/thumbs/');
  await page.screenshot({ path: test.info().outputPath('inspection-zoom.png') });
  await zoom.getByRole('button', { name: 'Next' }).click();
  const third = page.getByRole('dialog', { name: `Photo 3 of ${asset.name}` });
  await expect(third).toBeVisible();
  await third.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Accept without meter hours: the spec's message, nothing sent.
  const meter = page.getByLabel('Meter Hours', { exact: true });
  await expect(meter).toHaveValue('120');
  await meter.fill('');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByText('Meter hours is required', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('inspection-meter-required.png'), fullPage: true });
  await expectPath(page, `/inspections/details/${inspection.inspection_id}`);

  // Over the limits: each named under its field, nothing sent.
  const approvals: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/Inspection/ApproveInspection')) approvals.push(request.url());
  });
  await meter.fill('1e99');
  await page.getByLabel('Manager Notes').fill('x'.repeat(2001));
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(
    page.getByText('Meter hours can not be more than 10,000,000 !', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText('Manager Notes can not be more than 2000 characters !', { exact: true }),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/inspection-too-long.png', fullPage: true });
  expect(approvals).toHaveLength(0);

  await meter.fill('125');
  await page.getByLabel('Manager Notes').fill('Mirror to be replaced this week');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(toast(page, 'Inspection approved successfully !')).toBeVisible();
  await expectPath(page, '/inspections');

  // Accepted: the manager, the date and the note show; the note is read-only and Accept inactive.
  await page.goto(tenantUrl('demo', `/inspections/details/${inspection.inspection_id}`));
  await expect(field(page, 'Status')).toContainText('Accepted');
  await expect(field(page, 'Manager Name')).toContainText(MANAGER_NAME);
  await expect(field(page, 'Approved On')).toHaveText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2} (am|pm)/);
  await expect(page.getByTestId('manager-notes')).toContainText('Mirror to be replaced this week');
  await expect(page.getByLabel('Manager Notes')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toBeDisabled();
});

test('an executive sees Accept disabled; the photo page says No photos; Create Issue hands the inspection on; an unknown or another tenant\u2019s id shows the server message', async ({
  page,
  browser,
}) => {
  const model = uniqueToken('EXE');
  const [asset] = await createAssets(1, { prefix: `Exec loader ${model}`, model });
  const inspection = await inspectAsset(asset, { failed: 1, photos: 0 });

  await signInAs(page, 'executive@demo.test', null);
  await page.goto(tenantUrl('demo', `/inspections/details/${inspection.inspection_id}`));
  await expect(field(page, 'Asset Name')).toContainText(asset.name);
  await expect(field(page, 'Status')).toContainText('Pending');
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toBeDisabled();
  await expect(page.getByLabel('Manager Notes')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Create Issue' })).toHaveCount(0);
  await expect(gallery(page)).toHaveCount(0);
  await expect(page.getByText('No photos', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('inspection-executive.png'), fullPage: true });

  await page.goto(tenantUrl('demo', `/inspections/photo/${inspection.inspection_id}`));
  await expect(page.getByRole('heading', { name: `Photos of ${asset.name}` })).toBeVisible();
  await expect(page.getByText('No photos', { exact: true })).toBeVisible();

  await page.goto(tenantUrl('demo', '/inspections/details/no-such-inspection'));
  await expect(page.getByText('Inspection not found', { exact: true }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Inspections' }).first().click();
  await expectPath(page, '/inspections');

  // Another tenant's manager asking for it: the same server message.
  const acmeContext = await browser.newContext();
  const acme = await acmeContext.newPage();
  await signIn(acme, 'manager@acme.test', ACME_PASSWORD, 'acme');
  await expect.poll(() => new URL(acme.url()).pathname, { timeout: 15_000 }).not.toBe('/login');
  await acme.goto(tenantUrl('acme', `/inspections/details/${inspection.inspection_id}`));
  await expect(acme.getByText('Inspection not found', { exact: true }).first()).toBeVisible();
  await expect(acme.getByText(asset.name)).toHaveCount(0);
  await acmeContext.close();

  // The manager starts an issue from it: the create page gets the inspection.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signInAs(manager, MANAGER.username, '/dashboard');
  await manager.goto(tenantUrl('demo', `/inspections/details/${inspection.inspection_id}`));
  await manager.getByRole('button', { name: 'Create Issue' }).click();
  await expectPath(manager, '/issues/create/1');
  const saved = await manager.evaluate(() => sessionStorage.getItem('ac.issue-from-inspection'));
  expect(JSON.parse(saved ?? '{}')).toMatchObject({
    inspection_id: inspection.inspection_id,
    asset_name: asset.name,
    operator_name: OPERATOR_NAME,
  });
  await managerContext.close();
});

test('the photo page zooms; /inspection-photos filtered by asset shows its 20 thumbnails in under 1 MB, each linking to its inspection', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const model = uniqueToken('PHO');
  const [many, other] = await createAssets(2, { prefix: `Photo loader ${model}`, model });
  const manyPhotos = await inspectAsset(many, { photos: 20, photo: (i) => grainyPhoto(i + 1) });
  const otherPhotos = await inspectAsset(other, { photos: 1 });

  await signInAs(page, MANAGER.username, '/dashboard');
  await page.goto(tenantUrl('demo', `/inspections/photo/${otherPhotos.inspection_id}`));
  await expect(page.getByRole('heading', { name: `Photos of ${other.name}` })).toBeVisible();
  await thumbnailsLoaded(page, 1);
  await page.getByRole('button', { name: `Zoom Photo 1 of ${other.name}` }).click();
  await expect(page.getByRole('dialog', { name: `Photo 1 of ${other.name}` }).getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');

  // Every response for the 20-photo inspection's files, with its transferred size.
  const transfers: { url: string; bytes: Promise<number> }[] = [];
  page.on('response', (response) => {
    if (!response.url().includes(`/${manyPhotos.inspection_id}/`)) return;
    transfers.push({
      url: response.url(),
      bytes: response
        .request()
        .sizes()
        .then((s) => s.responseBodySize + s.responseHeadersSize),
    });
  });

  await page.goto(tenantUrl('demo', '/inspection-photos'));
  const assetFilter = page.locator('[data-filter="Asset"]');
  await assetFilter.getByRole('button').first().click();
  await page.getByPlaceholder('Search Asset', { exact: true }).fill(many.name);
  await page.getByRole('option', { name: `${many.name} (# ${many.internal_asset_id})` }).click();
  await expect(page).toHaveURL(new RegExp(`asset=${many.asset_id}`));
  await expect(gallery(page).locator('figure')).toHaveCount(20);
  await expect(gallery(page)).not.toContainText(other.name);
  await thumbnailsLoaded(page, 20);
  await expectNoSeriousA11yViolations(page, 'the photos page');
  await page.screenshot({ path: test.info().outputPath('inspection-photos.png'), fullPage: true });

  const settled = await Promise.all(transfers.map(async (t) => ({ url: t.url, bytes: await t.bytes })));
  const thumbnails = settled.filter((t) => t.url.includes('/thumbs/'));
  const fullPhotos = settled.filter((t) => !t.url.includes('/thumbs/'));
  const total = settled.reduce((sum, t) => sum + t.bytes, 0);
  test.info().annotations.push({
    type: 'photos transferred',
    description: `${thumbnails.length} thumbnails, ${total} bytes`,
  });
  process.stdout.write(
    `inspection photos: ${thumbnails.length} thumbnail responses, ${total} bytes transferred\n`,
  );
  expect(new Set(thumbnails.map((t) => new URL(t.url).pathname)).size).toBe(20);
  expect(fullPhotos).toEqual([]);
  expect(total).toBeLessThan(ONE_MB);

  // Each caption links to its inspection.
  await gallery(page).getByRole('link', { name: many.name }).first().click();
  await expectPath(page, `/inspections/details/${manyPhotos.inspection_id}`);
  await page.goBack();

  // Today's range picked in the date range picker (Reno Yard's day) keeps them.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
  await page.getByRole('button', { name: /Filter by date range/ }).click();
  await page.getByLabel('From date', { exact: true }).fill(today.replace(/-/g, '/'));
  await page.getByLabel('To date', { exact: true }).fill(today.replace(/-/g, '/'));
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  await expect(gallery(page).locator('figure')).toHaveCount(20);
  await page.screenshot({ path: test.info().outputPath('inspection-photos-dated.png'), fullPage: true });

  // A date range with no inspections: 'No photos'.
  await page.goto(
    tenantUrl('demo', `/inspection-photos?asset=${many.asset_id}&from=2020-01-01&to=2020-01-31`),
  );
  await expect(page.getByText('No photos', { exact: true })).toBeVisible();

  // Only a To day in the URL is a filter too: Reset Filters clears it.
  await page.goto(tenantUrl('demo', '/inspection-photos?to=2020-01-31'));
  await expect(page.getByText('No photos', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(page).not.toHaveURL(/to=/);
  await expect(gallery(page).locator('figure').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset Filters' })).toBeDisabled();
});
