/**
 * The PM form's schedule checks (spec maintenance 5 'PM form', the trigger lines), with the spec's
 * messages and the wire field each one highlights. Pure: `today` is the site's calendar day.
 *
 * Decisions where the spec is silent:
 *  - "not in the past" applies to a fixed PM's due date, as spec 5 says, and to a recurring PM's
 *    starting date (issue 24 item 9; spec 2.2: the date pickers disallow past dates), except the
 *    start a PM already has (`keptStartingDay`): an existing PM keeps its start when edited.
 *    Both use "Invalid Date !" (PmMessages.startingDateInPast).
 *  - A repeat interval (time or meter) of 0 or below, or not a whole number of months/years, is
 *    'required' (a zero interval would fall due forever); starting and due meter hours may be 0.
 *  - The repeat period must be months (29) or years (30); anything else is 'Repeat interval required !'.
 */
import { isDateOnly } from '../dates.js';
import { PmTriggerType, RepeatPeriod } from './codes.js';
import { PmMessages } from './messages.js';
import { isByMeter, isByTime, type PmSchedule } from './triggers.js';

export interface ScheduleIssue {
  field: string;
  message: string;
}

const atLeast = (value: number | null | undefined, min: number): boolean =>
  typeof value === 'number' && Number.isFinite(value) && value >= min;

/** The spec 5 messages of a PM's schedule, in the form's order; empty when it can be saved. */
export function validateSchedule(
  schedule: PmSchedule,
  today: string,
  keptStartingDay: string | null = null,
): ScheduleIssue[] {
  const issues: ScheduleIssue[] = [];
  const by = schedule.triggerBy;
  if (schedule.triggerType === PmTriggerType.FixedOneTime) {
    if (isByTime(by) && (!isDateOnly(schedule.dueDay) || schedule.dueDay < today))
      issues.push({ field: 'datetime_due_at', message: PmMessages.invalidDate });
    if (isByMeter(by) && !atLeast(schedule.dueMeterHours, 0))
      issues.push({ field: 'meter_hours_due_at', message: PmMessages.dueMeterHoursRequired });
    return issues;
  }
  if (isByTime(by)) {
    if (!isDateOnly(schedule.startingDay))
      issues.push({ field: 'datetime_starting_at', message: PmMessages.invalidDate });
    else if (schedule.startingDay < today && schedule.startingDay !== keptStartingDay?.slice(0, 10))
      issues.push({ field: 'datetime_starting_at', message: PmMessages.startingDateInPast });
    const periodOk =
      schedule.repeatPeriod === RepeatPeriod.Months || schedule.repeatPeriod === RepeatPeriod.Years;
    if (!atLeast(schedule.repeatEvery, 1) || !Number.isInteger(schedule.repeatEvery) || !periodOk)
      issues.push({ field: 'datetime_repeates_every', message: PmMessages.repeatIntervalRequired });
  }
  if (isByMeter(by)) {
    if (!atLeast(schedule.startingMeterHours, 0))
      issues.push({ field: 'meter_hours_starting_at', message: PmMessages.startingMeterHoursRequired });
    if (!atLeast(schedule.repeatMeterHours, Number.MIN_VALUE))
      issues.push({ field: 'meter_hours_repeates_every', message: PmMessages.repeatingMeterHoursRequired });
  }
  return issues;
}
