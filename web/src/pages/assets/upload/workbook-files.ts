/**
 * The spreadsheets the upload screen hands out, written by exceljs (loaded on click): the
 * template with the expected headers, and the report of the rows that failed.
 */
import { UPLOAD_COLUMNS } from '@shared/assets/rules';
import type { UploadProblem } from '@shared/assets/schemas';
import { saveBlob } from '../../../app/api/save-blob';

export const TEMPLATE_FILE = 'AssetUploadTemplate.xlsx';
export const REPORT_FILE = 'AssetUploadReport.xlsx';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function save(bytes: ArrayBuffer, fileName: string) {
  saveBlob(new Blob([bytes], { type: XLSX_TYPE }), fileName);
}

async function workbook(sheetName: string, headers: string[], rows: (string | number)[][], widths: number[]) {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = headers.map((header, i) => ({ header, width: widths[i] ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows);
  return (await book.xlsx.writeBuffer()) as ArrayBuffer;
}

export async function templateBytes(): Promise<ArrayBuffer> {
  return workbook(
    'Assets',
    UPLOAD_COLUMNS.map((c) => c.header),
    [],
    UPLOAD_COLUMNS.map((c) => Math.max(14, c.header.length + 4)),
  );
}

export async function reportBytes(problems: UploadProblem[]): Promise<ArrayBuffer> {
  return workbook(
    'Report',
    ['Row', 'Column', 'Message'],
    problems.map((p) => [p.row, p.column, p.message]),
    [8, 22, 48],
  );
}

export const downloadTemplate = async () => save(await templateBytes(), TEMPLATE_FILE);
export const downloadReport = async (problems: UploadProblem[]) =>
  save(await reportBytes(problems), REPORT_FILE);
