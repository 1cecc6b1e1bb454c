/**
 * The zxing-wasm reader (ZXing-C++ compiled to WebAssembly), for browsers without a
 * BarcodeDetector that reads QR and Code 128 (Safari, Firefox, desktop Chromium on Linux). Only
 * decode.ts imports it, and dynamically, so neither its JavaScript nor its .wasm is fetched before
 * the scanner opens. The .wasm is an asset of the app's own build (Vite's `?url`), served from the
 * app's origin and precached by the field app's service worker; nothing is fetched from a CDN
 * (zxing-wasm's default would be jsDelivr). The page's CSP must allow 'wasm-unsafe-eval'.
 */
import {
  prepareZXingModule,
  readBarcodes,
  type ReadResult,
  type ReaderOptions,
  type ZXingModuleOverrides,
} from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { DecodedCode } from './decode';

/** The .wasm's URL in the build (dist/assets/zxing_reader-[hash].wasm), for the service worker's precache list. */
export const ZXING_WASM_URL = wasmUrl;

const READER_OPTIONS: ReaderOptions = {
  formats: ['QRCode', 'Code128'],
  tryHarder: true,
  maxNumberOfSymbols: 8,
};

let prepared = false;

/**
 * Loads the module once. `overrides` replaces how the .wasm is found: Node tests pass the file's
 * bytes (`wasmBinary`); the browser default fetches ZXING_WASM_URL.
 */
export async function loadZxing(overrides?: ZXingModuleOverrides): Promise<void> {
  if (prepared && !overrides) return;
  await prepareZXingModule({
    overrides: overrides ?? {
      locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file),
    },
    fireImmediately: true,
  });
  prepared = true;
}

const FORMATS: Partial<Record<ReadResult['symbology'], DecodedCode['format']>> = {
  QRCode: 'qr_code',
  Code128: 'code_128',
};

/** The QR and Code 128 codes in an image: its pixels (ImageData or alike) or an encoded image file. */
export async function readWithZxing(input: ImageData | Blob | Uint8Array): Promise<DecodedCode[]> {
  await loadZxing();
  const results = await readBarcodes(input, READER_OPTIONS);
  return results.flatMap((result) => {
    const format = FORMATS[result.symbology];
    return result.isValid && format ? [{ format, text: result.text }] : [];
  });
}
