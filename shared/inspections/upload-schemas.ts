/**
 * The inspection-form upload and its import job (spec core 3 'Inspection-form upload'), an asset's
 * inspection history and the inspection photos.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { importId, importUploadBodyOf } from '../common/import-jobs.js';
import { idList, optionalId, paging, readId, text } from '../common/readers.js';
import { Messages } from '../messages.js';
import { InspectionMessages } from './messages.js';
import { OPERATOR_NOTES_MAX, SHIFTS } from './rules.js';
import { AssetMessages } from '../assets/messages.js';
import { INTERNAL_ID_MAX, METER_HOURS_MAX } from '../assets/rules.js';
import { isDateOnly } from '../dates.js';
import { ReportMessages } from '../reports/messages.js';
import { readNumber } from './schemas.js';
import { inspectionAsset, inspectionRow } from './list-schemas.js';

// ---- upload, per-asset history, photos ----

export const uploadedInspection = lazySchema(() =>
  z.object({
    internal_asset_id: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z
        .string({ error: AssetMessages.internalIdRequired })
        .trim()
        .min(1, { error: AssetMessages.internalIdRequired })
        .max(INTERNAL_ID_MAX, { error: InspectionMessages.uploadAssetUnknown }),
    ),
    /** YYYY-MM-DD as the sheet has it (moved forward one day when stored, spec 3). */
    inspection_date: z.string({ error: InspectionMessages.uploadDateInvalid }).trim().min(1).max(40),
    // Fractions are cut to whole hours when stored (spec 3); the limits are the approval's.
    meter_hours: z.preprocess(
      readNumber,
      z
        .number({ error: InspectionMessages.meterHoursRequired })
        .max(METER_HOURS_MAX, { error: () => InspectionMessages.meterHoursTooHigh(METER_HOURS_MAX) })
        .min(0, { error: InspectionMessages.meterHoursNegative }),
    ),
    // Cut to a whole shift when stored (spec 3), which must be one the app offers.
    shift: z.preprocess(
      readNumber,
      z
        .number({ error: InspectionMessages.shiftRequired })
        .refine((n) => (SHIFTS as readonly number[]).includes(Math.trunc(n)), {
          error: InspectionMessages.shiftInvalid(SHIFTS),
        }),
    ),
    operator_username: text(200),
    operator_notes: text(OPERATOR_NOTES_MAX, InspectionMessages.operatorNotesTooLong(OPERATOR_NOTES_MAX)),
    inspection_form: z
      .array(
        z.object({
          name: z.string().trim().min(1).max(200),
          value: z.preprocess((v) => (v === null || v === undefined ? '' : String(v)), z.string().max(200)),
        }),
      )
      .max(200)
      .default([]),
  }),
);
export const uploadBody = lazySchema(() =>
  z.object({
    company_id: z.preprocess(readId, z.number({ error: InspectionMessages.uploadCompanyRequired })),
    /** Rows as read from the sheet: each is checked with `uploadedInspection` by the server, so a refusal names every bad row. */
    inspections: z
      .array(z.record(z.string(), z.unknown()), { error: InspectionMessages.uploadFileRequired })
      .min(1, { error: InspectionMessages.uploadFileRequired })
      .max(5000, { error: Messages.invalidRequest }),
  }),
);
export const uploadResult = lazySchema(() => z.object({ count: z.number() }));
// ---- the inspection-forms import job (a file over IMPORT_SYNC_MAX_ROWS rows: shared/common/import-jobs.ts) ----

/** POST Inspection/ImportUploadUrl: a presigned PUT for the sheet's rows as JSON (its length signed). */
export const inspectionImportUploadBody = lazySchema(() =>
  importUploadBodyOf(InspectionMessages.uploadFileRequired),
);
/** What the uploaded JSON holds: the rows as Inspection/UploadInspectionForms takes them (each may carry its sheet `row`). */
export const inspectionImportRowsFile = lazySchema(() => uploadBody.pick({ inspections: true }));
/** POST Inspection/StartInspectionImport: the uploaded rows of that id, for the company chosen. */
export const startInspectionImportBody = lazySchema(() =>
  uploadBody.omit({ inspections: true }).extend({
    import_id: importId,
    file_name: z
      .string({ error: InspectionMessages.uploadFileRequired })
      .trim()
      .min(1, { error: InspectionMessages.uploadFileRequired })
      .max(200, { error: Messages.invalidRequest }),
  }),
);
/** The refusal's data when rows are wrong: each problem names its row (1 = the first data row). */
export const uploadProblems = lazySchema(() =>
  z.object({
    problems: z.array(z.object({ row: z.number(), message: z.string() })),
  }),
);

export const assetHistoryBody = lazySchema(() =>
  z.object({
    internal_asset_id: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z
        .string({ error: InspectionMessages.historyAssetRequired })
        .trim()
        .min(1, { error: InspectionMessages.historyAssetRequired })
        .max(20),
    ),
    /** The picker's asset (internal ids are unique per company only); optional for older clients. */
    asset_id: optionalId,
    ...paging,
    requested_by: text(64),
  }),
);
export const assetHistoryData = lazySchema(() => z.object({ list: z.array(inspectionRow) }));

/** A YYYY-MM-DD day or nothing; anything else is refused with the reports' text. */
const photoDay = lazySchema(() =>
  text(10, ReportMessages.validDate).refine((day) => !day || isDateOnly(day), {
    error: ReportMessages.validDate,
  }),
);
export const photoListBody = lazySchema(() =>
  z
    .object({
      ...paging,
      asset_id: idList('asset_id'),
      /** YYYY-MM-DD in the site's zone; both optional. */
      from_date: photoDay,
      to_date: photoDay,
    })
    // A From after the To is no range to read (DynamoDB refuses the key bounds).
    .refine((body) => !body.from_date || !body.to_date || body.from_date <= body.to_date, {
      error: ReportMessages.fromBeforeTo,
    }),
);
export const inspectionPhoto = lazySchema(() =>
  z.object({
    inspection_id: z.string(),
    image_name: z.string(),
    url: z.string(),
    thumbnail_url: z.string(),
    asset: inspectionAsset,
    datetime_requested: z.string(),
    timezone: z.string(),
  }),
);
export type InspectionPhoto = z.infer<typeof inspectionPhoto>;
