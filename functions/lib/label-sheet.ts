/**
 * The label sheet every label PDF shares (users' userlist.pdf, assets' Assetlist.pdf): a US
 * Letter page of 2 x 5 labels of 4 x 2 inches (the common 10-up label stock), each in a faint
 * rounded outline, with helpers to centre a line, place a bwip-js image and render codes.
 *
 * pdfkit and bwip-js (its two encoders the labels use: barcodes.ts) are loaded by
 * `renderLabelSheet` itself, so code that imports this module without printing labels does not
 * load them.
 */
const PT_PER_INCH = 72;
export const LABEL_SHEET = {
  pageWidth: 8.5 * PT_PER_INCH,
  pageHeight: 11 * PT_PER_INCH,
  columns: 2,
  rows: 5,
  labelWidth: 4 * PT_PER_INCH,
  labelHeight: 2 * PT_PER_INCH,
  marginTop: 0.5 * PT_PER_INCH,
  marginLeft: 0.15625 * PT_PER_INCH,
  columnGap: 0.1875 * PT_PER_INCH,
} as const;

export const LABELS_PER_PAGE = LABEL_SHEET.columns * LABEL_SHEET.rows;

/**
 * Code images: 8 pixels per module, so bars are drawn at 480 dpi or finer at the module widths
 * the labels use. A linear symbol is the same in every pixel row, so it is rendered only 2 mm
 * tall and stretched to the bar height on the label.
 */
export const PIXELS_PER_MODULE = 8;
const RENDERED_BAR_MM = 2;
/** Code 128's quiet zone on each side, in modules (bwip-js pads in modules). */
const CODE128_QUIET_MODULES = 10;
/** A QR code's quiet zone on each side, in modules. */
const QR_QUIET_MODULES = 4;

/** A faint outline helps cutting plain paper; label stock is pre-cut anyway. */
const OUTLINE = { lineWidth: 0.5, colour: '#cccccc', inset: 2, radius: 6 } as const;

export type Pdf = PDFKit.PDFDocument;

/** An image pdfkit has read (its size in pixels), which doc.image places without reading it again. */
export interface OpenedImage {
  width: number;
  height: number;
}
/** pdfkit's openImage, and doc.image given its result: both public pdfkit API that @types/pdfkit leaves out. */
type PdfImages = {
  openImage(src: Buffer): OpenedImage;
  image(src: OpenedImage, x: number, y: number, options: PDFKit.Mixins.ImageOption): unknown;
};

export const openImage = (doc: Pdf, png: Buffer): OpenedImage => (doc as unknown as PdfImages).openImage(png);
export const placeImage = (
  doc: Pdf,
  image: OpenedImage,
  x: number,
  y: number,
  width: number,
  height: number,
) => (doc as unknown as PdfImages).image(image, x, y, { width, height });

/** Top-left corner of the label in the given slot of a page (row by row). */
export function labelOrigin(slot: number): { x: number; y: number } {
  const column = slot % LABEL_SHEET.columns;
  const row = Math.floor(slot / LABEL_SHEET.columns);
  return {
    x: LABEL_SHEET.marginLeft + column * (LABEL_SHEET.labelWidth + LABEL_SHEET.columnGap),
    y: LABEL_SHEET.marginTop + row * LABEL_SHEET.labelHeight,
  };
}

/** One line in [x, x + width] (centred unless told), its top at `top`; cut with '...' when too wide. */
export function textLine(
  doc: Pdf,
  text: string,
  x: number,
  width: number,
  top: number,
  align: 'center' | 'left' = 'center',
) {
  doc.text(text, x, top, { width, height: doc.currentLineHeight(), align, ellipsis: '...', lineBreak: true });
}

/** The same line, shrunk down to `minSize` to keep every character (codes in clear text), then cut. */
export function fittedLine(
  doc: Pdf,
  text: string,
  x: number,
  width: number,
  top: number,
  size: number,
  minSize: number,
  align: 'center' | 'left' = 'center',
) {
  doc.fontSize(size);
  const full = doc.widthOfString(text);
  if (full > width) doc.fontSize(Math.max(minSize, (size * width) / full));
  textLine(doc, text, x, width, top, align);
}

function drawOutline(doc: Pdf, x: number, y: number) {
  doc
    .roundedRect(
      x + OUTLINE.inset,
      y + OUTLINE.inset,
      LABEL_SHEET.labelWidth - 2 * OUTLINE.inset,
      LABEL_SHEET.labelHeight - 2 * OUTLINE.inset,
      OUTLINE.radius,
    )
    .lineWidth(OUTLINE.lineWidth)
    .strokeColor(OUTLINE.colour)
    .stroke();
}

export interface CodeRenderers {
  /** A Code 128 symbol as a PNG (PIXELS_PER_MODULE per module, quiet zones included), or null if bwip-js refuses the text. */
  code128(text: string): Promise<Buffer | null>;
  /** A QR code (bwip-js's default error correction, M) as a PNG, PIXELS_PER_MODULE per module, quiet zone included. */
  qr(text: string): Promise<Buffer>;
}

/**
 * Renders one label per item over as many sheets as needed (one empty page for no item). `codes`
 * prepares what a label needs (its images) before the document is written; `draw` draws a label
 * whose outline is already there, its top-left corner at (x, y).
 */
export async function renderLabelSheet<T, C>(
  items: T[],
  title: string,
  codes: (item: T, renderers: CodeRenderers) => Promise<C>,
  draw: (doc: Pdf, item: T, prepared: C, x: number, y: number) => void,
): Promise<Buffer> {
  const [{ default: PDFDocument }, barcodes] = await Promise.all([import('pdfkit'), import('./barcodes.js')]);

  const renderers: CodeRenderers = {
    code128: async (text) => {
      try {
        return await barcodes.code128({
          bcid: 'code128',
          text,
          scale: PIXELS_PER_MODULE,
          height: RENDERED_BAR_MM,
          includetext: false,
          backgroundcolor: 'FFFFFF',
          paddingwidth: CODE128_QUIET_MODULES,
          paddingheight: 0,
        });
      } catch {
        return null; // bwip-js refused the text: the label says so instead of showing bars
      }
    },
    qr: (text) =>
      barcodes.qrcode({
        bcid: 'qrcode',
        text,
        scale: PIXELS_PER_MODULE,
        backgroundcolor: 'FFFFFF',
        paddingwidth: QR_QUIET_MODULES,
        paddingheight: QR_QUIET_MODULES,
      }),
  };
  const prepared = await Promise.all(items.map((item) => codes(item, renderers)));

  const doc = new PDFDocument({
    size: [LABEL_SHEET.pageWidth, LABEL_SHEET.pageHeight],
    margin: 0,
    autoFirstPage: false,
    pdfVersion: '1.4',
    info: { Title: title, Author: 'AssetCare' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  for (let first = 0; first < items.length || first === 0; first += LABELS_PER_PAGE) {
    doc.addPage();
    items.slice(first, first + LABELS_PER_PAGE).forEach((item, slot) => {
      const { x, y } = labelOrigin(slot);
      drawOutline(doc, x, y);
      draw(doc, item, prepared[first + slot], x, y);
    });
  }
  doc.end();
  return done;
}
