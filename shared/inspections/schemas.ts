/**
 * The inspections calls' contract (spec core 3 'Pending inspection', 'Checked-out asset',
 * 'Inspection list row', 'Inspection detail', 'Approval payload', 'Inspection-form upload'; 7
 * 'Inspections', 'Dashboard'), and the operator API the mobile app uses (ours: the spec leaves the
 * mobile flow out). zod request and response schemas with the spec's texts.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { importId, importUploadBodyOf } from '../common/import-jobs.js';
import { idList, optionalId, paging, readId, searchText, text, textList } from '../common/readers.js';
import { checklist } from '../forms/schemas.js';
import { Messages } from '../messages.js';
import { InspectionMessages } from './messages.js';
import {
  MANAGER_NOTES_MAX,
  MAX_PHOTO_BYTES,
  OPERATOR_NOTES_MAX,
  MAX_PHOTOS,
  PHOTO_TYPES,
  SHIFTS,
} from './rules.js';
import { AssetMessages } from '../assets/messages.js';
import { INTERNAL_ID_MAX, METER_HOURS_MAX } from '../assets/rules.js';
import { isDateOnly } from '../dates.js';
import { ReportMessages } from '../reports/messages.js';

export const inspectionId = lazySchema(() =>
  z
    .string({ error: InspectionMessages.inspectionNotFound })
    .trim()
    .min(1, { error: InspectionMessages.inspectionNotFound })
    .max(64, { error: InspectionMessages.inspectionNotFound }),
);
const assetIdField = lazySchema(() => z.preprocess(readId, z.number({ error: Messages.invalidRequest })));
/** A number from a number or a numeric string (a sheet cell, a form field); blank reads as absent. */
const readNumber = (v: unknown) =>
  v === '' || v === null ? undefined : typeof v === 'string' ? Number(v.trim()) : v;
/** Whole meter hours from a number or a numeric string, with spec 5's texts. */
export const meterHoursField = lazySchema(() =>
  z.preprocess(
    readNumber,
    z
      .number({ error: InspectionMessages.meterHoursRequired })
      // The limit first, as meterHoursProblem: 1e99 is over the limit, not a fraction. The text is
      // made when needed: it formats the limit with Intl, whose first use costs a cold start.
      .max(METER_HOURS_MAX, { error: () => InspectionMessages.meterHoursTooHigh(METER_HOURS_MAX) })
      .int({ error: InspectionMessages.meterHoursInteger })
      .min(0, { error: InspectionMessages.meterHoursNegative }),
  ),
);

// ---- the operator API ----

export const operatorParams = lazySchema(() =>
  z.object({
    uuid: z
      .string({ error: Messages.invalidRequest })
      .trim()
      .min(1, { error: Messages.invalidRequest })
      .max(64, { error: Messages.invalidRequest }),
  }),
);
/** One asset an operator may inspect, with where it stands. */
export const operatorAsset = lazySchema(() =>
  z.object({
    asset_id: z.number(),
    internal_asset_id: z.string(),
    name: z.string(),
    site_id: z.number(),
    site_name: z.string(),
    meter_hours: z.number().nullable(),
    asset_photo: z.string().nullable(),
    inspectionform_id: z.string().nullable(),
    /** The caller's own open checkout (draft, pending or accepted and not checked in), if any. */
    inspection_id: z.string().nullable(),
    /** 'available', 'checked out by you', 'in use' (another operator holds it). */
    availability: z.enum(['available', 'mine', 'in use']),
    /**
     * Not in the spec (the field app reads it): the stage of the caller's own checkout, null when it
     * is not theirs. Only an 'accepted' one may be checked in (CheckinAsset); a 'pending' one waits
     * for a manager's approval; a 'draft' one is still being answered.
     */
    inspection_status: z.enum(['draft', 'pending', 'accepted']).nullable(),
  }),
);
export type OperatorAsset = z.infer<typeof operatorAsset>;

/**
 * The field app's sync fields, optional on the four operator writes (without them a route behaves
 * as before): `client_request_id`, a uuid the device makes once per step, is the idempotency key
 * (functions/lib/idempotency.ts: a repeat answers the first result); `device_time`, ISO 8601 with
 * its offset, is when the step happened on the device (bounded by the server: rules.ts
 * boundedDeviceTime).
 */
