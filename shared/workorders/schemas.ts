/**
 * The work orders calls' contract (spec maintenance 3 'Work order', 'Issue (link list)', 'Task',
 * 'Work order activity entry', 'Service dealer', 'Attachment'; 5; 7 'Work orders'): zod request
 * and response schemas with the spec's texts, wire names as the spec writes them (WorkOrderTasks
 * in the body, workOrderTasks in responses), plus labour cost and the send-to-dealer call. The
 * answers' shapes (list row, details, activity) are in record-schemas.ts, exported from here too.
 */
import * as z from 'zod';
import { idList, pageNumber, searchText, text, textList } from '../common/readers.js';
import { attachmentRef, attachmentUploadBody } from '../attachments/schemas.js';
import { fieldSync } from '../inspections/schemas.js';
import { Messages } from '../messages.js';
import { failureCodeEdits, markDownFields, markUpFields, remedyCodeEdit } from '../reliability/schemas.js';
import { camelPaging, nullableId, priorityField, requiredId, requiredText } from '../requests/schemas.js';
import { WorkOrderMessages } from './messages.js';
import {
  isTaskStatus,
  MINUTES_MAX,
  SETTABLE_STATUSES,
  TASK_NOTES_MAX,
  TIME_ENTRIES_MAX,
  normalizeAssignees,
  WORK_ORDER_DESCRIPTION_MAX,
  WORK_ORDER_MAX_ASSIGNEES,
  WORK_ORDER_MAX_ATTACHMENTS,
  WORK_ORDER_MAX_ISSUES,
  WORK_ORDER_MAX_TASKS,
  WORK_ORDER_TITLE_MAX,
} from './rules.js';

export * from './record-schemas.js';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const toNumber = (v: unknown) => (blank(v) ? undefined : typeof v === 'string' ? Number(v.trim()) : v);
const flag = z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean());
const wholeNumber = (message: string, max: number) =>
  z.preprocess(
    (v) => (blank(v) ? 0 : toNumber(v)),
    z
      .number({ error: message })
      .int({ error: message })
      .min(0, { error: message })
      .max(max, { error: message }),
  );
/** yyyy-mm-dd (a date-time is cut to its date), or null. */
const dateOnly = z.preprocess(
  (v) => (blank(v) ? null : typeof v === 'string' ? v.trim().slice(0, 10) : v),
  z
    .string({ error: WorkOrderMessages.dueDateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: WorkOrderMessages.dueDateInvalid })
    .refine(
      (s) =>
        !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      { error: WorkOrderMessages.dueDateInvalid },
    )
    .nullable(),
);
const statusOf = (message: string, ok: (n: number) => boolean) =>
  z.preprocess(toNumber, z.number({ error: message }).int({ error: message }).refine(ok, { error: message }));

// ---- the list and its options ----

/** User uuids (a single one or a list; repeats dropped, order kept out: normalizeAssignees). */
const uuidList = (message: string, max: number, tooMany: string) =>
  z.preprocess(
    (v) => (blank(v) ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.string({ error: message }).trim().min(1, { error: message }).max(64, { error: message }), {
        error: message,
      })
      .max(max, { error: tooMany })
      .transform(normalizeAssignees),
  );
/** `assigned_to` of the add/update body and of the list's "Assigned to" filter. */
export const assigneeList = uuidList(
  WorkOrderMessages.assigneeInvalid,
  WORK_ORDER_MAX_ASSIGNEES,
  WorkOrderMessages.tooManyAssignees,
);

/** POST WorkOrder/GetAllWorkOrders: filters are lists (header filters are multi-select); 0 / empty means all. */
export const workOrderListBody = z.object({
  ...camelPaging,
  wo_id: idList('wo_id'),
  wo_number: textList(20),
  priority: idList('id', 3),
  status: idList('id', 5),
  search_string: searchText,
  /** The "Assigned to" filter: work orders assigned to any of these people (maintenance staff always read only their own). */
  assigned_to: uuidList(Messages.invalidRequest, 20, Messages.invalidRequest),
});
export type WorkOrderListBody = z.infer<typeof workOrderListBody>;
/** POST WorkOrder/GetWorkOrderTitleOptions and GetWorkOrderNumberOptions (page 20). */
export const workOrderOptionBody = workOrderListBody.extend({ option_search_string: searchText });
export type WorkOrderOptionBody = z.infer<typeof workOrderOptionBody>;
export const workOrderTitleOption = z.object({ wo_id: z.number(), title: z.string() });
export const workOrderNumberOption = z.object({ wo_id: z.number(), wo_number: z.string() });

export const workOrderIdParams = z.object({ wo_id: requiredId(WorkOrderMessages.workOrderNotFound) });

// ---- add/update ----

const timeEntryInput = z.object({
  date: dateOnly.pipe(z.string({ error: WorkOrderMessages.dueDateInvalid })),
  hours: wholeNumber(WorkOrderMessages.timeInvalid, 1000),
  minutes: wholeNumber(WorkOrderMessages.minutesTooMany, MINUTES_MAX),
});

