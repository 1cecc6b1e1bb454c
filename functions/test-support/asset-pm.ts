/**
 * A bare asset PM record for tests and benches that write PMs in bulk (putAssetPmsInBulk): company 1,
 * no plan, one 1 h 30 catalogue task, a fixed time schedule unless `schedule` says otherwise.
 */
import { PmTriggerBy, PmTriggerType } from '#shared/pm/codes.js';
import { scheduleFieldsOf } from '#shared/pm/schedule-fields.js';
import type { AssetPmData } from '#functions/pm/store/stored-shapes.js';

type Required = Pick<
  AssetPmData,
  'asset_pm_id' | 'asset_id' | 'internal_asset_id' | 'asset_name' | 'site_id' | 'title'
>;

export function bareAssetPm(
  fields: Required & Partial<Omit<AssetPmData, 'schedule'>> & { schedule?: Partial<AssetPmData['schedule']> },
): AssetPmData {
  const { schedule, ...rest } = fields;
  return {
    company_id: 1,
    asset_pm_plan_id: null,
    asset_pm_plan_name: '',
    pm_plan_id: null,
    pm_id: null,
    description: 'Bench PM',
    status: 1,
    tasks: [
      { task_id: 1, task_code: 'T-0001', task_title: 'Bench task', task_est_hours: 1, task_est_minutes: 30 },
    ],
    attachments: [],
    service_dealer_id: null,
    service_dealer: null,
    next_seq: 2,
    last_completion: null,
    completed_count: 0,
    created_at: new Date(0).toISOString(),
    updated_at: new Date(0).toISOString(),
    ...rest,
    schedule: scheduleFieldsOf({
      pm_trigger_type: PmTriggerType.FixedOneTime,
      pm_trigger_by: PmTriggerBy.Time,
      is_trigger_on_starting_at: false,
      ...schedule,
    }),
  };
}
