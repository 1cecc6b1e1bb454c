/** Trigger states by time, meter and both; threshold crossings; the engine's one-open-trigger action. */
import { describe, expect, it } from 'vitest';
import { PmStatus, PmTriggerBy, PmTriggerType, RepeatPeriod } from './codes.js';
import {
  crossesThreshold,
  dueInText,
  dueState,
  meterState,
  nextAction,
  statusFor,
  timeState,
  type DueState,
  type OpenTrigger,
} from './status.js';
import { firstTrigger, nextTriggerAfterCompletion, type PmSchedule } from './triggers.js';

const LA = 'America/Los_Angeles';
const LONDON = 'Europe/London';
const SYDNEY = 'Australia/Sydney';

/** A recurring 250-hour-or-3-month PM due on `day` and at 250 h. */
const both = (day: string, zone = LA) =>
  firstTrigger(
    {
      triggerType: PmTriggerType.Recurring,
      triggerBy: PmTriggerBy.TimeOrMeterHours,
      startingDay: day,
      repeatEvery: 3,
      repeatPeriod: RepeatPeriod.Months,
      startingMeterHours: 250,
      repeatMeterHours: 250,
      triggerOnStartingAt: true,
    },
    zone,
  );
const byTime = (day: string, zone = LA) => ({
  ...both(day, zone),
  triggerBy: PmTriggerBy.Time,
  dueMeterHours: null,
});
const byMeter = (dueMeterHours: number) => ({
  triggerBy: PmTriggerBy.MeterHours,
  dueAt: null,
  overdueAt: null,
  dueMeterHours,
});

describe('timeState: due all of the due day in the site zone, overdue from the next local midnight', () => {
  it.each([
    // [zone, due day, instant, state]
    [LA, '2026-07-01', '2026-07-01T06:59:59.999Z', 'upcoming'],
    [LA, '2026-07-01', '2026-07-01T07:00:00.000Z', 'due'],
    [LA, '2026-07-01', '2026-07-02T06:59:59.999Z', 'due'],
    [LA, '2026-07-01', '2026-07-02T07:00:00.000Z', 'overdue'],
    // spring forward (23 h): overdue one hour earlier than due + 24 h
    [LA, '2026-03-08', '2026-03-09T06:59:59.000Z', 'due'],
    [LA, '2026-03-08', '2026-03-09T07:00:00.000Z', 'overdue'],
    [LONDON, '2026-03-29', '2026-03-29T23:00:00.000Z', 'overdue'],
    [SYDNEY, '2026-10-04', '2026-10-04T12:59:59.000Z', 'due'],
    [SYDNEY, '2026-10-04', '2026-10-04T13:00:00.000Z', 'overdue'],
    // fall back (25 h): still due 24 h after the day began
    [LA, '2026-11-01', '2026-11-02T07:30:00.000Z', 'due'],
    [LA, '2026-11-01', '2026-11-02T08:00:00.000Z', 'overdue'],
    [LONDON, '2026-10-25', '2026-10-25T23:30:00.000Z', 'due'],
    [LONDON, '2026-10-25', '2026-10-26T00:00:00.000Z', 'overdue'],
    [SYDNEY, '2026-04-05', '2026-04-05T13:30:00.000Z', 'due'],
    [SYDNEY, '2026-04-05', '2026-04-05T14:00:00.000Z', 'overdue'],
    [SYDNEY, '2026-04-05', '2026-04-04T12:59:59.000Z', 'upcoming'],
  ] as const)('%s due %s at %s: %s', (zone, day, at, state) => {
    expect(timeState(byTime(day, zone), at)).toBe(state);
  });

  it('a trigger not by time is never due by time', () => {
    expect(timeState(byMeter(100), '2099-01-01T00:00:00Z')).toBe('upcoming');
  });
});

