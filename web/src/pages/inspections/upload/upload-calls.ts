/**
 * The inspection-form upload's call (spec 7 'POST upload inspection forms') and its template
 * download. Failures are toasted with the server's message (spec 8); a refusal naming bad rows
 * also comes back as those rows (data.problems) with the spreadsheet's own row numbers.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ImportRow, UploadProblem } from '@shared/common/import-jobs';
import { InspectionsApi } from '@shared/inspections/api';
import { ApiError, callApi } from '../../../app/api/client';
import { toast } from '../../../app/toasts';
import { saveWorkbook, workbookBytes } from '../../../components/spreadsheet/write-workbook';
import { uploadAndStartImport } from '../../../components/import-jobs/import-job';
import { TEMPLATE_HEADERS, type SheetInspections } from './upload-rows';

export const TEMPLATE_FILE = 'InspectionFormsUploadTemplate.xlsx';
export const REPORT_FILE = 'InspectionFormsUploadReport.xlsx';

export const inspectionImportKeys = {
  imports: ['inspections', 'imports'] as const,
  import: (importId: string | null) => ['inspections', 'imports', importId] as const,
};

export interface RowProblem {
  /** The spreadsheet's row number. */
  row: number;
  message: string;
}

export type UploadOutcome = { count: number; message: string } | { problems: RowProblem[] };

export async function uploadInspectionForms(
  companyId: number,
  sheet: SheetInspections,
): Promise<UploadOutcome> {
  try {
    const answer = await callApi(
      InspectionsApi.uploadInspectionForms,
      { body: { company_id: companyId, inspections: sheet.rows.map((row) => ({ ...row })) } },
      { quiet: true },
    );
    return { count: answer.data.count, message: answer.message };
  } catch (error) {
    const problems =
      error instanceof ApiError
        ? (error.data as { problems?: RowProblem[] } | undefined)?.problems
        : undefined;
    if (problems?.length) {
      toast.error((error as ApiError).message);
      // The server counts 1 = the first data row; show the row the spreadsheet shows.
      return {
        problems: problems.map((p) => ({ row: sheet.sheetRows[p.row - 1] ?? p.row + 1, message: p.message })),
      };
    }
    if (error instanceof ApiError && error.kind !== 'unauthorized') toast.error(error.message);
    throw error;
  }
}

/** Uploaded inspections show in the inspection lists, histories and reports. */
export const refreshAfterUpload = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['inspections'] });

export async function downloadTemplate() {
  saveWorkbook(
    await workbookBytes(
      'Inspections',
      TEMPLATE_HEADERS,
      [],
      TEMPLATE_HEADERS.map((h) => Math.max(14, h.length + 4)),
    ),
    TEMPLATE_FILE,
  );
}

/**
 * A file over IMPORT_SYNC_MAX_ROWS rows is an import job (components/import-jobs): the sheet's rows,
 * each with its spreadsheet row number (the job's report names the rows as the sheet shows them),
 * uploaded by presigned PUT, then the job started with the id made for it.
 */
export function startInspectionImport(
  companyId: number,
  fileName: string,
  sheet: SheetInspections,
): Promise<ImportRow> {
  return uploadAndStartImport(
    { inspections: sheet.rows.map((row, i) => ({ ...row, row: sheet.sheetRows[i] })) },
    async (importId, size) =>
      (await callApi(InspectionsApi.inspectionImportUploadUrl, { body: { import_id: importId, size } })).data,
    async (importId) =>
      (
        await callApi(InspectionsApi.startInspectionImport, {
          body: { import_id: importId, company_id: companyId, file_name: fileName },
        })
      ).data,
  );
}

/** GET Inspection/GetInspectionImport/{import_id}: the job's state and rows written of total (polled, quiet). */
export async function readInspectionImport(importId: string): Promise<ImportRow> {
  return (
    await callApi(InspectionsApi.getInspectionImport, { params: { import_id: importId } }, { quiet: true })
  ).data;
}

/** GET Inspection/InspectionImportHistory: the caller's imports, newest first. */
export async function readInspectionImportHistory(pageIndex: number, pageSize: number) {
  const answer = await callApi(
    InspectionsApi.inspectionImportHistory,
    { params: { pageindex: pageIndex, pagesize: pageSize } },
    { quiet: true },
  );
  return { items: answer.list, total: answer.listsize };
}

/** GET Inspection/InspectionImportProblems/{import_id}: a refused import's per-row report. */
export async function readInspectionImportProblems(importId: string): Promise<UploadProblem[]> {
  return (await callApi(InspectionsApi.inspectionImportProblems, { params: { import_id: importId } })).data
    .problems;
}
