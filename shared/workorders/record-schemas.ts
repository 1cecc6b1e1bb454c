/**
 * The work order as the calls answer it (spec maintenance 3 'Work order', 'Task', 'Issue (link
 * list)', 'Attachment', 'Service dealer', 'Work order activity entry'): the list row, the details
 * and the activity entries. Request bodies are in schemas.ts.
 */
import * as z from 'zod';
import { failureCodesShown } from '../reliability/schemas.js';
import { requestAsset } from '../requests/schemas.js';

/** Spec 3 'Work order' (list row). */
export const workOrderRow = z.object({
  wo_id: z.number(),
  wo_number: z.string(),
  title: z.string(),
  description: z.string(),
  asset_id: z.number(),
  asset: requestAsset,
  priority: z.number(),
  priority_name: z.string(),
  /** yyyy-mm-dd or null. */
  due_at: z.string().nullable(),
  completed_date: z.string().nullable(),
  created_at: z.string(),
  wo_type: z.number(),
  wo_type_name: z.string(),
  status: z.number(),
  status_name: z.string(),
  site_id: z.number(),
  /** Spec 3 'sites.timezone'. */
  sites: z.object({ timezone: z.string() }),
  mr_id: z.number().nullable(),
  /** Issue 22: the maintenance staff the work order is assigned to (uuids, in one order) and their names, in the same order. */
  assigned_to: z.array(z.string()),
  assigned_to_names: z.array(z.string()),
});
export type WorkOrderRow = z.infer<typeof workOrderRow>;

// ---- details ----

/** One Time Spent entry of a task (spec 5 'Time spent'): the day it was spent (yyyy-mm-dd) and the time. */
export const timeEntry = z.object({ date: z.string(), hours: z.number(), minutes: z.number() });
export type TimeEntry = z.infer<typeof timeEntry>;

export const workOrderTask = z.object({
  /** Spec 3 'Task': the catalogue task as it was when added (code, title, estimate, rate). */
  task: z.object({
    task_id: z.number(),
    task_code: z.string(),
    task_title: z.string(),
    task_est_hours: z.number(),
    task_est_minutes: z.number(),
    task_est_display: z.string(),
    hourly_rate: z.number(),
  }),
  task_id: z.number(),
  status: z.number(),
  status_name: z.string(),
  time_spent_hours: z.number(),
  time_spent_minutes: z.number(),
  /** What the Time Spent dialog added, oldest first (the spent time is their sum plus any time set without a day). */
  time_entries: z.array(timeEntry),
  /** Issue 22: the notes kept on the task ('' when none). */
  notes: z.string(),
  hourly_rate: z.number(),
  /** Spent time × hourly rate, dollars. */
  labour_cost: z.number(),
});
export type WorkOrderTask = z.infer<typeof workOrderTask>;

/** Spec 3 'Issue (link list)'. */
export const linkedIssue = z.object({
  issue_uuid: z.string(),
  issue_number: z.string(),
  name: z.string(),
  mr_id: z.number().nullable(),
  inspection_id: z.string().nullable(),
  inspections: z.object({ meter_hours: z.number().nullable() }),
  status: z.number(),
  meter_at_inspection: z.number().nullable(),
});
export type LinkedIssue = z.infer<typeof linkedIssue>;

export const workOrderAttachment = z.object({
  wo_attachment_id: z.number(),
  user_uploaded_name: z.string(),
  filename: z.string(),
  /** A short-lived GET URL. */
  file_url: z.string(),
});
export const serviceDealer = z.object({ service_dealer_id: z.number(), name: z.string(), email: z.string() });

export const workOrderDetail = workOrderRow.extend({
  workOrderTasks: z.array(workOrderTask),
  issues: z.array(linkedIssue),
  workOrderAttachments: z.array(workOrderAttachment),
  service_dealer_id: z.number().nullable(),
  /** One dealer or none (an array, as the spec's PM shapes have it). */
  serviceDealers: z.array(serviceDealer),
  maintenanceRequests: z.array(
    z.object({ mr_id: z.number(), title: z.string(), mr_type: z.number(), status: z.number() }),
  ),
  total_est_hours: z.number(),
  total_est_minutes: z.number(),
  total_spent_hours: z.number(),
  total_spent_minutes: z.number(),
  progress_percent: z.number(),
  overspent: z.boolean(),
  all_tasks_completed: z.boolean(),
  labour_total: z.number(),
  ...failureCodesShown,
});
export type WorkOrderDetail = z.infer<typeof workOrderDetail>;

/** Spec 3 'Work order activity entry'. activity_type 6 Open, 7 Completed (ours: other changes use 6 too, naming the status). */
export const workOrderActivity = z.object({
  activity_id: z.string(),
  activity_header: z.string(),
  activity_message: z.string(),
  activity_type: z.number(),
  created_at: z.string(),
  timezone: z.string(),
  updated_by_name: z.string(),
});
export type WorkOrderActivity = z.infer<typeof workOrderActivity>;
