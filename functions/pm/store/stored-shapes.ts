/** The PM store's stored shapes: asset PMs, open and completed triggers, meter state, plans and PM list rows (functions/pm/store/asset-pms.ts has the key layout). */
import type { PmStatusId, PmTriggerById, PmTriggerTypeId } from '#shared/pm/codes.js';
import type { PmTriggerWire } from '#shared/pm/trigger-fields.js';
import type { ReminderKind } from '#shared/pm/reminders.js';
import type { DueState } from '#shared/pm/status.js';
import type { PmPartLine } from '#shared/pm/detail-schemas.js';

export interface PmTask {
  task_id: number;
  task_code: string;
  task_title: string;
  task_est_hours: number;
  task_est_minutes: number;
}

export interface PmAttachment {
  asset_pm_attachment_id: string;
  file_url: string;
  user_uploaded_name: string;
  filename: string;
}

export interface CompletionData {
  pm_trigger_id: string;
  completed_on: string;
  completed_at_meter_hours: number | null;
  completed_in_hours: number;
  completed_in_minutes: number;
  comments: string;
  completed_by_name: string;
  on_time: boolean;
  due_date: string | null;
  due_meter_hours: number | null;
  /** ISO time it was recorded. */
  recorded_at: string;
  /** Issue 24 item 3 (absent on completions recorded before it): the PM, its title then, lateness, attachments, work order. */
  asset_pm_id?: string;
  title?: string;
  late_by?: string | null;
  attachments?: { user_uploaded_name: string; filename: string }[];
  wo_id?: number | null;
  wo_number?: string | null;
}

/** An asset PM (spec 3 'Asset PM'). */
export interface AssetPmData {
  asset_pm_id: string;
  asset_id: number;
  internal_asset_id: string;
  asset_name: string;
  site_id: number;
  company_id: number;
  asset_pm_plan_id: string | null;
  asset_pm_plan_name: string;
  pm_plan_id: number | null;
  pm_id: number | null;
  title: string;
  description: string;
  /** The record's status: 1 Active. */
  status: number;
  schedule: PmTriggerWire;
  tasks: PmTask[];
  attachments: PmAttachment[];
  service_dealer_id: number | null;
  service_dealer: { service_dealer_id: number; name: string; email: string } | null;
  /** The parts it needs (issue 25 item 3; absent on PMs saved before): set by the parts domain through operations/pm-parts.ts. */
  parts?: PmPartLine[];
  /** Sequence of the next trigger. */
  next_seq: number;
  last_completion: CompletionData | null;
  completed_count: number;
  created_at: string;
  updated_at: string;
}

export interface TriggerTaskData extends PmTask {
  trigger_task_id: string;
  status: number;
}

/** The one open trigger of an asset PM. */
export interface OpenTriggerData {
  trigger_id: string;
  seq: number;
  asset_pm_id: string;
  asset_id: number;
  internal_asset_id: string;
  asset_name: string;
  site_id: number;
  company_id: number;
  title: string;
  timezone: string;
  trigger_type: PmTriggerTypeId;
  trigger_by: PmTriggerById;
  due_day: string | null;
  due_at: number | null;
  overdue_at: number | null;
  due_meter_hours: number | null;
  anchor_day: number | null;
  /** The due state the engine last marked (never goes back). */
  state: DueState;
  /** The PM status (31, 32, 33, 42, 43). */
  status: PmStatusId;
  reminders_sent: ReminderKind[];
  /** When the interval began: the schedule's start or the previous completion. */
  opening: { at: number | null; meterHours: number | null; day: string | null };
  /** When it went overdue, and how many 'still overdue' notices managers have had since. */
  overdue_since: number | null;
  escalations: number;
  tasks: TriggerTaskData[];
  est_hours: number;
  est_minutes: number;
  /** The next time event (epoch ms) it waits for in the time queue, or null. */
  next_event_at: number | null;
}

export interface MeterState {
  meter_hours: number | null;
  /** Recent readings, oldest first: [epoch ms, meter hours]. */
  readings: [number, number][];
}

export interface PlanData {
  asset_pm_plan_id: string;
  asset_pm_plan_name: string;
  pm_plan_id: number;
  asset_id: number;
  assigned_at: string;
}

/** The stored part of a PM list row (the rest is worked out at read time: due-in, forecast, site name). */
export interface ListRowData {
  asset_pm_id: string;
  asset_id: number;
  internal_asset_id: string;
  pm_id: number | null;
  title: string;
  asset_name: string;
  asset_pm_plan_id: string | null;
  pm_plan_id: number | null;
  pm_plan_name: string;
  status: PmStatusId;
  site_id: number;
  pm_trigger_id: string;
  pm_trigger_type: number;
  pm_trigger_by: number;
  due_date: string | null;
  due_meter_hours: number | null;
  timezone: string;
  est_hours: number;
  est_minutes: number;
  completed_on: string | null;
  completed_on_time: boolean | null;
  /** search text: title and asset, lower-cased. */
  search: string;
}

export interface StoredAssetPm {
  pm: AssetPmData;
  version: number;
}
export interface StoredTrigger {
  t: OpenTriggerData;
  version: number;
}
