/**
 * User barcode labels (POST User/generateBarcodeUser -> userlist.pdf): a US Letter sheet of
 * 2 x 5 labels of 4 x 2 inches (the common 10-up label stock). Each label shows the user's name,
 * a Code 128 barcode of the username (what the mobile app scans to sign an operator in) and the
 * username in clear text, inside a faint rounded outline.
 *
 * pdfkit writes the document and bwip-js draws the barcode as a PNG. Both are loaded by
 * renderUserLabels itself, so code that imports this module without printing labels does not
 * load them.
 */
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
/** Module (narrowest bar) width on paper: wide enough for ordinary scanners, narrowed only for very long usernames. */
const MAX_MODULE_PT = 1.2;

/**
 * The barcode image: 8 pixels per module, so even at the widest module (1.2 pt) the bars are
 * drawn at 480 dpi, and finer for long usernames. A linear symbol is the same in every pixel row,
 * so it is rendered only 2 mm tall and stretched to the bar height on the label.
 */
const PIXELS_PER_MODULE = 8;
const RENDERED_BAR_MM = 2;
/** Code 128's quiet zone on each side, in modules (bwip-js pads in modules). */
const QUIET_ZONE_MODULES = 10;

const NAME_FONT = { font: 'Helvetica-Bold', size: 12 } as const;
const USERNAME_FONT = { font: 'Helvetica', size: 10, minSize: 7 } as const;
const NOTE_FONT = { font: 'Helvetica', size: 9, colour: '#666666' } as const;
const NO_BARCODE_NOTE = 'No barcode: the username is not plain ASCII';
/** A faint outline helps cutting plain paper; label stock is pre-cut anyway. */
const OUTLINE = { lineWidth: 0.5, colour: '#cccccc', inset: 2, radius: 6 } as const;

type Pdf = PDFKit.PDFDocument;
type BarcodeRenderer = (text: string) => Promise<Buffer | null>;

/** An image pdfkit has read (its size in pixels), which doc.image places without reading it again. */
interface OpenedImage {
  width: number;
  height: number;
}
/** pdfkit's openImage, and doc.image given its result: both public pdfkit API that @types/pdfkit leaves out. */
type PdfImages = {
  openImage(src: Buffer): OpenedImage;
  image(src: OpenedImage, x: number, y: number, options: PDFKit.Mixins.ImageOption): unknown;
};

/** Top-left corner of the label in the given slot of a page (row by row). */
function labelOrigin(slot: number): { x: number; y: number } {
  const column = slot % LABEL_SHEET.columns;
  const row = Math.floor(slot / LABEL_SHEET.columns);
  return {
    x: LABEL_SHEET.marginLeft + column * (LABEL_SHEET.labelWidth + LABEL_SHEET.columnGap),
    y: LABEL_SHEET.marginTop + row * LABEL_SHEET.labelHeight,
  };
}

/**
 * Printable ASCII only. bwip-js would also draw characters beyond it (Latin-1 through Code 128's
 * FNC4, which many scanners do not read, and others by their low byte, i.e. a barcode of some
 * other text), so those usernames get a note instead of a barcode.
 */
const barcodeable = (username: string) => /^[\x20-\x7e]+$/.test(username);

/** One line centred in [x, x + width], its top at `top`; cut with '...' when too wide. */
function centredLine(doc: Pdf, text: string, x: number, width: number, top: number) {
  doc.text(text, x, top, {
    width,
    height: doc.currentLineHeight(),
    align: 'center',
    ellipsis: '...',
    lineBreak: true,
  });
}

function drawLabel(doc: Pdf, user: LabelUser, barcode: Buffer | null, x: number, y: number): void {
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

  const nameY = y + (LABEL_SHEET.labelHeight - BLOCK_HEIGHT) / 2;
  const barcodeY = nameY + NAME_HEIGHT;
  const usernameY = barcodeY + BARCODE_HEIGHT_PT + TEXT_GAP;
  const textX = x + LABEL_PADDING;

  doc.fillColor('black').font(NAME_FONT.font).fontSize(NAME_FONT.size);
  centredLine(doc, `${user.firstname} ${user.lastname}`.trim(), textX, INNER_WIDTH, nameY);

  if (barcode) {
    const images = doc as unknown as PdfImages;
    const image = images.openImage(barcode);
    // The image's width in pixels is the symbol's modules, quiet zones included, times PIXELS_PER_MODULE.
    const modules = image.width / PIXELS_PER_MODULE;
    const width = modules * Math.min(MAX_MODULE_PT, INNER_WIDTH / modules);
    images.image(image, x + (LABEL_SHEET.labelWidth - width) / 2, barcodeY + BAR_INSET_PT, {
      width,
      height: BARCODE_HEIGHT_PT - 2 * BAR_INSET_PT,
    });
  } else {
    doc.fillColor(NOTE_FONT.colour).font(NOTE_FONT.font).fontSize(NOTE_FONT.size);
    centredLine(doc, NO_BARCODE_NOTE, textX, INNER_WIDTH, barcodeY + BARCODE_HEIGHT_PT / 2 - 5);
  }

  // The clear-text username shrinks to fit rather than lose characters the barcode has.
  doc.fillColor('black').font(USERNAME_FONT.font).fontSize(USERNAME_FONT.size);
  const fullWidth = doc.widthOfString(user.username);
  if (fullWidth > INNER_WIDTH)
    doc.fontSize(Math.max(USERNAME_FONT.minSize, (USERNAME_FONT.size * INNER_WIDTH) / fullWidth));
  centredLine(doc, user.username, textX, INNER_WIDTH, usernameY);
}

export async function renderUserLabels(users: LabelUser[], title: string): Promise<Buffer> {
  const [{ default: PDFDocument }, { default: bwipjs }] = await Promise.all([
    import('pdfkit'),
    import('bwip-js/node'),
  ]);

  const renderBarcode: BarcodeRenderer = async (text) => {
    if (!barcodeable(text)) return null;
    try {
      return await bwipjs.toBuffer({
        bcid: 'code128',
        text,
        scale: PIXELS_PER_MODULE,
        height: RENDERED_BAR_MM,
        includetext: false,
        backgroundcolor: 'FFFFFF',
        paddingwidth: QUIET_ZONE_MODULES,
        paddingheight: 0,
      });
    } catch {
      return null; // bwip-js refused the text: the label says so instead of showing bars
    }
  };
  const barcodes = await Promise.all(users.map((user) => renderBarcode(user.username)));

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

  for (let first = 0; first < users.length || first === 0; first += LABELS_PER_PAGE) {
    doc.addPage();
    users.slice(first, first + LABELS_PER_PAGE).forEach((user, slot) => {
      const { x, y } = labelOrigin(slot);
      drawLabel(doc, user, barcodes[first + slot], x, y);
    });
  }
  doc.end();
  return done;
}
