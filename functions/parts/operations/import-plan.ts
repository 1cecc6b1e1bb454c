/**
 * The parts import's check (shared/parts/import-rules.ts says the sheet's shape): every row by the
 * shared row schema (the catalogue's field rules and texts, a category of the standard list,
 * numbers of 0 or more), then against the company: its part number unused by another part and not
 * repeated in the file, its preferred dealer one of the company's, each stock column's site one of
 * the company's. Every problem of every row is reported at once (row number as the sheet shows it,
 * column header, message); only a file without problems plans parts. Pure: the caller reads the
 * store (numbers taken, dealers) first.
 */
import type { UploadProblem } from '#shared/common/import-jobs.js';
import { PartMessages } from '#shared/parts/messages.js';
import { partImportHeaderOf, siteStockHeaders } from '#shared/parts/import-rules.js';
import { partImportRow } from '#shared/parts/import-schemas.js';
import { partNumberKey } from '#shared/parts/rules.js';
import type { PartInput } from './catalogue.js';

export interface PartImportScope {
  /** The company's sites (not its All Sites entry). */
  sites: { site_id: number; site_name: string }[];
  /** Ids of the company's service dealers among those the file names. */
  dealerIds: ReadonlySet<number>;
  /** Part numbers (partNumberKey) another part of the company holds. */
  taken: ReadonlySet<string>;
}

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** The sheet's row number of row `index` (the browser sends it; header is row 1). */
export const sheetRowOf = (raw: Record<string, unknown> | undefined, index: number) =>
  typeof raw?.row === 'number' && Number.isInteger(raw.row) && raw.row > 0 ? raw.row : index + 2;

/** The stock entries as sent (to name a bad one's column by its site). */
const sentStock = (raw: Record<string, unknown>) =>
  Array.isArray(raw.stock) ? (raw.stock as { site?: unknown }[]) : [];

export function planPartImport(
  rows: Record<string, unknown>[],
  scope: PartImportScope,
): { problems: UploadProblem[]; parts: PartInput[] } {
  const problems: UploadProblem[] = [];
  const siteByName = new Map(scope.sites.map((s) => [norm(s.site_name), s]));
  const rowOfNumber = new Map<string, number>();
  const parts: PartInput[] = [];

  rows.forEach((raw, index) => {
    const row = sheetRowOf(raw, index);
    const before = problems.length;
    const problem = (column: string, message: string) => problems.push({ row, column, message });
    const stockColumn = (at: number, field: unknown) => {
      const site = String(sentStock(raw)[at]?.site ?? '');
      const [minimum, bin] = siteStockHeaders(site);
      return field === 'bin_location' ? bin : minimum;
    };
    const parsed = partImportRow.safeParse(raw);
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const [field, at, stockField] = issue.path;
        const column =
          field === 'stock' && typeof at === 'number'
            ? stockColumn(at, stockField)
            : partImportHeaderOf(String(field ?? 'part_number'));
        if (seen.has(column)) continue;
        seen.add(column);
        problem(column, issue.message);
      }
    }
    // The number counts even on a row with other problems: a later row repeating it is reported too.
    const number = typeof raw.part_number === 'string' || typeof raw.part_number === 'number';
    const key = number ? partNumberKey(String(raw.part_number)) : '';
    if (key) {
      if (rowOfNumber.has(key)) problem(partImportHeaderOf('part_number'), PartMessages.partNumberRepeated);
      else if (scope.taken.has(key)) problem(partImportHeaderOf('part_number'), PartMessages.partNumberTaken);
      else rowOfNumber.set(key, row);
    }
    if (!parsed.success) return;
    const data = parsed.data;
    if (data.preferred_dealer_id && !scope.dealerIds.has(data.preferred_dealer_id))
      problem(partImportHeaderOf('preferred_dealer_id'), PartMessages.dealerNotFound);
    const stock: NonNullable<PartInput['stock']> = [];
    data.stock.forEach((s, at) => {
      const site = siteByName.get(norm(s.site));
      if (!site) return problem(stockColumn(at, 'minimum_quantity'), PartMessages.siteUnknown(s.site));
      if (stock.some((kept) => kept.site_id === site.site_id))
        return problem(stockColumn(at, 'minimum_quantity'), PartMessages.siteRepeated);
      stock.push({
        site_id: site.site_id,
        minimum_quantity: s.minimum_quantity,
        bin_location: s.bin_location,
      });
    });
    if (problems.length > before) return;
    const { stock: _sent, ...fields } = data;
    parts.push({ ...fields, stock });
  });

  problems.sort((a, b) => a.row - b.row);
  return problems.length ? { problems, parts: [] } : { problems, parts };
}