export const fieldSync = {
  client_request_id: z.uuid({ error: InspectionMessages.clientRequestIdInvalid }).optional(),
  device_time: z.iso.datetime({ offset: true, error: InspectionMessages.deviceTimeInvalid }).optional(),
};

export const checkoutBody = lazySchema(() => z.object({ asset_id: assetIdField, ...fieldSync }));
export const checkedOut = lazySchema(() =>
  z.object({
    inspection_id: z.string(),
    asset_id: z.number(),
    checkoutRequestDateTime: z.string(),
    /** Last reading of the asset: the submitted meter hours may not be below it. */
    last_meter_hours: z.number().nullable(),
    checklist,
  }),
);

export const photoUploadBody = lazySchema(() =>
  z.object({
    inspection_id: inspectionId,
    ...fieldSync,
    content_type: z.enum(PHOTO_TYPES, { error: InspectionMessages.photoTypeInvalid }),
    size: z.coerce
      .number({ error: InspectionMessages.photoTooLarge })
      .int({ error: Messages.invalidRequest })
      .positive({ error: InspectionMessages.photoTooLarge })
      .max(MAX_PHOTO_BYTES, { error: InspectionMessages.photoTooLarge }),
  }),
);
export const photoUpload = lazySchema(() =>
  z.object({
    image_name: z.string(),
    /** PUT the bytes here with exactly these headers before it expires. */
    upload_url: z.string(),
    headers: z.record(z.string(), z.string()),
    expires_at: z.string(),
  }),
);

export const answer = lazySchema(() =>
  z.object(
    {
      /** The checklist attribute id (the Form.io key). */
      id: z
        .string({ error: InspectionMessages.attributeUnknown })
        .trim()
        .min(1, { error: InspectionMessages.attributeUnknown })
        .max(100, { error: InspectionMessages.attributeUnknown }),
      /** One of the attribute's values: Ok / Not ok, Left / Center / Right, a fuel or tank level. */
      value: z
        .string({ error: InspectionMessages.attributeValueInvalid })
        .trim()
        .min(1, { error: InspectionMessages.attributeValueInvalid })
        .max(40, { error: InspectionMessages.attributeValueInvalid }),
    },
    { error: InspectionMessages.attributeMissing },
  ),
);
/** A photo name the submit names: anything but a name PhotoUploadUrl gave is a photo not uploaded. */
const imageName = lazySchema(() =>
  z
    .string({ error: InspectionMessages.photoMissing })
    .trim()
    .min(1, { error: InspectionMessages.photoMissing })
    .max(200, { error: InspectionMessages.photoMissing }),
);
export const submitBody = lazySchema(() =>
  z.object({
    inspection_id: inspectionId,
    ...fieldSync,
    meter_hours: meterHoursField,
    shift: z.preprocess(
      readNumber,
      // SHIFTS run from the first to the last without a gap: the bounds say it (and the API document shows them).
      z
        .number({ error: InspectionMessages.shiftRequired })
        .int({ error: InspectionMessages.shiftInvalid(SHIFTS) })
        .min(SHIFTS[0], { error: InspectionMessages.shiftInvalid(SHIFTS) })
        .max(SHIFTS[SHIFTS.length - 1], { error: InspectionMessages.shiftInvalid(SHIFTS) }),
    ),
    attributes: z
      .array(answer, { error: InspectionMessages.attributeMissing })
      .max(200, { error: Messages.invalidRequest }),
    operator_notes: text(
      OPERATOR_NOTES_MAX,
      InspectionMessages.operatorNotesTooLong(OPERATOR_NOTES_MAX),
    ).transform((s) => s ?? ''),
    is_comment_important: z.preprocess(
      (v) => v === true || v === 1 || v === '1' || v === 'true',
      z.boolean(),
    ),
    image_names: z
      .array(imageName, { error: InspectionMessages.photoMissing })
      .max(MAX_PHOTOS, { error: InspectionMessages.tooManyPhotos })
      .default([]),
  }),
);
export const notOkAttribute = lazySchema(() => z.object({ id: z.string(), name: z.string() }));
export const submitted = lazySchema(() =>
  z.object({
    inspection_id: z.string(),
    status: z.number(),
    status_name: z.string(),
    /** The not-ok attributes that were not already open for the asset. */
    new_notok_attributes: z.array(notOkAttribute),
    /** Issues opened for them, and open issues that got a comment instead. */
    issues_opened: z.array(z.string()),
    issues_commented: z.array(z.string()),
  }),
);
export const checkinBody = lazySchema(() => z.object({ inspection_id: inspectionId, ...fieldSync }));
export const checkedIn = lazySchema(() => z.object({ inspection_id: z.string(), checked_in_at: z.string() }));

