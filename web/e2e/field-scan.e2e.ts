/**
 * The label scanner in Chromium with a fake camera that films a real label: the renderer of
 * POST Asset/GenerateBarcode's sheet (functions/assets/labels.ts), page 1 rendered by pdftoppm,
 * one label cut out, tilted and written as an MJPEG the fake camera plays. The scanner is built
 * by Vite as the field app will be (its own lazy chunk, zxing-wasm's .wasm an emitted asset) into
 * a test page served from 127.0.0.1 with the app's security headers, since the field app's page
 * is not on this branch. Debian's Chromium has no BarcodeDetector on Linux: this is the
 * zxing-wasm path, .wasm fetched from the page's own origin under the app's CSP.
 */
import { execFileSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, expect, test, type Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import sharp from 'sharp';
import { build } from 'vite';
import { renderAssetLabels } from '../../functions/assets/labels.js';
import { twinWebHeaders, twinWebOrigins } from '../../shared/web-headers.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join(ROOT, 'web/e2e/fixtures/field-scan');
/** Where the fake camera's film is written (per worker process), before the first getUserMedia opens it. */
const WORK = path.join(os.tmpdir(), `assetcare-field-scan-${process.pid}`);
const FILM = path.join(WORK, 'label.mjpeg');
const DPI = 200;

/** playwright.config.ts's launch arguments. */
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

// The camera films the label; the browser grants the camera as if the user allowed it.
test.use({
  ...PHONE,
  launchOptions: {
    ...CHROMIUM,
    args: [
      ...CHROMIUM.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${FILM}`,
    ],
  },
});

/** A phone page in a browser of its own, for a camera other than the label film. */
async function phoneWith(args: string[]): Promise<{ page: Page; close: () => Promise<void> }> {
  const browser = await chromium.launch({ ...CHROMIUM, args: [...CHROMIUM.args, ...args] });
  const page = await (await browser.newContext(PHONE)).newPage();
  return { page, close: () => browser.close() };
}

let server: Server;
let origin = '';
let dist = '';

/** Label 1 (Wheel Loader, Asset # 1001) of a sheet whose QR names the test page's host. */
async function filmTheLabel(host: string) {
  const pdf = await renderAssetLabels(
    [
      {
        internal_asset_id: '2002',
        name: 'Forklift',
        site_name: 'North Yard',
        url: `http://${host}/assets/details/18`,
      },
      {
        internal_asset_id: '1001',
        name: 'Wheel Loader',
        site_name: 'North Yard',
        url: `http://${host}/assets/details/17`,
      },
    ],
    'Test assets',
  );
  writeFileSync(path.join(WORK, 'labels.pdf'), pdf);
  execFileSync(
    'pdftoppm',
    ['-r', String(DPI), '-f', '1', '-l', '1', '-singlefile', '-png', 'labels.pdf', 'page'],
    {
      cwd: WORK,
    },
  );
  // Slot 1: top-right label (functions/lib/label-sheet.ts: 2 x 5 labels of 4 x 2 in).
  const inch = (value: number) => Math.round(value * DPI);
  const label = await sharp(path.join(WORK, 'page.png'))
    .extract({ left: inch(0.15625 + 4 + 0.1875), top: inch(0.5), width: inch(4), height: inch(2) })
    .resize({ width: 720 })
    .rotate(4, { background: '#7a7a7a' })
    .png()
    .toBuffer();
  const meta = await sharp(label).metadata();
  const frame = await sharp({ create: { width: 960, height: 720, channels: 3, background: '#6e6e6e' } })
    .composite([
      { input: label, left: Math.round((960 - meta.width) / 2), top: Math.round((720 - meta.height) / 2) },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
  // MJPEG: JPEG frames one after another; the fake camera loops them.
  writeFileSync(FILM, Buffer.concat(Array.from({ length: 10 }, () => frame)));
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
};

test.beforeAll(async () => {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  dist = mkdtempSync(path.join(WORK, 'dist-'));
  await build({
    configFile: false,
    root: FIXTURE,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: { '@shared': path.join(ROOT, 'shared') } },
    build: { outDir: dist, emptyOutDir: true },
  });
  const headers = twinWebHeaders(twinWebOrigins({}));
  server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const file = path.join(dist, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      ...headers,
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await filmTheLabel(new URL(origin).host);
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(WORK, { recursive: true, force: true });
});

test('an operator scans a real label with the rear camera: one scan, the asset found, the camera off', async ({
  page,
}, testInfo) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));

  await page.goto(`${origin}/`);
  // Nothing of the scanner before it opens: neither zxing's JavaScript nor its .wasm.
  expect(requests.filter((url) => /zxing|LabelScanner/i.test(url))).toEqual([]);

  await page.getByRole('button', { name: 'Scan label' }).tap();
  const scanner = page.getByRole('dialog', { name: 'Scan a label' });
  await expect(scanner).toBeVisible();

  const outcome = page.getByTestId('outcome');
  await expect(outcome).toHaveText(
    new RegExp(`^scanned: (${origin.replace(/[.:/]/g, '\\$&')}/assets/details/17|1001) → Wheel Loader$`),
    { timeout: 20_000 },
  );
  await expect(scanner).toBeHidden();
  // The camera was asked for the rear camera and is stopped now.
  const tracks = await page.evaluate(() =>
    window.scanStreams.flatMap((stream) => stream.getVideoTracks().map((track) => track.readyState)),
  );
  expect(tracks.length).toBeGreaterThan(0);
  expect(tracks.every((state) => state === 'ended')).toBe(true);

  // The .wasm came from the page's own origin, nothing from elsewhere, and the CSP refused nothing.
  const wasm = requests.filter((url) => url.endsWith('.wasm'));
  expect(wasm).toHaveLength(1);
  expect(wasm[0]).toMatch(new RegExp(`^${origin}/assets/zxing_reader-[\\w-]+\\.wasm$`));
  expect(requests.filter((url) => !url.startsWith(origin))).toEqual([]);
  expect(problems).toEqual([]);

  // Sizes for the lead's note: the scanner's chunks against the page's entry.
  const assets = readdirSync(path.join(dist, 'assets'));
  const gzip = (file: string) => gzipSync(readFileSync(path.join(dist, 'assets', file))).length;
  const sizes = Object.fromEntries(assets.map((file) => [file, `${(gzip(file) / 1024).toFixed(1)} kB gzip`]));
  await testInfo.attach('chunk sizes', {
    body: JSON.stringify(sizes, null, 2),
    contentType: 'application/json',
  });
});

