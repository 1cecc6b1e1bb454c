/**
 * The parts import's calls (Part/PartImportUploadUrl, StartPartImport, GetPartImport,
 * PartImportHistory, PartImportProblems) and its spreadsheets: the template (the part's columns
 * and the company's sites' minimum and bin) and the per-row report, written by exceljs.
 */
import type { ImportRow, UploadProblem } from '@shared/common/import-jobs';
import { PartsApi } from '@shared/parts/api';
import { callApi } from '../../../app/api/client';
import { uploadAndStartImport } from '../../../components/import-jobs/import-job';
import { downloadProblemReport } from '../../../components/import-jobs/problem-report';
import { saveWorkbook, workbookBytes } from '../../../components/spreadsheet/write-workbook';
import { templateHeaders, type PartSheetRow } from './sheet-rows';

export const TEMPLATE_FILE = 'PartsImportTemplate.xlsx';
export const REPORT_FILE = 'PartsImportReport.xlsx';

export const partImportKeys = {
  imports: ['parts', 'imports'] as const,
  import: (importId: string | null) => ['parts', 'imports', importId] as const,
};

export async function templateBytes(siteNames: string[]): Promise<ArrayBuffer> {
  const headers = templateHeaders(siteNames);
  return workbookBytes(
    'Parts',
    headers,
    [],
    headers.map((h) => Math.max(14, h.length + 4)),
  );
}

export const downloadTemplate = async (siteNames: string[]) =>
  saveWorkbook(await templateBytes(siteNames), TEMPLATE_FILE);
export const downloadReport = (problems: UploadProblem[]) => downloadProblemReport(problems, REPORT_FILE);

/** Uploads the sheet's rows by presigned PUT and starts the job (a repeated start is the same import). */
export function startPartImport(fileName: string, rows: PartSheetRow[]): Promise<ImportRow> {
  return uploadAndStartImport(
    { parts: rows },
    async (importId, size) =>
      (await callApi(PartsApi.partImportUploadUrl, { body: { import_id: importId, size } })).data,
    async (importId) =>
      (await callApi(PartsApi.startPartImport, { body: { import_id: importId, file_name: fileName } })).data,
  );
}

/** The job's state and rows written of total (polled, quiet). */
export async function readPartImport(importId: string): Promise<ImportRow> {
  return (await callApi(PartsApi.getPartImport, { params: { import_id: importId } }, { quiet: true })).data;
}

/** The caller's imports, newest first. */
export async function readPartImportHistory(pageIndex: number, pageSize: number) {
  const answer = await callApi(
    PartsApi.partImportHistory,
    { params: { pageindex: pageIndex, pagesize: pageSize } },
    { quiet: true },
  );
  return { items: answer.list, total: answer.listsize };
}

/** A refused import's per-row report. */
export async function readPartImportProblems(importId: string): Promise<UploadProblem[]> {
  return (await callApi(PartsApi.partImportProblems, { params: { import_id: importId } })).data.problems;
}
