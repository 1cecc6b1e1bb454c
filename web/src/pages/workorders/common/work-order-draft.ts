/**
 * A work order as its forms edit it (spec maintenance 2.8, 3 'Work order', 4, 5, 9), pure: the
 * tasks (each with its estimate, status, time spent and hourly rate), the linked issues and the
 * attachments, read from the details; adding merges duplicates by id (spec 2.8); the totals and
 * the labour cost come from the shared rules (each task's spent time x its hourly rate).
 */
import {
  addTime,
  canCompleteWorkOrder,
  isTaskLocked as taskStatusLocked,
  labourCost,
  workOrderTotals,
  WorkOrderTaskStatus,
} from '@shared/workorders/rules';
import type { AttachmentRow } from '@shared/attachments/schemas';
import type { LinkedIssue, TimeEntry, WorkOrderDetail } from '@shared/workorders/schemas';

export interface DraftTask {
  task_id: number;
  task_code: string;
  task_title: string;
  task_est_hours: number;
  task_est_minutes: number;
  hourly_rate: number;
  status: number;
  time_spent_hours: number;
  time_spent_minutes: number;
  /** The Time Spent entries (day and time), sent with the task and shown under it. */
  time_entries: TimeEntry[];
}

/** A linked issue (spec 3 'Issue (link list)'): its uuid is its id on the wire (issue_id). */
export type DraftIssue = Pick<
  LinkedIssue,
  'issue_uuid' | 'issue_number' | 'name' | 'inspection_id' | 'status'
>;

/** An attachment as the generic AttachmentsField holds it (file_url a short-lived download URL). */
export type DraftAttachment = AttachmentRow;

export interface DraftDealer {
  service_dealer_id: number;
  name: string;
  email: string;
}

/** A catalogue task as it joins a work order: Open, no time, its catalogue rate (spec 4 'New tasks start Open with zero time'). */
export const draftTaskOf = (task: {
  task_id: number;
  task_code: string;
  task_title: string;
  task_est_hours: number;
  task_est_minutes: number;
  hourly_rate: number;
}): DraftTask => ({
  task_id: task.task_id,
  task_code: task.task_code,
  task_title: task.task_title,
  task_est_hours: task.task_est_hours,
  task_est_minutes: task.task_est_minutes,
  hourly_rate: task.hourly_rate,
  status: WorkOrderTaskStatus.Open,
  time_spent_hours: 0,
  time_spent_minutes: 0,
  time_entries: [],
});

/** The details' tasks, issues, attachments and dealer as the forms hold them. */
export function draftOf(detail: WorkOrderDetail) {
  return {
    tasks: detail.workOrderTasks.map((t): DraftTask => ({
      task_id: t.task_id,
      task_code: t.task.task_code,
      task_title: t.task.task_title,
      task_est_hours: t.task.task_est_hours,
      task_est_minutes: t.task.task_est_minutes,
      hourly_rate: t.hourly_rate,
      status: t.status,
      time_spent_hours: t.time_spent_hours,
      time_spent_minutes: t.time_spent_minutes,
      time_entries: t.time_entries,
    })),
    issues: detail.issues.map((i): DraftIssue => ({
      issue_uuid: i.issue_uuid,
      issue_number: i.issue_number,
      name: i.name,
      inspection_id: i.inspection_id,
      status: i.status,
    })),
    attachments: detail.workOrderAttachments.map((a): DraftAttachment => ({
      user_uploaded_name: a.user_uploaded_name,
      filename: a.filename,
      file_url: a.file_url,
    })),
    dealer: (detail.serviceDealers[0] as DraftDealer | undefined) ?? null,
  };
}

/** Adds what is not there yet (spec 2.8: duplicates merge by id; the one already there keeps its status and time). */
export function mergeById<T, K>(current: readonly T[], added: readonly T[], idOf: (item: T) => K): T[] {
  const seen = new Set(current.map(idOf));
  const merged = [...current];
  for (const item of added) {
    if (seen.has(idOf(item))) continue;
    seen.add(idOf(item));
    merged.push(item);
  }
  return merged;
}

export const mergeTasks = (current: readonly DraftTask[], added: readonly DraftTask[]) =>
  mergeById(current, added, (t) => t.task_id);
export const mergeIssues = (current: readonly DraftIssue[], added: readonly DraftIssue[]) =>
  mergeById(current, added, (i) => i.issue_uuid);

export interface HoursMinutes {
  hours: number;
  minutes: number;
}

export const estimatedOf = (task: DraftTask): HoursMinutes => ({
  hours: task.task_est_hours,
  minutes: task.task_est_minutes,
});
export const spentOf = (task: DraftTask): HoursMinutes => ({
  hours: task.time_spent_hours,
  minutes: task.time_spent_minutes,
});

/** Estimated and spent totals (60-minute carry), progress, overspent, labour total (shared/workorders/rules). */
export const totalsOf = (tasks: readonly DraftTask[]) => workOrderTotals(tasks);

/** A task's labour cost in dollars: its spent time x its hourly rate, to the cent. */
export const labourCostOf = (task: DraftTask): number =>
  labourCost(task.time_spent_hours, task.time_spent_minutes, task.hourly_rate);

/** Adds a Time Spent entry to a task (spec 5 'Time spent': its day, hours min 0, minutes 0-59), carrying minutes into hours. */
export function addTimeSpent(task: DraftTask, entry: TimeEntry): DraftTask {
  const total = addTime(spentOf(task), entry);
  return {
    ...task,
    time_spent_hours: total.hours,
    time_spent_minutes: total.minutes,
    time_entries: [...task.time_entries, entry],
  };
}

/** The tasks with a Time Spent entry added to one: what the panels keep and the full page saves. */
export const withTimeSpent = (tasks: readonly DraftTask[], taskId: number, entry: TimeEntry) =>
  tasks.map((t) => (t.task_id === taskId ? addTimeSpent(t, entry) : t));

/** Spec 4: a Completed task (15) is read-only and cannot be removed. */
export const isTaskLocked = (task: DraftTask) => taskStatusLocked(task.status);

/** Spec 4: Complete is enabled with Override on, or when every task is Completed (the condition we chose; see shared rules). */
export const canComplete = (tasks: readonly DraftTask[], override: boolean) =>
  canCompleteWorkOrder(tasks, override);

/** Spec 9: dollars with cents. */
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatDollars = (amount: number) => dollars.format(amount);

/** Spec 4: the full page's flag when every task is Completed. */
export const allTasksDone = (tasks: readonly DraftTask[]) => totalsOf(tasks).all_tasks_completed;
