/**
 * Reads the first sheet of an uploaded spreadsheet in the browser (spec 2.8, 3, 5: asset and
 * inspection-form uploads) into text cells
 * with the row numbers the spreadsheet shows. Parsers load only when a file is read: exceljs for
 * the xlsx family; SheetJS (xlsx-republish) only when a legacy .xls or a CSV arrives: exceljs
 * cannot read BIFF, and its CSV reader takes a Node stream and splits on commas only, while
 * SheetJS also reads semicolon- and tab-separated files and a 'sep=' line, as spreadsheet apps do
 * (README, Spreadsheets).
 *
 * Every cell becomes text: numbers without formatting ('1001', '2019'), rich text and hyperlinks
 * as their text, formulas as their cached result, dates as YYYY-MM-DD (with a time of day: ISO).
 */

export interface SheetRow {
  /** The row number as the spreadsheet shows it (1-based, blank rows counted). */
  row: number;
  cells: string[];
}

export interface ParsedSheet {
  headers: string[];
  /** Non-blank rows below the header row. */
  rows: SheetRow[];
}

export type SheetFormat = 'xlsx' | 'xls' | 'csv';

export const formatOf = (fileName: string): SheetFormat | null => {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (extension === 'csv') return 'csv';
  if (extension === 'xls') return 'xls';
  if (['xlsx', 'xlsm', 'xltx', 'xltm'].includes(extension)) return 'xlsx';
  return null;
};

const numberText = (n: number) => (Number.isFinite(n) ? String(n) : '');
/** A date as YYYY-MM-DD; a date with a time of day (a meter reading's) as its full ISO time. */
const dateText = (d: Date) => {
  if (Number.isNaN(d.getTime())) return '';
  const iso = d.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
};

/** Text of an exceljs cell value (its union of plain values and value objects). */
export function excelValueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
  if (typeof value === 'object') {
    const v = value as {
      richText?: { text: string }[];
      text?: unknown;
      result?: unknown;
      formula?: string;
      sharedFormula?: string;
      error?: string;
    };
    if (Array.isArray(v.richText)) return v.richText.map((run) => run.text).join('');
    if ('formula' in v || 'sharedFormula' in v || 'result' in v) return excelValueText(v.result);
    if ('text' in v) return excelValueText(v.text);
    if ('error' in v) return '';
  }
  return '';
}

/** Rows of text cells (1-based row numbers) into the header row and the non-blank rows under it. */
export function toSheet(raw: SheetRow[]): ParsedSheet {
  const filled = raw
    .map((r) => ({ row: r.row, cells: r.cells.map((c) => c.trim()) }))
    .filter((r) => r.cells.some((c) => c !== ''));
  const [header, ...rows] = filled;
  return { headers: header?.cells ?? [], rows };
}

async function readXlsx(data: ArrayBuffer): Promise<SheetRow[]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = excelValueText(cell.value);
    });
    rows.push({ row: rowNumber, cells: Array.from(cells, (c) => c ?? '') });
  });
  return rows;
}

/**
 * Legacy .xls and CSV through SheetJS. CSV cells are read raw (as typed: '00123' keeps its zeros,
 * '2019' stays text), decoded as UTF-8 (the decoder drops a BOM); SheetJS counts a quoted multi-line cell as one row.
 */
async function readWithSheetJs(data: ArrayBuffer, format: 'xls' | 'csv'): Promise<SheetRow[]> {
  const XLSX = await import('xlsx-republish');
  const options = { cellDates: true, cellHTML: false, cellStyles: false };
  const workbook =
    format === 'csv'
      ? XLSX.read(new TextDecoder('utf-8').decode(data), { ...options, type: 'string', raw: true })
      : XLSX.read(new Uint8Array(data), { ...options, type: 'array' });
  const sheet = workbook.Sheets[workbook.SheetNames[0]];
  if (!sheet?.['!ref']) return [];
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const rows: SheetRow[] = [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const cells: string[] = [];
    for (let c = 0; c <= range.e.c; c++) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })] as { t: string; v?: unknown } | undefined;
      if (!cell || cell.t === 'e' || cell.t === 'z') cells.push('');
      else if (cell.t === 'n') cells.push(numberText(cell.v as number));
      else if (cell.t === 'b') cells.push(cell.v ? 'TRUE' : 'FALSE');
      else if (cell.t === 'd') cells.push(dateText(cell.v as Date));
      else cells.push(String(cell.v ?? ''));
    }
    rows.push({ row: r + 1, cells });
  }
  return rows;
}

/** The first sheet of a file as text, or null when its extension is not one of the accepted six. */
export async function parseSheet(fileName: string, data: ArrayBuffer): Promise<ParsedSheet | null> {
  const format = formatOf(fileName);
  if (!format) return null;
  return toSheet(format === 'xlsx' ? await readXlsx(data) : await readWithSheetJs(data, format));
}
