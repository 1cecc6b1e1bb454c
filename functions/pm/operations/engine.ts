/**
 * The PM trigger engine (issue 10 items 4, 5, 7): opens an asset PM's trigger, moves it Due and
 * Overdue on time and on meter, sends each reminder once (first, second, on due: in-app and
 * e-mail), tells managers when an overdue PM keeps being ignored, and opens the next trigger after
 * a completion. The arithmetic is shared/pm's (triggers.ts, status.ts, reminders.ts); this file
 * applies it to stored triggers with conditional writes.
 *
 *  - `step` is pure: a trigger, the clock, a reading and the settings in; the changed trigger and
 *    the notices out. A stored trigger moves only by a write conditioned on its version, and the
 *    notices go only after that write succeeded, so a retried sweep or two readings at once never
 *    send a notice twice.
 *  - Time events (reminders by time, due, overdue, escalations) are found by the sweep through the
 *    time queue (store.ts gsi1): a trigger is in it at its next event only.
 *  - Meter events are evaluated when a reading arrives, in the same request (`evaluateMeterTriggers`,
 *    called by the inspection approval, the asset meter-hours edit and mark-complete; the
 *    inspection submit uses its split, `prepareMeterReading`, around its own transaction).
 *  - Ignored PMs (our rule where the spec is silent): an overdue PM is never silently dropped; its
 *    site's managers are told again IGNORED_FIRST_DAYS after it went overdue, then every
 *    IGNORED_EVERY_DAYS while it stays open.
 */
import { dateOnlyIn } from '#shared/dates.js';
import { PmStatus, type PmStatusId } from '#shared/pm/codes.js';
import { forecastDueDay } from '#shared/pm/estimates.js';
import {
  remindersDue,
  reminderPoints,
  type ReminderKind,
  type ReminderSettings,
} from '#shared/pm/reminders.js';
import { scheduleOf } from '#shared/pm/trigger-fields.js';
import { dueState, pmDue, statusFor, type DueState } from '#shared/pm/status.js';
import { firstTrigger, isByMeter, isByTime, type TriggerDue } from '#shared/pm/triggers.js';
import { logger } from '#lib/logger.js';
import { writeTransaction, type Transaction } from '#lib/transactions.js';
import { isConditionalCheckFailure, isTransactionConflict } from '#lib/retry.js';
import { clock } from './clock.js';
import { deliverNotices, type PmNotice } from './notify.js';
import { reminderSettingsFor } from './settings.js';
import { getAssetPm } from '../store/asset-pms.js';
import { getMeter, meterWrite, readMeterContext, updateMeter } from '../store/meter.js';
import { ids } from '../store/entities.js';
import { openTriggerWrites } from '../store/write-builders.js';
import type {
  AssetPmData,
  MeterState,
  OpenTriggerData,
  StoredTrigger,
  TriggerTaskData,
} from '../store/stored-shapes.js';

const DAY_MS = 86_400_000;
export const IGNORED_FIRST_DAYS = 3;
export const IGNORED_EVERY_DAYS = 7;
/** Recent readings kept for the forecast (estimates.ts reads the last 30 days). */
const READINGS_KEPT_DAYS = 45;
const READINGS_KEPT_MAX = 60;

const RANK: Record<DueState, number> = { upcoming: 0, due: 1, overdue: 2 };

/** The shared rules' view of a stored trigger. */
export function dueOf(t: OpenTriggerData): TriggerDue {
  return {
    triggerBy: t.trigger_by,
    dueDay: t.due_day,
    dueAt: t.due_at,
    overdueAt: t.overdue_at,
    dueMeterHours: t.due_meter_hours,
    anchorDayOfMonth: t.anchor_day,
    timeZone: t.timezone,
  };
}

/** When an overdue trigger next tells managers it is still open. */
function nextEscalationAt(t: Pick<OpenTriggerData, 'overdue_since' | 'escalations'>): number | null {
  if (t.overdue_since === null) return null;
  return t.overdue_since + (IGNORED_FIRST_DAYS + t.escalations * IGNORED_EVERY_DAYS) * DAY_MS;
}

