/**
 * The parts spreadsheet import (issue 25 item 1: "Excel import (per-row report, as assets)"): its
 * columns and how a header names one, shared by the template the web app hands out, the sheet it
 * reads and the server's per-row report.
 *
 * ONE ROW PER PART, WITH PER-SITE STOCK COLUMNS (chosen over one row per part and site): a user
 * keeping a catalogue in a spreadsheet expects each part once, the way the export lists it, with
 * its sites side by side; repeated part rows would have to agree on every catalogue column, a
 * needless way to get a row wrong. The template has, after the part's columns, two columns per
 * site of the company: "<site name> minimum" (the reorder point) and "<site name> bin". A part
 * is stocked at a site when either is filled. Quantities on hand are not imported: stock comes in
 * by receiving it (a movement with its cost), as every change of stock does.
 */
export const PART_IMPORT_COLUMNS = [
  { key: 'part_number', header: 'Part number' },
  { key: 'name', header: 'Name' },
  { key: 'description', header: 'Description' },
  { key: 'category', header: 'Category' },
  { key: 'unit', header: 'Unit' },
  { key: 'unit_cost', header: 'Unit cost' },
  { key: 'preferred_dealer_id', header: 'Preferred dealer id' },
] as const;
export type PartImportField = (typeof PART_IMPORT_COLUMNS)[number]['key'];

export const SITE_MINIMUM_SUFFIX = ' minimum';
export const SITE_BIN_SUFFIX = ' bin';
/** The two stock columns of a site. */
export const siteStockHeaders = (siteName: string) => [
  `${siteName}${SITE_MINIMUM_SUFFIX}`,
  `${siteName}${SITE_BIN_SUFFIX}`,
];

/** The column header of a part field (the report names it). */
export const partImportHeaderOf = (field: string) =>
  PART_IMPORT_COLUMNS.find((c) => c.key === field)?.header ?? field;

/** A header folded for matching: case, spaces, dashes and underscores ignored. */
export const foldHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/** Which column a header is: a part field, a site's minimum or bin (by the site's name as written), or none. */
export function partImportColumnOf(
  header: string,
): { field: PartImportField } | { site: string; stock: 'minimum_quantity' | 'bin_location' } | null {
  const folded = foldHeader(header);
  if (!folded) return null;
  const field = PART_IMPORT_COLUMNS.find((c) => foldHeader(c.header) === folded || c.key === folded);
  if (field) return { field: field.key };
  const trimmed = header.trim();
  for (const [suffix, stock] of [
    [SITE_MINIMUM_SUFFIX, 'minimum_quantity'],
    [SITE_BIN_SUFFIX, 'bin_location'],
  ] as const)
    if (folded.endsWith(suffix) && trimmed.length > suffix.length)
      return { site: trimmed.slice(0, trimmed.length - suffix.length).trim(), stock };
  return null;
}

/** Rows one file may hold. */
export const PART_IMPORT_MAX_ROWS = 20_000;