describe('meterState', () => {
  it.each([
    [249.9, 'upcoming'],
    [250, 'due'],
    [250.1, 'overdue'],
    [274, 'overdue'],
    [10_000, 'overdue'],
  ] as const)('reading %d: %s', (reading, state) => {
    expect(meterState(byMeter(250), reading)).toBe(state);
  });

  it('no reading, or a trigger not by meter, is upcoming', () => {
    expect(meterState(byMeter(250), undefined)).toBe('upcoming');
    expect(meterState(byTime('2026-07-01'), 99_999)).toBe('upcoming');
  });
});

describe("dueState for 'both': whichever comes first", () => {
  const trigger = both('2026-07-01');
  it.each([
    ['neither', '2026-06-15T12:00:00Z', 100, 'upcoming'],
    ['meter first', '2026-06-15T12:00:00Z', 250, 'due'],
    ['meter just past first', '2026-06-15T12:00:00Z', 255, 'overdue'],
    ['meter far first', '2026-06-15T12:00:00Z', 400, 'overdue'],
    ['time first', '2026-07-01T12:00:00Z', 100, 'due'],
    ['time overdue, meter due', '2026-07-03T12:00:00Z', 260, 'overdue'],
    ['time due, meter overdue', '2026-07-01T12:00:00Z', 300, 'overdue'],
  ] as const)('%s', (_label, at, reading, state) => {
    expect(dueState(trigger, at, reading)).toBe(state);
  });
});

describe('statusFor', () => {
  it('sets Due 32 and Overdue 31, and leaves a status people set while upcoming', () => {
    expect(statusFor('due', PmStatus.Waiting)).toBe(32);
    expect(statusFor('overdue', PmStatus.InProgress)).toBe(31);
    expect(statusFor('upcoming', PmStatus.Waiting)).toBe(42);
  });
});

describe('crossesThreshold', () => {
  it.each([
    [240, 249, 250, false],
    [240, 250, 250, true],
    [240, 5_000, 250, true], // far past: still one crossing
    [250, 260, 250, false], // already at it
    [260, 270, 250, false],
    [null, 250, 250, true], // first reading ever
    [undefined, 100, 250, false],
    [300, 200, 250, false], // a correction down does not cross
  ] as const)('%s -> %s over %s: %s', (prev, next, due, crosses) => {
    expect(crossesThreshold(prev, next, due)).toBe(crosses);
  });
});

describe('nextAction: one open trigger, moved forward, never duplicated', () => {
  const open = (state: DueState): OpenTrigger => ({ ...both('2026-07-01'), state });
  const june = '2026-06-10T12:00:00Z';

  it.each([
    ['upcoming', 200, june, 'none'],
    ['upcoming', 250, june, 'mark due'],
    ['upcoming', 5_000, june, 'mark overdue'], // a reading far past the threshold
    ['due', 250, june, 'none'],
    ['due', 260, june, 'mark overdue'],
    ['due', 280, june, 'mark overdue'],
    ['overdue', 9_000, june, 'none'],
    ['due', 100, june, 'none'], // a correction never moves it back
    ['upcoming', 100, '2026-07-01T12:00:00Z', 'mark due'], // the time part of 'both' at the reading's time
    ['due', 100, '2026-07-05T12:00:00Z', 'mark overdue'],
  ] as const)('%s trigger, reading %d at %s: %s', (state, reading, at, action) => {
    expect(nextAction(open(state), { meterHours: reading, at })).toBe(action);
  });

  it('no open trigger (a completed fixed PM): none', () => {
    expect(nextAction(null, { meterHours: 10_000, at: june })).toBe('none');
  });

  it('readings that cross the threshold twice make one trigger', () => {
    // The engine: apply each reading to the single open trigger, recording its state.
    let trigger: OpenTrigger = open('upcoming');
    const marks: string[] = [];
    let previous: number | null = 200;
    for (const reading of [240, 255, 230 /* meter swapped or corrected */, 258, 262]) {
      const crossed = crossesThreshold(previous, reading, trigger.dueMeterHours!);
      const action = nextAction(trigger, { meterHours: reading, at: june });
      if (action !== 'none') {
        marks.push(`${reading}:${action}:${crossed}`);
        trigger = { ...trigger, state: action === 'mark due' ? 'due' : 'overdue' };
      }
      previous = reading;
    }
    expect(marks).toEqual(['255:mark overdue:true']);
  });

  it('completion opens the next trigger; a reading past the old threshold does nothing to it', () => {
    const schedule: PmSchedule = {
      triggerType: PmTriggerType.Recurring,
      triggerBy: PmTriggerBy.MeterHours,
      startingMeterHours: 250,
      repeatMeterHours: 250,
      triggerOnStartingAt: true,
    };
    const first = firstTrigger(schedule, LA);
    const next = nextTriggerAfterCompletion(
      schedule,
      { completedOn: '2026-06-10', completedAtMeterHours: 256 },
      first,
      LA,
    )!;
    const open2: OpenTrigger = { ...next, state: 'upcoming' };
    expect(nextAction(open2, { meterHours: 300, at: june })).toBe('none');
    expect(nextAction(open2, { meterHours: 506, at: june })).toBe('mark due');
  });
});

