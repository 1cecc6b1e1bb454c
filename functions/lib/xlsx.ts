/**
 * A small .xlsx writer: one worksheet holding a table (bold header row, frozen), optionally under
 * a title and label/value details, e.g. a report's parameters. Strings are written inline (no
 * shared strings table), dates as Excel serial numbers with a date format. The package is a ZIP
 * written here with deflate from node:zlib, so Lambda bundles need no spreadsheet library.
 */
import { deflateRawSync } from 'node:zlib';

export type CellValue = string | number | boolean | Date | null | undefined;

export interface XlsxColumn<Key extends string = string> {
  header: string;
  /** The property of each row that fills this column. */
  key: Key;
  /** In characters; by default from the header and the first rows' values. */
  width?: number;
  /** 'date' also reads ISO date strings as dates; 'string' writes every value as text. By default each value is written as its own type. */
  type?: 'string' | 'date';
}

export type XlsxRow<Key extends string> = Partial<Record<Key, CellValue>>;

export interface WorkbookSpec<Key extends string> {
  /** At most 31 characters, none of : \ / ? * [ ] */
  sheetName: string;
  columns: readonly XlsxColumn<Key>[];
  rows: readonly XlsxRow<Key>[];
  /** The first line, bold and larger. */
  title?: string;
  /** Label and value lines under the title; a blank line separates them from the table. */
  details?: ReadonlyArray<readonly [label: string, value: CellValue]>;
  /** Document properties. */
  creator?: string;
  created?: Date;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const DATE_FORMAT = 'yyyy-mm-dd hh:mm';

/** Indexes into styles.xml's cellXfs. */
const Style = { Default: 0, Date: 1, Bold: 2, Title: 3 } as const;
type StyleId = (typeof Style)[keyof typeof Style];

const MAX_CELL_TEXT = 32_767;
const WIDTH_SAMPLE_ROWS = 200;
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
const DATE_WIDTH = 17;

export function writeWorkbook<Key extends string>(spec: WorkbookSpec<Key>): Buffer {
  checkSheetName(spec.sheetName);
  const created = spec.created ?? new Date();
  return zip(
    [
      { name: '[Content_Types].xml', data: CONTENT_TYPES_XML },
      { name: '_rels/.rels', data: PACKAGE_RELS_XML },
      { name: 'docProps/core.xml', data: corePropertiesXml(spec.creator, created) },
      { name: 'xl/workbook.xml', data: workbookXml(spec.sheetName) },
      { name: 'xl/_rels/workbook.xml.rels', data: WORKBOOK_RELS_XML },
      { name: 'xl/styles.xml', data: STYLES_XML },
      { name: 'xl/worksheets/sheet1.xml', data: worksheetXml(spec) },
    ],
    created,
  );
}

// ---- Worksheet ----

function worksheetXml<Key extends string>(spec: WorkbookSpec<Key>): string {
  const lines: string[] = [];
  let rowNumber = 0;
  if (spec.title !== undefined) lines.push(rowXml(++rowNumber, [{ value: spec.title, style: Style.Title }]));
  for (const [label, value] of spec.details ?? []) lines.push(rowXml(++rowNumber, [{ value: label }, { value }]));
  if (rowNumber > 0) rowNumber += 1; // the blank line above the table
  const headerRow = ++rowNumber;
  lines.push(rowXml(headerRow, spec.columns.map((column) => ({ value: column.header, style: Style.Bold }))));
  for (const row of spec.rows) lines.push(rowXml(++rowNumber, spec.columns.map((column) => ({ value: row[column.key], type: column.type }))));

  const lastColumn = columnLetters(Math.max(spec.columns.length, spec.details?.length ? 2 : 1) - 1);
  return (
    XML_DECLARATION +
    `<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_RELATIONSHIPS}">` +
    `<dimension ref="A1:${lastColumn}${rowNumber}"/>` +
    frozenViewXml(headerRow) +
    '<sheetFormatPr defaultRowHeight="15"/>' +
    columnsXml(spec.columns, spec.rows) +
    `<sheetData>${lines.join('')}</sheetData>` +
    '</worksheet>'
  );
}

/** Keeps every line up to the table's header row on screen while scrolling. */
function frozenViewXml(headerRow: number): string {
  const firstScrolled = `A${headerRow + 1}`;
  return (
    '<sheetViews><sheetView workbookViewId="0">' +
    `<pane ySplit="${headerRow}" topLeftCell="${firstScrolled}" activePane="bottomLeft" state="frozen"/>` +
    `<selection pane="bottomLeft" activeCell="${firstScrolled}" sqref="${firstScrolled}"/>` +
    '</sheetView></sheetViews>'
  );
}

function columnsXml<Key extends string>(columns: readonly XlsxColumn<Key>[], rows: readonly XlsxRow<Key>[]): string {
  if (columns.length === 0) return '';
  const cols = columns.map((column, i) => {
    const width = column.width ?? defaultWidth(column, rows);
    return `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`;
  });
  return `<cols>${cols.join('')}</cols>`;
}

function defaultWidth<Key extends string>(column: XlsxColumn<Key>, rows: readonly XlsxRow<Key>[]): number {
  let longest = column.header.length;
  for (const row of rows.slice(0, WIDTH_SAMPLE_ROWS)) longest = Math.max(longest, displayLength(row[column.key], column.type));
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
}

function displayLength(value: CellValue, type: XlsxColumn['type']): number {
  if (value === null || value === undefined) return 0;
  if (value instanceof Date || (type === 'date' && typeof value === 'string')) return DATE_WIDTH;
  return String(value).length;
}

interface Cell {
  value: CellValue;
  /** For text, numbers and booleans; dates always take the date style. */
  style?: StyleId;
  type?: XlsxColumn['type'];
}

function rowXml(rowNumber: number, cells: Cell[]): string {
  const cellsXml = cells.map((cell, i) => cellXml(`${columnLetters(i)}${rowNumber}`, cell)).join('');
  return `<row r="${rowNumber}">${cellsXml}</row>`;
}

/** Empty values (null, undefined, '') write no cell. */
function cellXml(ref: string, cell: Cell): string {
  const value = asType(cell.value, cell.type);
  if (value === null || value === undefined || value === '') return '';
  const style = cell.style ? ` s="${cell.style}"` : '';
  if (value instanceof Date) return `<c r="${ref}" s="${Style.Date}"><v>${excelSerial(value, ref)}</v></c>`;
  if (typeof value === 'number') return `<c r="${ref}"${style}><v>${finiteNumber(value, ref)}</v></c>`;
  if (typeof value === 'boolean') return `<c r="${ref}"${style} t="b"><v>${value ? 1 : 0}</v></c>`;
  return `<c r="${ref}"${style} t="inlineStr"><is>${textXml(value)}</is></c>`;
}

function asType(value: CellValue, type: XlsxColumn['type']): CellValue {
  if (value === null || value === undefined) return value;
  if (type === 'string') return value instanceof Date ? value.toISOString() : String(value);
  if (type === 'date' && typeof value === 'string') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : date;
  }
  return value;
}

