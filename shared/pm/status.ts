/**
 * An open PM trigger's state at an instant and a meter reading (issue 10 items 3 and 4; spec
 * maintenance 2.1 badges, 4 PM status codes), and what the trigger engine does when a reading
 * arrives. Pure: the clock and the reading are arguments.
 *
 * States (the spec names Due 32 and Overdue 31 but not when they start; as users expect):
 *  - by time: Upcoming before the due day; Due during the whole due day in the site's timezone
 *    (from `dueAt`); Overdue from the next local midnight (`overdueAt`), i.e. once the due day has
 *    passed. Reminders (reminders.ts) are what warns before the due day.
 *  - by meter: Due once the reading reaches the due meter hours; Overdue once it reaches them plus
 *    METER_HOURS_OVERDUE_AFTER (a day's running).
 *  - by both (28): whichever comes first, i.e. the more advanced of the two states.
 *
 * One open trigger per asset PM: the engine never creates a trigger from a reading. A reading can
 * only move the one open trigger forward (Upcoming -> Due -> Overdue), never back (a meter
 * corrected downwards does not "un-due" a PM) and never twice to the same state, so a reading
 * that crosses the threshold a second time (after a correction or a meter swap) does nothing.
 * A new trigger opens only when the open one is completed (triggers.ts nextTriggerAfterCompletion).
 */
import { dateOnlyIn, daysBetween, type Moment } from '../dates.js';
import { PmStatus, type PmStatusId } from './codes.js';
import { DueInTexts } from './messages.js';
import { isByMeter, isByTime, type TriggerDue } from './triggers.js';

export type DueState = 'upcoming' | 'due' | 'overdue';

/** A PM still open after running this many meter hours past its due reading is overdue. */
export const METER_HOURS_OVERDUE_AFTER = 24;

const RANK: Record<DueState, number> = { upcoming: 0, due: 1, overdue: 2 };
const later = (a: DueState, b: DueState): DueState => (RANK[b] > RANK[a] ? b : a);

const epoch = (moment: Moment): number =>
  moment instanceof Date ? moment.getTime() : typeof moment === 'number' ? moment : Date.parse(moment);

type DuePoint = Pick<TriggerDue, 'triggerBy' | 'dueAt' | 'overdueAt' | 'dueMeterHours'>;
type DueText = Pick<TriggerDue, 'triggerBy' | 'dueDay' | 'dueMeterHours' | 'timeZone'>;

/** The time part's state at `now`; 'upcoming' for a trigger not by time. */
export function timeState(trigger: DuePoint, now: Moment): DueState {
  if (!isByTime(trigger.triggerBy) || trigger.dueAt === null || trigger.overdueAt === null) return 'upcoming';
  const at = epoch(now);
  if (at >= trigger.overdueAt) return 'overdue';
  return at >= trigger.dueAt ? 'due' : 'upcoming';
}

/** The meter part's state at a reading; 'upcoming' for a trigger not by meter or with no reading. */
export function meterState(
  trigger: DuePoint,
  meterHours: number | null | undefined,
  overdueAfter = METER_HOURS_OVERDUE_AFTER,
): DueState {
  if (!isByMeter(trigger.triggerBy) || trigger.dueMeterHours === null || typeof meterHours !== 'number')
    return 'upcoming';
  if (meterHours >= trigger.dueMeterHours + overdueAfter) return 'overdue';
  return meterHours >= trigger.dueMeterHours ? 'due' : 'upcoming';
}

/** The trigger's state: by time, by meter, or whichever is further along for 'both'. */
export function dueState(trigger: DuePoint, now: Moment, meterHours?: number | null): DueState {
  return later(timeState(trigger, now), meterState(trigger, meterHours));
}

/** The PM status code a state sets: Due 32, Overdue 31; an upcoming trigger keeps the status people gave it (Open, Waiting, In Progress). */
export function statusFor(state: DueState, current: PmStatusId): PmStatusId {
  if (state === 'overdue') return PmStatus.Overdue;
  if (state === 'due') return PmStatus.Due;
  return current;
}

/**
 * Whether going from `previousReading` to `newReading` crosses the due reading: the previous was
 * below it (or there was none) and the new one is at or past it. A reading far past the threshold
 * crosses it once, like one just at it.
 */
export function crossesThreshold(
  previousReading: number | null | undefined,
  newReading: number,
  dueMeter: number,
): boolean {
  const wasBelow = typeof previousReading !== 'number' || previousReading < dueMeter;
  return wasBelow && newReading >= dueMeter;
}

/** The open trigger as the engine stores it: when it is due, and the state it was last marked with. */
export interface OpenTrigger extends DuePoint {
  state: DueState;
}

export type TriggerAction = 'none' | 'mark due' | 'mark overdue';

/**
 * What the engine does with the asset PM's open trigger when a reading arrives (at `reading.at`,
 * also checking the time part of a 'both' PM): mark it Due or Overdue when the reading moves it
 * further than it was, else nothing. There is no 'create': without an open trigger (a completed
 * fixed PM) the answer is 'none'.
 */
export function nextAction(
  openTrigger: OpenTrigger | null | undefined,
  reading: { meterHours: number | null; at: Moment },
): TriggerAction {
  if (!openTrigger) return 'none';
  const state = dueState(openTrigger, reading.at, reading.meterHours);
  if (RANK[state] <= RANK[openTrigger.state]) return 'none';
  return state === 'overdue' ? 'mark overdue' : 'mark due';
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The due-in text of the PM list (spec 2.1: the badges show it): by time in the site's calendar
 * days ('Due in 5 days', 'Due today', 'Overdue by 2 days'); by meter in hours ('Due in 40 MHrs',
 * 'Due now' at the due reading, 'Overdue by 12 MHrs'); for 'both' the part that is further along,
 * or both parts while neither is reached ('Due in 5 days or 40 MHrs'). Null when there is nothing
 * to tell (a meter PM with no reading).
 */
export function dueInText(trigger: DueText, now: Moment, meterHours?: number | null): string | null {
  let time: { rank: number; text: string; amount?: string } | null = null;
  if (isByTime(trigger.triggerBy) && trigger.dueDay) {
    const days = daysBetween(dateOnlyIn(now, trigger.timeZone), trigger.dueDay);
    if (days > 0)
      time = { rank: 0, text: DueInTexts.dueIn(DueInTexts.days(days)), amount: DueInTexts.days(days) };
    else if (days === 0) time = { rank: 1, text: DueInTexts.dueToday };
    else time = { rank: 2, text: DueInTexts.overdueBy(DueInTexts.days(-days)) };
  }
  let meter: { rank: number; text: string; amount?: string } | null = null;
  if (isByMeter(trigger.triggerBy) && trigger.dueMeterHours !== null && typeof meterHours === 'number') {
    const left = round(trigger.dueMeterHours - meterHours);
    if (left > 0)
      meter = {
        rank: 0,
        text: DueInTexts.dueIn(DueInTexts.meterHours(left)),
        amount: DueInTexts.meterHours(left),
      };
    else if (left === 0) meter = { rank: 1, text: DueInTexts.dueNow };
    else meter = { rank: 2, text: DueInTexts.overdueBy(DueInTexts.meterHours(-left)) };
  }
  if (time && meter) {
    if (time.rank === 0 && meter.rank === 0)
      return DueInTexts.dueIn(DueInTexts.either(time.amount as string, meter.amount as string));
    return meter.rank > time.rank ? meter.text : time.text;
  }
  return time?.text ?? meter?.text ?? null;
}
