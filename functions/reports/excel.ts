/**
 * Streaming Excel writer of the reports (exceljs's WorkbookWriter: each row is flushed when
 * committed, so a long report never holds a whole workbook model in memory). exceljs is loaded
 * on the first report, not at cold start.
 */
import type { Writable } from 'node:stream';

export type Cell = string | number | Date | null | undefined;
export interface SheetColumn {
  header: string;
  /** In characters. */
  width: number;
}
export interface SheetSpec {
  sheetName: string;
  title: string;
  /** Label and value lines under the title. */
  details: [string, Cell][];
  columns: SheetColumn[];
  /** Rows, from an array or generated (a generator streams without holding them all). */
  rows: Iterable<Cell[]> | AsyncIterable<Cell[]>;
  now: Date;
}
export const XLSX_DATE_TIME = 'yyyy-mm-dd hh:mm';

/** Writes the sheet into `stream`: bold title, details, a blank line, bold header row (frozen), rows or 'No data found'. */
export async function writeSheet(stream: Writable, spec: SheetSpec): Promise<number> {
  const { default: ExcelJS } = await import('exceljs');
  const headerRow = 1 + spec.details.length + 2;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'AssetCare';
  workbook.created = spec.now;
  const sheet = workbook.addWorksheet(spec.sheetName, { views: [{ state: 'frozen', ySplit: headerRow }] });
  sheet.columns = spec.columns.map((c, i) => ({ key: `c${i}`, width: c.width }));
  const write = (n: number, values: Cell[], font?: { bold: true; size?: number }) => {
    const row = sheet.getRow(n);
    values.forEach((value, i) => {
      if (value === undefined || value === null || value === '') return;
      const cell = row.getCell(i + 1);
      cell.value = value;
      if (value instanceof Date) cell.numFmt = XLSX_DATE_TIME;
      if (font) cell.font = font;
    });
    row.commit();
  };
  write(1, [spec.title], { bold: true, size: 14 });
  spec.details.forEach((d, i) => write(2 + i, d));
  write(
    headerRow,
    spec.columns.map((c) => c.header),
    { bold: true },
  );
  let n = 0;
  for await (const values of spec.rows as AsyncIterable<Cell[]>) write(headerRow + 1 + n++, values);
  if (n === 0) write(headerRow + 1, ['No data found']);
  sheet.commit();
  await workbook.commit();
  return n;
}
