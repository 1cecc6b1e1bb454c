/**
 * Decodes a camera frame or an image to the QR and Code 128 codes on it: the browser's
 * BarcodeDetector where it reads both formats (Chrome on Android, Safari has none), else the
 * zxing-wasm reader (zxing.ts), imported only when the first decoder is made, i.e. when the
 * scanner opens. The camera loop (LabelScanner) and the real-label tests go through the same
 * `decode`.
 */
import type { ZXingModuleOverrides } from 'zxing-wasm/reader';

export type ScanFormat = 'qr_code' | 'code_128';
export interface DecodedCode {
  format: ScanFormat;
  text: string;
}
/** What can be decoded: pixels, a bitmap, an encoded image file, or a playing video's current frame. */
export type ScanSource = ImageData | ImageBitmap | Blob | HTMLVideoElement;

export interface FrameDecoder {
  engine: 'barcode-detector' | 'zxing';
  decode(source: ScanSource): Promise<DecodedCode[]>;
}

export interface DecoderOptions {
  /** 'zxing' skips the BarcodeDetector (tests); 'auto' (default) prefers it. */
  engine?: 'auto' | 'zxing';
  /** How zxing-wasm finds its .wasm (Node tests pass its bytes); default: the app's own asset. */
  zxingOverrides?: ZXingModuleOverrides;
}

const FORMATS: ScanFormat[] = ['qr_code', 'code_128'];
/** Frames larger than this (longest side, px) are scaled down before zxing reads them. */
const MAX_FRAME_SIDE = 1280;

/** The BarcodeDetector API (Shape Detection), which TypeScript's DOM types leave out. */
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<{ format: string; rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const supported = await Detector.getSupportedFormats();
    return FORMATS.every((format) => supported.includes(format)) ? new Detector({ formats: FORMATS }) : null;
  } catch {
    return null;
  }
}

const isVideo = (source: ScanSource): source is HTMLVideoElement =>
  typeof HTMLVideoElement !== 'undefined' && source instanceof HTMLVideoElement;
const isBlob = (source: ScanSource): source is Blob => typeof Blob !== 'undefined' && source instanceof Blob;
const isPixels = (source: ScanSource): source is ImageData =>
  'data' in source && 'width' in source && 'height' in source;

type Canvas2d = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** One reused canvas that turns a video frame or bitmap into pixels for zxing. */
function frameGrabber() {
  let context: Canvas2d | null = null;
  return (source: HTMLVideoElement | ImageBitmap): ImageData | null => {
    const width = isVideo(source) ? source.videoWidth : source.width;
    const height = isVideo(source) ? source.videoHeight : source.height;
    if (!width || !height) return null; // the video has no frame yet
    const scale = Math.min(1, MAX_FRAME_SIDE / Math.max(width, height));
    const w = Math.round(width * scale);
    const h = Math.round(height * scale);
    if (!context) {
      const canvas =
        typeof OffscreenCanvas !== 'undefined' ? new OffscreenCanvas(w, h) : document.createElement('canvas');
      context = canvas.getContext('2d', { willReadFrequently: true }) as Canvas2d | null;
      if (!context) throw new Error('No 2D canvas to read the camera frame');
    }
    if (context.canvas.width !== w || context.canvas.height !== h) {
      context.canvas.width = w;
      context.canvas.height = h;
    }
    context.drawImage(source, 0, 0, w, h);
    return context.getImageData(0, 0, w, h);
  };
}

/** A decoder for the scanner's lifetime: the BarcodeDetector if it reads both formats, else zxing-wasm. */
export async function createDecoder(options: DecoderOptions = {}): Promise<FrameDecoder> {
  const native = options.engine === 'zxing' ? null : await nativeDetector();
  if (native)
    return {
      engine: 'barcode-detector',
      decode: async (source) =>
        (await native.detect(source)).flatMap((code) =>
          FORMATS.includes(code.format as ScanFormat)
            ? [{ format: code.format as ScanFormat, text: code.rawValue }]
            : [],
        ),
    };

  const zxing = await import('./zxing');
  await zxing.loadZxing(options.zxingOverrides);
  const grab = frameGrabber();
  return {
    engine: 'zxing',
    decode: async (source) => {
      if (isBlob(source) || isPixels(source)) return zxing.readWithZxing(source);
      const pixels = grab(source);
      return pixels ? zxing.readWithZxing(pixels) : [];
    },
  };
}
