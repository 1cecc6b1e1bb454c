/**
 * The spreadsheet's rows checked before anything is sent (spec 5): headers matched to the
 * spec's columns case- and space-insensitively, every row checked with the shared uploadRow schema
 * the server uses, internal ids repeated within the file refused. Every failing cell is reported
 * (row as the spreadsheet shows it, column header, the spec's message), not just the first.
 */
import { AssetMessages } from '@shared/assets/messages';
import {
  headerKey,
  MAX_UPLOAD_ROWS,
  UPLOAD_COLUMNS,
  UPLOAD_FIELD_BY_HEADER,
  uploadHeaderOf,
  type UploadField,
} from '@shared/assets/rules';
import { uploadRow, type UploadProblem } from '@shared/assets/payload-schemas';
import type { ParsedSheet } from '../../../components/spreadsheet/parse-sheet';

/** A row as the bulk payload carries it: the texts of the file plus its row number. */
export type UploadItem = Partial<Record<UploadField, string>> & { row: number };

export interface RowsCheck {
  items: UploadItem[];
  problems: UploadProblem[];
  /** A message about the whole file (shown under the file box), or null. */
  fileError: string | null;
}

/** The column index of each known field (the first column whose header matches). */
function columnsOf(headers: string[]): Map<UploadField, number> {
  const columns = new Map<UploadField, number>();
  headers.forEach((header, index) => {
    const field = UPLOAD_FIELD_BY_HEADER[headerKey(header)];
    if (field && !columns.has(field)) columns.set(field, index);
  });
  return columns;
}

export function validateRows(sheet: ParsedSheet): RowsCheck {
  if (sheet.rows.length === 0) return { items: [], problems: [], fileError: AssetMessages.fileEmpty };
  if (sheet.rows.length > MAX_UPLOAD_ROWS)
    return { items: [], problems: [], fileError: AssetMessages.tooManyRows };
  const columns = columnsOf(sheet.headers);
  const items: UploadItem[] = [];
  const problems: UploadProblem[] = [];
  const firstRowOfId = new Map<string, number>();

  for (const { row, cells } of sheet.rows) {
    const item: UploadItem = { row };
    for (const [field, index] of columns) item[field] = cells[index] ?? '';
    items.push(item);
    const result = uploadRow.safeParse(item);
    const failed = new Set<string>();
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '') as UploadField;
        if (failed.has(field)) continue;
        failed.add(field);
        problems.push({ row, column: uploadHeaderOf(field), message: issue.message });
      }
    }
    if (!failed.has('internal_asset_id')) {
      const id = (item.internal_asset_id ?? '').trim();
      if (firstRowOfId.has(id))
        problems.push({
          row,
          column: uploadHeaderOf('internal_asset_id'),
          message: AssetMessages.internalIdRepeated,
        });
      else firstRowOfId.set(id, row);
    }
  }
  const order = (column: string) => UPLOAD_COLUMNS.findIndex((c) => c.header === column);
  problems.sort((a, b) => a.row - b.row || order(a.column) - order(b.column));
  return { items, problems, fileError: problems[0]?.message ?? null };
}
