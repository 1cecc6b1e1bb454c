/** Rows to an .xlsx or a .csv download, both written by exceljs (loaded only when a user exports). */
import { saveBlob } from '../app/api/save-blob';

export interface ExportColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

export async function downloadExcel<T>(
  rows: T[],
  columns: ExportColumn<T>[],
  fileName = 'ReportExcelFile.xlsx',
  sheetName = 'Report',
) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(columns.map((c) => c.header)).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row) ?? ''));
  sheet.columns.forEach((column, i) => (column.width = Math.max(12, columns[i].header.length + 4)));
  const buffer = await workbook.xlsx.writeBuffer();
  saveBlob(
    new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    fileName,
  );
}

/** A .csv download: exceljs's CSV writer (fast-csv: comma-separated, quoted where needed, \n between rows). */
export async function downloadCsv<T>(rows: T[], columns: ExportColumn<T>[], fileName: string) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Report');
  sheet.addRow(columns.map((c) => c.header));
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row) ?? ''));
  const buffer = await workbook.csv.writeBuffer();
  saveBlob(new Blob([buffer], { type: 'text/csv' }), fileName);
}