/** The next time-based event of a trigger after what it has had: a reminder by time, due, overdue, or an escalation. */
export function nextTimeEvent(t: OpenTriggerData, settings: ReminderSettings | null): number | null {
  const events: number[] = [];
  const due = dueOf(t);
  if (isByTime(t.trigger_by)) {
    if (RANK[t.state] < RANK.due && t.due_at !== null) events.push(t.due_at);
    if (RANK[t.state] < RANK.overdue && t.overdue_at !== null) events.push(t.overdue_at);
    if (settings) {
      for (const point of reminderPoints(due, settings, {
        at: t.opening.at,
        meterHours: t.opening.meterHours,
      })) {
        if (point.by === 'time' && !t.reminders_sent.includes(point.kind) && typeof point.at === 'number')
          events.push(point.at);
      }
    }
  }
  const escalation = nextEscalationAt(t);
  if (escalation !== null) events.push(escalation);
  return events.length ? Math.min(...events) : null;
}

export interface StepResult {
  next: OpenTriggerData;
  notices: PmNotice[];
  changed: boolean;
  /** The status moved (the list entries and counters move with it). */
  statusChanged: boolean;
}

/** Where the trigger is at `now` and `meterHours` (see the header). Pure. */
export function step(
  t: OpenTriggerData,
  now: number,
  meterHours: number | null,
  settings: ReminderSettings | null,
): StepResult {
  const notices: PmNotice[] = [];
  const reached = dueState(dueOf(t), now, meterHours);
  const state: DueState = RANK[reached] > RANK[t.state] ? reached : t.state;
  const status: PmStatusId = state !== t.state ? statusFor(state, t.status) : t.status;
  let overdueSince = t.overdue_since;
  // The e-mail says how far past due it is, in the list's words (the one rule, shared/pm/status.ts).
  const dueIn = () => pmDue(dueOf(t), now, meterHours).text ?? undefined;
  if (state === 'overdue' && t.state !== 'overdue') {
    overdueSince = now;
    notices.push({ kind: 'overdue', trigger: t, dueIn: dueIn() });
  }
  const sent = new Set<ReminderKind>(t.reminders_sent);
  for (const reminder of remindersDue(
    { due: dueOf(t), settings, opening: { at: t.opening.at, meterHours: t.opening.meterHours } },
    now,
    meterHours,
    sent,
  )) {
    sent.add(reminder.kind);
    // Issue 24 item 1 (no spam): a step that finds the PM overdue sends that one notice; the
    // reminders it passed on the way (first, second, on due) are marked sent, not sent. So a PM
    // created or reached already overdue gives each of the site's managers one e-mail, as any
    // overdue PM does.
    if (reminder.notify && !notices.length) notices.push({ kind: reminder.kind, trigger: t });
  }
  let escalations = t.escalations;
  const escalation = nextEscalationAt({ overdue_since: overdueSince, escalations });
  if (state === 'overdue' && overdueSince !== now && escalation !== null && now >= escalation) {
    escalations += 1;
    notices.push({
      kind: 'ignored',
      trigger: t,
      overdueDays: Math.floor((now - (overdueSince as number)) / DAY_MS),
      dueIn: dueIn(),
    });
  }
  const draft: OpenTriggerData = {
    ...t,
    state,
    status,
    overdue_since: overdueSince,
    escalations,
    reminders_sent: [...sent],
  };
  const next = { ...draft, next_event_at: nextTimeEvent(draft, settings) };
  const changed =
    state !== t.state ||
    status !== t.status ||
    escalations !== t.escalations ||
    sent.size !== t.reminders_sent.length ||
    next.next_event_at !== t.next_event_at;
  return {
    next,
    notices: settings ? notices : notices.filter((n) => n.kind === 'ignored'),
    changed,
    statusChanged: status !== t.status,
  };
}

