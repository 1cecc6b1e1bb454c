/**
 * An open PM trigger's state at an instant and a meter reading (issue 10 items 3 and 4; spec
 * maintenance 2.1 badges, 4 PM status codes), and what the trigger engine does when a reading
 * arrives. Pure: the clock and the reading are arguments.
 *
 * THE due/overdue rule (issue 24 item 1): the PM list, the asset's PM tab, the sweep and the
 * e-mails all read a PM's state and its words from `pmDue` here; nothing else computes them, so
 * the state a badge shows and the words beside it can never disagree.
 *
 * States (the spec names Due 32 and Overdue 31 but not when they start; as users expect):
 *  - by time: Upcoming before the due day; Due during the whole due day in the site's timezone
 *    (from `dueAt`); Overdue from the next local midnight (`overdueAt`), i.e. once the due day has
 *    passed. Reminders (reminders.ts) are what warns before the due day.
 *  - by meter: Due at exactly the due reading ('Due now'); Overdue as soon as the reading is past
 *    it ('Overdue by 10 MHrs'). Issue 24 item 4: a margin of a day's running before 'overdue'
 *    (there was one, 24 MHrs) made the list say 'Overdue by 40 MHrs' while the e-mail said 'is
 *    due now'; a past reading is overdue, as the words say.
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
export function meterState(trigger: DuePoint, meterHours: number | null | undefined): DueState {
  return meterPart(trigger, meterHours)?.state ?? 'upcoming';
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

interface Part {
  state: DueState;
  text: string;
  /** The amount still to go ('5 days'), while upcoming. */
  amount?: string;
  /** How far past due, while overdue (days or meter hours). */
  overdueBy?: number;
}

/** The time part, by the site's calendar days; null when not by time. */
function timePart(trigger: DueText, now: Moment): Part | null {
  if (!isByTime(trigger.triggerBy) || !trigger.dueDay) return null;
  const days = daysBetween(dateOnlyIn(now, trigger.timeZone), trigger.dueDay);
  if (days > 0)
    return {
      state: 'upcoming',
      text: DueInTexts.dueIn(DueInTexts.days(days)),
      amount: DueInTexts.days(days),
    };
  if (days === 0) return { state: 'due', text: DueInTexts.dueToday };
  return { state: 'overdue', text: DueInTexts.overdueBy(DueInTexts.days(-days)), overdueBy: -days };
}

/** The meter part at a reading; null when not by meter or with no reading. */
function meterPart(
  trigger: Pick<TriggerDue, 'triggerBy' | 'dueMeterHours'>,
  meterHours: number | null | undefined,
): Part | null {
  if (!isByMeter(trigger.triggerBy) || trigger.dueMeterHours === null || typeof meterHours !== 'number')
    return null;
  const left = round(trigger.dueMeterHours - meterHours);
  if (left > 0)
    return {
      state: 'upcoming',
      text: DueInTexts.dueIn(DueInTexts.meterHours(left)),
      amount: DueInTexts.meterHours(left),
    };
  if (left === 0) return { state: 'due', text: DueInTexts.dueNow };
  return { state: 'overdue', text: DueInTexts.overdueBy(DueInTexts.meterHours(-left)), overdueBy: -left };
}

/** A PM's due state and its words at an instant and a reading (see the header). */
export interface PmDue {
  state: DueState;
  /** 'Due in 5 days', 'Due today', 'Due now', 'Overdue by 10 MHrs', 'Due in 5 days or 40 MHrs'; null when nothing can be told (a meter PM with no reading). */
  text: string | null;
}

/**
 * The one due/overdue rule: by time in the site's calendar days, by meter in hours, for 'both'
 * the part that is further along (or both amounts while neither is reached).
 */
export function pmDue(trigger: DueText, now: Moment, meterHours?: number | null): PmDue {
  const time = timePart(trigger, now);
  const meter = meterPart(trigger, meterHours);
  if (time && meter) {
    if (time.state === 'upcoming' && meter.state === 'upcoming')
      return {
        state: 'upcoming',
        text: DueInTexts.dueIn(DueInTexts.either(time.amount as string, meter.amount as string)),
      };
    const ahead = RANK[meter.state] > RANK[time.state] ? meter : time;
    return { state: ahead.state, text: ahead.text };
  }
  const part = time ?? meter;
  return part ? { state: part.state, text: part.text } : { state: 'upcoming', text: null };
}

/** The due-in text of the PM list, the asset tab and the e-mails (spec 2.1: the badges show it); `pmDue`'s words. */
export function dueInText(trigger: DueText, now: Moment, meterHours?: number | null): string | null {
  return pmDue(trigger, now, meterHours).text;
}
