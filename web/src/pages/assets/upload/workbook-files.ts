/**
 * The spreadsheets the upload screen hands out, written by exceljs (loaded on click): the
 * template with the expected headers, and the report of the rows that failed.
 */
import { UPLOAD_COLUMNS } from '@shared/assets/rules';
import type { UploadProblem } from '@shared/assets/schemas';
import {
  saveWorkbook as save,
  workbookBytes as workbook,
} from '../../../components/spreadsheet/write-workbook';

export const TEMPLATE_FILE = 'AssetUploadTemplate.xlsx';
export const REPORT_FILE = 'AssetUploadReport.xlsx';

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
