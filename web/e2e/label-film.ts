/**
 * A film of a real asset label for Chromium's fake camera: the sheet of POST Asset/GenerateBarcode
 * (functions/assets/labels.ts's renderer), page 1 rendered by pdftoppm, one label cut out, tilted
 * and written as an MJPEG (JPEG frames one after another, which the fake camera loops). Chromium
 * opens the file when a page first asks for the camera, so a test may write it after the browser starts.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import playwrightConfig from '../../playwright.config.js';
import { renderAssetLabels, type LabelAsset } from '../../functions/assets/labels.js';

const DPI = 200;

/** playwright.config.ts's browser: Debian's Chromium and its flags. */
export const CHROMIUM = {
  executablePath: playwrightConfig.use?.launchOptions?.executablePath ?? '/usr/bin/chromium',
  args: playwrightConfig.use?.launchOptions?.args ?? [],
};

/** Launch options of a browser whose rear camera plays `film`, granted as if the user allowed it. */
export const filmingCamera = (film: string) => ({
  ...CHROMIUM,
  args: [
    ...CHROMIUM.args,
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${film}`,
  ],
});

/** Writes `film`: label `slot` (0-based; the sheet has 2 x 5 labels of 4 x 2 in) of a sheet of `labels`. */
export async function filmLabel(film: string, labels: LabelAsset[], slot: number) {
  const work = path.dirname(film);
  mkdirSync(work, { recursive: true });
  const pdf = path.join(work, `labels-${path.basename(film)}.pdf`);
  writeFileSync(pdf, await renderAssetLabels(labels, 'Test assets'));
  const page = path.join(work, `page-${path.basename(film)}`);
  execFileSync('pdftoppm', ['-r', String(DPI), '-f', '1', '-l', '1', '-singlefile', '-png', pdf, page]);
  // functions/lib/label-sheet.ts: left margin 0.15625 in, column gap 0.1875 in, top margin 0.5 in.
  const inch = (value: number) => Math.round(value * DPI);
  const column = slot % 2;
  const row = Math.floor(slot / 2);
  const label = await sharp(`${page}.png`)
    .extract({
      left: inch(0.15625 + column * (4 + 0.1875)),
      top: inch(0.5 + row * 2),
      width: inch(4),
      height: inch(2),
    })
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
  writeFileSync(film, Buffer.concat(Array.from({ length: 10 }, () => frame)));
}