test('a blocked camera says so and offers typing the Asset #, in Spanish too', async () => {
  // The user refused the camera: Chromium answers every permission prompt with a refusal.
  const { page, close } = await phoneWith([
    '--use-fake-device-for-media-stream',
    '--deny-permission-prompts',
  ]);
  try {
    await page.goto(`${origin}/?lng=es`);
    await page.getByRole('button', { name: 'Scan label' }).tap();
    const scanner = page.getByRole('dialog', { name: 'Escanear etiqueta' });
    await expect(scanner.getByRole('alert')).toHaveText(
      'La cámara está bloqueada para esta aplicación. Permita la cámara en los ajustes del navegador y vuelva a intentarlo, o escriba el N.º de activo.',
    );
    await scanner.getByRole('button', { name: 'Buscar activo' }).tap();
    await expect(
      scanner.getByText('Escriba el N.º de activo impreso bajo el código de barras.'),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/field-scan-denied-es.png' });
    await scanner.getByLabel('N.º de activo').fill(' 2002 ');
    await scanner.getByRole('button', { name: 'Buscar activo' }).tap();
    await expect(page.getByTestId('outcome')).toHaveText('typed: 2002 → Forklift');
    await expect(scanner).toBeHidden();
  } finally {
    await close();
  }
});

test('while the camera runs, the Asset # can be typed instead, and Close stops the camera', async () => {
  // Chromium's own fake camera (a moving test pattern, no code on it): the scanner keeps looking.
  const { page, close } = await phoneWith([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ]);
  try {
    await page.goto(`${origin}/`);
    await page.getByRole('button', { name: 'Scan label' }).tap();
    const scanner = page.getByRole('dialog', { name: 'Scan a label' });
    await expect(scanner.getByRole('status')).toHaveText("Fit the label's QR code or barcode in the frame");
    await page.screenshot({ path: 'test-results/field-scan-camera.png' });
    await scanner.getByRole('button', { name: 'Type the Asset #' }).tap();
    await expect(scanner.getByLabel('Asset #')).toBeVisible();
    await page.screenshot({ path: 'test-results/field-scan-typing.png' });
    await scanner.getByRole('button', { name: 'Close' }).tap();
    await expect(scanner).toBeHidden();
    await expect(page.getByTestId('outcome')).toHaveCount(0);
    const tracks = await page.evaluate(() =>
      window.scanStreams.flatMap((stream) => stream.getVideoTracks().map((track) => track.readyState)),
    );
    expect(tracks.length).toBeGreaterThan(0);
    expect(tracks.every((state) => state === 'ended')).toBe(true);
  } finally {
    await close();
  }
});

test('a reader that cannot load (its .wasm not reachable) says so, and the Asset # can still be typed', async () => {
  const { page, close } = await phoneWith([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ]);
  try {
    await page.route('**/*.wasm', (route) => route.abort('internetdisconnected'));
    await page.goto(`${origin}/`);
    await page.getByRole('button', { name: 'Scan label' }).tap();
    const scanner = page.getByRole('dialog', { name: 'Scan a label' });
    await expect(scanner.getByRole('alert')).toHaveText(
      'The scanner could not be loaded. Try again, or type the Asset # instead.',
    );
    const tracks = await page.evaluate(() =>
      window.scanStreams.flatMap((stream) => stream.getVideoTracks().map((track) => track.readyState)),
    );
    expect(tracks.every((state) => state === 'ended')).toBe(true);
    await scanner.getByLabel('Asset #').fill('1001');
    await scanner.getByRole('button', { name: 'Find asset' }).tap();
    await expect(page.getByTestId('outcome')).toHaveText('typed: 1001 → Wheel Loader');
  } finally {
    await close();
  }
});
