/**
 * The work orders' pure rules (spec maintenance 2.8, 4, 5, 9): statuses, types, which statuses
 * allow what, the completion condition, task time and labour cost.
 */
import { Role } from '../codes.js';
import { dayjs } from '../dates.js';
import { totalTaskTime } from '../tasks/rules.js';

export { totalTaskTime };

/** Spec 6: managers create and edit work orders. */
export const WORK_ORDER_ROLES = [Role.Manager] as const;

/**
 * The calls maintenance staff have (issue 22 item 5, the field app's "My work"), and only on work
 * orders assigned to them (anything else answers 404 'Work order not found', as if it did not
 * exist; never a 403 that would hint it does):
 * - POST WorkOrder/GetAllWorkOrders: the list, only the work orders assigned to them;
 * - GET WorkOrder/GetWorkOrderDetails/{wo_id}: one, with its tasks, Time Spent entries and attachments;
 * - GET WorkOrder/GetWorkOrderStatusHistory/{wo_id}: its activity;
 * - POST WorkOrder/AddTimeSpent: a Time Spent entry on a task;
 * - POST WorkOrder/UpdateWorkOrderTaskStatus: a task's status (Completed completes the task);
 * - POST WorkOrder/CompleteWorkOrder: when every task is Completed; Override is the manager's
 *   decision, so maintenance staff cannot complete with it.
 * - POST WorkOrder/AttachmentUploadUrl and WorkOrder/AddWorkOrderAttachment: a photo or a file
 *   added to the work order (Attachment/UploadUrl, which cannot tell whose work order a file is
 *   for, stays the managers' and company admins').
 * Everything else (create, edit, assign, delete, options, issues to link, the dealer, the asset's
 * cost) stays the managers'.
 */
export const ASSIGNEE_CALL_ROLES = [Role.Manager, Role.MaintenanceStaff] as const;
/** Whether the caller's active role works only on the work orders assigned to them. */
export const worksOnAssignedOnly = (roleId: number) => roleId === Role.MaintenanceStaff;

/**
 * The 'trigger' of the assignment notice (type 14, a maintenance type): 'Do not send this
 * notification again' on one mutes that user's assignment notices, in-app and e-mail.
 */
export const ASSIGNMENT_NOTICE_TRIGGER = 'WO-ASSIGNED';

/** Ours: at most this many people on one work order. */
export const WORK_ORDER_MAX_ASSIGNEES = 10;
/** An assignee list as stored and compared: no duplicates, in one order (the order sent does not matter). */
export const normalizeAssignees = (uuids: readonly string[]): string[] => [...new Set(uuids)].sort();
/** Who an assignment change adds: those assigned after and not before (they alone are notified). */
export const newlyAssigned = (before: readonly string[], after: readonly string[]): string[] => {
  const had = new Set(before);
  return normalizeAssignees(after).filter((u) => !had.has(u));
};

/** Spec 4 'Work order status'. */
export const WorkOrderStatus = {
  Open: 54,
  InProgress: 55,
  Completed: 56,
  Cancelled: 57,
  Reopened: 58,
} as const;
export const WORK_ORDER_STATUS_NAMES: Record<number, string> = {
  54: 'Open',
  55: 'In Progress',
  56: 'Completed',
  57: 'Cancelled',
  58: 'Reopened',
};
/** Spec 4: the edit panel may set Open, Reopened, In Progress or Completed. */
export const SETTABLE_STATUSES = [54, 55, 56, 58] as const;

/** Spec 4 'Work order types'. */
export const WorkOrderType = { Manual: 59, FromInspectionRequest: 60, FromManualRequest: 61 } as const;
export const WORK_ORDER_TYPE_NAMES: Record<number, string> = {
  59: 'Manual',
  60: 'Inspection Request',
  61: 'Manual Request',
};
/** The type of a work order made from a request of type 52 (manual) or 53 (inspection); 59 without a request. */
export const workOrderTypeFor = (requestType: number | null | undefined): number =>
  requestType === 53
    ? WorkOrderType.FromInspectionRequest
    : requestType === 52
      ? WorkOrderType.FromManualRequest
      : WorkOrderType.Manual;

/** Spec 4 'Work order task status'. */
export const WorkOrderTaskStatus = { Open: 12, InProgress: 13, Waiting: 14, Completed: 15 } as const;
export const WORK_ORDER_TASK_STATUS_NAMES: Record<number, string> = {
  12: 'Open',
  13: 'In Progress',
  14: 'Waiting',
  15: 'Completed',
};
export const isTaskStatus = (n: number) => n >= 12 && n <= 15;

/** Spec 4: edit, delete, adding tasks, issues and attachments only while Open, In Progress or Reopened. */
export const isWorkOrderEditable = (status: number) => status === 54 || status === 55 || status === 58;
export const canDeleteWorkOrder = isWorkOrderEditable;
export const canAddToWorkOrder = isWorkOrderEditable;
/** Spec 4: issues and attachments cannot be removed when Completed (56). */
export const canRemoveLinks = (status: number) => status !== WorkOrderStatus.Completed;
/** Spec 4: a Completed (15) task is read-only and cannot be removed. */
export const isTaskLocked = (taskStatus: number) => taskStatus === WorkOrderTaskStatus.Completed;

