/**
 * The work orders calls' contract (spec maintenance 3 'Work order', 'Issue (link list)', 'Task',
 * 'Work order activity entry', 'Service dealer', 'Attachment'; 5; 7 'Work orders'): zod request
 * and response schemas with the spec's texts, wire names as the spec writes them (WorkOrderTasks
 * in the body, workOrderTasks in responses), plus labour cost and the send-to-dealer call. The
 * answers' shapes (list row, details, activity) are in record-schemas.ts, exported from here too;
 * a work order's actions (complete, task status, time spent, attachments, send to dealer, asset
 * cost, mark down/up) are in action-schemas.ts.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { idList, searchText, textList } from '../common/readers.js';
import { Messages } from '../messages.js';
import { failureCodeEdits } from '../reliability/schemas.js';
import { camelPaging, nullableId, priorityField, requiredId, requiredText } from '../requests/schemas.js';
import { WorkOrderMessages } from './messages.js';
import {
  isTaskStatus,
  MINUTES_MAX,
  SETTABLE_STATUSES,
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
export const flag = lazySchema(() =>
  z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean()),
);
export const wholeNumber = (message: string, max: number) =>
  z.preprocess(
    (v) => (blank(v) ? 0 : toNumber(v)),
    z
      .number({ error: message })
      .int({ error: message })
      .min(0, { error: message })
      .max(max, { error: message }),
  );
/** yyyy-mm-dd (a date-time is cut to its date), or null. */
export const dateOnly = lazySchema(() =>
  z.preprocess(
    (v) => (blank(v) ? null : typeof v === 'string' ? v.trim().slice(0, 10) : v),
    z
      .string({ error: WorkOrderMessages.dueDateInvalid })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: WorkOrderMessages.dueDateInvalid })
      .refine(
        (s) =>
          !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
          new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
        { error: WorkOrderMessages.dueDateInvalid },
      )
      .nullable(),
  ),
);
export const statusOf = (message: string, ok: (n: number) => boolean) =>
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
export const assigneeList = lazySchema(() =>
  uuidList(WorkOrderMessages.assigneeInvalid, WORK_ORDER_MAX_ASSIGNEES, WorkOrderMessages.tooManyAssignees),
);

/** POST WorkOrder/GetAllWorkOrders: filters are lists (header filters are multi-select); 0 / empty means all. */
export const workOrderListBody = lazySchema(() =>
  z.object({
    ...camelPaging,
    wo_id: idList('wo_id'),
    wo_number: textList(20),
    priority: idList('id', 3),
    status: idList('id', 5),
    search_string: searchText,
    /** The "Assigned to" filter: work orders assigned to any of these people (maintenance staff always read only their own). */
    assigned_to: uuidList(Messages.invalidRequest, 20, Messages.invalidRequest),
  }),
);
export type WorkOrderListBody = z.infer<typeof workOrderListBody>;
/** POST WorkOrder/GetWorkOrderTitleOptions and GetWorkOrderNumberOptions (page 20). */
export const workOrderOptionBody = lazySchema(() =>
  workOrderListBody.extend({ option_search_string: searchText }),
);
export type WorkOrderOptionBody = z.infer<typeof workOrderOptionBody>;
export const workOrderTitleOption = lazySchema(() => z.object({ wo_id: z.number(), title: z.string() }));
export const workOrderNumberOption = lazySchema(() => z.object({ wo_id: z.number(), wo_number: z.string() }));

export const workOrderIdParams = lazySchema(() =>
  z.object({ wo_id: requiredId(WorkOrderMessages.workOrderNotFound) }),
);

// ---- add/update ----

const timeEntryInput = lazySchema(() =>
  z.object({
    date: dateOnly.pipe(z.string({ error: WorkOrderMessages.dueDateInvalid })),
    hours: wholeNumber(WorkOrderMessages.timeInvalid, 1000),
    minutes: wholeNumber(WorkOrderMessages.minutesTooMany, MINUTES_MAX),
  }),
);

export const workOrderTaskInput = lazySchema(() =>
  z.object({
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
  }),
);
export const issueLinkInput = lazySchema(() =>
  z.object({
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
  }),
);
export const attachmentInput = lazySchema(() =>
  z.object({
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
  }),
);

/**
 * POST WorkOrder/AddUpdateWorkOrder. Create: no wo_id; mr_id when made from an Open request (its
 * issues and attachments are carried over and it becomes Workorder Created). Update: wo_id; the
 * lists replace the work order's (issues with is_archive true are unlinked). Tasks are required
 * (spec 5) unless `is_full_page` is true (the full page's autosave does not require them).
 */
export const workOrderBody = lazySchema(() =>
  z.object({
    wo_id: nullableId,
    wo_number: z.unknown().optional(),
    title: requiredText(
      WorkOrderMessages.titleRequired,
      WORK_ORDER_TITLE_MAX,
      WorkOrderMessages.titleTooLong,
    ),
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
  }),
);
export type WorkOrderBody = z.infer<typeof workOrderBody>;
export const savedWorkOrder = lazySchema(() =>
  z.object({ wo_id: z.number(), wo_number: z.string(), status: z.number() }),
);

/** POST WorkOrder/AssignWorkOrder: the list's Assign action (replaces the assignees; [] clears them). */
export const assignBody = lazySchema(() =>
  z.object({
    wo_id: requiredId(WorkOrderMessages.workOrderNotFound),
    assigned_to: assigneeList,
  }),
);
/** GET WorkOrder/GetAssigneeOptions: the active maintenance staff of the active site (each of its company's sites under All Sites). */
export const assigneeOption = lazySchema(() =>
  z.object({ uuid: z.string(), name: z.string(), site_ids: z.array(z.number()) }),
);
export type AssigneeOption = z.infer<typeof assigneeOption>;
