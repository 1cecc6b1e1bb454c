/**
 * An asset PM's schedule and open trigger in words (maintenance 2.2 view 'schedule', 2.4 items),
 * dates as MM-DD-YYYY (spec 1): 'Every 3 months or 250 MHrs, whichever comes first', 'One time,
 * due 12-20-2026'. Pure.
 */
import { PmTriggerBy, PmTriggerType, RepeatPeriod } from './codes.js';

/** 'YYYY-MM-DD…' as MM-DD-YYYY; anything else as given ('' for none). */
export function displayDay(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[2]}-${match[3]}-${match[1]}` : value;
}

const hours = (n: number | null | undefined) => `${n ?? 0} MHrs`;

export interface ScheduleFields {
  pm_trigger_type: number;
  pm_trigger_by: number;
  datetime_due_at?: string | null;
  meter_hours_due_at?: number | null;
  datetime_starting_at?: string | null;
  datetime_repeates_every?: number | null;
  datetime_repeat_time_period_type?: number | null;
  meter_hours_starting_at?: number | null;
  meter_hours_repeates_every?: number | null;
}

const byTime = (by: number) => by === PmTriggerBy.Time || by === PmTriggerBy.TimeOrMeterHours;
const byMeter = (by: number) => by === PmTriggerBy.MeterHours || by === PmTriggerBy.TimeOrMeterHours;

function period(every: number, type: number | null | undefined): string {
  const unit = type === RepeatPeriod.Years ? 'year' : 'month';
  return `${every} ${unit}${every === 1 ? '' : 's'}`;
}

/** The schedule in one sentence. */
export function scheduleText(pm: ScheduleFields): string {
  const both = pm.pm_trigger_by === PmTriggerBy.TimeOrMeterHours;
  const first = both ? ', whichever comes first' : '';
  if (pm.pm_trigger_type === PmTriggerType.FixedOneTime) {
    const parts: string[] = [];
    if (byTime(pm.pm_trigger_by)) parts.push(displayDay(pm.datetime_due_at));
    if (byMeter(pm.pm_trigger_by)) parts.push(`at ${hours(pm.meter_hours_due_at)}`);
    return `One time, due ${parts.join(' or ')}${first}`;
  }
  const every: string[] = [];
  const from: string[] = [];
  if (byTime(pm.pm_trigger_by)) {
    every.push(period(pm.datetime_repeates_every ?? 0, pm.datetime_repeat_time_period_type));
    if (pm.datetime_starting_at) from.push(displayDay(pm.datetime_starting_at));
  }
  if (byMeter(pm.pm_trigger_by)) {
    every.push(hours(pm.meter_hours_repeates_every));
    from.push(hours(pm.meter_hours_starting_at));
  }
  return `Every ${every.join(' or ')}${first}${from.length ? ` (from ${from.join(' / ')})` : ''}`;
}

/** What the open trigger is due at: 'Due 12-20-2026', 'Due at 500 MHrs', or both. */
export function dueText(
  trigger: { due_datetime?: string | null; due_meter_hours?: number | null } | null | undefined,
  triggerBy: number,
): string {
  if (!trigger) return '';
  const parts: string[] = [];
  if (byTime(triggerBy) && trigger.due_datetime) parts.push(displayDay(trigger.due_datetime));
  if (byMeter(triggerBy) && typeof trigger.due_meter_hours === 'number')
    parts.push(`at ${hours(trigger.due_meter_hours)}`);
  return parts.length ? `Due ${parts.join(' or ')}` : '';
}
