/**
 * Completing an asset PM's open trigger (AssetPM/MarkComplete) and setting a trigger task's
 * status, in one transaction each: the completion recorded, a recurring PM's next trigger opened
 * from it (the next one's notices delivered), the counters and roll-ups moved.
 *
 * Decision (spec 4 leaves the 'last status handler' unshown): setting the last incomplete trigger
 * task to Completed (38) completes the trigger as mark-complete would, on the site's today, at the
 * asset's current meter reading, in the trigger's estimated time, with the comment
 * 'All tasks completed'; a recurring PM's next trigger opens from it.
 */
import { dateOnlyIn, zoneDayBound } from '#shared/dates.js';
import { completedOnTime } from '#shared/pm/estimates.js';
import { lateBy } from '#shared/pm/completion-log.js';
import { scheduleOf } from '#shared/pm/trigger-fields.js';
import { nextTriggerAfterCompletion } from '#shared/pm/triggers.js';
import { opsRollupWrites } from '#functions/rollups/index.js';
import { clock } from './clock.js';
import { evaluateMeterTriggers } from './engine.js';
import { deliverNotices } from './notify.js';
import { reminderSettingsFor } from './settings.js';
import { dueOf, newTrigger, type StepResult } from './trigger-step.js';
import { write } from './write.js';
import { completionWrites, openTriggerWrites, assetPmWrite } from '../store/write-builders.js';
import { counterWrites, type Counts } from '../store/site-counters.js';
import { getMeter } from '../store/meter.js';
import type {
  AssetPmData,
  CompletionData,
  OpenTriggerData,
  StoredAssetPm,
  StoredTrigger,
} from '../store/stored-shapes.js';

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

/** Sets a trigger task's status; the last task completed completes the trigger (see the header's decision). */
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
