/**
 * The field app (issue 22) as a phone loads it: builds both apps (`npm run build:web`), then
 * drives Debian's Chromium (playwright.config.ts's flags, a 390 x 844 touch viewport) against the
 * twin, which serves web/dist and web/dist/field.
 * - First-screen JS: the gzip size (zlib) of the scripts web/dist/field/index.html loads (its
 *   module script and module preloads; the identity chunk loads only to sign in). Target <= 150 kB.
 *   Beside it the manager app's JS in web/dist/assets (compare with main's build: unchanged) and
 *   whether either build references the other's files (they must not).
 * - Cold first load: the operator signed in (the session restored), a fresh context (no cache, no
 *   service worker), Chromium's CPU slowed 4x and Lighthouse's slow-4G profile (562.5 ms RTT,
 *   1.47 Mbit/s down, 675 kbit/s up), from navigation to the first asset card. Target <= 4 s.
 * - Repeat load offline: the same context once its service worker controls the page, offline, CPU
 *   still 4x: reload to the first asset card (from the worker's cache and IndexedDB). Target <= 1 s.
 * - Sync: 20 inspections with 3 photos each (JPEG, about 250 kB, as downscale.ts makes them) queued
 *   offline, then online: from the `online` event to every step sent. Target <= 30 s.
 * kB here are 1000 bytes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config.js';
import { ROOT } from '#scripts/dev/twin.js';
import { isMain, runAlone, type BenchContext, type BenchRow } from './context.js';
import { buildWeb } from './web.bench.js';

// What the page code below (page.evaluate) reads of the browser: the root tsconfig has no DOM lib.
interface IdbRequest<T> {
  result: T;
  error: unknown;
  onsuccess: (() => void) | null;
  onerror: (() => void) | null;
}
interface IdbTransaction {
  objectStore(name: string): {
    get(key: string): IdbRequest<unknown>;
    getAll(): IdbRequest<unknown[]>;
    put(value: unknown): void;
  };
  oncomplete: (() => void) | null;
  onerror: (() => void) | null;
  error: unknown;
}
declare const indexedDB: {
  open(name: string): IdbRequest<{ transaction(store: string, mode?: 'readwrite'): IdbTransaction }>;
};
declare const OffscreenCanvas: new (
  width: number,
  height: number,
) => {
  getContext(kind: '2d'): {
    createImageData(width: number, height: number): { data: Uint8ClampedArray };
    putImageData(data: unknown, x: number, y: number): void;
  } | null;
  convertToBlob(options: { type: string; quality: number }): Promise<{ size: number }>;
};
declare const localStorage: { getItem(key: string): string | null };
declare const navigator: { serviceWorker: { controller: unknown; ready: Promise<unknown> } };

/**
 * page.evaluate for functions with named inner functions: tsx (esbuild, keepNames) wraps them in
 * a __name helper the page does not have, so the function goes as source with a stand-in.
 */
function inPage<A, R>(page: Page, fn: (arg: A) => Promise<R> | R, arg: A): Promise<R> {
  return page.evaluate(
    `(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg)}); })()`,
  ) as Promise<R>;
}

export const FIELD_JS_TARGET_KB = 150;
const COLD_TARGET_S = 4;
const OFFLINE_TARGET_S = 1;
const SYNC_TARGET_S = 30;
const INSPECTIONS = 20;
const PHOTOS = 3;
const OPERATOR = { username: 'operator@demo.test', password: 'Demo@1234' };
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 184_320, uploadThroughput: 86_400 };

const DIST = path.join(ROOT, 'web', 'dist');
const kb = (bytes: number) => Math.round(bytes / 100) / 10;
const round = (n: number) => Math.round(n * 100) / 100;
const gzipOf = (file: string) => gzipSync(readFileSync(file)).length;