/**
 * The completion condition (spec 4 leaves it unshown; the full page flags 'all tasks Completed'):
 * Complete (56) is allowed when Override is on, or when the work order has at least one task and
 * every task is Completed (15). A work order with no tasks needs Override.
 */
export function canCompleteWorkOrder(tasks: readonly { status: number }[], override: boolean): boolean {
  if (override) return true;
  return tasks.length > 0 && tasks.every((t) => t.status === WorkOrderTaskStatus.Completed);
}

/** Spec 5/9: time spent is whole hours ≥ 0 and minutes 0 to 59. */
export const MINUTES_MAX = 59;
export const isValidTime = (hours: number, minutes: number) =>
  Number.isInteger(hours) &&
  Number.isInteger(minutes) &&
  hours >= 0 &&
  minutes >= 0 &&
  minutes <= MINUTES_MAX;

/** Adds time to a task's spent time, carrying 60 minutes into hours. */
export function addTime(a: { hours: number; minutes: number }, b: { hours: number; minutes: number }) {
  return totalTaskTime([a, b]);
}

const toMinutes = (hours: number, minutes: number) => hours * 60 + minutes;
/** Money in whole cents, so totals add exactly. */
const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/** A task's labour cost: spent time × hourly rate, in dollars to the cent. */
export const labourCost = (hours: number, minutes: number, hourlyRate: number): number =>
  cents((toMinutes(hours, minutes) * hourlyRate) / 60);

export interface CostedTask {
  task_est_hours: number;
  task_est_minutes: number;
  time_spent_hours: number;
  time_spent_minutes: number;
  hourly_rate: number;
  status: number;
}

/** Spec 2.8 / 9: estimated versus spent totals (60-minute carry), progress percent, overspent flag, labour total. */
export function workOrderTotals(tasks: readonly CostedTask[]) {
  const estimated = totalTaskTime(
    tasks.map((t) => ({ hours: t.task_est_hours, minutes: t.task_est_minutes })),
  );
  const spent = totalTaskTime(
    tasks.map((t) => ({ hours: t.time_spent_hours, minutes: t.time_spent_minutes })),
  );
  const est = toMinutes(estimated.hours, estimated.minutes);
  const sp = toMinutes(spent.hours, spent.minutes);
  const labour =
    tasks.reduce(
      (sum, t) => sum + Math.round(labourCost(t.time_spent_hours, t.time_spent_minutes, t.hourly_rate) * 100),
      0,
    ) / 100;
  return {
    total_est_hours: estimated.hours,
    total_est_minutes: estimated.minutes,
    total_spent_hours: spent.hours,
    total_spent_minutes: spent.minutes,
    /** Spent as a percent of estimated (0 when nothing is estimated), not capped: 150 means 50% over. */
    progress_percent: est === 0 ? (sp > 0 ? 100 : 0) : Math.round((sp / est) * 100),
    overspent: sp > est,
    all_tasks_completed: tasks.length > 0 && tasks.every((t) => t.status === WorkOrderTaskStatus.Completed),
    labour_total: labour,
  };
}

/** Cost per meter hour: a cost over the meter hours used in the same period (asset page, insights); null when none were used. */
export const costPerMeterHour = (cost: number, meterHours: number): number | null =>
  meterHours > 0 ? cents(cost / meterHours) : null;

/** 'YYYY-MM' months, newest last, ending with the month of `now` (UTC): the cost roll-up's window. */
export function lastTwelveMonths(now: Date): string[] {
  const months: string[] = [];
  for (let back = 11; back >= 0; back--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return months;
}

/**
 * Spec 2.2 'Date pickers disallow past dates' (yyyy-mm-dd days compared as text): a new or changed
 * due date may not be before `today`; one kept unchanged may (it was allowed when it was set).
 */
export const isDueDateAllowed = (
  due: string | null | undefined,
  kept: string | null | undefined,
  today: string,
) => !due || due === kept || due >= today;

/**
 * The server's 'today' for due dates: it does not know the user's zone, so it takes the day in the
 * last zone on earth (UTC-12), whose day is never past anywhere: it refuses nothing a user's
 * calendar allows.
 */
export const earliestToday = (now: Date) =>
  dayjs(now)
    .utcOffset(-12 * 60)
    .format('YYYY-MM-DD');

/** Spec 9. */
export const WORK_ORDER_TITLE_MAX = 100;
export const WORK_ORDER_DESCRIPTION_MAX = 2000;
/** Ours: a bound on what one work order carries. */
export const WORK_ORDER_MAX_TASKS = 100;
export const WORK_ORDER_MAX_ISSUES = 100;
export const WORK_ORDER_MAX_ATTACHMENTS = 50;
/** Time Spent entries kept per task (a work order is one item: 100 tasks x 50 entries stay well inside 400 KB). */
export const TIME_ENTRIES_MAX = 50;
/** Ours (issue 22): the notes a maintenance person keeps on a task. */
export const TASK_NOTES_MAX = 1000;
export const ISSUE_PICKER_PAGE_SIZE = 20;

/** The work order number of a company's n-th work order: WO-0001 … */
export const workOrderNumberOf = (sequence: number): string => `WO-${String(sequence).padStart(4, '0')}`;
