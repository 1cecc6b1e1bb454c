/**
 * The reminder editor's values and their mapping to the wire fields (shared/pm-notifications):
 * one switch per reminder (it turns both its time and meter-hours parts on or off, as the screen
 * shows one toggle per notification), the amounts as typed, and the caps of spec 4 applied to the
 * second reminder whenever the first changes (shared/pm/reminders.ts secondAfterFirstChange).
 */
import { ReminderUnit, type ReminderUnitId } from '@shared/pm/codes';
import {
  allowedSecondUnits,
  secondAfterFirstChange,
  secondTimeCaps,
  type ReminderRule,
} from '@shared/pm/reminders';
import type { ReminderWire } from '@shared/pm-notifications/schemas';

export interface ReminderPart {
  on: boolean;
  timeValue: string;
  timeUnit: ReminderUnitId;
  meterHours: string;
}

export interface ReminderFormValues {
  first: ReminderPart;
  second: ReminderPart;
}

export const UNIT_OPTIONS: { value: ReminderUnitId; label: string }[] = [
  { value: ReminderUnit.Months, label: 'Months' },
  { value: ReminderUnit.Weeks, label: 'Weeks' },
  { value: ReminderUnit.Days, label: 'Days' },
];

const num = (text: string): number | null =>
  text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text);
const text = (n: number | null) => (n === null ? '' : String(n));

export function formValuesOf(wire: ReminderWire): ReminderFormValues {
  const part = (which: 'first' | 'second'): ReminderPart => ({
    on: wire[`${which}_reminder_before_on_status`] || wire[`${which}_reminder_before_on_meter_hours_status`],
    timeValue: text(wire[`${which}_reminder_before_on`]),
    timeUnit: wire[`${which}_reminder_before_on_type`],
    meterHours: text(wire[`${which}_reminder_before_on_meter_hours`]),
  });
  return { first: part('first'), second: part('second') };
}

export function wireOf(values: ReminderFormValues): ReminderWire {
  const part = (which: 'first' | 'second') => {
    const p = values[which];
    return {
      [`${which}_reminder_before_on_status`]: p.on,
      [`${which}_reminder_before_on`]: num(p.timeValue),
      [`${which}_reminder_before_on_type`]: p.timeUnit,
      [`${which}_reminder_before_on_meter_hours_status`]: p.on,
      [`${which}_reminder_before_on_meter_hours`]: num(p.meterHours),
    };
  };
  return {
    ...part('first'),
    ...part('second'),
    due_at_reminder_status: true,
    due_at_reminder_meter_hours_status: true,
  } as ReminderWire;
}

/** The form field a wire field's message shows under. */
export const FIELD_OF = {
  first_reminder_before_on: 'first.timeValue',
  first_reminder_before_on_meter_hours: 'first.meterHours',
  second_reminder_before_on: 'second.timeValue',
  second_reminder_before_on_meter_hours: 'second.meterHours',
} as const;

const ruleOf = (p: ReminderPart): ReminderRule => ({
  timeOn: p.on,
  timeValue: num(p.timeValue),
  timeUnit: p.timeUnit,
  meterOn: p.on,
  meterHours: num(p.meterHours),
});

/** The second reminder after the first changed, within the caps of spec 4 (it may switch off: first 1 day). */
export function capSecond(values: ReminderFormValues): ReminderPart {
  const next = secondAfterFirstChange(ruleOf(values.first), ruleOf(values.second));
  return {
    on: next.timeOn && next.meterOn,
    timeValue: text(next.timeValue),
    timeUnit: next.timeUnit,
    meterHours: text(next.meterHours),
  };
}

/** The units the second may pick: those no larger than the first's with room for at least 1 (all when the first is off). */
export function secondUnitOptions(values: ReminderFormValues) {
  const first = ruleOf(values.first);
  if (!values.first.on || first.timeValue === null || first.timeValue < 1) return UNIT_OPTIONS;
  const allowed = new Set(allowedSecondUnits(first));
  return UNIT_OPTIONS.filter((o) => allowed.has(o.value));
}

/** The largest second time value in its unit, and meter hours, given the first (undefined: no cap). */
export function secondLimits(values: ReminderFormValues): { time?: number; meterHours?: number } {
  const first = ruleOf(values.first);
  if (!values.first.on) return {};
  return {
    time:
      first.timeValue !== null && first.timeValue >= 1
        ? secondTimeCaps(first)[values.second.timeUnit]
        : undefined,
    meterHours: first.meterHours !== null && first.meterHours >= 1 ? first.meterHours - 1 : undefined,
  };
}
