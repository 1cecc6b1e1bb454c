/**
 * PM figures beyond the schedule (issue 10 items 2 and 7; spec maintenance 2.2, 2.4, 9): a PM's
 * total estimated time, the forecast due day of a meter-based PM from the asset's recent meter
 * history, and PM compliance (completed on time, with a 10% tolerance on the interval). Pure.
 *
 * Forecast (what Fleetio-style tools do, written out here):
 *   usage per day = (sum of the increases between consecutive readings in the last `windowDays`)
 *                   / (days between the first and the last of those readings)
 *   forecast      = the latest reading's instant + (due meter hours - latest reading) / usage per day,
 *                   as a day of the site's calendar.
 *   A decrease between two readings (a corrected or replaced meter) is no usage and is skipped,
 *   the next increase counting from the lower value. Fewer than two readings in the window, or
 *   under an hour between them, or no usage: no forecast. Readings are stale when the latest is
 *   older than `staleAfterDays` (the forecast is still given, flagged). A forecast that lands before
 *   today (stale readings that would already have reached the due hours) is today. A reading
 *   already at or past the due hours forecasts the day of that reading. For 'both' PMs the
 *   forecast is the earlier of the time due day and the meter forecast.
 *
 * Compliance: a completion is on time when it is no later than the due point plus 10% of the
 * trigger's interval: by time, days from its opening day (the schedule's start or the previous
 * completion) to its due day; by meter, hours from the opening reading to the due reading.
 * 'Both' is on time when each part that can be judged is (a completion without a meter reading
 * is judged by time only). An early completion is on time.
 */
import { dateOnlyIn, daysBetween, type Moment } from '../dates.js';
import { formatTaskTime, totalTaskTime } from '../tasks/rules.js';
import { isByMeter, isByTime, type PmCompletion, type TriggerDue } from './triggers.js';

// ---- Total estimated time (spec 2.2, 9) ----

/** A PM's total estimated time: its tasks' hours and minutes, carrying 60 minutes into hours, and 'N hrs M mins'. */
export function totalEstimatedTime(tasks: readonly { hours: number; minutes: number }[]): {
  hours: number;
  minutes: number;
  display: string;
} {
  const total = totalTaskTime(tasks);
  return { ...total, display: formatTaskTime(total.hours, total.minutes) };
}

// ---- Forecast due day ----

export interface MeterReading {
  at: Moment;
  meterHours: number;
}

export const FORECAST_WINDOW_DAYS = 30;
export const STALE_AFTER_DAYS = 14;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const epoch = (moment: Moment): number =>
  moment instanceof Date ? moment.getTime() : typeof moment === 'number' ? moment : Date.parse(moment);

export interface DailyUsage {
  /** Meter hours per day, or null when it cannot be told. */
  perDay: number | null;
  /** Readings in the window used. */
  readings: number;
  /** The latest reading overall (in or before the window), or null with no readings. */
  latest: { at: number; meterHours: number } | null;
  /** The latest reading is older than staleAfterDays (or there is none). */
  stale: boolean;
}

/** Average daily usage over the last `windowDays` before `now` (see the header). */
export function averageDailyUsage(
  readings: readonly MeterReading[],
  now: Moment,
  windowDays = FORECAST_WINDOW_DAYS,
  staleAfterDays = STALE_AFTER_DAYS,
): DailyUsage {
  const at = epoch(now);
  const sorted = readings
    .map((r) => ({ at: epoch(r.at), meterHours: r.meterHours }))
    .filter((r) => Number.isFinite(r.at) && Number.isFinite(r.meterHours) && r.at <= at)
    .sort((a, b) => a.at - b.at);
  const latest = sorted.at(-1) ?? null;
  const stale = latest === null || at - latest.at > staleAfterDays * DAY_MS;
  const inWindow = sorted.filter((r) => r.at >= at - windowDays * DAY_MS);
  let perDay: number | null = null;
  if (inWindow.length >= 2) {
    const span = inWindow[inWindow.length - 1].at - inWindow[0].at;
    let used = 0;
    for (let i = 1; i < inWindow.length; i += 1)
      used += Math.max(0, inWindow[i].meterHours - inWindow[i - 1].meterHours);
    if (span >= HOUR_MS && used > 0) perDay = used / (span / DAY_MS);
  }
  return { perDay, readings: inWindow.length, latest, stale };
}

