/**
 * The inspections calls' contract: the fields they share and the operator API the mobile app uses
 * (ours: the spec leaves the mobile flow out). zod request and response schemas with the spec's
 * texts. The list is in list-schemas.ts, details, approval and the dashboard in detail-schemas.ts,
 * the upload, asset history and photos in upload-schemas.ts.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { readId, text } from '../common/readers.js';
import { checklist } from '../forms/schemas.js';
import { Messages } from '../messages.js';
import { InspectionMessages } from './messages.js';
import { MAX_PHOTO_BYTES, OPERATOR_NOTES_MAX, MAX_PHOTOS, PHOTO_TYPES, SHIFTS } from './rules.js';
import { METER_HOURS_MAX } from '../assets/rules.js';

export const inspectionId = lazySchema(() =>
  z
    .string({ error: InspectionMessages.inspectionNotFound })
    .trim()
    .min(1, { error: InspectionMessages.inspectionNotFound })
    .max(64, { error: InspectionMessages.inspectionNotFound }),
);
export const assetIdField = lazySchema(() =>
  z.preprocess(readId, z.number({ error: Messages.invalidRequest })),
);
/** A number from a number or a numeric string (a sheet cell, a form field); blank reads as absent. */
export const readNumber = (v: unknown) =>
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