const MS_PER_DAY = 86_400_000;
/** Excel's day 0 is 1899-12-30 (exact from 1900-03-01 on, past Excel's 1900 leap-year bug). */
const UNIX_EPOCH_SERIAL = 25_569;

/** Excel dates have no time zone: the UTC date and time are written. */
function excelSerial(date: Date, ref: string): number {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError(`xlsx: invalid date in cell ${ref}`);
  return time / MS_PER_DAY + UNIX_EPOCH_SERIAL;
}

function finiteNumber(value: number, ref: string): number {
  if (!Number.isFinite(value)) throw new RangeError(`xlsx: ${value} in cell ${ref} is not a number Excel can store`);
  return value;
}

/** 0 -> A, 25 -> Z, 26 -> AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

// ---- Text ----

/** Everything outside XML 1.0's Char production, including lone surrogates (matched as code points). */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

function xmlText(text: string): string {
  return text
    .replace(NOT_XML_CHAR, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r/g, '&#13;'); // a bare \r would be read back as \n
}

function textXml(text: string): string {
  // Excel refuses longer cell text; cutting may leave half a surrogate pair, which xmlText drops.
  const clipped = text.slice(0, MAX_CELL_TEXT);
  const space = /^\s|\s$/.test(clipped) ? ' xml:space="preserve"' : '';
  return `<t${space}>${xmlText(clipped)}</t>`;
}

