/**
 * A readings file's sheet (components/spreadsheet/parse-sheet.ts) into the upload's rows: the
 * columns found by their headers (Asset ID, Asset Code, Time, Meter Hours; case and spaces
 * ignored), every cell sent as text with its row number; the server checks each row.
 */
import type { UploadReadingRow } from '@shared/integrations/schemas';
import type { ParsedSheet } from '../../../components/spreadsheet/parse-sheet';

const norm = (header: string) => header.toLowerCase().replace(/[\s_]+/g, '');
const COLUMNS = {
  asset_id: ['assetid', 'id'],
  asset_code: ['assetcode', 'code', 'internalid', 'internalassetid'],
  time: ['time', 'at', 'readat', 'timestamp'],
  value: ['meterhours', 'value', 'hours', 'reading'],
} as const;

/** The rows, or null when the header row lacks an asset column, a Time or a Meter Hours column. */
export function readingsOfSheet(sheet: ParsedSheet): UploadReadingRow[] | null {
  const headers = sheet.headers.map(norm);
  const at = (names: readonly string[]) => headers.findIndex((h) => names.includes(h));
  const index = {
    asset_id: at(COLUMNS.asset_id),
    asset_code: at(COLUMNS.asset_code),
    time: at(COLUMNS.time),
    value: at(COLUMNS.value),
  };
  if ((index.asset_id < 0 && index.asset_code < 0) || index.time < 0 || index.value < 0) return null;
  const cell = (cells: string[], i: number) => (i < 0 ? '' : (cells[i] ?? ''));
  return sheet.rows.map(({ row, cells }) => ({
    row,
    asset_id: cell(cells, index.asset_id),
    asset_code: cell(cells, index.asset_code),
    time: cell(cells, index.time),
    value: cell(cells, index.value),
  }));
}
