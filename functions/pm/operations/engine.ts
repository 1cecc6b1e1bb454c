/**
 * The PM trigger engine (issue 10 items 4, 5, 7): opens an asset PM's trigger, moves it Due and
 * Overdue on time and on meter, sends each reminder once (first, second, on due: in-app and
 * e-mail), tells managers when an overdue PM keeps being ignored, and opens the next trigger after
 * a completion. The arithmetic is shared/pm's (triggers.ts, status.ts, reminders.ts); this file
 * applies it to stored triggers with conditional writes.
 *
 *  - `step` is pure (trigger-step.ts, with newTrigger and forecastOf): a trigger, the
 *    clock, a reading and the settings in; the changed trigger and the notices out. A stored trigger moves only by a write conditioned on its version, and the
 *    notices go only after that write succeeded, so a retried sweep or two readings at once never
 *    send a notice twice.
 *  - Time events (reminders by time, due, overdue, escalations) are found by the sweep through the
 *    time queue (store.ts gsi1): a trigger is in it at its next event only.
 *  - Meter events are evaluated when a reading arrives: in the same request for PM's own callers
 *    (`evaluateMeterTriggers`: the asset meter-hours edit and mark-complete), through the outbox for
 *    an inspection's submit and approval (`evaluateMeterReading`, meter-reading.ts says why).
 *  - Ignored PMs (our rule where the spec is silent): an overdue PM is never silently dropped; its
 *    site's managers are told again IGNORED_FIRST_DAYS after it went overdue, then every
 *    IGNORED_EVERY_DAYS while it stays open.
 */
import { dateOnlyIn } from '#shared/dates.js';
import { PmStatus, type PmStatusId } from '#shared/pm/codes.js';
import type { ReminderSettings } from '#shared/pm/reminders.js';
import { scheduleOf } from '#shared/pm/trigger-fields.js';
import { firstTrigger, isByMeter } from '#shared/pm/triggers.js';
import { logger } from '#lib/logger.js';
import { deferWrites } from '#lib/outbox.js';
import { writeTransaction } from '#lib/transactions.js';
import { isConditionalCheckFailure, isTransactionConflict } from '#lib/retry.js';
import { clock } from './clock.js';
import { newTrigger, step, type StepResult } from './trigger-step.js';
import { deliverNotices } from './notify.js';
import type { PmNotice } from './pm-notices.js';
import { pmStatusEvents } from './pm-events.js';
import { reminderSettingsFor } from './settings.js';
import { getAssetPm } from '../store/asset-pms.js';
import { getMeter, readMeterContext, updateMeter, withReading } from '../store/meter.js';
import type { MeterReadingEvent } from './meter-reading.js';
import { openTriggerWrites } from '../store/write-builders.js';
import type { AssetPmData, StoredTrigger } from '../store/stored-shapes.js';

/** The first trigger of a newly scheduled asset PM (plan added, PM created or duplicated, schedule edited). */
export async function planFirstTrigger(
  tenant: string,
  pm: AssetPmData,
  timeZone: string,
  status: PmStatusId = PmStatus.Open,
  seq = pm.next_seq,
): Promise<StepResult> {
  const now = clock.now().getTime();
  const [meter, settings] = await Promise.all([
    getMeter(tenant, pm.asset_id),
    reminderSettingsFor(tenant, pm.company_id, pm.asset_id),
  ]);
  const due = firstTrigger(scheduleOf(pm.schedule), timeZone);
  return newTrigger(
    pm,
    seq,
    due,
    { at: now, meterHours: meter.meter_hours, day: dateOnlyIn(now, due.timeZone) },
    now,
    meter.meter_hours,
    settings,
    status,
  );
}

/**
 * Saves a stepped trigger (conditioned on the version read) and then sends its notices (or adds
 * them to `collect`, for a caller that sends many at once). A move to Due or Overdue raises its
 * webhook event (`pm.due` / `pm.overdue`, pm-events.ts) in the same transaction, with `reading`,
 * the meter reading that moved it. Returns false when another writer moved the trigger first:
 * its notices and event are then that writer's.
 */
export async function saveStep(
  tenant: string,
  pm: AssetPmData,
  before: StoredTrigger,
  result: StepResult,
  reading: { meterHours: number; at: number },
  collect?: PmNotice[],
): Promise<boolean> {
  if (!result.changed) return true;
  const events = pmStatusEvents(
    tenant,
    result.next,
    result.statusChanged,
    new Date(reading.at),
    reading.meterHours,
  );
  try {
    await writeTransaction([
      ...openTriggerWrites(tenant, pm, before, result.next, result.statusChanged),
      ...deferWrites(tenant, `ASSETPM#${pm.asset_pm_id}`, [], [], events),
    ]);
  } catch (error) {
    if (
      isConditionalCheckFailure(error) ||
      isTransactionConflict(error) ||
      (error as Error).name === 'TransactionCanceledException'
    )
      return false;
    throw error;
  }
  if (collect) collect.push(...result.notices);
  else await deliverNotices(tenant, result.notices);
  return true;
}

