/**
 * An asset PM in the generic PM form (web/src/components/pm/PmForm.tsx; maintenance 2.2, 2.4, 7
 * 'Update asset PM' and 'create/duplicate asset PM'): the item as the form's values, and what the
 * payload adds that the form does not show (asset_pm_id for an edit, asset_id, asset_pm_plan_id,
 * pm_id). Duplicates get 'Duplicate - ' (2.2). Pure.
 */
import { AssetPmMessages } from '@shared/pm/messages';
import { RepeatPeriod } from '@shared/pm/codes';
import { startAtReading } from '@shared/pm/meter-start';
import { SETTABLE_PM_STATUSES } from '@shared/pm/schemas';
import { type AssetPmItem } from '@shared/pm/detail-schemas';
import type { PmFormValues } from '../../../../components/pm/PmForm';

/** The asset PM call's list names (the library's are pmTasks / PMAttachments). */
export const ASSET_PM_LISTS = { tasks: 'assetPMTasks', attachments: 'AssetPMAttachments' };

/** The PM's own status when a person may set it (Open, Waiting, In Progress), else none (a Due or Overdue PM keeps its status). */
export const settableStatus = (pm: AssetPmItem): number | null => {
  const status = pm.active_PMTrigger?.asset_pm_status ?? null;
  return status !== null && (SETTABLE_PM_STATUSES as readonly number[]).includes(status) ? status : null;
};

const text = (n: number | null) => (n === null ? '' : String(n));

/**
 * `meterHours`: the asset's reading. A duplicate is a new PM: a recurring meter start below the
 * reading starts at the reading (issue 24 item 1, shared/pm/meter-start.ts), editable in the form.
 */
export function assetPmFormValues(
  pm: AssetPmItem,
  mode: 'edit' | 'duplicate',
  meterHours: number | null = null,
): PmFormValues {
  const start =
    mode === 'duplicate'
      ? (startAtReading(
          {
            triggerType: pm.pm_trigger_type as 25,
            triggerBy: pm.pm_trigger_by as 27,
            startingMeterHours: pm.meter_hours_starting_at,
          },
          meterHours,
        ).startingMeterHours ?? null)
      : pm.meter_hours_starting_at;
  return {
    title: mode === 'duplicate' ? `${AssetPmMessages.duplicatePrefix}${pm.title}` : pm.title,
    description: pm.description,
    status: settableStatus(pm),
    pm_trigger_type: pm.pm_trigger_type,
    pm_trigger_by: pm.pm_trigger_by,
    is_trigger_on_starting_at: pm.is_trigger_on_starting_at,
    datetime_due_at: pm.datetime_due_at?.slice(0, 10) ?? '',
    meter_hours_due_at: text(pm.meter_hours_due_at),
    datetime_starting_at: pm.datetime_starting_at?.slice(0, 10) ?? '',
    datetime_repeates_every: text(pm.datetime_repeates_every),
    datetime_repeat_time_period_type: pm.datetime_repeat_time_period_type ?? RepeatPeriod.Months,
    meter_hours_starting_at: text(start),
    meter_hours_repeates_every: text(pm.meter_hours_repeates_every),
    tasks: pm.assetPMTasks.map((t) => t.tasks),
    attachments: pm.assetPMAttachments.map(({ file_url, user_uploaded_name, filename }) => ({
      file_url,
      user_uploaded_name,
      filename,
    })),
    dealer: pm.serviceDealers,
  };
}

/** The fields the payload needs beyond the form's: an edit names the PM; both keep the asset, plan and library PM. */
export function assetPmExtraPayload(pm: AssetPmItem, mode: 'edit' | 'duplicate'): Record<string, unknown> {
  return {
    ...(mode === 'edit' ? { asset_pm_id: pm.asset_pm_id } : {}),
    asset_id: pm.asset_id,
    asset_pm_plan_id: pm.asset_pm_plan_id,
    pm_id: pm.pm_id,
  };
}
