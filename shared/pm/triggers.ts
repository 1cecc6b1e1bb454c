/**
 * The PM trigger engine's schedule arithmetic (issue 10 item 4; spec maintenance 3 'PM', 4
 * trigger type / trigger by / repeat period): when an asset PM's open trigger falls due, by time,
 * by meter hours, or both (whichever comes first), for its first occurrence and after each
 * completion. Pure: no clock, no I/O; the server's engine and the web forms both call it.
 *
 * Decisions (documented here, tested in triggers.test.ts):
 *  - A time trigger is due on a DAY of the site's calendar (`dueDay`, YYYY-MM-DD; the spec's
 *    dates are date-only). Its instant `dueAt` is the START of that day in the site's timezone
 *    (the PM is due all of its due day), and `overdueAt` the start of the next local day; on a
 *    DST change day that day is 23 or 25 hours long, so overdue is never "due + 24 h".
 *  - The first trigger of a recurring PM is at its starting date / meter hours when
 *    is_trigger_on_starting_at is set, otherwise one interval after them.
 *  - After a completion, a recurring PM's next trigger is computed FROM THE COMPLETION OR FROM
 *    THE START, WHICHEVER IS LATER (issue 24 item 2): its day (completed_on, or the plan's
 *    starting day when the work was done before the plan even started) plus the interval, and
 *    its meter reading (completed_at_meter_hours, or the starting meter hours when higher) plus
 *    the meter interval; so the next due is never before the plan's start. With 'both' (28),
 *    completing resets both. A fixed one-time PM has no next trigger. A completion without a
 *    meter reading keeps the meter schedule: the previous due meter hours plus the interval.
 *  - Months are calendar months (dayjs): Jan 31 + 1 month is Feb 28 (Feb 29 in leap years); a
 *    year is 12 months (Feb 29 + 1 year is Feb 28). To avoid drift across month ends, a trigger
 *    carries the day of month it is anchored to: a completion on the LAST day of a month that is
 *    shorter than the anchor (Feb 28 for an anchor of 31) keeps the anchor, so monthly
 *    completions on each due day go Jan 31, Feb 28, Mar 31, Apr 30, May 31. Any other completion
 *    day becomes the new anchor (the schedule follows the work actually done).
 */
import { DATE_ONLY, dayjs, isDateOnly, nextDay, siteZone, zoneDayBound } from '../dates.js';
import {
  PmTriggerBy,
  PmTriggerType,
  RepeatPeriod,
  type PmTriggerById,
  type PmTriggerTypeId,
  type RepeatPeriodId,
} from './codes.js';

/** A PM's schedule (spec 3 'PM' trigger fields, with clear names; views map the wire names). */
export interface PmSchedule {
  triggerType: PmTriggerTypeId;
  triggerBy: PmTriggerById;
  /** Fixed one-time (24): datetime_due_at (a day) and meter_hours_due_at. */
  dueDay?: string | null;
  dueMeterHours?: number | null;
  /** Recurring (25): datetime_starting_at, datetime_repeates_every, datetime_repeat_time_period_type. */
  startingDay?: string | null;
  repeatEvery?: number | null;
  repeatPeriod?: RepeatPeriodId | null;
  /** Recurring (25): meter_hours_starting_at, meter_hours_repeates_every. */
  startingMeterHours?: number | null;
  repeatMeterHours?: number | null;
  /** is_trigger_on_starting_at: the first trigger is at the start itself rather than one interval later. */
  triggerOnStartingAt?: boolean;
}

/** When an open trigger falls due. Fields of the part (time or meter) a PM is not triggered by are null. */
export interface TriggerDue {
  triggerBy: PmTriggerById;
  /** The due day in the site's calendar (YYYY-MM-DD). */
  dueDay: string | null;
  /** Epoch ms of the start of dueDay in the site's timezone (stored as due_datetime). */
  dueAt: number | null;
  /** Epoch ms of the start of the day after dueDay in the site's timezone. */
  overdueAt: number | null;
  /** The meter reading it is due at (due_meter_hours). */
  dueMeterHours: number | null;
  /** The day of month month arithmetic is anchored to (1-31); null when not by time. */
  anchorDayOfMonth: number | null;
  /** The IANA zone the instants were computed in (the site's; Los Angeles when unknown). */
  timeZone: string;
}

/** A mark-complete (spec 3): completed_on (the site's calendar day) and completed_at_meter_hours. */
export interface PmCompletion {
  completedOn: string;
  completedAtMeterHours?: number | null;
}

export const isByTime = (by: PmTriggerById) => by === PmTriggerBy.Time || by === PmTriggerBy.TimeOrMeterHours;
export const isByMeter = (by: PmTriggerById) =>
  by === PmTriggerBy.MeterHours || by === PmTriggerBy.TimeOrMeterHours;

function requireDay(day: string | null | undefined, what: string): string {
  if (!isDateOnly(day)) throw new RangeError(`${what} is not a YYYY-MM-DD day: ${String(day)}`);
  return day;
}

function requireNumber(value: number | null | undefined, what: string, min: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min)
    throw new RangeError(`${what} must be a number of at least ${min}: ${String(value)}`);
  return value;
}

const dayOfMonth = (day: string) => dayjs.utc(day, DATE_ONLY, true).date();

/** Whether the day is the last of its month (Feb 28 2026, Feb 29 2028, Apr 30). */
export const isLastDayOfMonth = (day: string) => {
  const d = dayjs.utc(day, DATE_ONLY, true);
  return d.date() === d.daysInMonth();
};

