/**
 * The PM trigger engine's pure rules (engine.ts applies them to stored triggers): `step` moves a
 * trigger on the clock and a reading (Due, Overdue, reminders, escalations of ignored PMs) and
 * says which notices it sends; `newTrigger` opens a trigger; `forecastOf` forecasts an open
 * trigger's due day from the recent readings (store/meter.ts withReading keeps them). No reads, no writes.
 */
import { PmStatus, type PmStatusId } from '#shared/pm/codes.js';
import { forecastDueDay } from '#shared/pm/estimates.js';
import {
  remindersDue,
  reminderPoints,
  type ReminderKind,
  type ReminderSettings,
} from '#shared/pm/reminders.js';
import { dueState, pmDue, statusFor, type DueState } from '#shared/pm/status.js';
import { isByMeter, isByTime, type TriggerDue } from '#shared/pm/triggers.js';
import type { PmNotice } from './pm-notices.js';
import { ids } from '../store/entities.js';
import type { AssetPmData, MeterState, OpenTriggerData, TriggerTaskData } from '../store/stored-shapes.js';

const DAY_MS = 86_400_000;
export const IGNORED_FIRST_DAYS = 3;
export const IGNORED_EVERY_DAYS = 7;

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
