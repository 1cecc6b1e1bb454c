/**
 * A minimal PDF 1.4 writer for generated sheets (labels, simple forms): pages of filled
 * rectangles, rounded outlines and single-line text in the standard Helvetica fonts, which every
 * viewer and printer has, so nothing is embedded. Coordinates are in points from the top-left
 * corner of the page (y grows downwards); the writer flips them into PDF's bottom-up space.
 */
import { deflateSync } from 'node:zlib';

export const US_LETTER = { width: 612, height: 792 } as const;

export type PdfFont = 'Helvetica' | 'Helvetica-Bold';

export interface TextStyle {
  font: PdfFont;
  size: number;
  /** 0 black to 1 white. */
  grey?: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface OutlineStyle {
  lineWidth: number;
  grey: number;
}

export interface PdfInfo {
  title?: string;
  author?: string;
}

// ---- fonts ----

/** Resource names of the fonts on every page. */
const FONT_RESOURCES: Record<PdfFont, string> = { Helvetica: 'F1', 'Helvetica-Bold': 'F2' };

/** Both fonts' ascender (AFM), in 1/1000 em: where the top of a line sits above its baseline. */
const ASCENDER = 718;

/**
 * Advance widths in 1/1000 em of character codes 32 to 126 (WinAnsiEncoding, so 39 is
 * quotesingle and 96 grave), from the standard Helvetica and Helvetica-Bold AFM files.
 */
const ASCII_WIDTHS: Record<PdfFont, readonly number[]> = {
  Helvetica: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space to /
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0 to ?
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ to O
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P to _
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` to o
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p to ~
  ],
  'Helvetica-Bold': [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
    975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
    333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
    611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ],
};

/** For Latin-1 symbols outside the table; centring is then approximate, never wrong text. */
const FALLBACK_WIDTH = 556;

/** Typographic characters that WinAnsi text falls back to in plain ASCII. */
const ASCII_LOOKALIKES: Record<string, string> = {
  '\u2018': "'", '\u2019': "'", '\u201A': "'", '\u2032': "'",
  '\u201C': '"', '\u201D': '"', '\u201E': '"', '\u2033': '"',
  '\u2010': '-', '\u2011': '-', '\u2013': '-', '\u2014': '-', '\u2212': '-',
  '\u2026': '...',
};

const isAsciiPrintable = (code: number) => code >= 32 && code <= 126;
/** Latin-1 codes that WinAnsiEncoding maps to the same characters (0x80-0x9F differ). */
const isWinAnsiSafe = (code: number) => isAsciiPrintable(code) || (code >= 0xa0 && code <= 0xff);

/** One character as WinAnsi text: itself, an ASCII lookalike, its unaccented letters, or '?'. */
function winAnsiChar(char: string): string {
  if (isWinAnsiSafe(char.codePointAt(0)!)) return char;
  if (/\s/.test(char)) return ' ';
  if (ASCII_LOOKALIKES[char]) return ASCII_LOOKALIKES[char];
  const stripped = [...char.normalize('NFKD')].filter((c) => isWinAnsiSafe(c.codePointAt(0)!)).join('');
  return stripped || '?';
}

/** Text as a string of WinAnsi character codes (each below 256), characters the fonts lack replaced. */
export function toWinAnsi(text: string): string {
  return [...text].map(winAnsiChar).join('');
}

function charWidth(code: number, font: PdfFont): number {
  if (isAsciiPrintable(code)) return ASCII_WIDTHS[font][code - 32];
  if (code === 0xa0) return ASCII_WIDTHS[font][0];
  // Accented Latin-1 letters are as wide as their base letters in Helvetica.
  const base = String.fromCharCode(code).normalize('NFD').charCodeAt(0);
  return base < 128 && isAsciiPrintable(base) ? ASCII_WIDTHS[font][base - 32] : FALLBACK_WIDTH;
}

/** Width in points of WinAnsi text (see toWinAnsi). */
function winAnsiWidth(text: string, font: PdfFont, size: number): number {
  let units = 0;
  for (let i = 0; i < text.length; i++) units += charWidth(text.charCodeAt(i), font);
  return (units * size) / 1000;
}

/** Width in points of the text as it will be printed. */
export function textWidth(text: string, font: PdfFont, size: number): number {
  return winAnsiWidth(toWinAnsi(text), font, size);
}

/** The WinAnsi text, cut with '...' where it would run wider than maxWidth. */
function fitWinAnsi(text: string, style: TextStyle, maxWidth: number): string {
  if (winAnsiWidth(text, style.font, style.size) <= maxWidth) return text;
  let end = text.length;
  while (end > 0 && winAnsiWidth(`${text.slice(0, end).trimEnd()}...`, style.font, style.size) > maxWidth) end--;
  return end > 0 ? `${text.slice(0, end).trimEnd()}...` : '';
}

// ---- content syntax ----

/** A number as PDF writes it: at most 3 decimals, never an exponent. */
export function pdfNumber(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** A literal string of WinAnsi codes: \, ( and ) escaped, other bytes outside ASCII as octal. */
export function pdfString(winAnsi: string): string {
  let out = '(';
  for (let i = 0; i < winAnsi.length; i++) {
    const char = winAnsi[i];
    const code = winAnsi.charCodeAt(i);
    if (char === '\\' || char === '(' || char === ')') out += `\\${char}`;
    else if (isAsciiPrintable(code)) out += char;
    else out += `\\${(code & 0xff).toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
}

/** A text string of the document information (any Unicode): UTF-16BE with its byte order mark, in hex. */
function pdfTextString(text: string): string {
  const utf16 = Buffer.from(text, 'utf16le').swap16();
  return `<FEFF${utf16.toString('hex').toUpperCase()}>`;
}

// ---- pages ----

/** Control point distance of a cubic Bézier quarter circle, as a fraction of the radius. */
const KAPPA = 0.5523;

export class PdfPage {
  private readonly operations: string[] = [];

  constructor(
    readonly width: number = US_LETTER.width,
    readonly height: number = US_LETTER.height,
  ) {}

  private point(x: number, y: number): string {
    return `${pdfNumber(x)} ${pdfNumber(this.height - y)}`;
  }

  /** Fills the rectangles as one path (e.g. the bars of a barcode). */
  fillRects(rects: readonly Rect[], grey = 0): void {
    if (rects.length === 0) return;
    const path = rects.map((r) => `${this.point(r.x, r.y + r.height)} ${pdfNumber(r.width)} ${pdfNumber(r.height)} re`);
    this.operations.push('q', `${pdfNumber(grey)} g`, ...path, 'f', 'Q');
  }

  /** Strokes the outline of a rectangle with rounded corners. */
  strokeRoundedRect(rect: Rect, radius: number, style: OutlineStyle): void {
    const { x, y, width: w, height: h } = rect;
    const r = Math.min(radius, w / 2, h / 2);
    const k = r * KAPPA;
    const curve = (x1: number, y1: number, x2: number, y2: number, x3: number, y3: number) =>
      `${this.point(x1, y1)} ${this.point(x2, y2)} ${this.point(x3, y3)} c`;
    this.operations.push(
      'q',
      `${pdfNumber(style.lineWidth)} w`,
      `${pdfNumber(style.grey)} G`,
      `${this.point(x + r, y)} m`,
      `${this.point(x + w - r, y)} l`,
      curve(x + w - r + k, y, x + w, y + r - k, x + w, y + r),
      `${this.point(x + w, y + h - r)} l`,
      curve(x + w, y + h - r + k, x + w - r + k, y + h, x + w - r, y + h),
      `${this.point(x + r, y + h)} l`,
      curve(x + r - k, y + h, x, y + h - r + k, x, y + h - r),
      `${this.point(x, y + r)} l`,
      curve(x, y + r - k, x + r - k, y, x + r, y),
      'h S',
      'Q',
    );
  }

  private showText(winAnsi: string, x: number, top: number, style: TextStyle): void {
    if (!winAnsi) return;
    const baseline = top + (ASCENDER * style.size) / 1000;
    this.operations.push(
      'BT',
      `${pdfNumber(style.grey ?? 0)} g`,
      `/${FONT_RESOURCES[style.font]} ${pdfNumber(style.size)} Tf`,
      `${this.point(x, baseline)} Td`,
      `${pdfString(winAnsi)} Tj`,
      'ET',
    );
  }

  /** One line of text whose ascender line is at `top`. */
  text(text: string, x: number, top: number, style: TextStyle): void {
    this.showText(toWinAnsi(text), x, top, style);
  }

  /** One line centred in [x, x + width], cut with '...' if it does not fit. */
  centredText(text: string, x: number, width: number, top: number, style: TextStyle): void {
    const fitted = fitWinAnsi(toWinAnsi(text), style, width);
    this.showText(fitted, x + (width - winAnsiWidth(fitted, style.font, style.size)) / 2, top, style);
  }

  /** The page's content stream. */
  content(): string {
    return this.operations.join('\n');
  }
}

// ---- document ----

const CATALOG = 1;
const PAGES = 2;
const INFO = 3;
const FIRST_FONT = 4;
const FONTS = Object.keys(FONT_RESOURCES) as PdfFont[];
const FIRST_PAGE = FIRST_FONT + FONTS.length;

const ref = (objectNumber: number) => `${objectNumber} 0 R`;

export class PdfDocument {
  private readonly pages: PdfPage[] = [];

  constructor(
    private readonly info: PdfInfo = {},
    /** Deflate the content streams (off to read them in tests). */
    private readonly compress = true,
  ) {}

  addPage(width: number = US_LETTER.width, height: number = US_LETTER.height): PdfPage {
    const page = new PdfPage(width, height);
    this.pages.push(page);
    return page;
  }

  get pageCount(): number {
    return this.pages.length;
  }

  /** Objects by number (index 0 is object 1): catalog, page tree, info, fonts, then each page and its contents. */
  private objects(): Buffer[] {
    const pageNumber = (index: number) => FIRST_PAGE + 2 * index;
    const fontResources = FONTS.map((font, i) => `/${FONT_RESOURCES[font]} ${ref(FIRST_FONT + i)}`).join(' ');
    const objects: Buffer[] = [
      `<< /Type /Catalog /Pages ${ref(PAGES)} >>`,
      `<< /Type /Pages /Kids [${this.pages.map((_, i) => ref(pageNumber(i))).join(' ')}] /Count ${this.pages.length} >>`,
      this.infoDictionary(),
      ...FONTS.map((font) => `<< /Type /Font /Subtype /Type1 /BaseFont /${font} /Encoding /WinAnsiEncoding >>`),
    ].map((text) => Buffer.from(text, 'latin1'));
    this.pages.forEach((page, i) => {
      const mediaBox = `[0 0 ${pdfNumber(page.width)} ${pdfNumber(page.height)}]`;
      objects.push(
        Buffer.from(`<< /Type /Page /Parent ${ref(PAGES)} /MediaBox ${mediaBox} /Resources << /Font << ${fontResources} >> >> /Contents ${ref(pageNumber(i) + 1)} >>`, 'latin1'),
        this.stream(Buffer.from(page.content(), 'latin1')),
      );
    });
    return objects;
  }

  private infoDictionary(): string {
    const entries = [`/Producer ${pdfTextString('AssetCare')}`];
    if (this.info.title !== undefined) entries.push(`/Title ${pdfTextString(this.info.title)}`);
    if (this.info.author !== undefined) entries.push(`/Author ${pdfTextString(this.info.author)}`);
    return `<< ${entries.join(' ')} >>`;
  }

  private stream(data: Buffer): Buffer {
    const body = this.compress ? deflateSync(data) : data;
    const filter = this.compress ? ' /Filter /FlateDecode' : '';
    return Buffer.concat([Buffer.from(`<< /Length ${body.length}${filter} >>\nstream\n`, 'latin1'), body, Buffer.from('\nendstream', 'latin1')]);
  }

  /** The whole file: header, numbered objects, cross-reference table and trailer. */
  toBuffer(): Buffer {
    // The comment of bytes above 127 tells transfer tools that the file is binary.
    const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
    let length = parts[0].length;
    const offsets: number[] = [];
    this.objects().forEach((body, i) => {
      offsets.push(length);
      const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
      parts.push(object);
      length += object.length;
    });
    // Each cross-reference entry is exactly 20 bytes, hence the space before the newline.
    const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
    const size = offsets.length + 1;
    const trailer = `xref\n0 ${size}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${size} /Root ${ref(CATALOG)} /Info ${ref(INFO)} >>\nstartxref\n${length}\n%%EOF\n`;
    parts.push(Buffer.from(trailer, 'latin1'));
    return Buffer.concat(parts);
  }
}