/** Trigger tasks of a new trigger: the PM's tasks, each New (35). */
function triggerTasks(pm: AssetPmData, triggerId: string): TriggerTaskData[] {
  return pm.tasks.map((task, n) => ({ ...task, trigger_task_id: ids.task(triggerId, n + 1), status: 35 }));
}

function estimate(pm: AssetPmData) {
  const minutes = pm.tasks.reduce((sum, task) => sum + task.task_est_hours * 60 + task.task_est_minutes, 0);
  return { est_hours: Math.floor(minutes / 60), est_minutes: minutes % 60 };
}

/** A new open trigger of `pm` due at `due`, opened at `opening`, stepped to `now` (its notices too). */
export function newTrigger(
  pm: AssetPmData,
  seq: number,
  due: TriggerDue,
  opening: OpenTriggerData['opening'],
  now: number,
  meterHours: number | null,
  settings: ReminderSettings | null,
  status: PmStatusId = PmStatus.Open,
): StepResult {
  const triggerId = ids.trigger(pm.asset_pm_id, seq);
  const fresh: OpenTriggerData = {
    trigger_id: triggerId,
    seq,
    asset_pm_id: pm.asset_pm_id,
    asset_id: pm.asset_id,
    internal_asset_id: pm.internal_asset_id,
    asset_name: pm.asset_name,
    site_id: pm.site_id,
    company_id: pm.company_id,
    title: pm.title,
    timezone: due.timeZone,
    trigger_type: pm.schedule.pm_trigger_type as OpenTriggerData['trigger_type'],
    trigger_by: due.triggerBy,
    due_day: due.dueDay,
    due_at: due.dueAt,
    overdue_at: due.overdueAt,
    due_meter_hours: due.dueMeterHours,
    anchor_day: due.anchorDayOfMonth,
    state: 'upcoming',
    status,
    reminders_sent: [],
    opening,
    overdue_since: null,
    escalations: 0,
    tasks: triggerTasks(pm, triggerId),
    ...estimate(pm),
    next_event_at: null,
  };
  const result = step(fresh, now, meterHours, settings);
  return {
    ...result,
    next: { ...result.next, next_event_at: nextTimeEvent(result.next, settings) },
    changed: true,
  };
}

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
 * them to `collect`, for a caller that sends many at once). Returns false when another writer
 * moved the trigger first: its notices are then that writer's to send.
 */
