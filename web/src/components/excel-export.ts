/** Rows to an .xlsx download (exceljs, loaded only when a user exports) or a .csv download. */
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

const csvCell = (v: unknown) => {
  const text = v === null || v === undefined ? '' : String(v);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
export function downloadCsv<T>(rows: T[], columns: ExportColumn<T>[], fileName: string) {
  const lines = [
    columns.map((c) => csvCell(c.header)).join(','),
    ...rows.map((r) => columns.map((c) => csvCell(c.value(r))).join(',')),
  ];
  saveBlob(new Blob([lines.join('\n')], { type: 'text/csv' }), fileName);
}
