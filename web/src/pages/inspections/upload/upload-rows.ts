/**
 * The inspection-form sheet as the upload call's rows (spec 3 'Inspection-form upload'): the
 * fixed columns (UPLOAD_FIXED_COLUMNS, headers matched without case, spaces or dashes) go as they
 * are, every other column is a checklist answer in `inspection_form` as name / value. The spec's
 * conversions (internal id to text, whole meter hours and shift, the date a day later) are the
 * server's: shared `uploadedInspection` and the upload handler. Here only a date typed the way
 * the app shows dates (MM-DD-YYYY or M/D/YYYY) is rewritten as the YYYY-MM-DD the server reads.
 * Each row keeps its spreadsheet row number, to name the rows the server refuses.
 */
import dayjs from 'dayjs';
import { DATE_ONLY } from '@shared/dates';
import { UPLOAD_FIXED_COLUMNS } from '@shared/inspections/rules';
import type { ParsedSheet } from '../../../components/spreadsheet/parse-sheet';

export type FixedColumn = (typeof UPLOAD_FIXED_COLUMNS)[number];

export interface UploadRow {
  internal_asset_id: string;
  inspection_date: string;
  meter_hours: string;
  shift: string;
  operator_username: string;
  operator_notes: string;
  inspection_form: { name: string; value: string }[];
}

export interface SheetInspections {
  rows: UploadRow[];
  /** The spreadsheet's row number of each row (the server counts 1 = the first data row). */
  sheetRows: number[];
}

/** The template's headers: the fixed columns, then two checklist items as examples. */
export const TEMPLATE_HEADERS = [...UPLOAD_FIXED_COLUMNS, 'Lights', 'Horn'];

const headerKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
const FIXED = new Set<string>(UPLOAD_FIXED_COLUMNS);
const SHOWN_DATE_FORMATS = ['MM-DD-YYYY', 'M-D-YYYY', 'MM/DD/YYYY', 'M/D/YYYY'];

/** YYYY-MM-DD for a date typed as the app shows dates; anything else unchanged (the server names a bad one). */
export function sheetDate(text: string): string {
  const value = text.trim();
  if (/^\d{4}-\d{2}-\d{2}/.test(value)) return value;
  const parsed = dayjs(value, SHOWN_DATE_FORMATS, true);
  return parsed.isValid() ? parsed.format(DATE_ONLY) : value;
}

/** The sheet's rows for the upload call, or null when it has no internal_asset_id column or no rows. */
export function inspectionsOfSheet(sheet: ParsedSheet): SheetInspections | null {
  const keys = sheet.headers.map(headerKey);
  if (!keys.includes('internal_asset_id') || sheet.rows.length === 0) return null;
  const rows = sheet.rows.map(({ cells }) => {
    const fixed: Record<string, string> = {};
    const answers: { name: string; value: string }[] = [];
    keys.forEach((key, column) => {
      const value = (cells[column] ?? '').trim();
      if (FIXED.has(key)) fixed[key] = value;
      else if (sheet.headers[column].trim() && value)
        answers.push({ name: sheet.headers[column].trim(), value });
    });
    return {
      internal_asset_id: fixed.internal_asset_id ?? '',
      inspection_date: sheetDate(fixed.inspection_date ?? ''),
      meter_hours: fixed.meter_hours ?? '',
      shift: fixed.shift ?? '',
      operator_username: fixed.operator_username ?? '',
      operator_notes: fixed.operator_notes ?? '',
      inspection_form: answers,
    };
  });
  return { rows, sheetRows: sheet.rows.map((r) => r.row) };
}
