/**
 * The PM calendar's rules (issue 24 'PM calendar'): which day an open PM sits on, how it is
 * labelled, which PMs can be dragged to another day, and the date range one read may ask for.
 * Pure: the clock and the readings are arguments; the server places the PMs, the web page only
 * draws them.
 *
 * Placement (one rule, used for every PM the calendar shows):
 *  - by time (26): its due day;
 *  - by meter hours (27): the usage forecast of shared/pm/estimates.ts `forecastDueDay` (the
 *    asset's average daily usage over its readings of the last 30 days -> the day the due reading
 *    is reached; a reading already at or past it places the PM on that reading's day);
 *  - by both (28): its due day. (Its meter part may come first; the PM list's forecast column
 *    says so. The calendar reads a range of days by the due days in the list partition's keys, so
 *    a PM must sit on a day its key can find: a 'both' PM moved before its due day by the forecast
 *    would vanish from the range of its due day and never be read in the range of its forecast.)
 *  - no usage history (fewer than two readings in the last 30 days, or no increase between them):
 *    a meter PM has no day. It is not guessed onto the calendar: the read returns it apart
 *    ('unplaced', with its due reading and the current one) and the page lists it under the
 *    calendar as "No usage forecast".
 *
 * Labels: Overdue (status 31) and Due (32) as the engine marked them (the one due rule,
 * status.ts); any other open PM is Upcoming.
 *
 * Rescheduling by drag: only a ONE-TIME (24) PM triggered by time or by both, i.e. one whose due
 * day is its own `datetime_due_at`. A recurring PM's days follow from its start and interval, so it
 * is not draggable (its schedule is changed in the PM form). The new day must not be in the past
 * (the spec's 'Invalid Date !', as the PM form says); the server checks both.
 */
import { daysBetween, isDateOnly, type Moment } from '../dates.js';
import { PmStatus, PmTriggerBy, PmTriggerType } from './codes.js';
import { forecastDueDay, type MeterReading } from './estimates.js';
import type { TriggerDue } from './triggers.js';

/** The longest range one calendar read may cover: a month view shows at most 6 weeks. */
export const CALENDAR_MAX_DAYS = 62;

export type CalendarKind = 'overdue' | 'due' | 'upcoming';
/** How the day was found: the due day, or the meter usage forecast. */
export type PlacedBy = 'due_date' | 'usage_forecast';

export const CalendarTexts = {
  title: 'PM Calendar',
  overdue: 'Overdue',
  due: 'Due',
  upcoming: 'Upcoming',
  forecast: 'forecast',
  unplacedTitle: 'No usage forecast',
  unplacedHelp:
    'Meter PMs whose asset has fewer than two meter readings in the last 30 days: their due day cannot be forecast.',
  noUnplaced: 'Every meter PM has a forecast',
  rescheduled: 'PM rescheduled',
  notReschedulable: 'Only a one-time PM with a due date can be moved to another day',
  rangeTooLong: `The calendar reads at most ${CALENDAR_MAX_DAYS} days at a time`,
} as const;

export const kindOfStatus = (status: number): CalendarKind =>
  status === PmStatus.Overdue ? 'overdue' : status === PmStatus.Due ? 'due' : 'upcoming';

export const KIND_LABEL: Record<CalendarKind, string> = {
  overdue: CalendarTexts.overdue,
  due: CalendarTexts.due,
  upcoming: CalendarTexts.upcoming,
};

/** The day an open PM sits on, and how it was found (null day: a meter PM without usage history). */
export function calendarDay(
  trigger: TriggerDue,
  readings: readonly MeterReading[],
  now: Moment,
): { day: string | null; placedBy: PlacedBy | null; averageDailyUsage: number | null } {
  const forecast = forecastDueDay(
    trigger.triggerBy === PmTriggerBy.TimeOrMeterHours
      ? { ...trigger, triggerBy: PmTriggerBy.Time }
      : trigger,
    readings,
    now,
  );
  const perDay = forecast.usage.perDay === null ? null : Math.round(forecast.usage.perDay * 10) / 10;
  if (forecast.day === null) return { day: null, placedBy: null, averageDailyUsage: perDay };
  return {
    day: forecast.day,
    placedBy: forecast.byMeter ? 'usage_forecast' : 'due_date',
    averageDailyUsage: perDay,
  };
}

/** Whether a PM can be dragged to another day (see the header). */
export const isReschedulable = (pm: { pm_trigger_type: number; pm_trigger_by: number }): boolean =>
  pm.pm_trigger_type === PmTriggerType.FixedOneTime && pm.pm_trigger_by !== PmTriggerBy.MeterHours;

/** A range of days the calendar may read: both days valid, from <= to, at most CALENDAR_MAX_DAYS days. */
export function isCalendarRange(from: string, to: string): boolean {
  if (!isDateOnly(from) || !isDateOnly(to)) return false;
  const span = daysBetween(from, to);
  return span >= 0 && span < CALENDAR_MAX_DAYS;
}
