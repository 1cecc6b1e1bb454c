/**
 * Where a recurring meter PM starts on a machine already in service (issue 24 item 1), and what
 * the PM form says about it before saving. Pure; the words are in messages.ts (MeterStartTexts).
 *
 * Decisions (ours; the spec is silent):
 *  - The asset's current reading is the suggested start: the PM form on the asset offers it, and
 *    adding a library plan to an asset starts each recurring meter PM whose library start is below
 *    the reading at the reading (a library's 'starting at 0' is written for a new machine). A start
 *    can still be set lower by editing the PM: the form then says what the first due is and that
 *    it is already overdue, and saving it is allowed (the work may really be late).
 *  - The first due follows the schedule's own rule (triggers.ts firstTrigger), and its state is the
 *    one due/overdue rule (status.ts pmDue), so the form's words are the list's.
 */
import { PmTriggerType } from './codes.js';
import { MeterStartTexts } from './messages.js';
import { pmDue } from './status.js';
import { firstTrigger, isByMeter, type PmSchedule } from './triggers.js';

/** Whether the schedule is a recurring PM counted in meter hours (alone or with time). */
export const isRecurringByMeter = (schedule: Pick<PmSchedule, 'triggerType' | 'triggerBy'>) =>
  schedule.triggerType === PmTriggerType.Recurring && isByMeter(schedule.triggerBy);

/** The schedule started at `reading` when it is a recurring meter PM starting below it; else as given. */
export function startAtReading<S extends PmSchedule>(schedule: S, reading: number | null | undefined): S {
  if (typeof reading !== 'number' || !isRecurringByMeter(schedule)) return schedule;
  const start = schedule.startingMeterHours;
  return typeof start === 'number' && start < reading
    ? { ...schedule, startingMeterHours: reading }
    : schedule;
}

export interface MeterStartPreview {
  /** The first due reading. */
  dueMeterHours: number;
  /** 'First due at 7,190 MHrs', or with '... already overdue by 6,990 MHrs' when the start is below the reading. */
  text: string;
  overdue: boolean;
}

/**
 * What the form shows under a recurring meter PM's start, given the asset's reading; null when it
 * cannot tell (not a recurring meter PM, or its start or interval not filled in yet).
 */
export function meterStartPreview(
  schedule: PmSchedule,
  reading: number | null | undefined,
): MeterStartPreview | null {
  if (!isRecurringByMeter(schedule)) return null;
  const meterOnly = { ...schedule, triggerBy: 27 as const };
  let dueMeterHours: number;
  try {
    const due = firstTrigger(meterOnly, 'UTC').dueMeterHours;
    if (due === null) return null;
    dueMeterHours = due;
  } catch {
    return null;
  }
  const state =
    typeof reading === 'number'
      ? pmDue({ triggerBy: 27, dueDay: null, dueMeterHours, timeZone: 'UTC' }, 0, reading).state
      : 'upcoming';
  const overdue = state === 'overdue' && typeof reading === 'number';
  return {
    dueMeterHours,
    overdue,
    text: overdue
      ? MeterStartTexts.firstDueOverdue(dueMeterHours, (reading as number) - dueMeterHours)
      : MeterStartTexts.firstDue(dueMeterHours),
  };
}