// ---- the list (POST Inspection/FilterInspections and its options) ----

export const inspectionListBody = lazySchema(() =>
  z.object({
    ...paging,
    user_id: text(64),
    site_id: idList('site_id'),
    company_id: idList('company_id'),
    /** 0 or absent: every status; 8 Pending; 10 Accepted. */
    status: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? 0 : typeof v === 'string' ? Number(v) : v),
      z.union([z.literal(0), z.literal(8), z.literal(10)], { error: Messages.invalidRequest }),
    ),
    asset_id: idList('asset_id'),
    internal_asset_id: textList(20),
    shift_number: idList('shift'),
    requestor_id: textList(64),
    manager_id: textList(64),
    /** 1: only inspections with new not-ok attributes. */
    new_not_ok_attribute: z.preprocess(
      (v) => (v === '1' || v === 1 || v === true ? 1 : 0),
      z.union([z.literal(0), z.literal(1)]),
    ),
    search_string: searchText,
    /** The browser's zone with '/' as '-' (spec 7); times are shown in the site's zone regardless. */
    timezone: text(64),
  }),
);
export type InspectionListBody = z.infer<typeof inspectionListBody>;
export const inspectionOptionBody = lazySchema(() =>
  inspectionListBody.extend({ option_search_string: searchText }),
);
export type InspectionOptionBody = z.infer<typeof inspectionOptionBody>;

export const inspectionSite = lazySchema(() =>
  z.object({
    site_id: z.number(),
    site_name: z.string(),
    company_id: z.number(),
    company_name: z.string(),
    timezone: z.string(),
    showHideApprove: z.boolean(),
    isManagerNotes: z.boolean(),
  }),
);
export const inspectionAsset = lazySchema(() =>
  z.object({
    asset_id: z.number(),
    name: z.string(),
    internal_asset_id: z.string(),
  }),
);
export const imageList = lazySchema(() => z.object({ image_names: z.array(z.string()) }));

export const inspectionRow = lazySchema(() =>
  z.object({
    inspection_id: z.string(),
    /** Submission time, ISO. */
    datetime_requested: z.string(),
    checkoutRequestDateTime: z.string(),
    sites: inspectionSite,
    asset: inspectionAsset,
    status: z.number(),
    status_name: z.string(),
    /** '3 hours', '2 days': since submission. */
    time_elapsed: z.string(),
    shift: z.number(),
    operator_uuid: z.string(),
    operator_firstname: z.string(),
    operator_lastname: z.string(),
    manager_name: z.string().nullable(),
    /** ISO, null while pending. */
    approval_date: z.string().nullable(),
    meter_hours: z.number(),
    new_notok_attributes: z.array(notOkAttribute),
    image_list: imageList,
  }),
);
export type InspectionRow = z.infer<typeof inspectionRow>;

export const inspectionAssetOption = lazySchema(() => inspectionAsset);
export const inspectionCompanyOption = lazySchema(() =>
  z.object({ company_id: z.number(), company_name: z.string() }),
);
export const inspectionSiteOption = lazySchema(() =>
  z.object({
    site_id: z.number(),
    site_name: z.string(),
    company_id: z.number(),
  }),
);
export const inspectionShiftOption = lazySchema(() => z.object({ shift: z.number() }));
/** Spec 3 'requestor (uuid, firstname, lastname)'. */
export const inspectionOperatorOption = lazySchema(() =>
  z.object({
    uuid: z.string(),
    firstname: z.string(),
    lastname: z.string(),
  }),
);
/** Spec 3 'supervisor (uuid, username)'. */
export const inspectionSupervisorOption = lazySchema(() =>
  z.object({ uuid: z.string(), username: z.string() }),
);

// ---- details and approval ----

