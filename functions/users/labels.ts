/**
 * User barcode labels (POST User/generateBarcodeUser -> userlist.pdf) on the shared label sheet
 * (functions/lib/label-sheet.ts). Each label shows the user's name, a Code 128 barcode of the
 * username (what the mobile app scans to sign an operator in) and the username in clear text.
 */
import {
  LABEL_SHEET,
  placeSymbol,
  renderLabelSheet,
  textLine,
  fittedLine,
  type CodeSymbol,
  type Pdf,
} from '#lib/label-sheet.js';

export { LABEL_SHEET };

export interface LabelUser {
  username: string;
  firstname: string;
  lastname: string;
}

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

const NAME_FONT = { font: 'Helvetica-Bold', size: 12 } as const;
const USERNAME_FONT = { font: 'Helvetica', size: 10, minSize: 7 } as const;
const NOTE_FONT = { font: 'Helvetica', size: 9, colour: '#666666' } as const;
const NO_BARCODE_NOTE = 'No barcode: the username is not plain ASCII';

/**
 * Printable ASCII only. bwip-js would also draw characters beyond it (Latin-1 through Code 128's
 * FNC4, which many scanners do not read, and others by their low byte, i.e. a barcode of some
 * other text), so those usernames get a note instead of a barcode.
 */
const barcodeable = (username: string) => /^[\x20-\x7e]+$/.test(username);

function drawLabel(doc: Pdf, user: LabelUser, barcode: CodeSymbol | null, x: number, y: number): void {
  const nameY = y + (LABEL_SHEET.labelHeight - BLOCK_HEIGHT) / 2;
  const barcodeY = nameY + NAME_HEIGHT;
  const usernameY = barcodeY + BARCODE_HEIGHT_PT + TEXT_GAP;
  const textX = x + LABEL_PADDING;

  doc.fillColor('black').font(NAME_FONT.font).fontSize(NAME_FONT.size);
  textLine(doc, `${user.firstname} ${user.lastname}`.trim(), textX, INNER_WIDTH, nameY);

  if (barcode) {
    const { modules } = barcode; // quiet zones included
    const width = modules * Math.min(MAX_MODULE_PT, INNER_WIDTH / modules);
    placeSymbol(
      doc,
      barcode,
      x + (LABEL_SHEET.labelWidth - width) / 2,
      barcodeY + BAR_INSET_PT,
      width,
      BARCODE_HEIGHT_PT - 2 * BAR_INSET_PT,
    );
  } else {
    doc.fillColor(NOTE_FONT.colour).font(NOTE_FONT.font).fontSize(NOTE_FONT.size);
    textLine(doc, NO_BARCODE_NOTE, textX, INNER_WIDTH, barcodeY + BARCODE_HEIGHT_PT / 2 - 5);
  }

  // The clear-text username shrinks to fit rather than lose characters the barcode has.
  doc.fillColor('black').font(USERNAME_FONT.font);
  fittedLine(doc, user.username, textX, INNER_WIDTH, usernameY, USERNAME_FONT.size, USERNAME_FONT.minSize);
}

export function renderUserLabels(users: LabelUser[], title: string): Promise<Buffer> {
  return renderLabelSheet(
    users,
    title,
    (user, codes) => (barcodeable(user.username) ? codes.code128(user.username) : Promise.resolve(null)),
    drawLabel,
  );
}