export const workOrderTaskInput = z.object({
  task_id: requiredId(WorkOrderMessages.taskNotFound),
  status: statusOf(WorkOrderMessages.taskStatusInvalid, isTaskStatus).optional(),
  time_spent_hours: wholeNumber(WorkOrderMessages.timeInvalid, 100_000),
  time_spent_minutes: wholeNumber(WorkOrderMessages.minutesTooMany, MINUTES_MAX),
  /** The task's Time Spent entries (they replace the stored ones); absent: kept as they are. */
  time_entries: z
    .array(timeEntryInput, { error: Messages.invalidRequest })
    .max(TIME_ENTRIES_MAX, { error: WorkOrderMessages.tooManyItems })
    .optional(),
  /** 0 or absent: the catalogue task's rate (spec 4 says new tasks start at zero; the cost needs a rate, so we take the task's). */
  hourly_rate: z.preprocess(
    (v) => (blank(v) ? 0 : toNumber(v)),
    z
      .number({ error: Messages.invalidRequest })
      .min(0, { error: Messages.invalidRequest })
      .max(100_000, { error: Messages.invalidRequest }),
  ),
});
export const issueLinkInput = z.object({
  /** The issue's uuid. */
  issue_id: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: WorkOrderMessages.issueNotFound })
      .trim()
      .min(1, { error: WorkOrderMessages.issueNotFound })
      .max(64, { error: WorkOrderMessages.issueNotFound }),
  ),
  mr_id: nullableId.optional(),
  /** true: unlink the issue from the work order. */
  is_archive: flag.optional(),
});
export const attachmentInput = z.object({
  user_uploaded_name: z
    .string({ error: WorkOrderMessages.attachmentInvalid })
    .trim()
    .min(1, { error: WorkOrderMessages.attachmentInvalid })
    .max(255, { error: WorkOrderMessages.attachmentInvalid }),
  /** The stored key the upload call returned. */
  filename: z
    .string({ error: WorkOrderMessages.attachmentInvalid })
    .trim()
    .min(1, { error: WorkOrderMessages.attachmentInvalid })
    .max(300, { error: WorkOrderMessages.attachmentInvalid }),
});

/**
 * POST WorkOrder/AddUpdateWorkOrder. Create: no wo_id; mr_id when made from an Open request (its
 * issues and attachments are carried over and it becomes Workorder Created). Update: wo_id; the
 * lists replace the work order's (issues with is_archive true are unlinked). Tasks are required
 * (spec 5) unless `is_full_page` is true (the full page's autosave does not require them).
 */
export const workOrderBody = z.object({
  wo_id: nullableId,
  wo_number: z.unknown().optional(),
  title: requiredText(WorkOrderMessages.titleRequired, WORK_ORDER_TITLE_MAX, WorkOrderMessages.titleTooLong),
  description: requiredText(
    WorkOrderMessages.descriptionRequired,
    WORK_ORDER_DESCRIPTION_MAX,
    WorkOrderMessages.descriptionTooLong,
  ),
  asset_id: requiredId(WorkOrderMessages.assetRequired),
  priority: priorityField,
  due_at: dateOnly.optional(),
  completed_date: z.unknown().optional(),
  wo_type: z.unknown().optional(),
  status: statusOf(WorkOrderMessages.statusInvalid, (n) =>
    (SETTABLE_STATUSES as readonly number[]).includes(n),
  ).optional(),
  mr_id: nullableId.optional(),
  WorkOrderTasks: z
    .array(workOrderTaskInput, { error: WorkOrderMessages.tasksRequired })
    .max(WORK_ORDER_MAX_TASKS, { error: WorkOrderMessages.tooManyItems })
    .optional(),
  issue: z
    .array(issueLinkInput, { error: Messages.invalidRequest })
    .max(WORK_ORDER_MAX_ISSUES, { error: WorkOrderMessages.tooManyItems })
    .optional(),
  workOrderAttachments: z
    .array(attachmentInput, { error: Messages.invalidRequest })
    .max(WORK_ORDER_MAX_ATTACHMENTS, { error: WorkOrderMessages.tooManyItems })
    .optional(),
  service_dealer_id: nullableId.optional(),
  /** Issue 22: the assignees (active maintenance staff of the work order's site); absent keeps them, [] clears them. */
  assigned_to: assigneeList.optional(),
  /** Completing through the edit panel (status 56) honours the same Override as Complete. */
  override: flag.optional(),
  is_full_page: flag.optional(),
  /** Ours (issue 25 item 5): codes of the company's active catalogue; absent keeps the work order's, '' or null clears. */
  ...failureCodeEdits,
});
export type WorkOrderBody = z.infer<typeof workOrderBody>;
export const savedWorkOrder = z.object({ wo_id: z.number(), wo_number: z.string(), status: z.number() });

/** POST WorkOrder/AssignWorkOrder: the list's Assign action (replaces the assignees; [] clears them). */
export const assignBody = z.object({
  wo_id: requiredId(WorkOrderMessages.workOrderNotFound),
  assigned_to: assigneeList,
});
/** GET WorkOrder/GetAssigneeOptions: the active maintenance staff of the active site (each of its company's sites under All Sites). */
export const assigneeOption = z.object({ uuid: z.string(), name: z.string(), site_ids: z.array(z.number()) });
export type AssigneeOption = z.infer<typeof assigneeOption>;

