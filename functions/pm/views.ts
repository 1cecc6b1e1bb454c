/** Stored asset PMs, triggers and list entries -> the response rows of shared/pm/schemas.ts. */
import { formatSiteDate } from '#shared/dates.js';
import { PmStatus, PmTriggerBy, PmTriggerType } from '#shared/pm/codes.js';
import { scheduleFieldsOf } from '#shared/pm/schedule-fields.js';
import type { AssetPmItem } from '#shared/pm/detail-schemas.js';
import type { PmListRow } from '#shared/pm/list-schemas.js';
import { TRIGGER_TASK_STATUS_NAMES } from '#shared/pm/schemas.js';
import { dueInText } from '#shared/pm/status.js';
import { dueOf, forecastOf } from './operations/trigger-step.js';
import type {
  AssetPmData,
  CompletionData,
  ListRowData,
  MeterState,
  OpenTriggerData,
} from './store/stored-shapes.js';

export const PM_STATUS_NAMES: Record<number, string> = {
  [PmStatus.Active]: 'Active',
  [PmStatus.Overdue]: 'Overdue',
  [PmStatus.Due]: 'Due',
  [PmStatus.InProgress]: 'In Progress',
  [PmStatus.Waiting]: 'Waiting',
  [PmStatus.Open]: 'Open',
  [PmStatus.Completed]: 'Completed',
};
const TYPE_NAMES: Record<number, string> = {
  [PmTriggerType.FixedOneTime]: 'Fixed One Time',
  [PmTriggerType.Recurring]: 'Recurring',
};
const BY_NAMES: Record<number, string> = {
  [PmTriggerBy.Time]: 'Time',
  [PmTriggerBy.MeterHours]: 'Meter Hours',
  [PmTriggerBy.TimeOrMeterHours]: 'Time / Meter Hours',
};

type DuePart = Pick<
  OpenTriggerData,
  'trigger_by' | 'due_day' | 'due_at' | 'overdue_at' | 'due_meter_hours' | 'anchor_day' | 'timezone'
>;

function dueText(t: DuePart, meter: MeterState | undefined, now: number): string {
  return dueInText(dueOf(t as OpenTriggerData), now, meter?.meter_hours ?? null) ?? '';
}

export function pmListRowOf(
  row: ListRowData,
  siteName: string,
  meter: MeterState | undefined,
  now: number,
): PmListRow {
  const completed = row.status === PmStatus.Completed;
  const due: DuePart = {
    trigger_by: row.pm_trigger_by as DuePart['trigger_by'],
    due_day: row.due_date,
    due_at: null,
    overdue_at: null,
    due_meter_hours: row.due_meter_hours,
    anchor_day: null,
    timezone: row.timezone,
  };
  const forecast = completed
    ? {
        forecast_due_date: null,
        forecast_by_meter: false,
        average_daily_usage: null,
        meter_readings_stale: false,
      }
    : forecastOf(due, meter, now);
  return {
    asset_pm_id: row.asset_pm_id,
    asset_id: row.asset_id,
    internal_asset_id: row.internal_asset_id,
    pm_id: row.pm_id,
    title: row.title,
    asset_name: row.asset_name,
    asset_pm_plan_id: row.asset_pm_plan_id,
    pm_plan_id: row.pm_plan_id,
    pm_plan_name: row.pm_plan_name,
    asset_pm_status: row.status,
    asset_pm_status_name: PM_STATUS_NAMES[row.status] ?? '',
    status: PmStatus.Active,
    due_in: completed
      ? `Completed on ${formatSiteDate(`${row.completed_on}T12:00:00Z`, 'UTC')}`
      : dueText(due, meter, now),
    total_est_time_hours: row.est_hours,
    total_est_time_minutes: row.est_minutes,
    site_id: row.site_id,
    site_name: siteName,
    pm_trigger_id: row.pm_trigger_id || null,
    pm_trigger_type: row.pm_trigger_type,
    pm_trigger_by: row.pm_trigger_by,
    due_date: row.due_date,
    due_meter_hours: row.due_meter_hours,
    current_meter_hours: meter?.meter_hours ?? null,
    ...forecast,
    completed_on: row.completed_on,
    completed_on_time: row.completed_on_time,
  };
}

