/**
 * What the asset PM calls do to the store, each as one transaction (or one per asset PM for a
 * plan): schedule an asset PM with its first trigger, change it, delete it, complete its trigger
 * (the next one opening from the completion), set a trigger task's status. The handlers check
 * input and scope; these keep the counters, list entries and options in step with every write.
 *
 * Decision (spec 4 leaves the 'last status handler' unshown): setting the last incomplete trigger
 * task to Completed (38) completes the trigger as mark-complete would, on the site's today, at the
 * asset's current meter reading, in the trigger's estimated time, with the comment
 * 'All tasks completed'; a recurring PM's next trigger opens from it.
 */
import { dateOnlyIn, zoneDayBound } from '#shared/dates.js';
import { completedOnTime } from '#shared/pm/estimates.js';
import { PmStatus, type PmStatusId } from '#shared/pm/codes.js';
import { AssetPmMessages } from '#shared/pm/messages.js';
import { sameSchedule as sameScheduleFields } from '#shared/pm/schedule-compare.js';
import { startAtReading } from '#shared/pm/meter-start.js';
import { lateBy } from '#shared/pm/completion-log.js';
import { scheduleOf } from '#shared/pm/trigger-fields.js';
import { nextTriggerAfterCompletion } from '#shared/pm/triggers.js';
import type { AssetRecord } from '#functions/assets/index.js';
import { conflict } from '#lib/errors.js';
import { clock } from './clock.js';
import { evaluateMeterTriggers, planFirstTrigger } from './engine.js';
import { dueOf, newTrigger, type StepResult } from './trigger-step.js';
import { opsRollupWrites } from '#functions/rollups/index.js';
import type { LibraryPlanForAsset } from '../store/library.js';
import { deliverNotices } from './notify.js';
import { reminderSettingsFor } from './settings.js';
import {
  assetPmDelete,
  assetPmWrite,
  completionWrites,
  openTriggerWrites,
  planPut,
} from '../store/write-builders.js';
import { counterWrites, type Counts } from '../store/site-counters.js';
import { getMeter } from '../store/meter.js';
import { getPlanOfAsset } from '../store/asset-pms.js';
import { ids } from '../store/entities.js';
import { writeTransaction } from '#lib/transactions.js';
import type {
  AssetPmData,
  CompletionData,
  OpenTriggerData,
  PlanData,
  StoredAssetPm,
  StoredTrigger,
} from '../store/stored-shapes.js';
import { optionWrites } from '../store/options.js';

const isCancelled = (error: unknown) =>
  ['TransactionCanceledException', 'ConditionalCheckFailedException'].includes((error as Error).name);

/** Writes, turning a lost race (a condition failed) into the project's conflict error. */
async function write(transactions: Parameters<typeof writeTransaction>[0]): Promise<void> {
  try {
    await writeTransaction(transactions);
  } catch (error) {
    if (isCancelled(error)) throw conflict(AssetPmMessages.staleTrigger);
    throw error;
  }
}

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

export interface CompletionInput {
  completed_on: string;
  completed_at_meter_hours: number | null;
  completed_in_hours: number;
  completed_in_minutes: number;
  comments: string;
  completed_by_name: string;
}

/**
 * Completes the open trigger: records the completion (on time or not: 10% tolerance), opens a
 * recurring PM's next trigger from the completion day and reading (shared/pm/triggers.ts), all in
 * one transaction conditioned on the trigger read; then a reading given with it is evaluated
 * against the asset's other meter triggers.
 */
