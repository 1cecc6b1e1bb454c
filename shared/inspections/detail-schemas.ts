/**
 * One inspection's details and its approval (spec core 3 'Inspection detail', 'Approval payload'),
 * and the dashboard's pending inspections and checked-out assets (spec core 2.4, 3 'Pending
 * inspection', 'Checked-out asset').
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { text } from '../common/readers.js';
import { Messages } from '../messages.js';
import { InspectionMessages } from './messages.js';
import { MANAGER_NOTES_MAX } from './rules.js';
import { assetIdField, inspectionId, meterHoursField, notOkAttribute } from './schemas.js';
import { imageList, inspectionAsset, inspectionSite } from './list-schemas.js';

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
