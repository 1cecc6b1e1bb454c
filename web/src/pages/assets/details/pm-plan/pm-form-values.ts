/**
 * An asset PM as the edit / duplicate call's body (maintenance 7 'Update asset PM' and
 * 'create/duplicate asset PM': asset_id, asset_pm_plan_id, title, pm_id, description, status, the
 * trigger fields, assetPMTasks[task_id], AssetPMAttachments[user_uploaded_name, filename],
 * service_dealer_id), with the form's changes laid over it. Duplicates get 'Duplicate - ' (2.2).
 * Pure.
 */
import { AssetPmMessages } from '@shared/pm/messages';
import { SETTABLE_PM_STATUSES, type AssetPmItem } from '@shared/pm/schemas';

export interface PmFormValues {
  title: string;
  description: string;
  /** Open 43, Waiting 42, In Progress 33; null keeps the PM's status (a Due or Overdue PM). */
  status: number | null;
  service_dealer_id: number | null;
  attachments: { file_url: string; user_uploaded_name: string; filename: string }[];
}

/** The PM's own status when a person may set it (Open, Waiting, In Progress), else none. */
export const settableStatus = (pm: AssetPmItem): number | null => {
  const status = pm.active_PMTrigger?.asset_pm_status ?? null;
  return status !== null && (SETTABLE_PM_STATUSES as readonly number[]).includes(status) ? status : null;
};

export function pmFormValues(pm: AssetPmItem, mode: 'edit' | 'duplicate'): PmFormValues {
  return {
    title: mode === 'duplicate' ? `${AssetPmMessages.duplicatePrefix}${pm.title}` : pm.title,
    description: pm.description,
    status: settableStatus(pm),
    service_dealer_id: pm.service_dealer_id,
    attachments: pm.assetPMAttachments.map(({ file_url, user_uploaded_name, filename }) => ({ file_url, user_uploaded_name, filename })),
  };
}

/** The body of AssetPM/UpdateAssetPM (edit: with asset_pm_id) or AssetPM/AddAssetPM (duplicate). */
export function pmFormBody(pm: AssetPmItem, values: PmFormValues, mode: 'edit' | 'duplicate') {
  return {
    ...(mode === 'edit' ? { asset_pm_id: pm.asset_pm_id } : {}),
    asset_id: pm.asset_id,
    asset_pm_plan_id: pm.asset_pm_plan_id,
    pm_id: pm.pm_id,
    title: values.title,
    description: values.description,
    status: values.status,
    pm_trigger_type: pm.pm_trigger_type,
    pm_trigger_by: pm.pm_trigger_by,
    datetime_due_at: pm.datetime_due_at,
    meter_hours_due_at: pm.meter_hours_due_at,
    datetime_starting_at: pm.datetime_starting_at,
    datetime_repeates_every: pm.datetime_repeates_every,
    datetime_repeat_time_period_type: pm.datetime_repeat_time_period_type,
    meter_hours_starting_at: pm.meter_hours_starting_at,
    meter_hours_repeates_every: pm.meter_hours_repeates_every,
    is_trigger_on_starting_at: pm.is_trigger_on_starting_at,
    assetPMTasks: pm.assetPMTasks.map((task) => ({ task_id: task.task_id })),
    AssetPMAttachments: values.attachments.map(({ user_uploaded_name, filename, file_url }) => ({ user_uploaded_name, filename, file_url })),
    service_dealer_id: values.service_dealer_id,
  };
}
