/**
 * The spreadsheets the upload screen hands out, written by exceljs (loaded on click): the
 * template with the expected headers, and the report of the rows that failed.
 */
import { UPLOAD_COLUMNS } from '@shared/assets/rules';
import type { UploadProblem } from '@shared/assets/payload-schemas';
import { downloadProblemReport, problemReportBytes } from '../../../components/import-jobs/problem-report';
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

/** The per-row report (components/import-jobs/problem-report.ts). */
export const reportBytes = problemReportBytes;

export const downloadTemplate = async () => save(await templateBytes(), TEMPLATE_FILE);
export const downloadReport = (problems: UploadProblem[]) => downloadProblemReport(problems, REPORT_FILE);
