/**
 * A PM's schedule on the wire (spec maintenance 3 'PM', 4 'Trigger type', 'Trigger by', 'Repeat
 * period', 5 the trigger lines), one definition for the PM library's PMs and the asset PMs: the zod
 * fields, their mapping to the schedule rules (triggers.ts names), and the spec 5 checks as zod
 * issues on their fields.
 *
 * Lenient by design: a blank or unreadable number or day reads as null, so the form shows the
 * spec's 'required' / 'Invalid Date !' message on the field rather than "Invalid request"; a day
 * may come as YYYY-MM-DD, an ISO time (its day) or MM/DD/YYYY. Only the two codes must be known.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { Messages } from '../messages.js';
import { PmTriggerBy, PmTriggerType, type PmTriggerById, type PmTriggerTypeId } from './codes.js';
import { validateSchedule } from './schedule-validation.js';
import type { PmSchedule } from './triggers.js';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const toNumber = (v: unknown) => (blank(v) ? null : typeof v === 'string' ? Number(v.trim()) : v);
/** A number field of the schedule: blank or unreadable is null (the schedule checks then say what is required). */
const scheduleNumber = lazySchema(() =>
  z.preprocess(
    (v) => {
      const n = toNumber(v);
      return typeof n === 'number' && Number.isFinite(n) ? n : null;
    },
    z
      .number()
      .min(0, { error: Messages.invalidRequest })
      .max(10_000_000, { error: Messages.invalidRequest })
      .nullable(),
  ),
);
/** A day field: 'YYYY-MM-DD', or an ISO time or MM/DD/YYYY read as its day; anything else fails the schedule's day check. */
const dayField = lazySchema(() =>
  z.preprocess((v) => {
    if (typeof v !== 'string' || !v.trim()) return null;
    const s = v.trim();
    const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
    if (us) return `${us[3]}-${us[1]}-${us[2]}`;
    return /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : 'invalid';
  }, z.string().nullable()),
);
const code = <const T extends number>(values: readonly [T, ...T[]]) =>
  z.preprocess(toNumber, z.literal(values, { error: Messages.invalidRequest }));
const bool = lazySchema(() =>
  z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean()),
);

/** The schedule fields of a PM (library or asset PM): trigger type and by, and the day and meter fields. */
export const pmTriggerFields = lazySchema(() =>
  z.object({
    pm_trigger_type: code<PmTriggerTypeId>([PmTriggerType.FixedOneTime, PmTriggerType.Recurring]),
    pm_trigger_by: code<PmTriggerById>([
      PmTriggerBy.Time,
      PmTriggerBy.MeterHours,
      PmTriggerBy.TimeOrMeterHours,
    ]),
    is_trigger_on_starting_at: bool.default(false),
    datetime_due_at: dayField.default(null),
    meter_hours_due_at: scheduleNumber.default(null),
    datetime_starting_at: dayField.default(null),
    datetime_repeates_every: scheduleNumber.default(null),
    datetime_repeat_time_period_type: scheduleNumber.default(null),
    meter_hours_starting_at: scheduleNumber.default(null),
    meter_hours_repeates_every: scheduleNumber.default(null),
  }),
);
export type PmTriggerFields = z.infer<typeof pmTriggerFields>;

/** The schedule as stored and sent (the fields' parsed shape, codes as plain numbers). */
export interface PmTriggerWire {
  pm_trigger_type: number;
  pm_trigger_by: number;
  datetime_due_at: string | null;
  meter_hours_due_at: number | null;
  datetime_starting_at: string | null;
  datetime_repeates_every: number | null;
  datetime_repeat_time_period_type: number | null;
  meter_hours_starting_at: number | null;
  meter_hours_repeates_every: number | null;
  is_trigger_on_starting_at: boolean;
}

/** The schedule of the trigger fields (triggers.ts names). */
export function scheduleOf(wire: PmTriggerWire): PmSchedule {
  return {
    triggerType: wire.pm_trigger_type as PmSchedule['triggerType'],
    triggerBy: wire.pm_trigger_by as PmSchedule['triggerBy'],
    dueDay: wire.datetime_due_at,
    dueMeterHours: wire.meter_hours_due_at,
    startingDay: wire.datetime_starting_at,
    repeatEvery: wire.datetime_repeates_every,
    repeatPeriod: (wire.datetime_repeat_time_period_type ?? null) as PmSchedule['repeatPeriod'],
    startingMeterHours: wire.meter_hours_starting_at,
    repeatMeterHours: wire.meter_hours_repeates_every,
    triggerOnStartingAt: wire.is_trigger_on_starting_at,
  };
}

/** A day before every real day: a static schema does every check but "not in the past" (the handler checks it with the site's day). */
export const NO_PAST_CHECK = '0000-00-00';

/** Adds the spec 5 schedule messages, each on its wire field; `today` is the day a fixed PM's due date may not be before. */
export const scheduleRefinement =
  (today: string, keptStartingDay: string | null = null) =>
  (value: PmTriggerWire, ctx: z.RefinementCtx) => {
    for (const issue of validateSchedule(scheduleOf(value), today, keptStartingDay))
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  };

/**
 * Lets the schedule refinement run beside other fields' issues (zod skips refinements once a field
 * failed), so a form shows the schedule's messages in the same round as 'PM title is required !'.
 * Only when the body is an object whose trigger fields themselves parsed.
 */
const TRIGGER_KEYS = new Set(Object.keys(pmTriggerFields.shape));
export const scheduleCheckParams: z.core.$ZodSuperRefineParams = {
  when: (payload) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    payload.issues.every((i) => (i.path?.length ?? 0) > 0 && !TRIGGER_KEYS.has(String(i.path![0]))),
};