function checkSheetName(name: string): void {
  if (name.length === 0 || name.length > 31 || /[:\\/?*[\]]/.test(name) || name.startsWith("'") || name.endsWith("'")) {
    throw new RangeError(`xlsx: invalid sheet name "${name}"`);
  }
}

// ---- Package parts ----

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const SPREADSHEETML_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const CONTENT_TYPES_XML =
  XML_DECLARATION +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/xl/workbook.xml" ContentType="${SPREADSHEETML_TYPE}.sheet.main+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${SPREADSHEETML_TYPE}.worksheet+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="${SPREADSHEETML_TYPE}.styles+xml"/>` +
  '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
  '</Types>';

const PACKAGE_RELS_XML =
  XML_DECLARATION +
  `<Relationships xmlns="${NS_PACKAGE_RELATIONSHIPS}">` +
  `<Relationship Id="rId1" Type="${NS_RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>` +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
  '</Relationships>';

const WORKBOOK_RELS_XML =
  XML_DECLARATION +
  `<Relationships xmlns="${NS_PACKAGE_RELATIONSHIPS}">` +
  `<Relationship Id="rId1" Type="${NS_RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${NS_RELATIONSHIPS}/styles" Target="styles.xml"/>` +
  '</Relationships>';

/** cellXfs in the order of `Style`: default, date, bold, title (bold 14). */
const STYLES_XML =
  XML_DECLARATION +
  `<styleSheet xmlns="${NS_MAIN}">` +
  `<numFmts count="1"><numFmt numFmtId="164" formatCode="${DATE_FORMAT}"/></numFmts>` +
  '<fonts count="3">' +
  '<font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="14"/><name val="Calibri"/><family val="2"/></font>' +
  '</fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="0" fontId="2" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

function workbookXml(sheetName: string): string {
  return (
    XML_DECLARATION +
    `<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_RELATIONSHIPS}">` +
    `<sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets>` +
    '</workbook>'
  );
}

function corePropertiesXml(creator: string | undefined, created: Date): string {
  const w3cdtf = created.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return (
    XML_DECLARATION +
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties"' +
    ' xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    (creator === undefined ? '' : `<dc:creator>${xmlText(creator)}</dc:creator>`) +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${w3cdtf}</dcterms:created>` +
    '</cp:coreProperties>'
  );
}

// ---- ZIP ----

export interface ZipEntry {
  name: string;
  data: string | Buffer;
}

const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY_SIGNATURE = 0x06054b50;
const ZIP_VERSION = 20; // 2.0: deflate
const METHOD_DEFLATE = 8;
const FLAG_UTF8_NAMES = 0x0800;
const MAX_UINT32 = 0xffffffff;
const MAX_ENTRIES = 0xffff;

interface StoredEntry {
  name: Buffer;
  crc: number;
  size: number;
  compressed: Buffer;
  offset: number;
}