/**
 * The field app's sync fields (issue 22: shared/inspections/schemas.ts fieldSync), optional on the
 * writes maintenance staff queue on the phone (complete, task status and notes, time spent):
 * `client_request_id` makes a retry answer the first result (functions/lib/idempotency.ts);
 * `device_time` is when the user acted (Time Spent's default day is the device's day, bounded).
 * The manager web app sends neither and nothing changes for it.
 */
export const workOrderFieldSync = fieldSync;

/** POST WorkOrder/CompleteWorkOrder. */
export const completeBody = z.object({
  wo_id: requiredId(WorkOrderMessages.workOrderNotFound),
  override: flag.optional(),
  ...workOrderFieldSync,
  /** Ours (issue 25 item 5): the remedy, from the company's active catalogue; absent keeps it. */
  ...remedyCodeEdit,
});
/** POST WorkOrder/UpdateWorkOrderTaskStatus. */
export const taskStatusBody = z.object({
  wo_id: requiredId(WorkOrderMessages.workOrderNotFound),
  task_id: requiredId(WorkOrderMessages.taskNotFound),
  status: statusOf(WorkOrderMessages.taskStatusInvalid, isTaskStatus),
  /** Issue 22: the task's notes (replaced; '' or null clears them; absent keeps them). */
  notes: text(TASK_NOTES_MAX, WorkOrderMessages.taskNotesTooLong).optional(),
  ...workOrderFieldSync,
});
/** POST WorkOrder/AddTimeSpent: adds time to a task (minutes 0–59; the date defaults to today). */
export const timeSpentBody = z.object({
  wo_id: requiredId(WorkOrderMessages.workOrderNotFound),
  task_id: requiredId(WorkOrderMessages.taskNotFound),
  time_spent_hours: wholeNumber(WorkOrderMessages.timeInvalid, 1000),
  time_spent_minutes: wholeNumber(WorkOrderMessages.minutesTooMany, MINUTES_MAX),
  date: dateOnly.optional(),
  ...workOrderFieldSync,
});

/**
 * POST WorkOrder/AttachmentUploadUrl (issue 22 item 5): a presigned PUT for one file of a work order
 * the caller reaches (maintenance staff: one assigned to them), as Attachment/UploadUrl answers it
 * (its file_name, content_type and size rules). A retry with the same client_request_id answers the
 * same filename (signed again once the first URL has expired).
 */
export const workOrderAttachmentUploadBody = attachmentUploadBody.extend({
  wo_id: requiredId(WorkOrderMessages.workOrderNotFound),
  ...workOrderFieldSync,
});
/**
 * POST WorkOrder/AddWorkOrderAttachment (issue 22 item 5): adds one uploaded file (the filename
 * WorkOrder/AttachmentUploadUrl or Attachment/UploadUrl gave) to a work order the caller reaches,
 * while it is Open, In Progress or Reopened. The field app sends the step's client_request_id: a
 * retry answers the first result, one attachment.
 */
export const addWorkOrderAttachmentBody = attachmentRef.extend({
  wo_id: requiredId(WorkOrderMessages.workOrderNotFound),
  ...workOrderFieldSync,
});
export const addedWorkOrderAttachment = savedWorkOrder.extend({ wo_attachment_id: z.number() });

/** POST WorkOrder/GetNewIssuesList: the asset's issues not linked to another work order (page 20). */
export const newIssuesBody = z.object({
  asset_id: requiredId(WorkOrderMessages.assetFirst),
  mr_id: nullableId.optional(),
  wo_id: nullableId.optional(),
  pageindex: pageNumber(1, 100_000).transform((n) => Math.max(n, 1)),
  pagesize: pageNumber(20, 100).transform((n) => n || 20),
  searchstring: searchText,
});

export const sentToDealer = z.object({
  wo_id: z.number(),
  email: z.string(),
  message_id: z.string().nullable(),
});

/** GET Asset/GetAssetMaintenanceCost/{asset_id}: the asset page's cost figures. */
export const assetCostParams = z.object({ asset_id: requiredId(WorkOrderMessages.assetRequired) });
export const assetCost = z.object({
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
});
export type AssetCost = z.infer<typeof assetCost>;

// ---- downtime from a work order (issue 25 item 5) ----

/** POST WorkOrder/MarkAssetDown: the work order's asset is down from now; `planned` for scheduled (PM) work. */
export const workOrderMarkDownBody = z.object({
  wo_id: requiredId(WorkOrderMessages.workOrderNotFound),
  ...markDownFields,
  planned: z.boolean({ error: Messages.invalidRequest }).optional(),
});
/** POST WorkOrder/MarkAssetUp: the work order's asset is back in service. */
export const workOrderMarkUpBody = z.object({
  wo_id: requiredId(WorkOrderMessages.workOrderNotFound),
  ...markUpFields,
});
