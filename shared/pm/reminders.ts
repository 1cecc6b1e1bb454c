/**
 * PM reminders (issue 10 item 5; spec maintenance 2.5, 2.6, 3 'Asset PM notification settings' /
 * 'Company PM notification config', 4 'Per-asset PM notification logic', 5, 9): the first, second
 * and on-due reminders of a trigger by time (months 29 / weeks 39 / days 40 before the due day)
 * and by meter hours (hours before the due reading); the settings' validation with the spec's
 * messages, the caps of the second reminder and its defaults; which settings apply; and which
 * reminders a trigger has reached, each returned once. Pure: the clock and reading are arguments.
 *
 * Decisions where the spec is silent (tested in reminders.test.ts):
 *  - Time reminders are calendar arithmetic on the due DAY (1 month before Mar 31 is Feb 28),
 *    sent from the start of that day in the site's timezone. The spec's 'month = 30 days, week = 7
 *    days' is for comparing the two reminders' lengths, which the caps below do.
 *  - The second reminder must come strictly after the first: the caps of spec 4 (first N months:
 *    N-1 months, 4N-1 weeks, 30N-1 days; first N weeks: N-1 weeks, 7N-1 days; first N days: N-1
 *    days; meter: first - 1), reported with spec 5's 'cannot be greater than' messages. A unit
 *    larger than the first's is reported with the time message too (the form does not offer it).
 *  - A reminder cannot reach before the interval: a first or second reminder point at or before
 *    the trigger's opening (the schedule's start or the previous completion) is dropped, rather
 *    than sent the moment the trigger opens.
 *  - The on-due reminder is always on (spec 2.5): at the due day's start and at the due reading.
 *  - A 'both' PM's reminder goes at whichever of its time and meter points comes first, once: the
 *    reminders are identified by kind (first, second, onDue), not by kind and part.
 *  - When one reading or one run reaches several reminders at once (a reading far past the due
 *    reading), only the furthest one is notified; the earlier ones are returned with notify false
 *    so the caller records them as sent without flooding the manager.
 *  - Which settings apply: the company's master switch off (status 2) stops all PM reminders;
 *    otherwise the asset's own settings when they exist and are enabled (status 1), else the
 *    company's configuration, else the spec 9 defaults (both reminders off, on-due on).
 *  - Spec 9's defaults (first 1 month / 100 MHrs, second 2 / 150 MHrs, both off) are kept as the
 *    spec gives them though the second's 150 MHrs is above the first's 100 and would fail the
 *    second's cap if both were turned on: the form's cap logic (secondAfterFirstChange) clamps it.
 *    The second's unit is not given; weeks is assumed (2 weeks is within 1 month's cap).
 */
import { dayjs, DATE_ONLY, zoneDayBound, type Moment } from '../dates.js';
import { ReminderSettingsStatus, ReminderUnit, type ReminderUnitId } from './codes.js';
import { ReminderMessages } from './messages.js';
import { isByMeter, isByTime, type TriggerDue } from './triggers.js';

/** One reminder (first or second): the five fields of spec 3, with clear names. */
export interface ReminderRule {
  /** *_reminder_before_on_status */
  timeOn: boolean;
  /** *_reminder_before_on */
  timeValue: number | null;
  /** *_reminder_before_on_type */
  timeUnit: ReminderUnitId;
  /** *_reminder_before_on_meter_hours_status */
  meterOn: boolean;
  /** *_reminder_before_on_meter_hours */
  meterHours: number | null;
}

export interface ReminderSettings {
  first: ReminderRule;
  second: ReminderRule;
}

/** Spec 9 defaults (see the header about the second's meter hours and unit). */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  first: { timeOn: false, timeValue: 1, timeUnit: ReminderUnit.Months, meterOn: false, meterHours: 100 },
  second: { timeOn: false, timeValue: 2, timeUnit: ReminderUnit.Weeks, meterOn: false, meterHours: 150 },
};

export type ReminderKind = 'first' | 'second' | 'onDue';
const KINDS: readonly ReminderKind[] = ['first', 'second', 'onDue'];

// ---- Validation and caps (spec 4, 5) ----

/** An issue of the settings form: the wire field to highlight and the spec's message. */
export interface ReminderIssue {
  field: string;
  message: string;
}

const wire = (which: 'first' | 'second', part: 'timeValue' | 'meterHours') =>
  `${which}_reminder_before_on${part === 'meterHours' ? '_meter_hours' : ''}`;

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 1;

