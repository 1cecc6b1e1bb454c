/**
 * The label scanner on its own, in Chromium with a fake camera that films a real label
 * (label-film.ts): built by Vite as in the field app (its own lazy chunk, zxing-wasm's .wasm an
 * emitted asset) into a test page served from 127.0.0.1 with the app's security headers, to try
 * what the app's flow does not (a refused camera, typing the Asset #, Close). The field app's own
 * scan is in field-offline.e2e.ts. Debian's Chromium has no BarcodeDetector on Linux: this is the
 * zxing-wasm path, .wasm fetched from the page's own origin under the app's CSP.
 */
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, expect, test, type Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { twinWebHeaders, twinWebOrigins } from '../../shared/web-headers.js';
import { CHROMIUM, filmingCamera, filmLabel } from './label-film';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join(ROOT, 'web/e2e/fixtures/field-scan');
/** Where the fake camera's film is written (per worker process), before the first getUserMedia opens it. */
const WORK = path.join(os.tmpdir(), `assetcare-field-scan-${process.pid}`);
const FILM = path.join(WORK, 'label.mjpeg');

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

// The camera films the label; the browser grants the camera as if the user allowed it.
test.use({ ...PHONE, launchOptions: filmingCamera(FILM) });

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
const filmTheLabel = (host: string) =>
  filmLabel(
    FILM,
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
    1,
  );

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