export interface Forecast {
  /** The forecast due day (YYYY-MM-DD, site calendar), or null when it cannot be told. */
  day: string | null;
  /** Whether the day came from the meter forecast (false: the time due day, or none). */
  byMeter: boolean;
  usage: DailyUsage;
}

/** The forecast due day of a trigger (by meter, or the earlier of time and meter for 'both'; by time only: its due day). */
export function forecastDueDay(
  trigger: TriggerDue,
  readings: readonly MeterReading[],
  now: Moment,
  windowDays = FORECAST_WINDOW_DAYS,
  staleAfterDays = STALE_AFTER_DAYS,
): Forecast {
  const usage = averageDailyUsage(readings, now, windowDays, staleAfterDays);
  const timeDay = isByTime(trigger.triggerBy) ? trigger.dueDay : null;
  let meterDay: string | null = null;
  if (isByMeter(trigger.triggerBy) && trigger.dueMeterHours !== null && usage.latest) {
    const remaining = trigger.dueMeterHours - usage.latest.meterHours;
    if (remaining <= 0) meterDay = dateOnlyIn(usage.latest.at, trigger.timeZone);
    else if (usage.perDay !== null) {
      const projected = usage.latest.at + (remaining / usage.perDay) * DAY_MS;
      meterDay = dateOnlyIn(Math.max(projected, epoch(now)), trigger.timeZone);
    }
  }
  if (meterDay !== null && (timeDay === null || meterDay < timeDay))
    return { day: meterDay, byMeter: true, usage };
  return { day: timeDay, byMeter: false, usage };
}

// ---- Compliance ----

/** A PM compliance tolerance: 10% of the interval. */
export const COMPLIANCE_TOLERANCE = 0.1;

/** Where the trigger's interval began: the schedule's start or the previous completion (day and meter reading). */
export interface IntervalStart {
  day?: string | null;
  meterHours?: number | null;
}

/** Whether a completion was on time (see the header). */
export function completedOnTime(
  trigger: TriggerDue,
  start: IntervalStart,
  completion: PmCompletion,
): boolean {
  let onTime = true;
  // On or before the due day / at or below the due hours is always on time; only lateness is measured.
  const daysLate =
    isByTime(trigger.triggerBy) && trigger.dueDay !== null
      ? daysBetween(trigger.dueDay, completion.completedOn)
      : 0;
  if (daysLate > 0) {
    const interval = start.day ? Math.max(0, daysBetween(start.day, trigger.dueDay!)) : 0;
    if (daysLate > interval * COMPLIANCE_TOLERANCE) onTime = false;
  }
  const reading = completion.completedAtMeterHours;
  const hoursLate =
    isByMeter(trigger.triggerBy) && trigger.dueMeterHours !== null && typeof reading === 'number'
      ? reading - trigger.dueMeterHours
      : 0;
  if (hoursLate > 0) {
    const interval =
      typeof start.meterHours === 'number' ? Math.max(0, trigger.dueMeterHours! - start.meterHours) : 0;
    if (hoursLate > interval * COMPLIANCE_TOLERANCE) onTime = false;
  }
  return onTime;
}

/** The compliance metric over completions: how many, how many on time, and the percentage (one decimal; null with none). */
export function pmCompliance(onTime: readonly boolean[]): {
  completed: number;
  onTime: number;
  percent: number | null;
} {
  const good = onTime.filter(Boolean).length;
  return {
    completed: onTime.length,
    onTime: good,
    percent: onTime.length ? Math.round((good / onTime.length) * 1000) / 10 : null,
  };
}
