/**
 * Writes a one-sheet xlsx in the browser with exceljs (loaded when called): bold headers, column
 * widths, rows; and saves it as a download. The upload screens' templates and reports use it.
 */
import { saveBlob } from '../../app/api/save-blob';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function workbookBytes(
  sheetName: string,
  headers: string[],
  rows: (string | number)[][],
  widths: number[],
): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = headers.map((header, i) => ({ header, width: widths[i] ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows);
  return (await book.xlsx.writeBuffer()) as ArrayBuffer;
}

export function saveWorkbook(bytes: ArrayBuffer, fileName: string) {
  saveBlob(new Blob([bytes], { type: XLSX_TYPE }), fileName);
}