export async function completeTrigger(
  tenant: string,
  stored: StoredAssetPm,
  open: StoredTrigger,
  input: CompletionInput,
): Promise<{ pm: AssetPmData; completion: CompletionData; next: OpenTriggerData | null }> {
  const now = clock.now().getTime();
  const t = open.t;
  const completion: CompletionData = {
    pm_trigger_id: t.trigger_id,
    ...input,
    on_time: completedOnTime(
      dueOf(t),
      { day: t.opening.day, meterHours: t.opening.meterHours },
      { completedOn: input.completed_on, completedAtMeterHours: input.completed_at_meter_hours },
    ),
    due_date: t.due_day,
    due_meter_hours: t.due_meter_hours,
    recorded_at: new Date(now).toISOString(),
    asset_pm_id: stored.pm.asset_pm_id,
    title: stored.pm.title,
    late_by: lateBy(dueOf(t), {
      completedOn: input.completed_on,
      completedAtMeterHours: input.completed_at_meter_hours,
    }),
    // Mark complete (spec 3 payload) carries no attachments and comes from no work order.
    attachments: [],
    wo_id: null,
    wo_number: null,
  };
  const pm: AssetPmData = {
    ...stored.pm,
    last_completion: completion,
    completed_count: stored.pm.completed_count + 1,
    updated_at: new Date(now).toISOString(),
  };
  const due = nextTriggerAfterCompletion(
    scheduleOf(pm.schedule),
    { completedOn: input.completed_on, completedAtMeterHours: input.completed_at_meter_hours },
    { anchorDayOfMonth: t.anchor_day, dueMeterHours: t.due_meter_hours },
    t.timezone,
  );
  let next: StepResult | null = null;
  if (due) {
    const [meter, settings] = await Promise.all([
      getMeter(tenant, pm.asset_id),
      reminderSettingsFor(tenant, pm.company_id, pm.asset_id),
    ]);
    const reading = Math.max(meter.meter_hours ?? -Infinity, input.completed_at_meter_hours ?? -Infinity);
    const meterHours = Number.isFinite(reading) ? reading : null;
    const openedAt = Math.max(now, zoneDayBound(input.completed_on, t.timezone) ?? now);
    next = newTrigger(
      pm,
      pm.next_seq,
      due,
      { at: openedAt, meterHours: input.completed_at_meter_hours ?? meterHours, day: input.completed_on },
      now,
      meterHours,
      settings,
    );
    pm.next_seq += 1;
  }
  const counts = new Map<number, Counts>();
  await write([
    assetPmWrite(tenant, pm, stored.version),
    ...openTriggerWrites(tenant, pm, open, next?.next ?? null, true, counts),
    ...completionWrites(tenant, pm, completion, t.seq, counts),
    ...counterWrites(tenant, counts),
    // Insights' PM compliance and planned work (reports/ops-rollups.ts), on the completion day (the site's calendar).
    ...opsRollupWrites(tenant, pm, { day: input.completed_on }, { pc: 1, po: completion.on_time ? 1 : 0 }),
  ]);
  if (next) await deliverNotices(tenant, next.notices);
  const meter = input.completed_at_meter_hours;
  if (meter !== null) {
    const current = await getMeter(tenant, pm.asset_id);
    if (current.meter_hours === null || meter > current.meter_hours)
      await evaluateMeterTriggers(tenant, pm.asset_id, meter, new Date(now));
  }
  return { pm, completion, next: next?.next ?? null };
}

/** Sets a trigger task's status; the last task completed completes the trigger (see the header). */
export async function setTriggerTaskStatus(
  tenant: string,
  stored: StoredAssetPm,
  open: StoredTrigger,
  taskId: string,
  status: number,
  byName: string,
): Promise<{ completed: boolean }> {
  const tasks = open.t.tasks.map((task) => (task.trigger_task_id === taskId ? { ...task, status } : task));
  if (status === 38 && tasks.every((task) => task.status === 38)) {
    const meter = await getMeter(tenant, stored.pm.asset_id);
    await completeTrigger(tenant, stored, open, {
      completed_on: dateOnlyIn(clock.now(), open.t.timezone),
      completed_at_meter_hours: meter.meter_hours,
      completed_in_hours: open.t.est_hours,
      completed_in_minutes: open.t.est_minutes,
      comments: 'All tasks completed',
      completed_by_name: byName,
    });
    return { completed: true };
  }
  await write(openTriggerWrites(tenant, stored.pm, open, { ...open.t, tasks }, false));
  return { completed: false };
}
