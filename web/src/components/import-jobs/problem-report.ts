/** The per-row problem report of a refused upload as xlsx (row, column, message), written by exceljs (loaded on click). */
import type { UploadProblem } from '@shared/common/import-jobs';
import { saveWorkbook, workbookBytes } from '../spreadsheet/write-workbook';

export async function problemReportBytes(problems: UploadProblem[]): Promise<ArrayBuffer> {
  return workbookBytes(
    'Report',
    ['Row', 'Column', 'Message'],
    problems.map((p) => [p.row, p.column, p.message]),
    [8, 22, 48],
  );
}

export const downloadProblemReport = async (problems: UploadProblem[], fileName: string) =>
  saveWorkbook(await problemReportBytes(problems), fileName);
