/**
 * The parts import's contract (shared/parts/import-rules.ts says the sheet's shape): each row as
 * the browser sends it (the sheet's cells as text, its row number, and its sites' stock columns),
 * checked by the server with the catalogue's own field rules; the uploaded file; the job's start.
 * The job's other calls (upload URL, progress, history, report) take the common import-job schemas.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { importId, importUploadBodyOf } from '../common/import-jobs.js';
import { Messages } from '../messages.js';
import { PartMessages } from './messages.js';
import { PART_BIN_MAX, PART_CATEGORIES } from './rules.js';
import { PART_IMPORT_MAX_ROWS } from './import-rules.js';
import { minimum, optional } from './field-schemas.js';
import { createPartBody } from './catalogue-schemas.js';

/** A site's stock columns on a row: the site as the header names it, its minimum and bin. */
export const partImportStock = lazySchema(() =>
  z.object({
    site: z.string({ error: Messages.invalidRequest }).trim().max(200, { error: Messages.invalidRequest }),
    minimum_quantity: minimum,
    bin_location: optional(PART_BIN_MAX, PartMessages.binTooLong),
  }),
);

/**
 * One row of the sheet: the part's fields as CreatePart takes them (the same texts), a category of
 * the standard list (the form offers only those), and the sites' stock columns.
 */
export const partImportRow = lazySchema(() =>
  createPartBody.omit({ stock: true }).extend({
    category: createPartBody.shape.category.refine(
      (c) => (PART_CATEGORIES as readonly string[]).includes(c),
      { error: PartMessages.categoryUnknown },
    ),
    stock: z
      .array(partImportStock, { error: Messages.invalidRequest })
      .max(100, { error: Messages.invalidRequest })
      .default([]),
  }),
);
export type PartImportRow = z.infer<typeof partImportRow>;

/** What the uploaded JSON holds: the sheet's rows (each checked by partImportRow, its problems reported per row). */
export const partImportRowsFile = lazySchema(() =>
  z.object({
    parts: z
      .array(z.record(z.string(), z.unknown()), { error: PartMessages.importFileEmpty })
      .min(1, { error: PartMessages.importFileEmpty })
      .max(PART_IMPORT_MAX_ROWS, { error: PartMessages.importTooManyRows }),
  }),
);

/** POST Part/PartImportUploadUrl. */
export const partImportUploadBody = lazySchema(() => importUploadBodyOf(PartMessages.importFileEmpty));

/** POST Part/StartPartImport: the uploaded rows of that id, into the active site's company. */
export const startPartImportBody = lazySchema(() =>
  z.object({
    import_id: importId,
    file_name: z
      .string({ error: PartMessages.importFileRequired })
      .trim()
      .min(1, { error: PartMessages.importFileRequired })
      .max(200, { error: PartMessages.importFileRequired }),
  }),
);
