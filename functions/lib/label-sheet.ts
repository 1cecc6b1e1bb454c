/**
 * The label sheet every label PDF shares (users' userlist.pdf, assets' Assetlist.pdf): a US
 * Letter page of 2 x 5 labels of 4 x 2 inches (the common 10-up label stock), each in a faint
 * rounded outline, with helpers to centre a line, render codes and place them.
 *
 * Codes are drawn as vector shapes (bwip-js's drawing interface, straight into pdfkit's path):
 * sharp at any print resolution, and a thousand labels render in seconds into a file of a few
 * hundred kB, where PNG images took a minute and 15 MB (over a Lambda answer's 6 MB).
 *
 * pdfkit and bwip-js (its two encoders the labels use: barcodes.ts) are loaded by
 * `renderLabelSheet` itself, so code that imports this module without printing labels does not
 * load them.
 */
import type { DrawingContext, RenderOptions } from 'bwip-js/node';

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
 * bwip-js units per module: 2, so every bar width is even and a bar's centre is a whole unit (bwip-js
 * shifts odd widths by half a pixel for crisp screens). A linear symbol is the same along its
 * bars, so it is drawn 2 mm tall and stretched to the bar height on the label.
 */
const UNITS_PER_MODULE = 2;
const RENDERED_BAR_MM = 2;
/** Code 128's quiet zone on each side, in modules (bwip-js pads in modules). */
const CODE128_QUIET_MODULES = 10;
/** A QR code's quiet zone on each side, in modules. */
const QR_QUIET_MODULES = 4;

/** A faint outline helps cutting plain paper; label stock is pre-cut anyway. */
const OUTLINE = { lineWidth: 0.5, colour: '#cccccc', inset: 2, radius: 6 } as const;

export type Pdf = PDFKit.PDFDocument;

/** A symbol as bwip-js drew it: bars and filled polygons in its units (y down), quiet zones included. */
export interface CodeSymbol {
  width: number;
  height: number;
  /** Its width in modules (quiet zones included). */
  modules: number;
  bars: { x: number; y: number; width: number; height: number }[];
  polygons: [number, number][][];
}

/** A bwip-js drawing context that keeps the shapes (the two symbologies the labels use need no text, no ellipse). */
function symbolDrawing(): DrawingContext<CodeSymbol> {
  let padLeft = 0;
  let padTop = 0;
  let options: RenderOptions = { bcid: '', text: '' };
  const symbol: CodeSymbol = { width: 0, height: 0, modules: 0, bars: [], polygons: [] };
  let path: [number, number][][] = [];
  const at = (x: number, y: number): [number, number] => [x + padLeft, y + padTop];
  return {
    setopts(o) {
      options = o;
    },
    scale: () => null,
    measure: () => ({ width: 0, ascent: 0, descent: 0 }),
    init(width, height) {
      const { paddingleft = 0, paddingright = 0, paddingtop = 0, paddingbottom = 0 } = options; // in units: bwip-js scales them before init
      padLeft = paddingleft;
      padTop = paddingtop;
      symbol.width = width + paddingleft + paddingright;
      symbol.height = height + paddingtop + paddingbottom;
      symbol.modules = symbol.width / UNITS_PER_MODULE;
    },
    // Linear symbols: orthogonal stroked lines, `lw` wide and centred on the line.
    line(x0, y0, x1, y1, lw) {
      const [ax, ay] = at(Math.min(x0, x1), Math.min(y0, y1));
      const vertical = x0 === x1;
      symbol.bars.push(
        vertical
          ? { x: ax - lw / 2, y: ay, width: lw, height: Math.abs(y1 - y0) }
          : { x: ax, y: ay - lw / 2, width: Math.abs(x1 - x0), height: lw },
      );
    },
    // 2D symbols: polygons, filled together.
    polygon(points) {
      path.push(points.map(([x, y]) => at(x, y)));
    },
    hexagon(points) {
      path.push(points.map(([x, y]) => at(x, y)));
    },
    ellipse() {
      throw new Error('the label codes draw no ellipse');
    },
    fill() {
      symbol.polygons.push(...path);
      path = [];
    },
    text() {},
    end: () => symbol,
  };
}

/** Draws a symbol into the box (x, y, width, height) of the page, in black. */
export function placeSymbol(
  doc: Pdf,
  symbol: CodeSymbol,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  doc.save();
  doc.translate(x, y).scale(width / symbol.width, height / symbol.height);
  for (const bar of symbol.bars) doc.rect(bar.x, bar.y, bar.width, bar.height);
  for (const polygon of symbol.polygons) doc.polygon(...polygon);
  doc.fillColor('black').fill('nonzero');
  doc.restore();
}

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
  /** A Code 128 symbol (quiet zones included), or null if bwip-js refuses the text. */
  code128(text: string): Promise<CodeSymbol | null>;
  /** A QR code (bwip-js's default error correction, M), quiet zone included. */
  qr(text: string): Promise<CodeSymbol>;
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
        return barcodes.code128(
          {
            bcid: 'code128',
            text,
            scale: UNITS_PER_MODULE,
            height: RENDERED_BAR_MM,
            includetext: false,
            paddingwidth: CODE128_QUIET_MODULES,
            paddingheight: 0,
          },
          symbolDrawing(),
        );
      } catch {
        return null; // bwip-js refused the text: the label says so instead of showing bars
      }
    },
    qr: async (text) =>
      barcodes.qrcode(
        {
          bcid: 'qrcode',
          text,
          scale: UNITS_PER_MODULE,
          paddingwidth: QR_QUIET_MODULES,
          paddingheight: QR_QUIET_MODULES,
        },
        symbolDrawing(),
      ),
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