/** A ZIP archive of deflated entries, all dated `modified`. No zip64: it throws past 4 GB or 65,535 entries. */
export function zip(entries: readonly ZipEntry[], modified: Date): Buffer {
  if (entries.length > MAX_ENTRIES) throw new RangeError('zip: too many entries for a non-zip64 archive');
  const dosTime = dosDateTime(modified);
  const parts: Buffer[] = [];
  const stored: StoredEntry[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data;
    const item = { name: Buffer.from(entry.name, 'utf8'), crc: crc32(data), size: data.length, compressed: deflateRawSync(data), offset };
    const header = localHeader(item, dosTime);
    parts.push(header, item.name, item.compressed);
    stored.push(item);
    offset = checkUint32(offset + header.length + item.name.length + item.compressed.length);
  }
  const centralStart = offset;
  for (const item of stored) {
    const header = centralHeader(item, dosTime);
    parts.push(header, item.name);
    offset = checkUint32(offset + header.length + item.name.length);
  }
  parts.push(endOfCentralDirectory(stored.length, offset - centralStart, centralStart));
  return Buffer.concat(parts);
}

function localHeader(item: StoredEntry, dosTime: DosDateTime): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_HEADER_SIGNATURE, 0);
  header.writeUInt16LE(ZIP_VERSION, 4);
  header.writeUInt16LE(FLAG_UTF8_NAMES, 6);
  header.writeUInt16LE(METHOD_DEFLATE, 8);
  header.writeUInt16LE(dosTime.time, 10);
  header.writeUInt16LE(dosTime.date, 12);
  header.writeUInt32LE(item.crc, 14);
  header.writeUInt32LE(checkUint32(item.compressed.length), 18);
  header.writeUInt32LE(checkUint32(item.size), 22);
  header.writeUInt16LE(item.name.length, 26);
  header.writeUInt16LE(0, 28); // extra field length
  return header;
}

function centralHeader(item: StoredEntry, dosTime: DosDateTime): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(CENTRAL_HEADER_SIGNATURE, 0);
  header.writeUInt16LE(ZIP_VERSION, 4); // made by (MS-DOS host)
  header.writeUInt16LE(ZIP_VERSION, 6); // needed to extract
  header.writeUInt16LE(FLAG_UTF8_NAMES, 8);
  header.writeUInt16LE(METHOD_DEFLATE, 10);
  header.writeUInt16LE(dosTime.time, 12);
  header.writeUInt16LE(dosTime.date, 14);
  header.writeUInt32LE(item.crc, 16);
  header.writeUInt32LE(item.compressed.length, 20);
  header.writeUInt32LE(item.size, 24);
  header.writeUInt16LE(item.name.length, 28);
  // 30 extra length, 32 comment length, 34 disk, 36 internal and 38 external attributes: all 0
  header.writeUInt32LE(item.offset, 42);
  return header;
}

function endOfCentralDirectory(entryCount: number, centralSize: number, centralStart: number): Buffer {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(END_OF_CENTRAL_DIRECTORY_SIGNATURE, 0);
  // 4 this disk, 6 the central directory's disk: both 0
  record.writeUInt16LE(entryCount, 8);
  record.writeUInt16LE(entryCount, 10);
  record.writeUInt32LE(centralSize, 12);
  record.writeUInt32LE(centralStart, 16);
  // 20 comment length: 0
  return record;
}

function checkUint32(value: number): number {
  if (value > MAX_UINT32) throw new RangeError('zip: archive too large without zip64');
  return value;
}

interface DosDateTime {
  date: number;
  time: number;
}

/** MS-DOS date and time (2-second precision, from 1980) of the date's UTC fields. */
function dosDateTime(moment: Date): DosDateTime {
  const date = moment.getUTCFullYear() < 1980 ? new Date(Date.UTC(1980, 0, 1)) : moment;
  return {
    date: ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
  };
}

// ---- CRC-32 (ISO-HDLC, as ZIP uses: reflected polynomial 0xEDB88320) ----

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let byte = 0; byte < 256; byte++) {
    let crc = byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
    table[byte] = crc;
  }
  return table;
})();

export function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i++) crc = CRC_TABLE[(crc ^ data[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
