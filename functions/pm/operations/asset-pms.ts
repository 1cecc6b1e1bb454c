/**
 * What the asset PM calls do to the store, each as one transaction (or one per asset PM for a
 * plan): schedule an asset PM with its first trigger, change it, delete it. The handlers check
 * input and scope; these keep the counters, list entries and options in step with every write.
 * Completing a trigger and a trigger task's status: ./complete-trigger.ts.
 */
import { PmStatus, type PmStatusId } from '#shared/pm/codes.js';
import { AssetPmMessages } from '#shared/pm/messages.js';
import { sameSchedule as sameScheduleFields } from '#shared/pm/schedule-compare.js';
import { startAtReading } from '#shared/pm/meter-start.js';
import { scheduleOf } from '#shared/pm/trigger-fields.js';
import type { AssetRecord } from '#functions/assets/index.js';
import { conflict } from '#lib/errors.js';
import { clock } from './clock.js';
import { planFirstTrigger } from './engine.js';
import type { StepResult } from './trigger-step.js';
import { write } from './write.js';
import type { LibraryPlanForAsset } from '../store/library.js';
import { deliverNotices } from './notify.js';
import { assetPmDelete, assetPmWrite, openTriggerWrites, planPut } from '../store/write-builders.js';
import { getMeter } from '../store/meter.js';
import { getPlanOfAsset } from '../store/asset-pms.js';
import { ids } from '../store/entities.js';
import { writeTransaction } from '#lib/transactions.js';
import type {
  AssetPmData,
  OpenTriggerData,
  PlanData,
  StoredAssetPm,
  StoredTrigger,
} from '../store/stored-shapes.js';
import { optionWrites } from '../store/options.js';

/** Creates an asset PM and its first trigger (status Open unless the engine finds it due already). */
export async function scheduleAssetPm(
  tenant: string,
  pm: AssetPmData,
  timeZone: string,
  status: PmStatusId = PmStatus.Open,
): Promise<{ pm: AssetPmData; trigger: OpenTriggerData }> {
  const first = await planFirstTrigger(tenant, pm, timeZone, status, 1);
  const saved = { ...pm, next_seq: 2 };
  await write([
    assetPmWrite(tenant, saved, null),
    ...openTriggerWrites(tenant, saved, null, first.next),
    ...optionWrites(tenant, null, saved),
  ]);
  await deliverNotices(tenant, first.notices);
  return { pm: saved, trigger: first.next };
}

/** A new asset PM of the asset (in `plan` when given), active, with no history. */
export function newAssetPm(
  asset: Pick<AssetRecord, 'asset_id' | 'internal_asset_id' | 'name' | 'site_id' | 'company_id'>,
  plan: Pick<PlanData, 'asset_pm_plan_id' | 'asset_pm_plan_name' | 'pm_plan_id'> | null,
  fields: Pick<
    AssetPmData,
    | 'pm_id'
    | 'title'
    | 'description'
    | 'schedule'
    | 'tasks'
    | 'attachments'
    | 'service_dealer_id'
    | 'service_dealer'
  > &
    Partial<Pick<AssetPmData, 'parts'>>,
): AssetPmData {
  const now = clock.now().toISOString();
  return {
    asset_pm_id: ids.assetPm(asset.asset_id),
    asset_id: asset.asset_id,
    internal_asset_id: asset.internal_asset_id,
    asset_name: asset.name,
    site_id: asset.site_id,
    company_id: asset.company_id,
    asset_pm_plan_id: plan?.asset_pm_plan_id ?? null,
    asset_pm_plan_name: plan?.asset_pm_plan_name ?? '',
    pm_plan_id: plan?.pm_plan_id ?? null,
    status: PmStatus.Active,
    next_seq: 1,
    last_completion: null,
    completed_count: 0,
    created_at: now,
    updated_at: now,
    ...fields,
  };
}

/**
 * Add plan to asset (AssetPM/AddPlanToAsset, and the demo seed): the asset's plan record first
 * (conditioned: one plan per asset), then each active library PM becomes an asset PM with its first
 * trigger. Throws the conflict 'plan already assigned' when the asset has a plan.
 */
