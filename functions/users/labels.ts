/**
 * User barcode labels (POST User/generateBarcodeUser -> userlist.pdf): a US Letter sheet of
 * 2 x 5 labels of 4 x 2 inches (the common 10-up label stock). Each label shows the user's name,
 * a Code 128 barcode of the username (what the mobile app scans to sign an operator in) and the
 * username in clear text.
 */
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';

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

/** Pixels per barcode module in the PNG; the PDF scales the image to the label. */
const BARCODE_SCALE = 3;
const LABEL_PADDING = 14;
const BARCODE_HEIGHT_PT = 58;
const NAME_HEIGHT = 22;
const TEXT_GAP = 8;
const USERNAME_HEIGHT = 12;
/** Module width on paper: wide enough for ordinary scanners, narrowed only for very long usernames. */
const MAX_MODULE_PT = 1.2;

/** The barcode image of one username: white background and quiet zones so it scans. */
export function renderBarcode(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: BARCODE_SCALE,
    height: 12,
    includetext: false,
    backgroundcolor: 'FFFFFF',
    paddingwidth: 10,
    paddingheight: 2,
  });
}

/** PNG width and height from its header. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

export async function renderUserLabels(users: LabelUser[], title: string): Promise<Buffer> {
  const barcodes = await Promise.all(users.map((user) => renderBarcode(user.username)));
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { Title: title, Author: 'AssetCare' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const perPage = LABEL_SHEET.columns * LABEL_SHEET.rows;
  const innerWidth = LABEL_SHEET.labelWidth - 2 * LABEL_PADDING;
  users.forEach((user, index) => {
    if (index > 0 && index % perPage === 0) doc.addPage({ size: 'LETTER', margin: 0 });
    const slot = index % perPage;
    const x = LABEL_SHEET.marginLeft + (slot % LABEL_SHEET.columns) * (LABEL_SHEET.labelWidth + LABEL_SHEET.columnGap);
    const y = LABEL_SHEET.marginTop + Math.floor(slot / LABEL_SHEET.columns) * LABEL_SHEET.labelHeight;

    // A faint outline helps cutting plain paper; label stock is pre-cut anyway.
    doc.save().lineWidth(0.5).strokeColor('#cccccc').roundedRect(x + 2, y + 2, LABEL_SHEET.labelWidth - 4, LABEL_SHEET.labelHeight - 4, 6).stroke().restore();

    // Name, barcode and username, centred vertically in the label.
    const blockHeight = NAME_HEIGHT + BARCODE_HEIGHT_PT + TEXT_GAP + USERNAME_HEIGHT;
    const nameY = y + (LABEL_SHEET.labelHeight - blockHeight) / 2;
    const barcodeY = nameY + NAME_HEIGHT;
    const usernameY = barcodeY + BARCODE_HEIGHT_PT + TEXT_GAP;

    const name = `${user.firstname} ${user.lastname}`.trim();
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#000000');
    doc.text(name, x + LABEL_PADDING, nameY, { width: innerWidth, align: 'center', lineBreak: false, ellipsis: true, height: 16 });

    const png = barcodes[index];
    const modules = pngSize(png).width / BARCODE_SCALE;
    const width = Math.min(innerWidth, modules * MAX_MODULE_PT);
    doc.image(png, x + (LABEL_SHEET.labelWidth - width) / 2, barcodeY, { width, height: BARCODE_HEIGHT_PT });

    doc.font('Helvetica').fontSize(10);
    doc.text(user.username, x + LABEL_PADDING, usernameY, { width: innerWidth, align: 'center', lineBreak: false, ellipsis: true, height: 14 });
  });
  doc.end();
  return done;
}