/**
 * The largest second-reminder value allowed in each unit, given the first (spec 4). A unit that is
 * absent, or whose cap is below 1, cannot be chosen.
 */
export function secondTimeCaps(
  first: Pick<ReminderRule, 'timeValue' | 'timeUnit'>,
): Partial<Record<ReminderUnitId, number>> {
  const n = first.timeValue ?? 0;
  if (first.timeUnit === ReminderUnit.Months)
    return { [ReminderUnit.Months]: n - 1, [ReminderUnit.Weeks]: 4 * n - 1, [ReminderUnit.Days]: 30 * n - 1 };
  if (first.timeUnit === ReminderUnit.Weeks)
    return { [ReminderUnit.Weeks]: n - 1, [ReminderUnit.Days]: 7 * n - 1 };
  return { [ReminderUnit.Days]: n - 1 };
}

/** The units the second reminder may use, largest first (spec 5: no larger than the first's, and with room for at least 1). */
export function allowedSecondUnits(first: Pick<ReminderRule, 'timeValue' | 'timeUnit'>): ReminderUnitId[] {
  const caps = secondTimeCaps(first);
  return [ReminderUnit.Months, ReminderUnit.Weeks, ReminderUnit.Days].filter(
    (unit) => (caps[unit] ?? 0) >= 1,
  );
}

/** The spec 5 messages of a settings form, in the form's order; empty when it can be saved. */
export function validateReminderSettings(settings: ReminderSettings): ReminderIssue[] {
  const issues: ReminderIssue[] = [];
  for (const which of ['first', 'second'] as const) {
    const rule = settings[which];
    if (rule.timeOn && !positive(rule.timeValue))
      issues.push({ field: wire(which, 'timeValue'), message: ReminderMessages.emptyOrZero });
    if (rule.meterOn && !positive(rule.meterHours))
      issues.push({ field: wire(which, 'meterHours'), message: ReminderMessages.emptyOrZero });
  }
  const { first, second } = settings;
  if (first.timeOn && second.timeOn && positive(first.timeValue) && positive(second.timeValue)) {
    const cap = secondTimeCaps(first)[second.timeUnit];
    if (cap === undefined || second.timeValue > cap)
      issues.push({ field: wire('second', 'timeValue'), message: ReminderMessages.secondTimeTooLarge });
  }
  if (
    first.meterOn &&
    second.meterOn &&
    positive(first.meterHours) &&
    positive(second.meterHours) &&
    second.meterHours > first.meterHours - 1
  ) {
    issues.push({ field: wire('second', 'meterHours'), message: ReminderMessages.secondMeterHoursTooLarge });
  }
  return issues;
}

/**
 * The second reminder after the first changed (spec 4): kept when still within the caps; else
 * clamped to the cap in its unit, or to the largest allowed unit's cap (first exactly 1 month:
 * 3 weeks, or 29 days when the second was in days; 1 week: 6 days), or switched off when no unit
 * is left (first 1 day). The meter hours likewise clamp to the first minus 1, or switch off.
 * A first that is off puts no cap on the second.
 */
export function secondAfterFirstChange(first: ReminderRule, second: ReminderRule): ReminderRule {
  const next = { ...second };
  if (first.timeOn && second.timeOn && positive(first.timeValue)) {
    const caps = secondTimeCaps(first);
    const ownCap = caps[second.timeUnit];
    if (ownCap === undefined || ownCap < 1) {
      const [unit] = allowedSecondUnits(first);
      if (unit === undefined) next.timeOn = false;
      else Object.assign(next, { timeUnit: unit, timeValue: caps[unit] });
    } else if (!positive(second.timeValue) || second.timeValue > ownCap) {
      next.timeValue = positive(second.timeValue) ? ownCap : second.timeValue;
    }
  }
  if (
    first.meterOn &&
    second.meterOn &&
    positive(first.meterHours) &&
    positive(second.meterHours) &&
    second.meterHours > first.meterHours - 1
  ) {
    if (first.meterHours - 1 >= 1) next.meterHours = first.meterHours - 1;
    else next.meterOn = false;
  }
  return next;
}

/** Settings as stored for an asset or the company, with their status (1 on, 2 off). */
export interface StoredReminderSettings {
  status: number;
  settings: ReminderSettings;
}