export async function assignLibraryPlan(
  tenant: string,
  asset: Pick<AssetRecord, 'asset_id' | 'internal_asset_id' | 'name' | 'site_id' | 'company_id'>,
  library: LibraryPlanForAsset,
  timeZone: string,
): Promise<{ plan: PlanData; pmCount: number }> {
  if (await getPlanOfAsset(tenant, asset.asset_id)) throw conflict(AssetPmMessages.planAlreadyAssigned);
  const plan: PlanData = {
    asset_pm_plan_id: ids.plan(asset.asset_id),
    asset_pm_plan_name: library.plan_name,
    pm_plan_id: library.pm_plan_id,
    asset_id: asset.asset_id,
    assigned_at: clock.now().toISOString(),
  };
  try {
    await writeTransaction([planPut(tenant, plan)]);
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException')
      throw conflict(AssetPmMessages.planAlreadyAssigned);
    throw error;
  }
  let pmCount = 0;
  // Issue 24 item 1: a recurring meter PM starts at the asset's reading when the library's start is below it (shared/pm/meter-start.ts).
  const reading = (await getMeter(tenant, asset.asset_id)).meter_hours;
  for (const pm of library.pms.filter((p) => p.status !== 2)) {
    const started = startAtReading(scheduleOf(pm.schedule), reading).startingMeterHours;
    const schedule =
      typeof started === 'number' ? { ...pm.schedule, meter_hours_starting_at: started } : pm.schedule;
    const attachments = pm.attachments.map((a, n) => ({ asset_pm_attachment_id: String(n + 1), ...a }));
    await scheduleAssetPm(
      tenant,
      newAssetPm(asset, plan, {
        pm_id: pm.pm_id,
        title: pm.title,
        description: pm.description,
        schedule,
        tasks: pm.tasks,
        attachments,
        service_dealer_id: pm.service_dealer?.service_dealer_id ?? null,
        service_dealer: pm.service_dealer,
        // The parts the library PM names go with it: the PM then shows whether the site has them.
        ...(pm.parts.length ? { parts: pm.parts } : {}),
      }),
      timeZone,
    );
    pmCount += 1;
  }
  return { plan, pmCount };
}

/** Same schedule, compared semantically (shared/pm/schedule-compare.ts): a change re-plans the open trigger. */
export const sameSchedule = (a: AssetPmData, b: AssetPmData) => sameScheduleFields(a.schedule, b.schedule);

/**
 * Saves an edited asset PM. A changed schedule replaces the open trigger with a new first trigger
 * (the reminders start over); otherwise the open trigger keeps its due point and takes the new
 * title, tasks (kept tasks keep their status) and status.
 */
export async function updateAssetPm(
  tenant: string,
  before: StoredAssetPm,
  open: StoredTrigger | undefined,
  after: AssetPmData,
  timeZone: string,
  status: PmStatusId | null,
): Promise<{ pm: AssetPmData; trigger: OpenTriggerData | null }> {
  let next: OpenTriggerData | null = null;
  let stepped: StepResult | null = null;
  let pm = after;
  if (open && !sameSchedule(before.pm, after)) {
    pm = { ...after, next_seq: before.pm.next_seq + 1 };
    stepped = await planFirstTrigger(
      tenant,
      pm,
      timeZone,
      status ??
        (open.t.status === PmStatus.Due || open.t.status === PmStatus.Overdue
          ? PmStatus.Open
          : open.t.status),
      before.pm.next_seq,
    );
    next = stepped.next;
  } else if (open) {
    const kept = new Map(open.t.tasks.map((task) => [task.task_id, task]));
    const tasks = after.tasks.map((task, n) => ({
      ...task,
      trigger_task_id:
        kept.get(task.task_id)?.trigger_task_id ?? `${open.t.trigger_id}.${n + 1 + open.t.tasks.length}`,
      status: kept.get(task.task_id)?.status ?? 35,
    }));
    const minutes = tasks.reduce((sum, task) => sum + task.task_est_hours * 60 + task.task_est_minutes, 0);
    next = {
      ...open.t,
      title: after.title,
      tasks,
      est_hours: Math.floor(minutes / 60),
      est_minutes: minutes % 60,
      status: status ?? open.t.status,
    };
  }
  await write([
    assetPmWrite(tenant, pm, before.version),
    ...(open ? openTriggerWrites(tenant, pm, open, next) : []),
    ...optionWrites(tenant, before.pm, pm),
  ]);
  if (stepped) await deliverNotices(tenant, stepped.notices);
  return { pm, trigger: next };
}

/** Deletes an asset PM with its open trigger (its completions stay in the history and the list's Completed filter). */
export function deleteAssetPmWrites(tenant: string, stored: StoredAssetPm, open: StoredTrigger | undefined) {
  return [
    assetPmDelete(tenant, stored.pm, stored.version),
    ...(open ? openTriggerWrites(tenant, stored.pm, open, null) : []),
    ...optionWrites(tenant, stored.pm, null),
  ];
}

export async function deleteAssetPm(
  tenant: string,
  stored: StoredAssetPm,
  open: StoredTrigger | undefined,
): Promise<void> {
  await write(deleteAssetPmWrites(tenant, stored, open));
}