export function activeTriggerOf(
  t: OpenTriggerData,
  meter: MeterState | undefined,
  now: number,
): NonNullable<AssetPmItem['active_PMTrigger']> {
  const forecast = forecastOf(t, meter, now);
  return {
    pm_trigger_id: t.trigger_id,
    asset_pm_status: t.status,
    asset_pm_status_name: PM_STATUS_NAMES[t.status] ?? '',
    due_datetime: t.due_at === null ? null : new Date(t.due_at).toISOString(),
    due_date: t.due_day,
    due_meter_hours: t.due_meter_hours,
    due_in: dueText(t, meter, now),
    total_est_time_hours: t.est_hours,
    total_est_time_minutes: t.est_minutes,
    forecast_due_date: forecast.forecast_due_date,
    meter_readings_stale: forecast.meter_readings_stale,
    pmTriggersTasks: t.tasks.map((task) => ({
      trigger_task_id: task.trigger_task_id,
      task_id: task.task_id,
      status: task.status,
      status_name: TRIGGER_TASK_STATUS_NAMES[task.status] ?? '',
      tasks: {
        task_id: task.task_id,
        task_code: task.task_code,
        task_title: task.task_title,
        task_est_hours: task.task_est_hours,
        task_est_minutes: task.task_est_minutes,
      },
    })),
  };
}

export const completionOf = (c: CompletionData) => ({
  pm_trigger_id: c.pm_trigger_id,
  completed_on: c.completed_on,
  completed_at_meter_hours: c.completed_at_meter_hours,
  completed_in_hours: c.completed_in_hours,
  completed_in_minutes: c.completed_in_minutes,
  comments: c.comments,
  completed_by_name: c.completed_by_name,
  on_time: c.on_time,
  due_date: c.due_date,
  due_meter_hours: c.due_meter_hours,
});

/** A stored completion as a log row; completions recorded before the log kept them get their PM from the key and its current title. */
export const completionLogRowOf = (
  c: CompletionData,
  pm: { asset_pm_id: string; title: string } | undefined,
) => ({
  ...completionOf(c),
  asset_pm_id: c.asset_pm_id ?? pm?.asset_pm_id ?? c.pm_trigger_id.split('.')[0],
  title: c.title ?? pm?.title ?? '',
  late_by: c.late_by ?? null,
  attachments: c.attachments ?? [],
  wo_id: c.wo_id ?? null,
  wo_number: c.wo_number ?? null,
});

export function assetPmItemOf(
  pm: AssetPmData,
  open: OpenTriggerData | null,
  meter: MeterState | undefined,
  now: number,
): AssetPmItem {
  const s = pm.schedule;
  return {
    asset_id: pm.asset_id,
    asset_pm_plan_id: pm.asset_pm_plan_id,
    asset_pm_plan_name: pm.asset_pm_plan_name,
    asset_pm_id: pm.asset_pm_id,
    pm_id: pm.pm_id,
    title: pm.title,
    description: pm.description,
    status: pm.status,
    ...scheduleFieldsOf(s),
    pm_type_status_name: TYPE_NAMES[s.pm_trigger_type] ?? '',
    pm_by_status_name: BY_NAMES[s.pm_trigger_by] ?? '',
    assetPMTasks: pm.tasks.map((task) => ({ task_id: task.task_id, tasks: { ...task } })),
    assetPMAttachments: pm.attachments,
    service_dealer_id: pm.service_dealer_id,
    serviceDealers: pm.service_dealer,
    active_PMTrigger: open ? activeTriggerOf(open, meter, now) : null,
    last_completion: pm.last_completion ? completionOf(pm.last_completion) : null,
    pm_parts: pm.parts ?? [],
  };
}
