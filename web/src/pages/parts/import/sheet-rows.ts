/**
 * The parts sheet as the import's rows (shared/parts/import-rules.ts says its shape): the part's
 * columns by header (matched without case, spaces, dashes or underscores), and each "<site>
 * minimum" / "<site> bin" column pair as a stock entry of that site when either cell is filled.
 * Cells go as text; the server checks them (the same rules and texts as the part form). Each row
 * keeps its spreadsheet row number, which the report names.
 */
import { PART_IMPORT_COLUMNS, partImportColumnOf, siteStockHeaders } from '@shared/parts/import-rules';
import type { ParsedSheet } from '../../../components/spreadsheet/parse-sheet';

export interface PartSheetRow {
  row: number;
  part_number: string;
  name: string;
  description: string;
  category: string;
  unit: string;
  unit_cost: string;
  preferred_dealer_id: string;
  stock: { site: string; minimum_quantity: string; bin_location: string }[];
}

/** The template's headers: the part's columns, then each site's minimum and bin. */
export const templateHeaders = (siteNames: string[]) => [
  ...PART_IMPORT_COLUMNS.map((c) => c.header),
  ...siteNames.flatMap(siteStockHeaders),
];

/** The sheet's rows, or null when it has no part number column or no rows. */
export function partsOfSheet(sheet: ParsedSheet): PartSheetRow[] | null {
  const columns = sheet.headers.map(partImportColumnOf);
  if (!columns.some((c) => c && 'field' in c && c.field === 'part_number') || sheet.rows.length === 0)
    return null;
  return sheet.rows.map(({ row, cells }) => {
    const part: PartSheetRow = {
      row,
      part_number: '',
      name: '',
      description: '',
      category: '',
      unit: '',
      unit_cost: '',
      preferred_dealer_id: '',
      stock: [],
    };
    const stock = new Map<string, PartSheetRow['stock'][number]>();
    columns.forEach((column, i) => {
      const value = (cells[i] ?? '').trim();
      if (!column) return;
      if ('field' in column) {
        part[column.field] = value;
        return;
      }
      const key = column.site.toLowerCase();
      const entry = stock.get(key) ?? { site: column.site, minimum_quantity: '', bin_location: '' };
      entry[column.stock] = value;
      stock.set(key, entry);
    });
    part.stock = [...stock.values()].filter((s) => s.minimum_quantity !== '' || s.bin_location !== '');
    return part;
  });
}