/**
 * A meter reading arrived for an asset (the meter-hours edit, mark-complete): records it for the
 * forecast and moves the asset's meter triggers (Due, Overdue, meter reminders) in the same
 * request. A reading that crosses a threshold again changes nothing (a trigger only moves
 * forward, and no reading ever opens a trigger). Never throws: the reading itself is saved by the
 * caller, and a PM engine failure must not fail that request.
 */
export async function evaluateMeterTriggers(
  tenant: string,
  assetId: number,
  meterHours: number,
  at: Date = clock.now(),
): Promise<{ evaluated: number; changed: number }> {
  try {
    return await recordAndEvaluate(tenant, assetId, meterHours, at.getTime());
  } catch (error) {
    logger.error('PM meter evaluation failed', { tenant, assetId, meterHours, error: String(error) });
    return { evaluated: 0, changed: 0 };
  }
}

/**
 * A reading another domain brought, handed over by the outbox consumer after that domain's commit
 * (meter-reading.ts): recorded there or here, then the triggers moved. Throws on a failure, so the
 * outbox hands it over again: a second pass records nothing twice (withReading) and moves nothing
 * twice (each trigger's write is conditioned on the version read; its notices follow that write).
 */
export async function evaluateMeterReading(
  event: MeterReadingEvent,
): Promise<{ evaluated: number; changed: number }> {
  const now = Date.parse(event.at);
  if (!event.recorded) return recordAndEvaluate(event.tenant, event.asset_id, event.meter_hours, now);
  const { open } = await readMeterContext(event.tenant, event.asset_id);
  const byMeter = open.filter((stored) => isByMeter(stored.t.trigger_by));
  const inputs = await readStepInputs(event.tenant, event.asset_id, byMeter, event.meter_hours, now);
  return applyReading(event.tenant, byMeter, inputs, event.meter_hours, now);
}

/**
 * Round trips: one key Query (the open triggers and the meter state, store.ts readMeterContext);
 * then, together, the meter state's put and, only when the asset has meter triggers, the reminder
 * settings (and the PMs of triggers whose status moves); then only the triggers that changed are
 * written, each in its own transaction, in parallel.
 */
async function recordAndEvaluate(
  tenant: string,
  assetId: number,
  meterHours: number,
  now: number,
): Promise<{ evaluated: number; changed: number }> {
  const { meter, version, open } = await readMeterContext(tenant, assetId);
  const byMeter = open.filter((stored) => isByMeter(stored.t.trigger_by));
  const [, inputs] = await Promise.all([
    // Conditioned on the version read: a reading recorded meanwhile is kept (read again, then added).
    updateMeter(tenant, assetId, (latest) => withReading(latest, meterHours, now), { meter, version }),
    readStepInputs(tenant, assetId, byMeter, meterHours, now),
  ]);
  return applyReading(tenant, byMeter, inputs, meterHours, now);
}

interface StepInputs {
  settings: ReminderSettings | null;
  /** The asset PMs read so far, by id (those whose trigger's status moves with this reading). */
  pms: Map<string, AssetPmData>;
}

/** The reminder settings and the PMs of the triggers whose status this reading moves (the list rows need them); nothing without meter triggers. */
async function readStepInputs(
  tenant: string,
  assetId: number,
  byMeter: StoredTrigger[],
  meterHours: number,
  now: number,
): Promise<StepInputs> {
  if (!byMeter.length) return { settings: null, pms: new Map() };
  // The due state does not depend on the settings: a step without them tells which statuses move.
  const moving = byMeter.filter((stored) => step(stored.t, now, meterHours, null).statusChanged);
  const [settings, pms] = await Promise.all([
    reminderSettingsFor(tenant, byMeter[0].t.company_id, assetId),
    readPms(tenant, moving),
  ]);
  return { settings, pms };
}

async function readPms(tenant: string, triggers: StoredTrigger[]): Promise<Map<string, AssetPmData>> {
  const found = await Promise.all(triggers.map((stored) => getAssetPm(tenant, stored.t.asset_pm_id)));
  return new Map(found.filter((pm) => pm !== undefined).map((pm) => [pm.pm.asset_pm_id, pm.pm]));
}

/** Steps the meter triggers with the inputs read and saves those that changed (in parallel, each conditioned on its version). */
async function applyReading(
  tenant: string,
  byMeter: StoredTrigger[],
  inputs: StepInputs,
  meterHours: number,
  now: number,
): Promise<{ evaluated: number; changed: number }> {
  if (!byMeter.length) return { evaluated: 0, changed: 0 };
  const stepped = byMeter
    .map((stored) => ({ stored, result: step(stored.t, now, meterHours, inputs.settings) }))
    .filter(({ result }) => result.changed);
  // A reminder reached without a status move still needs its PM (rare): read then.
  const missing = stepped
    .filter(({ stored }) => !inputs.pms.has(stored.t.asset_pm_id))
    .map(({ stored }) => stored);
  const pms = missing.length ? new Map([...inputs.pms, ...(await readPms(tenant, missing))]) : inputs.pms;
  const saved = await Promise.all(
    stepped.map(({ stored, result }) => {
      const pm = pms.get(stored.t.asset_pm_id);
      return pm ? saveStep(tenant, pm, stored, result, { meterHours, at: now }) : Promise.resolve(false);
    }),
  );
  return { evaluated: byMeter.length, changed: saved.filter(Boolean).length };
}
