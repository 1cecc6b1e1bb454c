/**
 * TEMPORARY: the asset PM as spec maintenance 3 names its fields, until shared/pm/schemas.ts
 * (wt-pmcore) lands; then these become z.infer of its schemas.
 */
export interface AssetPmTask {
  task_id: number;
  asset_pm_task_id?: number;
  tasks?: { task_code: string; task_title: string; task_est_hours: number; task_est_minutes: number } | null;
  task_code?: string;
  task_title?: string;
  task_est_hours?: number;
  task_est_minutes?: number;
}

export interface TriggerTask {
  trigger_task_id: number;
  task_id?: number;
  status: number;
  task_code?: string;
  task_title?: string;
  tasks?: { task_code: string; task_title: string } | null;
}

export interface ActiveTrigger {
  pm_trigger_id: number;
  asset_pm_status: number;
  due_datetime: string | null;
  due_meter_hours: number | null;
  total_est_time_hours: number;
  total_est_time_minutes: number;
  pmTriggersTasks: TriggerTask[];
  due_in?: string | null;
  forecast_due_date?: string | null;
  forecast_stale?: boolean;
}

export interface AssetPm {
  asset_id: number;
  asset_pm_plan_id: number;
  asset_pm_plan_name: string;
  asset_pm_id: number;
  pm_id: number | null;
  title: string;
  description: string;
  status?: number;
  pm_trigger_type: number;
  pm_trigger_by: number;
  datetime_due_at: string | null;
  meter_hours_due_at: number | null;
  datetime_starting_at: string | null;
  datetime_repeates_every: number | null;
  datetime_repeat_time_period_type: number | null;
  meter_hours_starting_at: number | null;
  meter_hours_repeates_every: number | null;
  is_trigger_on_starting_at: boolean | number;
  pm_type_status_name?: string;
  pm_by_status_name?: string;
  assetPMTasks: AssetPmTask[];
  assetPMAttachments: { file_url: string; user_uploaded_name: string; filename: string; asset_pm_attachment_id?: number }[];
  serviceDealers: { service_dealer_id: number; name: string; email: string }[] | { service_dealer_id: number; name: string; email: string } | null;
  service_dealer_id?: number | null;
  active_PMTrigger: ActiveTrigger | null;
}