export async function saveStep(
  tenant: string,
  pm: AssetPmData,
  before: StoredTrigger,
  result: StepResult,
  collect?: PmNotice[],
): Promise<boolean> {
  if (!result.changed) return true;
  try {
    await writeTransaction(openTriggerWrites(tenant, pm, before, result.next, result.statusChanged));
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

/** The asset's recent readings with a new one. */
export function withReading(meter: MeterState, meterHours: number, at: number): MeterState {
  const readings = [...meter.readings, [at, meterHours] as [number, number]]
    .filter(([when]) => when >= at - READINGS_KEPT_DAYS * DAY_MS)
    .sort((a, b) => a[0] - b[0])
    .slice(-READINGS_KEPT_MAX);
  return { meter_hours: meterHours, readings };
}

/**
 * A meter reading arrived for an asset (inspection submit or approval, meter-hours edit,
 * mark-complete): records it for the forecast and moves the asset's meter triggers (Due,
 * Overdue, meter reminders) in the same request. A reading that crosses a threshold again
 * changes nothing (a trigger only moves forward, and no reading ever opens a trigger).
 *
 * Round trips: one key Query (the open triggers and the meter state, store.ts readMeterContext);
 * then, together, the meter state's put and, only when the asset has meter triggers, the reminder
 * settings (and the PMs of triggers whose status moves); then only the triggers that changed are
 * written, each in its own transaction, in parallel.
 */
export async function evaluateMeterTriggers(
  tenant: string,
  assetId: number,
  meterHours: number,
  at: Date = clock.now(),
): Promise<{ evaluated: number; changed: number }> {
  try {
    const now = at.getTime();
    const { meter, version, open } = await readMeterContext(tenant, assetId);
    const byMeter = open.filter((stored) => isByMeter(stored.t.trigger_by));
    const [, inputs] = await Promise.all([
      // Conditioned on the version read: a reading recorded meanwhile is kept (read again, then added).
      updateMeter(tenant, assetId, (latest) => withReading(latest, meterHours, now), { meter, version }),
      readStepInputs(tenant, assetId, byMeter, meterHours, now),
    ]);
    return await applyReading(tenant, byMeter, inputs, meterHours, now);
  } catch (error) {
    // The reading itself is saved by the caller; a PM engine failure must not fail that request.
    logger.error('PM meter evaluation failed', { tenant, assetId, meterHours, error: String(error) });
    return { evaluated: 0, changed: 0 };
  }
}

/** A reading read ahead of the caller's write (`prepareMeterReading`). */
export interface PreparedReading {
  /**
   * The meter state's put, for the caller's transaction (absent when the reads failed: `evaluate`
   * then does it all). It is conditioned on the state's version read: when the transaction fails on
   * it, another reading came first and the caller prepares again (nothing of its transaction was written).
   */
  writes: Transaction[];
  /** After that transaction committed: moves the meter triggers (no round trip when the asset has none, or none moved). */
  evaluate(): Promise<{ evaluated: number; changed: number }>;
}

/**
 * `evaluateMeterTriggers` split around the caller's own transaction (the inspection submit): the
 * reads go beside the caller's reads (never rejects), the meter state's put joins its transaction,
 * and after the commit only the triggers that changed are written. The triggers were read before
 * the commit: each write is conditioned on the version read, so a trigger moved meanwhile by
 * another writer is left to that writer (as in `saveStep`).
 */
export async function prepareMeterReading(
  tenant: string,
  assetId: number,
  meterHours: number,
  at: Date,
): Promise<PreparedReading> {
  const now = at.getTime();
  try {
    const { meter, version, open } = await readMeterContext(tenant, assetId);
    const byMeter = open.filter((stored) => isByMeter(stored.t.trigger_by));
    const inputs = await readStepInputs(tenant, assetId, byMeter, meterHours, now);
    return {
      writes: [meterWrite(tenant, assetId, withReading(meter, meterHours, now), version)],
      evaluate: async () => {
        try {
          return await applyReading(tenant, byMeter, inputs, meterHours, now);
        } catch (error) {
          logger.error('PM meter evaluation failed', { tenant, assetId, meterHours, error: String(error) });
          return { evaluated: 0, changed: 0 };
        }
      },
    };
  } catch (error) {
    logger.warn('PM meter reads failed; evaluated after the write', {
      tenant,
      assetId,
      error: String(error),
    });
    return { writes: [], evaluate: () => evaluateMeterTriggers(tenant, assetId, meterHours, at) };
  }
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
      return pm ? saveStep(tenant, pm, stored, result) : Promise.resolve(false);
    }),
  );
  return { evaluated: byMeter.length, changed: saved.filter(Boolean).length };
}

/** The forecast of an open trigger from the asset's recent readings (list rows, the asset tab). */
export function forecastOf(
  t: Pick<
    OpenTriggerData,
    'trigger_by' | 'due_day' | 'due_at' | 'overdue_at' | 'due_meter_hours' | 'anchor_day' | 'timezone'
  >,
  meter: MeterState | undefined,
  now: number,
) {
  const forecast = forecastDueDay(
    dueOf(t as OpenTriggerData),
    (meter?.readings ?? []).map(([when, hours]) => ({ at: when, meterHours: hours })),
    now,
  );
  return {
    forecast_due_date: forecast.day,
    forecast_by_meter: forecast.byMeter,
    average_daily_usage: forecast.usage.perDay === null ? null : Math.round(forecast.usage.perDay * 10) / 10,
    meter_readings_stale: isByMeter(t.trigger_by) ? forecast.usage.stale : false,
  };
}
