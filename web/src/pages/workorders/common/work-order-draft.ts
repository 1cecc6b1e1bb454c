/**
 * A work order as its forms edit it (spec maintenance 2.8, 3 'Work order', 4, 5, 9), pure: the
 * tasks (each with its estimate, status, time spent and hourly rate), the linked issues and the
 * attachments; adding merges duplicates by id (spec 2.8); the totals (estimated and spent time,
 * carrying 60 minutes into hours) and the labour cost (each task's spent time x its hourly rate,
 * issue 11 item 4); whether it can be completed (the Override switch or every task Completed).
 */
import { WorkOrderStatus, WorkOrderTaskStatus } from '../../../components/maintenance/maintenance-codes';

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
}

export interface DraftIssue {
  issue_id: number;
  issue_uuid?: string;
  issue_number?: string | number;
  name: string;
  inspection_id?: number | null;
  status?: number;
}

export interface DraftAttachment {
  user_uploaded_name: string;
  filename: string;
  file_url?: string;
  wo_attachment_id?: number;
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
});

/** Adds what is not there yet (spec 2.8: duplicates merge by id; the one already there keeps its status and time). */
export function mergeById<T>(current: readonly T[], added: readonly T[], idOf: (item: T) => number): T[] {
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
  mergeById(current, added, (i) => i.issue_id);

export interface HoursMinutes {
  hours: number;
  minutes: number;
}

/** Spec 9: a total carries 60 minutes into hours. */
export function sumTime(times: readonly HoursMinutes[]): HoursMinutes {
  const minutes = times.reduce((sum, t) => sum + t.hours * 60 + t.minutes, 0);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

export const estimatedOf = (task: DraftTask): HoursMinutes => ({ hours: task.task_est_hours, minutes: task.task_est_minutes });
export const spentOf = (task: DraftTask): HoursMinutes => ({ hours: task.time_spent_hours, minutes: task.time_spent_minutes });

export const totalEstimated = (tasks: readonly DraftTask[]) => sumTime(tasks.map(estimatedOf));
export const totalSpent = (tasks: readonly DraftTask[]) => sumTime(tasks.map(spentOf));

/** A task's labour cost in dollars: its spent time x its hourly rate, to the cent. */
export const labourCostOf = (task: DraftTask): number =>
  Math.round(((task.time_spent_hours * 60 + task.time_spent_minutes) / 60) * task.hourly_rate * 100) / 100;

export const totalLabourCost = (tasks: readonly DraftTask[]): number =>
  Math.round(tasks.reduce((sum, t) => sum + labourCostOf(t), 0) * 100) / 100;

/** Adds time spent to a task (spec 5 'Time spent': hours min 0; minutes 0-59), carrying minutes into hours. */
export function addTimeSpent(task: DraftTask, hours: number, minutes: number): DraftTask {
  const total = sumTime([spentOf(task), { hours, minutes }]);
  return { ...task, time_spent_hours: total.hours, time_spent_minutes: total.minutes };
}

/** Spec 4: a Completed task (15) is read-only and cannot be removed. */
export const isTaskLocked = (task: DraftTask) => task.status === WorkOrderTaskStatus.Completed;

/** Spec 4: the flag the full page sets when every task is Completed (no tasks: not met). */
export const allTasksCompleted = (tasks: readonly DraftTask[]) =>
  tasks.length > 0 && tasks.every((t) => t.status === WorkOrderTaskStatus.Completed);

/**
 * Spec 4: Complete is enabled when the Override switch is on or the completion condition is met.
 * The spec does not show the condition; ours (documented in the issue): every task Completed.
 */
export const canComplete = (tasks: readonly DraftTask[], override: boolean) => override || allTasksCompleted(tasks);

/** Spec 4: edit, delete and adding tasks, issues and attachments only while Open, In Progress or Reopened. */
export const EDITABLE_STATUSES: readonly number[] = [WorkOrderStatus.Open, WorkOrderStatus.InProgress, WorkOrderStatus.Reopened];
export const isEditableStatus = (status: number) => EDITABLE_STATUSES.includes(status);

/** Spec 9: dollars with cents. */
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatDollars = (amount: number) => dollars.format(amount);
