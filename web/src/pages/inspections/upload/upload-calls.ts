/**
 * The inspection-form upload's call (spec 7 'POST upload inspection forms') and its template
 * download. Failures are toasted with the server's message (spec 8); a refusal naming bad rows
 * also comes back as those rows (data.problems) with the spreadsheet's own row numbers.
 */
import type { QueryClient } from '@tanstack/react-query';
import { InspectionsApi } from '@shared/inspections/api';
import { ApiError, callApi } from '../../../app/api/client';
import { toast } from '../../../app/toasts';
import { saveWorkbook, workbookBytes } from '../../../components/spreadsheet/write-workbook';
import { TEMPLATE_HEADERS, type SheetInspections } from './upload-rows';

export const TEMPLATE_FILE = 'InspectionFormsUploadTemplate.xlsx';

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
