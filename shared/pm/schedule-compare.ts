/**
 * Whether two PM schedules (spec maintenance 3 trigger fields) plan the same triggers: the
 * asset PM edit keeps its open trigger (due point, reminders sent, task statuses) when the schedule
 * is unchanged, and re-plans it otherwise. Pure.
 *
 * Compared semantically, not as stored text: only the fields the trigger type and "trigger by"
 * use count (a recurring PM's leftover due date, or a time PM's meter fields, change nothing);
 * days compare as YYYY-MM-DD whatever time part or zone suffix a client sends; numbers sent as
 * text compare as numbers; null, undefined and '' are the same "not set"; key order is irrelevant.
 */
import { PmTriggerBy, PmTriggerType } from './codes.js';
import type { PmTriggerWire } from './trigger-fields.js';

type Loose = { [K in keyof PmTriggerWire]?: PmTriggerWire[K] | string | undefined };

const day = (v: unknown): string | null => {
  if (v === null || v === undefined || v === '') return null;
  const text = String(v).trim();
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(text);
  return match ? match[1] : text;
};

const number = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
};

const flag = (v: unknown): boolean => v === true || v === 'true' || v === 1 || v === '1';

/** The fields that plan triggers, normalized; the rest left out. */
export function scheduleKey(s: Loose): Record<string, string | number | boolean | null> {
  const type = number(s.pm_trigger_type);
  const by = number(s.pm_trigger_by);
  const byTime = by === PmTriggerBy.Time || by === PmTriggerBy.TimeOrMeterHours;
  const byMeter = by === PmTriggerBy.MeterHours || by === PmTriggerBy.TimeOrMeterHours;
  const key: Record<string, string | number | boolean | null> = { type, by };
  if (type === PmTriggerType.FixedOneTime) {
    if (byTime) key.dueDay = day(s.datetime_due_at);
    if (byMeter) key.dueMeterHours = number(s.meter_hours_due_at);
  } else {
    if (byTime) {
      key.startingDay = day(s.datetime_starting_at);
      key.repeatEvery = number(s.datetime_repeates_every);
      key.repeatPeriod = number(s.datetime_repeat_time_period_type);
    }
    if (byMeter) {
      key.startingMeterHours = number(s.meter_hours_starting_at);
      key.repeatMeterHours = number(s.meter_hours_repeates_every);
    }
    key.triggerOnStartingAt = flag(s.is_trigger_on_starting_at);
  }
  return key;
}

/** True when both schedules plan the same triggers (see the header). */
export function sameSchedule(a: Loose, b: Loose): boolean {
  const ka = scheduleKey(a);
  const kb = scheduleKey(b);
  const keys = new Set([...Object.keys(ka), ...Object.keys(kb)]);
  for (const k of keys) if ((ka[k] ?? null) !== (kb[k] ?? null)) return false;
  return true;
}