describe('dueInText', () => {
  const trigger = both('2026-07-01'); // 2026-07-01 in LA, or 250 h
  it.each([
    ['days and hours to go', '2026-06-26T12:00:00Z', 210, 'Due in 5 days or 40 MHrs'],
    ['one day', '2026-06-30T12:00:00Z', 100, 'Due in 1 day or 150 MHrs'],
    ['due today (LA day, though UTC is the next day)', '2026-07-02T05:00:00Z', 100, 'Due today'],
    ['overdue by time', '2026-07-03T12:00:00Z', 100, 'Overdue by 2 days'],
    ['due now by meter first', '2026-06-26T12:00:00Z', 250, 'Due now'],
    ['meter overdue, time due', '2026-07-01T12:00:00Z', 262.5, 'Overdue by 12.5 MHrs'],
    ['time overdue beats meter due', '2026-07-04T12:00:00Z', 250, 'Overdue by 3 days'],
    ['no reading: time only', '2026-06-26T12:00:00Z', null, 'Due in 5 days'],
  ] as const)('%s', (_label, now, reading, text) => {
    expect(dueInText(trigger, now, reading)).toBe(text);
  });

  it('a meter PM with no reading has no text; a time PM uses the site calendar', () => {
    expect(
      dueInText({ ...byMeter(100), dueDay: null, timeZone: LA }, '2026-06-26T12:00:00Z', null),
    ).toBeNull();
    expect(dueInText(byTime('2026-07-01', SYDNEY), '2026-06-30T15:00:00Z')).toBe('Due today');
    expect(dueInText(byTime('2026-07-01', LA), '2026-06-30T15:00:00Z')).toBe('Due in 1 day');
  });
});

describe('one rule (issue 24 items 1 and 4): the state and the words never disagree', () => {
  const meterPm = { ...byMeter(7190), dueDay: null, timeZone: LA };
  it('a meter PM due at 7,190 read at 7,200 is overdue by 10, in state and in words', () => {
    expect(dueState(meterPm, '2026-06-26T12:00:00Z', 7200)).toBe('overdue');
    expect(dueInText(meterPm, '2026-06-26T12:00:00Z', 7200)).toBe('Overdue by 10 MHrs');
  });

  it('for every reading around the due one, the words say the state', () => {
    const wordsOf: Record<DueState, RegExp> = {
      upcoming: /^Due in /,
      due: /^Due (now|today)$/,
      overdue: /^Overdue by /,
    };
    for (let reading = 7100; reading <= 7300; reading += 0.5) {
      const now = '2026-06-26T12:00:00Z';
      expect(dueInText(meterPm, now, reading)).toMatch(wordsOf[dueState(meterPm, now, reading)]);
    }
    const timePm = byTime('2026-07-01');
    for (let hour = 0; hour < 24 * 6; hour += 1) {
      const now = new Date(Date.parse('2026-06-29T00:00:00Z') + hour * 3_600_000);
      expect(dueInText(timePm, now)).toMatch(wordsOf[dueState(timePm, now)]);
    }
  });
});
