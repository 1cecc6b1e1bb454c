/**
 * Scanning a real label: the label sheet POST Asset/GenerateBarcode answers (the route on the
 * emulators) and the renderer itself (functions/assets/labels.ts), page 1 rendered to pixels by
 * pdftoppm, decoded by the scanner's zxing-wasm decoder (decode.ts, the path the camera takes on
 * a browser without BarcodeDetector), then read by label.ts and matched to the operator's assets.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAssetLabels } from '#functions/assets/labels.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
import type { AssetRecord } from '#functions/assets/store/entities.js';
import { tenantWebUrl } from '#lib/config.js';
import { scanPdfCodes } from '#functions/test-support/scan-pdf.js';
import { seedUsersTenant, type UsersTenant } from '#functions/users/test-tenant.js';
import { Role } from '#shared/codes.js';
import { createDecoder, type DecodedCode, type FrameDecoder } from './decode';
import { findLabelAsset, isLabelText, readLabel, type OperatorAsset } from './label';

const require = createRequire(import.meta.url);
/** In Node the .wasm is read from node_modules; the browser fetches the build's asset instead. */
const wasmBinary = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));

interface Pixels {
  data: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
  colorSpace: 'srgb';
}

/** Page 1 of a PDF as RGBA pixels (what the camera loop hands the decoder), rendered by pdftoppm. */
async function pageOne(pdf: Buffer, dpi: number): Promise<{ png: Buffer; pixels: Pixels }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'scan-label-'));
  try {
    writeFileSync(path.join(dir, 'labels.pdf'), pdf);
    execFileSync(
      'pdftoppm',
      ['-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', '-png', 'labels.pdf', 'page'],
      {
        cwd: dir,
      },
    );
    const png = readFileSync(path.join(dir, 'page.png'));
    return { png, pixels: await rgba(sharp(png)) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function rgba(image: sharp.Sharp): Promise<Pixels> {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height, colorSpace: 'srgb' };
}

/** Label `slot` of page 1 (2 columns x 5 rows of 4 x 2 in, functions/lib/label-sheet.ts) as a phone would frame it. */
function labelImage(png: Buffer, dpi: number, slot: number, width = 640): sharp.Sharp {
  const inch = (value: number) => Math.round(value * dpi);
  const column = slot % 2;
  const row = Math.floor(slot / 2);
  const left = 0.15625 + column * (4 + 0.1875);
  const top = 0.5 + row * 2;
  return sharp(png)
    .extract({ left: inch(left), top: inch(top), width: inch(4), height: inch(2) })
    .resize({ width });
}
const oneLabel = (png: Buffer, dpi: number, slot: number) => rgba(labelImage(png, dpi, slot));

const sorted = (codes: DecodedCode[]) =>
  codes.map((code) => `${code.format} ${code.text}`).sort((a, b) => a.localeCompare(b));

let decoder: FrameDecoder;
beforeAll(async () => {
  decoder = await createDecoder({ engine: 'zxing', zxingOverrides: { wasmBinary } });
});

describe('a label sheet from the renderer (asset page QR)', () => {
  const host = 'acme.assetcare.example.com';
  const labels = [
    {
      internal_asset_id: '1001',
      name: 'Wheel Loader',
      site_name: 'North Yard',
      url: `https://${host}/assets/details/17`,
    },
    {
      internal_asset_id: '20240117000123',
      name: 'Forklift',
      site_name: 'North Yard',
      url: `https://${host}/assets/details/18`,
    },
    { internal_asset_id: '7', name: 'Crane', site_name: 'Depot', url: `https://${host}/assets/details/19` },
  ];
  const operatorAssets = [
    { asset_id: 17, internal_asset_id: '1001' },
    { asset_id: 18, internal_asset_id: '20240117000123' },
    { asset_id: 19, internal_asset_id: '7' },
  ];

  it('decodes every QR and Code 128 of page 1, each naming the asset it labels', async () => {
    expect(decoder.engine).toBe('zxing');
    const { pixels } = await pageOne(await renderAssetLabels(labels, 'Acme assets'), 150);
    const codes = await decoder.decode(pixels);
    expect(sorted(codes)).toEqual(
      [
        ...labels.map((label) => `code_128 ${label.internal_asset_id}`),
        ...labels.map((label) => `qr_code ${label.url}`),
      ].sort((a, b) => a.localeCompare(b)),
    );
    for (const code of codes) {
      const reading = readLabel(code.text, host);
      expect(reading.kind).toBe(code.format === 'qr_code' ? 'asset_id' : 'internal_asset_id');
      const label = labels.find((l) => l.url === code.text || l.internal_asset_id === code.text)!;
      expect(findLabelAsset(reading, operatorAssets)?.internal_asset_id).toBe(label.internal_asset_id);
    }
    // Another company's field app refuses the same QR codes as another company's label.
    expect(
      codes.filter((c) => c.format === 'qr_code').map((c) => readLabel(c.text, 'globex.example').kind),
    ).toEqual(['other_company', 'other_company', 'other_company']);
  });

  it('decodes one label framed by a phone (640 px wide) and as an image file', async () => {
    const pdf = await renderAssetLabels(labels, 'Acme assets');
    const { png } = await pageOne(pdf, 200);
    expect(sorted(await decoder.decode(await oneLabel(png, 200, 1)))).toEqual([
      'code_128 20240117000123',
      `qr_code https://${host}/assets/details/18`,
    ]);
    const file = await labelImage(png, 200, 1).png().toBuffer();
    expect(sorted(await decoder.decode(new Blob([new Uint8Array(file)], { type: 'image/png' })))).toEqual([
      'code_128 20240117000123',
      `qr_code https://${host}/assets/details/18`,
    ]);
  });
});

describe('the sheet POST Asset/GenerateBarcode answers (request portal QR)', () => {
  let t: UsersTenant;
  let assets: AssetRecord[];
  beforeAll(async () => {
    t = await seedUsersTenant('scan');
    assets = [
      await putTestAsset(t.code, { company_id: 1, site_id: 2, internal_asset_id: '5001', name: 'Loader A' }),
      await putTestAsset(t.code, {
        company_id: 1,
        site_id: 2,
        internal_asset_id: '900000000001',
        name: 'Loader B',
      }),
    ];
  }, 60_000);

  it("finds the operator's asset by the label's Code 128; its QR is the tenant's portal, passed over by the scanner", async () => {
    const result = await t.as('manager', Role.Manager, 2, 'POST', 'Asset/GenerateBarcode', {
      body: { assetList: assets.map((asset) => asset.asset_id) },
    });
    expect(result.statusCode).toBe(200);
    const pdf = Buffer.from(result.raw, 'latin1');
    const host = new URL(tenantWebUrl(t.code)).host;
    const { png, pixels } = await pageOne(pdf, 150);
    const codes = await decoder.decode(pixels);

    // The same codes zbarimg reads (an independent decoder) on the same page.
    const zbar = scanPdfCodes(pdf, 150)[0];
    expect(sorted(codes)).toEqual(
      sorted(
        zbar.map((code) => ({ format: code.type === 'QR-Code' ? 'qr_code' : 'code_128', text: code.data })),
      ),
    );
    expect(codes).toHaveLength(4);

    const rows: Pick<OperatorAsset, 'asset_id' | 'internal_asset_id'>[] = assets.map((a) => ({
      asset_id: a.asset_id,
      internal_asset_id: a.internal_asset_id,
    }));
    const barcodes = codes.filter((code) => code.format === 'code_128');
    expect(barcodes.map((code) => findLabelAsset(readLabel(code.text, host), rows)?.asset_id).sort()).toEqual(
      assets.map((asset) => asset.asset_id).sort(),
    );
    for (const qr of codes.filter((code) => code.format === 'qr_code')) {
      expect(readLabel(qr.text, host)).toMatchObject({ kind: 'portal' });
      expect(isLabelText(qr.text, host)).toBe(false);
    }

    // One label as the camera frames it: the scanner stops on its Code 128, which names Loader B.
    const label = await decoder.decode(await oneLabel(png, 150, 1));
    const chosen = label.find((code) => isLabelText(code.text, host));
    expect(chosen).toEqual({ format: 'code_128', text: '900000000001' });
    expect(findLabelAsset(readLabel(chosen!.text, host), rows)?.asset_id).toBe(assets[1].asset_id);
  });
});
