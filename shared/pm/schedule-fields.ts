/**
 * The schedule (trigger) fields of a PM, picked from anything that carries them: a library PM
 * record, an asset PM's request body or its stored schedule. One copy instead of a field-by-field
 * copy at every view and adapter. Pure.
 *
 * Named scheduleFieldsOf, not scheduleOf: `scheduleOf` (shared/pm/trigger-fields.ts) already turns these
 * wire fields into the rules' PmSchedule.
 */
import type { PmTriggerWire } from './trigger-fields.js';

type NullableField = {
  [K in keyof PmTriggerWire]: null extends PmTriggerWire[K] ? K : never;
}[keyof PmTriggerWire];

/** A PM's schedule as stored or sent: the nullable fields may be absent (records leave nulls out). */
export type PmScheduleSource = Omit<PmTriggerWire, NullableField> & {
  [K in NullableField]?: PmTriggerWire[K] | undefined;
};

/** The ten trigger fields alone, absent ones as null; every other field of `pm` left out. */
export function scheduleFieldsOf(pm: PmScheduleSource): PmTriggerWire {
  return {
    pm_trigger_type: pm.pm_trigger_type,
    pm_trigger_by: pm.pm_trigger_by,
    datetime_due_at: pm.datetime_due_at ?? null,
    meter_hours_due_at: pm.meter_hours_due_at ?? null,
    datetime_starting_at: pm.datetime_starting_at ?? null,
    datetime_repeates_every: pm.datetime_repeates_every ?? null,
    datetime_repeat_time_period_type: pm.datetime_repeat_time_period_type ?? null,
    meter_hours_starting_at: pm.meter_hours_starting_at ?? null,
    meter_hours_repeates_every: pm.meter_hours_repeates_every ?? null,
    is_trigger_on_starting_at: pm.is_trigger_on_starting_at,
  };
}