/**
 * The day `count` months (or years) after `day`, on `anchorDay` of that month or its last day when
 * the month is shorter: addInterval('2026-01-31', 1, Months, 31) is '2026-02-28'.
 */
export function addInterval(
  day: string,
  count: number,
  period: RepeatPeriodId,
  anchorDay: number = dayOfMonth(day),
): string {
  const months = period === RepeatPeriod.Years ? count * 12 : count;
  const month = dayjs.utc(requireDay(day, 'day'), DATE_ONLY, true).startOf('month').add(months, 'month');
  return month.date(Math.min(anchorDay, month.daysInMonth())).format(DATE_ONLY);
}

/** The anchor after a completion on `completedOn` (see the header): kept on a shortened month's last day, else the completion's day. */
export function anchorAfterCompletion(completedOn: string, previousAnchor: number | null): number {
  const day = dayOfMonth(requireDay(completedOn, 'completed on'));
  if (previousAnchor !== null && previousAnchor > day && isLastDayOfMonth(completedOn)) return previousAnchor;
  return day;
}

/** A trigger due on `dueDay` (time part) and at `dueMeterHours` (meter part), with its instants in the zone. */
export function triggerDue(
  triggerBy: PmTriggerById,
  dueDay: string | null,
  dueMeterHours: number | null,
  timeZone: string | null | undefined,
  anchorDayOfMonth?: number | null,
): TriggerDue {
  const zone = siteZone(timeZone);
  const day = isByTime(triggerBy) ? requireDay(dueDay, 'due day') : null;
  return {
    triggerBy,
    dueDay: day,
    dueAt: day ? zoneDayBound(day, zone) : null,
    overdueAt: day ? zoneDayBound(nextDay(day), zone) : null,
    dueMeterHours: isByMeter(triggerBy) ? requireNumber(dueMeterHours, 'due meter hours', 0) : null,
    anchorDayOfMonth: day ? (anchorDayOfMonth ?? dayOfMonth(day)) : null,
    timeZone: zone,
  };
}

function recurringTime(schedule: PmSchedule) {
  return {
    every: requireNumber(schedule.repeatEvery, 'repeat every', 1),
    period: schedule.repeatPeriod === RepeatPeriod.Years ? RepeatPeriod.Years : RepeatPeriod.Months,
  };
}

/** The first open trigger of an asset PM when it is scheduled (its plan added to the asset, or the PM created). */
export function firstTrigger(schedule: PmSchedule, timeZone: string | null | undefined): TriggerDue {
  const by = schedule.triggerBy;
  if (schedule.triggerType === PmTriggerType.FixedOneTime) {
    return triggerDue(
      by,
      isByTime(by) ? (schedule.dueDay ?? null) : null,
      isByMeter(by) ? (schedule.dueMeterHours ?? null) : null,
      timeZone,
    );
  }
  const onStart = schedule.triggerOnStartingAt === true;
  let dueDay: string | null = null;
  let anchor: number | null = null;
  if (isByTime(by)) {
    const start = requireDay(schedule.startingDay, 'starting day');
    const { every, period } = recurringTime(schedule);
    anchor = dayOfMonth(start);
    dueDay = onStart ? start : addInterval(start, every, period, anchor);
  }
  let dueMeter: number | null = null;
  if (isByMeter(by)) {
    const start = requireNumber(schedule.startingMeterHours, 'starting meter hours', 0);
    dueMeter = onStart ? start : start + requireNumber(schedule.repeatMeterHours, 'repeating meter hours', 1);
  }
  return triggerDue(by, dueDay, dueMeter, timeZone, anchor);
}

/**
 * The trigger that opens when `previous` is completed, or null for a fixed one-time PM (or when the
 * schedule is no longer recurring). Computed from the completion; see the header.
 */
export function nextTriggerAfterCompletion(
  schedule: PmSchedule,
  completion: PmCompletion,
  previous: Pick<TriggerDue, 'anchorDayOfMonth' | 'dueMeterHours'>,
  timeZone: string | null | undefined,
): TriggerDue | null {
  if (schedule.triggerType !== PmTriggerType.Recurring) return null;
  const by = schedule.triggerBy;
  let dueDay: string | null = null;
  let anchor: number | null = null;
  if (isByTime(by)) {
    const { every, period } = recurringTime(schedule);
    const completedOn = requireDay(completion.completedOn, 'completed on');
    const start = isDateOnly(schedule.startingDay) ? schedule.startingDay : null;
    if (start !== null && start > completedOn) {
      // Done before the plan started: the plan's rule runs from its start.
      anchor = dayOfMonth(start);
      dueDay = addInterval(start, every, period, anchor);
    } else {
      anchor = anchorAfterCompletion(completedOn, previous.anchorDayOfMonth);
      dueDay = addInterval(completedOn, every, period, anchor);
    }
  }
  let dueMeter: number | null = null;
  if (isByMeter(by)) {
    const interval = requireNumber(schedule.repeatMeterHours, 'repeating meter hours', 1);
    const reading = completion.completedAtMeterHours;
    const start = schedule.startingMeterHours;
    const base =
      typeof reading === 'number' && Number.isFinite(reading) && reading >= 0
        ? Math.max(reading, typeof start === 'number' && Number.isFinite(start) ? start : 0)
        : requireNumber(previous.dueMeterHours, 'previous due meter hours', 0);
    dueMeter = base + interval;
  }
  return triggerDue(by, dueDay, dueMeter, timeZone, anchor);
}