/** The scripts the field app's index.html loads before its first screen. */
function firstScreenScripts(): string[] {
  const html = readFileSync(path.join(DIST, 'field', 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g),
  ].map((m) => m[1]);
  return refs.map((ref) => path.join(DIST, ref.replace(/^\//, '')));
}

function sizes(): BenchRow[] {
  const field = firstScreenScripts();
  const fieldGzip = field.reduce((sum, file) => sum + gzipOf(file), 0);
  const managerJs = readdirSync(path.join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
  const managerGzip = managerJs.reduce((sum, f) => sum + gzipOf(path.join(DIST, 'assets', f)), 0);
  const fieldFiles = readdirSync(path.join(DIST, 'field', 'assets'));
  const managerText = managerJs.map((f) => readFileSync(path.join(DIST, 'assets', f), 'utf8')).join('\n');
  const fieldText = fieldFiles
    .map((f) => readFileSync(path.join(DIST, 'field', 'assets', f), 'utf8'))
    .join('\n');
  const crossed =
    fieldFiles.filter((f) => managerText.includes(f)).length +
    managerJs.filter((f) => fieldText.includes(f)).length;
  return [
    {
      name: 'field app first-screen JS',
      figures: {
        'gzip kB': kb(fieldGzip),
        'target kB': FIELD_JS_TARGET_KB,
        ok: fieldGzip / 1000 <= FIELD_JS_TARGET_KB ? 'yes' : 'NO',
        files: field.map((f) => path.basename(f)).join(' '),
      },
    },
    {
      name: 'manager app JS (web/dist/assets)',
      figures: {
        'gzip kB': kb(managerGzip),
        'target kB': 'unchanged',
        ok: crossed === 0 ? 'no shared file' : `NO: ${crossed} shared`,
        files: `${managerJs.length} files`,
      },
    },
  ];
}

/** Milliseconds from navigation to the first asset card. */
async function loadToAssetList(page: Page, reload: boolean, url: string): Promise<number> {
  const started = Date.now();
  if (reload) await page.reload({ waitUntil: 'commit' });
  else await page.goto(url, { waitUntil: 'commit' });
  await page.locator('.cards li').first().waitFor({ timeout: 60_000 });
  return Date.now() - started;
}

async function slowDown(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/** Writes INSPECTIONS check-outs and submits (PHOTOS JPEGs each) into the app's queue, as the screens do. */
async function queueInspections(page: Page, user: string): Promise<number> {
  return inPage(
    page,
    async ({ user, inspections, photos }: { user: string; inspections: number; photos: number }) => {
      const open = () =>
        new Promise<{ transaction(store: string, mode?: 'readwrite'): IdbTransaction }>((resolve, reject) => {
          const request = indexedDB.open('assetcare-field');
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const db = await open();
      const read = <T>(store: string, key: string) =>
        new Promise<T>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).get(key);
          request.onsuccess = () => resolve(request.result as T);
          request.onerror = () => reject(request.error);
        });
      const put = (store: string, value: unknown) =>
        new Promise<void>((resolve, reject) => {
          const tx = db.transaction(store, 'readwrite');
          tx.objectStore(store).put(value);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
      type Asset = {
        asset_id: number;
        name: string;
        internal_asset_id: string;
        meter_hours: number | null;
        inspectionform_id: string | null;
        availability: string;
      };
      const kept = await read<{ assets: Asset[] }>('assets', user);
      const chosen: { asset: Asset; attributes: { id: string; values: string[] }[] }[] = [];
      for (const asset of kept.assets) {
        if (chosen.length === inspections) break;
        if (asset.availability !== 'available' || !asset.inspectionform_id) continue;
        const checklist = await read<{ attributes: { id: string; values: string[] }[] } | undefined>(
          'checklists',
          asset.inspectionform_id,
        );
        if (checklist) chosen.push({ asset, attributes: checklist.attributes });
      }
      const photo = async (seed: number) => {
        const canvas = new OffscreenCanvas(1600, 1200);
        const context = canvas.getContext('2d')!;
        const image = context.createImageData(1600, 1200);
        let x = seed * 7919;
        for (let i = 0; i < image.data.length; i += 4) {
          x = (x * 1103515245 + 12345) & 0x7fffffff;
          image.data[i] = (i / 4) % 256;
          image.data[i + 1] = (x >> 8) & 0x3f;
          image.data[i + 2] = seed * 40;
          image.data[i + 3] = 255;
        }
        context.putImageData(image, 0, 0);
        return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.6 });
      };
      const now = new Date().toISOString();
      let bytes = 0;
      for (const [n, { asset, attributes }] of chosen.entries()) {
        const chain = crypto.randomUUID();
        const base = {
          chain,
          user,
          asset_id: asset.asset_id,
          asset_name: asset.name,
          internal_asset_id: asset.internal_asset_id,
          status: 'waiting',
          attempts: 0,
          next_attempt_at: 0,
        };
        await put('queue', {
          ...base,
          kind: 'checkout',
          client_request_id: crypto.randomUUID(),
          device_time: now,
          created_at: Date.now(),
        });
        const shots = [];
        for (let p = 0; p < photos; p++) {
          const blob = await photo(n * photos + p);
          bytes += blob.size;
          const photo_id = crypto.randomUUID();
          await put('photos', { photo_id, blob, type: 'image/jpeg', size: blob.size });
          shots.push({ photo_id, item: null, client_request_id: crypto.randomUUID(), device_time: now });
        }
        await put('queue', {
          ...base,
          kind: 'submit',
          client_request_id: crypto.randomUUID(),
          device_time: now,
          created_at: Date.now(),
          submit: {
            meter_hours: (asset.meter_hours ?? 0) + 1,
            shift: 1,
            attributes: attributes.map((a) => ({ id: a.id, value: a.values[0] })),
            operator_notes: 'Bench',
            is_comment_important: false,
            photos: shots,
            failed: [],
          },
        });
      }
      if (chosen.length < inspections)
        throw new Error(`only ${chosen.length} available assets with a kept checklist`);
      return bytes;
    },
    { user, inspections: INSPECTIONS, photos: PHOTOS },
  );
}

async function stepCounts(page: Page): Promise<{ sent: number; refused: number; all: number }> {
  return inPage(
    page,
    () =>
      new Promise<{ sent: number; refused: number; all: number }>((resolve, reject) => {
        const request = indexedDB.open('assetcare-field');
        request.onsuccess = () => {
          const all = request.result.transaction('queue').objectStore('queue').getAll();
          all.onsuccess = () => {
            const items = all.result as { status: string }[];
            resolve({
              sent: items.filter((i) => i.status === 'sent').length,
              refused: items.filter((i) => i.status === 'refused').length,
              all: items.length,
            });
          };
          all.onerror = () => reject(all.error);
        };
        request.onerror = () => reject(request.error);
      }),
    null,
  );
}

export default async function bench(ctx: BenchContext): Promise<BenchRow[]> {
  const buildSeconds = (await buildWeb()) as number;
  const rows = sizes();
  const use = playwrightConfig.use ?? {};
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? use.launchOptions?.executablePath ?? '/usr/bin/chromium',
    args: use.launchOptions?.args,
  });
  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
  const url = `${ctx.webUrl}/field/`;
  try {
    // The operator's session, signed in once through the sign-in screen.
    const login = await browser.newContext(phone);
    const loginPage = await login.newPage();
    await loginPage.goto(url);
    await loginPage.getByLabel('Username').fill(OPERATOR.username);
    await loginPage.getByLabel('Password').fill(OPERATOR.password);
    await loginPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await loginPage.locator('.cards li').first().waitFor({ timeout: 30_000 });
    const session = await login.storageState();
    const user = await loginPage.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('acField.session')!) as { loginData: { uuid: string } }).loginData
          .uuid,
    );
    await login.close();

    const context = await browser.newContext({ ...phone, storageState: session });
    const page = await context.newPage();
    await slowDown(context, page);
    const coldMs = await loadToAssetList(page, false, url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 120_000 });
    // The precache finished and the checklists are kept before going offline.
    await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true), null, {
      timeout: 120_000,
    });
    await context.setOffline(true);
    const offlineMs = await loadToAssetList(page, true, url);
    await context.close();
    rows.push(
      {
        name: 'cold first load to the asset list (CPU 4x, slow 4G)',
        figures: {
          s: round(coldMs / 1000),
          'target s': COLD_TARGET_S,
          ok: coldMs / 1000 <= COLD_TARGET_S ? 'yes' : 'NO',
        },
      },
      {
        name: 'repeat load offline from the service worker (CPU 4x)',
        figures: {
          s: round(offlineMs / 1000),
          'target s': OFFLINE_TARGET_S,
          ok: offlineMs / 1000 <= OFFLINE_TARGET_S ? 'yes' : 'NO',
        },
      },
    );

    // 20 inspections x 3 photos queued offline, then online.
    const syncContext = await browser.newContext({ ...phone, storageState: session });
    const syncPage = await syncContext.newPage();
    await syncPage.goto(url);
    await syncPage.locator('.cards li').first().waitFor({ timeout: 30_000 });
    // Every form's checklist kept (the list keeps them in the background).
    await syncPage.waitForTimeout(3_000);
    await syncContext.setOffline(true);
    const photoBytes = await queueInspections(syncPage, user);
    const started = Date.now();
    await syncContext.setOffline(false);
    const deadline = started + 180_000;
    let counts = await stepCounts(syncPage);
    while (counts.sent + counts.refused < counts.all && Date.now() < deadline) {
      await syncPage.waitForTimeout(200);
      counts = await stepCounts(syncPage);
    }
    const syncS = (Date.now() - started) / 1000;
    await syncContext.close();
    rows.push(
      {
        name: `sync of ${INSPECTIONS} inspections x ${PHOTOS} photos queued offline`,
        figures: {
          s: round(syncS),
          'target s': SYNC_TARGET_S,
          ok: syncS <= SYNC_TARGET_S && counts.refused === 0 && counts.sent === counts.all ? 'yes' : 'NO',
          sent: `${counts.sent}/${counts.all}`,
          refused: counts.refused,
          'photos MB': Math.round(photoBytes / 100_000) / 10,
        },
      },
      {
        name: 'web build (both apps)',
        figures: {
          'npm run build:web s': round(buildSeconds),
          browser: `${browser.browserType().name()} ${browser.version()}`,
        },
      },
    );
    return rows;
  } finally {
    await browser.close();
  }
}

// `npx tsx scripts/bench/field.bench.ts` runs this bench alone, on its own twin.
if (isMain(import.meta.url)) await runAlone(bench);