export const inspectionParams = lazySchema(() => z.object({ inspection_id: inspectionId }));
export const inspectionImage = lazySchema(() =>
  z.object({
    image_name: z.string(),
    url: z.string(),
    thumbnail_url: z.string(),
  }),
);
export const attributeValue = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    value: z.string(),
    values_type: z.number(),
    values: z.array(z.string()),
  }),
);
export const inspectionDetail = lazySchema(() =>
  z.object({
    inspection_id: z.string(),
    asset_id: z.number(),
    asset_name: z.string(),
    asset: inspectionAsset,
    meter_hours: z.number(),
    /** The asset's current reading (the approval's meter hours may not go below it). */
    last_meter_hours: z.number().nullable(),
    shift: z.number(),
    operator_firstname: z.string(),
    operator_lastname: z.string(),
    /** The submit's time on the device (rules.ts 'Field sync'), ISO. */
    datetime_requested: z.string(),
    checkoutRequestDateTime: z.string(),
    /** When the server received the submit (ours), ISO; null for inspections before it was kept. */
    synced_at: z.string().nullable(),
    timezone: z.string(),
    manager_name: z.string().nullable(),
    approval_date: z.string().nullable(),
    operator_notes: z.string(),
    is_comment_important: z.boolean(),
    manager_notes: z.string(),
    status: z.number(),
    status_name: z.string(),
    sites: inspectionSite,
    showHideApprove: z.boolean(),
    /** An earlier pending inspection of the same asset (spec 4: it must be verified first). */
    earlier_pending_inspection_id: z.string().nullable(),
    image_list: imageList.extend({ images: z.array(inspectionImage) }),
    /** Spec 3: groups of attributes (one per checklist form) with their answers. */
    attributes: z.array(z.object({ name: z.string(), attribute_values: z.array(attributeValue) })),
    new_notok_attributes: z.array(notOkAttribute),
    /** Issues this inspection opened or commented on. */
    issue_ids: z.array(z.string()),
  }),
);
export type InspectionDetail = z.infer<typeof inspectionDetail>;

/** Spec 3 'Approval payload'. */
export const approvalBody = lazySchema(() =>
  z.object({
    inspection_id: inspectionId,
    asset_id: assetIdField,
    manager_id: text(64),
    /** The approved status id (10). */
    status: z.preprocess(
      (v) => (typeof v === 'string' ? Number(v) : v),
      z.literal(10, { error: Messages.invalidRequest }),
    ),
    manager_notes: text(
      MANAGER_NOTES_MAX,
      InspectionMessages.managerNotesTooLong(MANAGER_NOTES_MAX),
    ).transform((s) => s ?? ''),
    meter_hours: meterHoursField,
  }),
);
export const approved = lazySchema(() =>
  z.object({
    inspection_id: z.string(),
    status: z.number(),
    status_name: z.string(),
    approval_date: z.string(),
  }),
);

// ---- the dashboard (spec 2.4, 3) ----

export const pendingInspection = lazySchema(() =>
  z.object({
    inspection_id: z.string(),
    asset_id: z.number(),
    internal_asset_id: z.string(),
    asset_name: z.string(),
    meter_hours: z.number(),
    timeelapsed: z.string(),
    operator_firstname: z.string(),
    operator_lastname: z.string(),
    status_name: z.string(),
    datetime_requested: z.string(),
    checkoutRequestDateTime: z.string(),
    showHideApprove: z.boolean(),
    isManagerNotes: z.boolean(),
    openIssuesCount: z.number(),
    image_list: imageList,
    new_notok_attributes: z.array(notOkAttribute),
    asset: inspectionAsset,
    /** True when the same asset has an earlier pending inspection: View and Approve show the popup. */
    has_earlier_pending: z.boolean(),
  }),
);
export type PendingInspection = z.infer<typeof pendingInspection>;
export const checkedOutAsset = lazySchema(() =>
  z.object({
    inspection_id: z.string(),
    asset_id: z.number(),
    internal_asset_id: z.string(),
    asset_name: z.string(),
    timeelapsed: z.string(),
    operator_name: z.string(),
    status_name: z.string(),
  }),
);
export type CheckedOutAsset = z.infer<typeof checkedOutAsset>;
export const dashboardData = lazySchema(() =>
  z.object({
    checkOutAssets: z.array(checkedOutAsset),
    pendingInspection: z.array(pendingInspection),
    outStandingIssuesCount: z.number(),
  }),
);

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
