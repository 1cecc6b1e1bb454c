/**
 * User barcode labels (POST User/generateBarcodeUser -> userlist.pdf): a US Letter sheet of
 * 2 x 5 labels of 4 x 2 inches (the common 10-up label stock). Each label shows the user's name,
 * a Code 128 barcode of the username (what the mobile app scans to sign an operator in) and the
 * username in clear text. The bars are vector rectangles, so they print crisp at any resolution.
 */
import { Code128Error, code128Bars, encodeCode128, type Code128Symbol } from '../lib/code128.js';
import { PdfDocument, type OutlineStyle, type PdfPage, type TextStyle } from '../lib/pdf.js';

export interface LabelUser {
  username: string;
  firstname: string;
  lastname: string;
}

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

const LABELS_PER_PAGE = LABEL_SHEET.columns * LABEL_SHEET.rows;
const LABEL_PADDING = 14;
const INNER_WIDTH = LABEL_SHEET.labelWidth - 2 * LABEL_PADDING;
const NAME_HEIGHT = 22;
const BARCODE_HEIGHT_PT = 58;
/** White kept above and below the bars within the barcode's height. */
const BAR_INSET_PT = 3;
const TEXT_GAP = 8;
const USERNAME_HEIGHT = 12;
const BLOCK_HEIGHT = NAME_HEIGHT + BARCODE_HEIGHT_PT + TEXT_GAP + USERNAME_HEIGHT;
/** Module width on paper: wide enough for ordinary scanners, narrowed only for very long usernames. */
const MAX_MODULE_PT = 1.2;

const NAME_STYLE: TextStyle = { font: 'Helvetica-Bold', size: 12 };
const USERNAME_STYLE: TextStyle = { font: 'Helvetica', size: 10 };
const NOTE_STYLE: TextStyle = { font: 'Helvetica', size: 9, grey: 0.4 };
/** A faint outline helps cutting plain paper; label stock is pre-cut anyway. */
const OUTLINE: OutlineStyle = { lineWidth: 0.5, grey: 0.8 };
const OUTLINE_INSET = 2;
const OUTLINE_RADIUS = 6;

/** Top-left corner of the label in the given slot of a page (row by row). */
function labelOrigin(slot: number): { x: number; y: number } {
  const column = slot % LABEL_SHEET.columns;
  const row = Math.floor(slot / LABEL_SHEET.columns);
  return {
    x: LABEL_SHEET.marginLeft + column * (LABEL_SHEET.labelWidth + LABEL_SHEET.columnGap),
    y: LABEL_SHEET.marginTop + row * LABEL_SHEET.labelHeight,
  };
}

/** Module width in points: at most MAX_MODULE_PT, less when the symbol and its quiet zones would overflow the label. */
export const moduleWidthFor = (symbol: Code128Symbol) => Math.min(MAX_MODULE_PT, INNER_WIDTH / symbol.modules);

/** The symbol centred on the label, quiet zones included. */
function drawBarcode(page: PdfPage, symbol: Code128Symbol, labelX: number, top: number): void {
  const moduleWidth = moduleWidthFor(symbol);
  const left = labelX + (LABEL_SHEET.labelWidth - symbol.modules * moduleWidth) / 2;
  const bars = code128Bars(symbol).map((bar) => ({
    x: left + bar.start * moduleWidth,
    y: top + BAR_INSET_PT,
    width: bar.width * moduleWidth,
    height: BARCODE_HEIGHT_PT - 2 * BAR_INSET_PT,
  }));
  page.fillRects(bars);
}

function barcodeOf(username: string): Code128Symbol | null {
  try {
    return encodeCode128(username);
  } catch (error) {
    if (error instanceof Code128Error) return null;
    throw error;
  }
}

/** Name, barcode and username, centred vertically in the label. */
function drawLabel(page: PdfPage, user: LabelUser, x: number, y: number): void {
  page.strokeRoundedRect(
    { x: x + OUTLINE_INSET, y: y + OUTLINE_INSET, width: LABEL_SHEET.labelWidth - 2 * OUTLINE_INSET, height: LABEL_SHEET.labelHeight - 2 * OUTLINE_INSET },
    OUTLINE_RADIUS,
    OUTLINE,
  );
  const nameY = y + (LABEL_SHEET.labelHeight - BLOCK_HEIGHT) / 2;
  const barcodeY = nameY + NAME_HEIGHT;
  const usernameY = barcodeY + BARCODE_HEIGHT_PT + TEXT_GAP;
  const textX = x + LABEL_PADDING;

  page.centredText(`${user.firstname} ${user.lastname}`.trim(), textX, INNER_WIDTH, nameY, NAME_STYLE);
  const symbol = barcodeOf(user.username);
  if (symbol) drawBarcode(page, symbol, x, barcodeY);
  else page.centredText('No barcode: the username is not plain ASCII', textX, INNER_WIDTH, barcodeY + BARCODE_HEIGHT_PT / 2 - 5, NOTE_STYLE);
  page.centredText(user.username, textX, INNER_WIDTH, usernameY, USERNAME_STYLE);
}

export function renderUserLabels(users: LabelUser[], title: string): Promise<Buffer> {
  const doc = new PdfDocument({ title, author: 'AssetCare' });
  for (let first = 0; first < users.length || doc.pageCount === 0; first += LABELS_PER_PAGE) {
    const page = doc.addPage(LABEL_SHEET.pageWidth, LABEL_SHEET.pageHeight);
    users.slice(first, first + LABELS_PER_PAGE).forEach((user, slot) => {
      const { x, y } = labelOrigin(slot);
      drawLabel(page, user, x, y);
    });
  }
  return Promise.resolve(doc.toBuffer());
}