/** The settings that apply to an asset's triggers, or null when the company's PM notifications are off (see the header). */
export function effectiveReminderSettings(
  asset: StoredReminderSettings | null | undefined,
  company: StoredReminderSettings | null | undefined,
): ReminderSettings | null {
  if (company && company.status === ReminderSettingsStatus.Disabled) return null;
  if (asset && asset.status === ReminderSettingsStatus.Enabled) return asset.settings;
  if (company) return company.settings;
  return DEFAULT_REMINDER_SETTINGS;
}

// ---- Reminder points of a trigger ----

export interface ReminderPoint {
  kind: ReminderKind;
  by: 'time' | 'meter';
  /** Epoch ms (by time). */
  at?: number;
  /** Meter reading (by meter). */
  meterHours?: number;
}

/** When the trigger opened (the schedule started or the previous completion): reminders at or before it are dropped. */
export interface TriggerOpening {
  at?: number | null;
  meterHours?: number | null;
}

const UNIT_NAME: Record<ReminderUnitId, 'month' | 'week' | 'day'> = { 29: 'month', 39: 'week', 40: 'day' };

/** The day `value` units before the due day, as its start in the trigger's zone. */
function timeBefore(trigger: TriggerDue, value: number, unit: ReminderUnitId): number {
  const day = dayjs
    .utc(trigger.dueDay as string, DATE_ONLY, true)
    .subtract(value, UNIT_NAME[unit])
    .format(DATE_ONLY);
  return zoneDayBound(day, trigger.timeZone) as number;
}

/** The reminder points of a trigger under the settings, in the order they come due per part. */
export function reminderPoints(
  trigger: TriggerDue,
  settings: ReminderSettings,
  opening: TriggerOpening = {},
): ReminderPoint[] {
  const points: ReminderPoint[] = [];
  const time = isByTime(trigger.triggerBy) && trigger.dueDay !== null && trigger.dueAt !== null;
  const meter = isByMeter(trigger.triggerBy) && trigger.dueMeterHours !== null;
  for (const kind of ['first', 'second'] as const) {
    const rule = settings[kind];
    if (time && rule.timeOn && positive(rule.timeValue)) {
      const at = timeBefore(trigger, rule.timeValue, rule.timeUnit);
      if (typeof opening.at !== 'number' || at > opening.at) points.push({ kind, by: 'time', at });
    }
    if (meter && rule.meterOn && positive(rule.meterHours)) {
      const meterHours = (trigger.dueMeterHours as number) - rule.meterHours;
      if (typeof opening.meterHours !== 'number' || meterHours > opening.meterHours)
        points.push({ kind, by: 'meter', meterHours });
    }
  }
  if (time) points.push({ kind: 'onDue', by: 'time', at: trigger.dueAt as number });
  if (meter) points.push({ kind: 'onDue', by: 'meter', meterHours: trigger.dueMeterHours as number });
  return points;
}

export interface ReminderDue extends ReminderPoint {
  /** False for a reminder overtaken by a later one reached at the same time: record it as sent, do not send it. */
  notify: boolean;
}

/** A trigger with what its reminders need: when it is due, the settings that apply (null: none), when it opened. */
export interface ReminderTrigger {
  due: TriggerDue;
  settings: ReminderSettings | null;
  opening?: TriggerOpening;
}

const epoch = (moment: Moment): number =>
  moment instanceof Date ? moment.getTime() : typeof moment === 'number' ? moment : Date.parse(moment);

/**
 * The reminders the trigger has reached at `now` and the asset's `meterHours` that are not in
 * `alreadySent`, each kind at most once (for 'both', by whichever part reached it), in order.
 * Only the furthest reached kind is notified (see the header).
 */
export function remindersDue(
  trigger: ReminderTrigger,
  now: Moment,
  meterHours: number | null | undefined,
  alreadySent: Iterable<ReminderKind>,
): ReminderDue[] {
  if (!trigger.settings) return [];
  const sent = new Set(alreadySent);
  const at = epoch(now);
  const reached = new Map<ReminderKind, ReminderPoint>();
  for (const point of reminderPoints(trigger.due, trigger.settings, trigger.opening)) {
    const hit =
      point.by === 'time'
        ? at >= (point.at as number)
        : typeof meterHours === 'number' && meterHours >= (point.meterHours as number);
    if (hit && !reached.has(point.kind)) reached.set(point.kind, point);
  }
  const furthest = Math.max(-1, ...[...reached.keys()].map((kind) => KINDS.indexOf(kind)));
  return KINDS.filter((kind) => reached.has(kind) && !sent.has(kind)).map((kind) => ({
    ...(reached.get(kind) as ReminderPoint),
    notify: KINDS.indexOf(kind) === furthest,
  }));
}
