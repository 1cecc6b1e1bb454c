/**
 * A work order's own actions (spec maintenance 7 'Work orders'; 5): complete, task status, time
 * spent, attachments, the new-issues list, send to dealer, the asset's maintenance cost, and marking
 * the asset down or up from the work order (issue 25 item 5). The list and add/update are in
 * schemas.ts.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { pageNumber, searchText, text } from '../common/readers.js';
import { attachmentRef, attachmentUploadBody } from '../attachments/schemas.js';
import { fieldSync } from '../inspections/schemas.js';
import { Messages } from '../messages.js';
import { markDownFields, markUpFields, remedyCodeEdit } from '../reliability/schemas.js';
import { nullableId, requiredId } from '../requests/schemas.js';
import { WorkOrderMessages } from './messages.js';
import { isTaskStatus, MINUTES_MAX, TASK_NOTES_MAX } from './rules.js';
import { dateOnly, flag, savedWorkOrder, statusOf, wholeNumber } from './schemas.js';

/**
 * The field app's sync fields (issue 22: shared/inspections/schemas.ts fieldSync), optional on the
 * writes maintenance staff queue on the phone (complete, task status and notes, time spent):
 * `client_request_id` makes a retry answer the first result (functions/lib/idempotency.ts);
 * `device_time` is when the user acted (Time Spent's default day is the device's day, bounded).
 * The manager web app sends neither and nothing changes for it.
 */
export const workOrderFieldSync = fieldSync;

/** POST WorkOrder/CompleteWorkOrder. */
export const completeBody = lazySchema(() =>
  z.object({
    wo_id: requiredId(WorkOrderMessages.workOrderNotFound),
    override: flag.optional(),
    ...workOrderFieldSync,
    /** Ours (issue 25 item 5): the remedy, from the company's active catalogue; absent keeps it. */
    ...remedyCodeEdit,
  }),
);
/** POST WorkOrder/UpdateWorkOrderTaskStatus. */
export const taskStatusBody = lazySchema(() =>
  z.object({
    wo_id: requiredId(WorkOrderMessages.workOrderNotFound),
    task_id: requiredId(WorkOrderMessages.taskNotFound),
    status: statusOf(WorkOrderMessages.taskStatusInvalid, isTaskStatus),
    /** Issue 22: the task's notes (replaced; '' or null clears them; absent keeps them). */
    notes: text(TASK_NOTES_MAX, WorkOrderMessages.taskNotesTooLong).optional(),
    ...workOrderFieldSync,
  }),
);
/** POST WorkOrder/AddTimeSpent: adds time to a task (minutes 0–59; the date defaults to today). */
export const timeSpentBody = lazySchema(() =>
  z.object({
    wo_id: requiredId(WorkOrderMessages.workOrderNotFound),
    task_id: requiredId(WorkOrderMessages.taskNotFound),
    time_spent_hours: wholeNumber(WorkOrderMessages.timeInvalid, 1000),
    time_spent_minutes: wholeNumber(WorkOrderMessages.minutesTooMany, MINUTES_MAX),
    date: dateOnly.optional(),
    ...workOrderFieldSync,
  }),
);

/**
 * POST WorkOrder/AttachmentUploadUrl (issue 22 item 5): a presigned PUT for one file of a work order
 * the caller reaches (maintenance staff: one assigned to them), as Attachment/UploadUrl answers it
 * (its file_name, content_type and size rules). A retry with the same client_request_id answers the
 * same filename (signed again once the first URL has expired).
 */
export const workOrderAttachmentUploadBody = lazySchema(() =>
  attachmentUploadBody.extend({
    wo_id: requiredId(WorkOrderMessages.workOrderNotFound),
    ...workOrderFieldSync,
  }),
);
/**
 * POST WorkOrder/AddWorkOrderAttachment (issue 22 item 5): adds one uploaded file (the filename
 * WorkOrder/AttachmentUploadUrl or Attachment/UploadUrl gave) to a work order the caller reaches,
 * while it is Open, In Progress or Reopened. The field app sends the step's client_request_id: a
 * retry answers the first result, one attachment.
 */
export const addWorkOrderAttachmentBody = lazySchema(() =>
  attachmentRef.extend({
    wo_id: requiredId(WorkOrderMessages.workOrderNotFound),
    ...workOrderFieldSync,
  }),
);
export const addedWorkOrderAttachment = lazySchema(() =>
  savedWorkOrder.extend({ wo_attachment_id: z.number() }),
);

/** POST WorkOrder/GetNewIssuesList: the asset's issues not linked to another work order (page 20). */
export const newIssuesBody = lazySchema(() =>
  z.object({
    asset_id: requiredId(WorkOrderMessages.assetFirst),
    mr_id: nullableId.optional(),
    wo_id: nullableId.optional(),
    pageindex: pageNumber(1, 100_000).transform((n) => Math.max(n, 1)),
    pagesize: pageNumber(20, 100).transform((n) => n || 20),
    searchstring: searchText,
  }),
);

export const sentToDealer = lazySchema(() =>
  z.object({
    wo_id: z.number(),
    email: z.string(),
    message_id: z.string().nullable(),
  }),
);

/** GET Asset/GetAssetMaintenanceCost/{asset_id}: the asset page's cost figures. */
export const assetCostParams = lazySchema(() =>
  z.object({ asset_id: requiredId(WorkOrderMessages.assetRequired) }),
);
export const assetCost = lazySchema(() =>
  z.object({
    asset_id: z.number(),
    /** Cost of work orders over the last 12 months (dollars): labour + parts (issue 25 item 3). */
    cost_last_12_months: z.number(),
    /** Of which labour (tasks' spent time × rate) and parts (the parts used on their tasks, at the unit cost then). */
    labour_cost_last_12_months: z.number(),
    parts_cost_last_12_months: z.number(),
    /** Meter hours logged over the same months (from the work orders' meter readings). */
    meter_hours_last_12_months: z.number(),
    /** cost / meter hours; null when no meter hours. */
    cost_per_meter_hour: z.number().nullable(),
    months: z.array(
      z.object({ month: z.string(), cost: z.number(), labour_cost: z.number(), parts_cost: z.number() }),
    ),
  }),
);
export type AssetCost = z.infer<typeof assetCost>;

// ---- downtime from a work order (issue 25 item 5) ----

/** POST WorkOrder/MarkAssetDown: the work order's asset is down from now; `planned` for scheduled (PM) work. */
export const workOrderMarkDownBody = lazySchema(() =>
  z.object({
    wo_id: requiredId(WorkOrderMessages.workOrderNotFound),
    ...markDownFields,
    planned: z.boolean({ error: Messages.invalidRequest }).optional(),
  }),
);
/** POST WorkOrder/MarkAssetUp: the work order's asset is back in service. */
export const workOrderMarkUpBody = lazySchema(() =>
  z.object({
    wo_id: requiredId(WorkOrderMessages.workOrderNotFound),
    ...markUpFields,
  }),
);
