/** The trigger schedule arithmetic: first triggers, next after completion, month ends, leap years, DST days in site zones. */
import { describe, expect, it } from 'vitest';
import { PmTriggerBy, PmTriggerType, RepeatPeriod } from './codes.js';
import {
  addInterval,
  anchorAfterCompletion,
  firstTrigger,
  nextTriggerAfterCompletion,
  type PmSchedule,
  type TriggerDue,
} from './triggers.js';

const LA = 'America/Los_Angeles';
const LONDON = 'Europe/London';
const SYDNEY = 'Australia/Sydney';
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const hours = (t: TriggerDue) => (t.overdueAt! - t.dueAt!) / 3_600_000;

const monthly = (over: Partial<PmSchedule> = {}): PmSchedule => ({
  triggerType: PmTriggerType.Recurring,
  triggerBy: PmTriggerBy.Time,
  startingDay: '2026-01-31',
  repeatEvery: 1,
  repeatPeriod: RepeatPeriod.Months,
  triggerOnStartingAt: true,
  ...over,
});

describe('addInterval: calendar months and years with the anchor day', () => {
  it.each([
    ['2026-01-31', 1, RepeatPeriod.Months, 31, '2026-02-28'],
    ['2028-01-31', 1, RepeatPeriod.Months, 31, '2028-02-29'],
    ['2026-02-28', 1, RepeatPeriod.Months, 31, '2026-03-31'],
    ['2026-02-28', 1, RepeatPeriod.Months, 28, '2026-03-28'],
    ['2026-03-31', 1, RepeatPeriod.Months, 31, '2026-04-30'],
    ['2026-08-31', 6, RepeatPeriod.Months, 31, '2027-02-28'],
    ['2026-11-30', 3, RepeatPeriod.Months, 30, '2027-02-28'],
    ['2026-10-15', 3, RepeatPeriod.Months, 15, '2027-01-15'],
    ['2028-02-29', 1, RepeatPeriod.Years, 29, '2029-02-28'],
    ['2029-02-28', 3, RepeatPeriod.Years, 29, '2032-02-29'],
    ['2027-02-28', 1, RepeatPeriod.Years, 28, '2028-02-28'],
    ['2026-12-31', 12, RepeatPeriod.Months, 31, '2027-12-31'],
  ] as const)('%s + %i (period %i, anchor %i) = %s', (day, count, period, anchor, expected) => {
    expect(addInterval(day, count, period, anchor)).toBe(expected);
  });

  it('refuses a day that is not a real YYYY-MM-DD', () => {
    expect(() => addInterval('2026-02-30', 1, RepeatPeriod.Months)).toThrow(RangeError);
    expect(() => addInterval('02-03-2026', 1, RepeatPeriod.Months)).toThrow(RangeError);
  });
});

describe('anchorAfterCompletion', () => {
  it.each([
    ['2026-02-28', 31, 31], // completed on the shortened month's last day: keep 31
    ['2028-02-29', 31, 31],
    ['2026-04-30', 31, 31],
    ['2026-04-30', 30, 30],
    ['2026-02-27', 31, 27], // not the last day: the completion's day
    ['2026-03-03', 31, 3], // completed late: follows the work done
    ['2026-02-28', null, 28],
    ['2026-02-28', 15, 28], // the anchor is smaller than the completion day: the completion's day
  ] as const)('completed %s with anchor %s -> %i', (day, anchor, expected) => {
    expect(anchorAfterCompletion(day, anchor)).toBe(expected);
  });
});

describe('firstTrigger', () => {
  it.each([
    // [label, schedule, dueDay, dueMeterHours]
    [
      'fixed by time',
      {
        triggerType: PmTriggerType.FixedOneTime,
        triggerBy: PmTriggerBy.Time,
        dueDay: '2026-06-01',
        dueMeterHours: 500,
      },
      '2026-06-01',
      null,
    ],
    [
      'fixed by meter',
      {
        triggerType: PmTriggerType.FixedOneTime,
        triggerBy: PmTriggerBy.MeterHours,
        dueDay: '2026-06-01',
        dueMeterHours: 500,
      },
      null,
      500,
    ],
    [
      'fixed by both',
      {
        triggerType: PmTriggerType.FixedOneTime,
        triggerBy: PmTriggerBy.TimeOrMeterHours,
        dueDay: '2026-06-01',
        dueMeterHours: 500,
      },
      '2026-06-01',
      500,
    ],
    ['recurring time on start', monthly(), '2026-01-31', null],
    ['recurring time after one interval', monthly({ triggerOnStartingAt: false }), '2026-02-28', null],
    [
      'recurring 3 months',
      monthly({ triggerOnStartingAt: false, repeatEvery: 3, startingDay: '2026-11-30' }),
      '2027-02-28',
      null,
    ],
    [
      'recurring yearly from Feb 29',
      monthly({ triggerOnStartingAt: false, repeatPeriod: RepeatPeriod.Years, startingDay: '2028-02-29' }),
      '2029-02-28',
      null,
    ],
    [
      'recurring meter on start',
      monthly({ triggerBy: PmTriggerBy.MeterHours, startingMeterHours: 1000, repeatMeterHours: 250 }),
      null,
      1000,
    ],
    [
      'recurring meter after one interval',
      monthly({
        triggerBy: PmTriggerBy.MeterHours,
        triggerOnStartingAt: false,
        startingMeterHours: 1000,
        repeatMeterHours: 250,
      }),
      null,
      1250,
    ],
    [
      'recurring both',
      monthly({
        triggerBy: PmTriggerBy.TimeOrMeterHours,
        triggerOnStartingAt: false,
        repeatEvery: 3,
        startingDay: '2026-01-15',
        startingMeterHours: 0,
        repeatMeterHours: 250,
      }),
      '2026-04-15',
      250,
    ],
  ] as const)('%s', (_label, schedule, dueDay, dueMeterHours) => {
    const t = firstTrigger(schedule as PmSchedule, LA);
    expect(t.dueDay).toBe(dueDay);
    expect(t.dueMeterHours).toBe(dueMeterHours);
    expect(t.dueAt === null).toBe(dueDay === null);
  });

  it('refuses a recurring schedule missing its interval', () => {
    expect(() => firstTrigger(monthly({ repeatEvery: null, triggerOnStartingAt: false }), LA)).toThrow(
      /repeat every/,
    );
    expect(() =>
      firstTrigger(
        monthly({
          triggerBy: PmTriggerBy.MeterHours,
          startingMeterHours: 10,
          repeatMeterHours: 0,
          triggerOnStartingAt: false,
        }),
        LA,
      ),
    ).toThrow(/repeating meter hours/);
  });

  it('an unknown site zone falls back to Los Angeles', () => {
    const t = firstTrigger(monthly({ startingDay: '2026-07-01' }), 'Not/AZone');
    expect(t.timeZone).toBe(LA);
    expect(iso(t.dueAt)).toBe('2026-07-01T07:00:00.000Z');
  });
});

describe('due instants: the start of the due day in the site zone, overdue at the next local midnight', () => {
  it.each([
    // ordinary days
    [LA, '2026-07-01', '2026-07-01T07:00:00.000Z', '2026-07-02T07:00:00.000Z', 24],
    [LONDON, '2026-07-01', '2026-06-30T23:00:00.000Z', '2026-07-01T23:00:00.000Z', 24],
    [SYDNEY, '2026-07-01', '2026-06-30T14:00:00.000Z', '2026-07-01T14:00:00.000Z', 24],
    // spring forward: a 23-hour due day
    [LA, '2026-03-08', '2026-03-08T08:00:00.000Z', '2026-03-09T07:00:00.000Z', 23],
    [LONDON, '2026-03-29', '2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z', 23],
    [SYDNEY, '2026-10-04', '2026-10-03T14:00:00.000Z', '2026-10-04T13:00:00.000Z', 23],
    // fall back: a 25-hour due day
    [LA, '2026-11-01', '2026-11-01T07:00:00.000Z', '2026-11-02T08:00:00.000Z', 25],
    [LONDON, '2026-10-25', '2026-10-24T23:00:00.000Z', '2026-10-26T00:00:00.000Z', 25],
    [SYDNEY, '2026-04-05', '2026-04-04T13:00:00.000Z', '2026-04-05T14:00:00.000Z', 25],
    // a zone whose clocks change at midnight: the day starts at its first instant (01:00 local)
    ['America/Santiago', '2026-09-06', '2026-09-06T04:00:00.000Z', '2026-09-07T03:00:00.000Z', 23],
    ['America/Santiago', '2026-04-04', '2026-04-04T03:00:00.000Z', '2026-04-05T04:00:00.000Z', 25],
  ] as const)('%s %s', (zone, day, dueAt, overdueAt, length) => {
    const t = firstTrigger(monthly({ startingDay: day }), zone);
    expect(t.dueDay).toBe(day);
    expect(iso(t.dueAt)).toBe(dueAt);
    expect(iso(t.overdueAt)).toBe(overdueAt);
    expect(hours(t)).toBe(length);
  });

  it('a month added across a DST change keeps the local midnight (no hour of drift)', () => {
    for (const [zone, start] of [
      [LA, '2026-02-08'],
      [LONDON, '2026-03-01'],
      [SYDNEY, '2026-09-04'],
    ] as const) {
      const t = firstTrigger(monthly({ startingDay: start, triggerOnStartingAt: false }), zone);
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(t.dueAt!);
      expect(local).toBe('00:00');
    }
  });
});

describe('nextTriggerAfterCompletion', () => {
  it('a fixed one-time PM has no next trigger', () => {
    const schedule: PmSchedule = {
      triggerType: PmTriggerType.FixedOneTime,
      triggerBy: PmTriggerBy.TimeOrMeterHours,
      dueDay: '2026-06-01',
      dueMeterHours: 500,
    };
    const first = firstTrigger(schedule, LA);
    expect(
      nextTriggerAfterCompletion(
        schedule,
        { completedOn: '2026-06-01', completedAtMeterHours: 480 },
        first,
        LA,
      ),
    ).toBeNull();
  });

  it('is computed from the completion day and reading, for both parts (completing resets both)', () => {
    const schedule = monthly({
      triggerBy: PmTriggerBy.TimeOrMeterHours,
      startingDay: '2026-01-10',
      repeatEvery: 3,
      startingMeterHours: 0,
      repeatMeterHours: 250,
      triggerOnStartingAt: false,
    });
    const first = firstTrigger(schedule, LA);
    expect([first.dueDay, first.dueMeterHours]).toEqual(['2026-04-10', 250]);
    // the meter came first: completed early by time, at 262 h
    const second = nextTriggerAfterCompletion(
      schedule,
      { completedOn: '2026-03-02', completedAtMeterHours: 262 },
      first,
      LA,
    )!;
    expect([second.dueDay, second.dueMeterHours]).toEqual(['2026-06-02', 512]);
    // time came first: completed on the due day at only 300 h
    const third = nextTriggerAfterCompletion(
      schedule,
      { completedOn: second.dueDay!, completedAtMeterHours: 300 },
      second,
      LA,
    )!;
    expect([third.dueDay, third.dueMeterHours]).toEqual(['2026-09-02', 550]);
  });

  it('a completion without a reading keeps the meter schedule', () => {
    const schedule = monthly({
      triggerBy: PmTriggerBy.MeterHours,
      startingMeterHours: 100,
      repeatMeterHours: 250,
    });
    const first = firstTrigger(schedule, LA);
    expect(
      nextTriggerAfterCompletion(schedule, { completedOn: '2026-03-02' }, first, LA)!.dueMeterHours,
    ).toBe(350);
    expect(
      nextTriggerAfterCompletion(
        schedule,
        { completedOn: '2026-03-02', completedAtMeterHours: 90 },
        first,
        LA,
      )!.dueMeterHours,
    ).toBe(350); // 90 is below the start (100): from the start (issue 24 item 2)
  });

  it('repeated month-end completions on each due day do not drift (anchored to the 31st)', () => {
    const schedule = monthly();
    let trigger = firstTrigger(schedule, LA);
    const days = [trigger.dueDay];
    for (let i = 0; i < 13; i += 1) {
      trigger = nextTriggerAfterCompletion(schedule, { completedOn: trigger.dueDay! }, trigger, LA)!;
      days.push(trigger.dueDay);
    }
    expect(days).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      '2026-12-31',
      '2027-01-31',
      '2027-02-28',
    ]);
  });

  it('for anchor days 1, 15 and 28-31 and intervals of 1, 2, 3 and 12 months, completing on each due day for 4 years (a leap year among them) keeps the anchor (or the month end)', () => {
    for (const every of [1, 2, 3, 12]) {
      for (const anchor of [1, 15, 28, 29, 30, 31]) {
        const schedule = monthly({
          startingDay: `2026-01-${String(anchor).padStart(2, '0')}`,
          repeatEvery: every,
        });
        let trigger = firstTrigger(schedule, SYDNEY);
        for (let i = 0; i < (12 * 4) / every; i += 1) {
          trigger = nextTriggerAfterCompletion(schedule, { completedOn: trigger.dueDay! }, trigger, SYDNEY)!;
          const [year, month, date] = trigger.dueDay!.split('-').map(Number);
          const monthLength = new Date(Date.UTC(year, month, 0)).getUTCDate();
          expect(date, `every ${every}, anchor ${anchor}, ${trigger.dueDay}`).toBe(
            Math.min(anchor, monthLength),
          );
        }
        expect(trigger.dueDay!.slice(0, 7)).toBe('2030-01');
      }
    }
  });

  it('yearly completions on Feb 29 and its stand-ins come back to Feb 29 in leap years', () => {
    const schedule = monthly({ startingDay: '2028-02-29', repeatPeriod: RepeatPeriod.Years });
    let trigger = firstTrigger(schedule, SYDNEY);
    const days = [trigger.dueDay];
    for (let i = 0; i < 4; i += 1) {
      trigger = nextTriggerAfterCompletion(schedule, { completedOn: trigger.dueDay! }, trigger, SYDNEY)!;
      days.push(trigger.dueDay);
    }
    expect(days).toEqual(['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']);
  });

  it('a completion on another day moves the anchor to it', () => {
    const schedule = monthly();
    const first = firstTrigger(schedule, LONDON);
    const late = nextTriggerAfterCompletion(schedule, { completedOn: '2026-02-03' }, first, LONDON)!;
    expect([late.dueDay, late.anchorDayOfMonth]).toEqual(['2026-03-03', 3]);
    const early = nextTriggerAfterCompletion(schedule, { completedOn: '2026-01-20' }, first, LONDON)!;
    // Before the start (01-31): from the start, never before it (issue 24 item 2).
    expect(early.dueDay).toBe('2026-02-28');
    const afterStart = nextTriggerAfterCompletion(schedule, { completedOn: '2026-02-20' }, first, LONDON)!;
    expect(afterStart.dueDay).toBe('2026-03-20');
  });

  it('the next due day lands at local midnight across DST changes in each zone', () => {
    for (const [zone, completedOn, dueAt] of [
      [LA, '2026-02-08', '2026-03-08T08:00:00.000Z'],
      [LA, '2026-10-01', '2026-11-01T07:00:00.000Z'],
      [LONDON, '2026-02-28', '2026-03-28T00:00:00.000Z'],
      [LONDON, '2026-09-29', '2026-10-29T00:00:00.000Z'],
      [SYDNEY, '2026-09-04', '2026-10-03T14:00:00.000Z'],
      [SYDNEY, '2026-03-05', '2026-04-04T13:00:00.000Z'],
    ] as const) {
      const schedule = monthly({ startingDay: completedOn });
      const next = nextTriggerAfterCompletion(schedule, { completedOn }, firstTrigger(schedule, zone), zone)!;
      expect(iso(next.dueAt), `${zone} ${completedOn}`).toBe(dueAt);
    }
  });
});

describe('completing early (issue 24 item 2): from the completion or the start, whichever is later', () => {
  const plan = (startingDay: string, over: Partial<PmSchedule> = {}) =>
    monthly({ startingDay, triggerOnStartingAt: false, ...over });
  const next = (schedule: PmSchedule, completedOn: string, zone = LA) =>
    nextTriggerAfterCompletion(schedule, { completedOn }, firstTrigger(schedule, zone), zone)!;

  it('the issue: starting 12-15-2026 (first due 01-15-2027), completed 11-27-2026: next due 01-15-2027', () => {
    const schedule = plan('2026-12-15');
    expect(firstTrigger(schedule, LA).dueDay).toBe('2027-01-15');
    expect(next(schedule, '2026-11-27').dueDay).toBe('2027-01-15');
  });

  it.each([
    // [start, every, period, completed on, next due]
    ['2026-12-15', 1, RepeatPeriod.Months, '2026-12-15', '2027-01-15'], // on the start: from either
    ['2026-12-15', 1, RepeatPeriod.Months, '2026-12-20', '2027-01-20'], // after the start: from the completion
    ['2027-01-31', 1, RepeatPeriod.Months, '2026-11-30', '2027-02-28'], // month end, from the start
    ['2028-01-31', 1, RepeatPeriod.Months, '2027-12-01', '2028-02-29'], // leap February
    ['2028-02-29', 1, RepeatPeriod.Years, '2027-06-01', '2029-02-28'], // leap day plus a year
    ['2027-03-31', 3, RepeatPeriod.Months, '2027-01-02', '2027-06-30'], // 31st plus a quarter
  ] as const)('start %s, every %d (%d), completed %s: next due %s', (start, every, period, done, due) => {
    expect(next(plan(start, { repeatEvery: every, repeatPeriod: period }), done).dueDay).toBe(due);
  });

  it('month-end anchor from the start carries on: 01-31 start done early, then on each due day', () => {
    const schedule = plan('2027-01-31');
    let trigger = next(schedule, '2026-12-01');
    const days = [trigger.dueDay];
    for (let n = 0; n < 3; n++) {
      trigger = nextTriggerAfterCompletion(schedule, { completedOn: trigger.dueDay! }, trigger, LA)!;
      days.push(trigger.dueDay);
    }
    expect(days).toEqual(['2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']);
  });

  it('in every site zone, the due instant is the start of the due day there', () => {
    for (const zone of [LA, LONDON, SYDNEY]) {
      const due = next(plan('2026-12-15'), '2026-11-27', zone);
      expect(due.dueDay).toBe('2027-01-15');
      expect(new Date(due.dueAt!).toLocaleString('en-US', { timeZone: zone, hour12: false })).toBe(
        '1/15/2027, 24:00:00',
      );
    }
  });

  it('property: for any start and completion day, the next due is after both, and at most one interval after the later', () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
    for (let s = 0; s < 800; s += 61) {
      for (let c = 0; c < 800; c += 53) {
        for (const every of [1, 12]) {
          const start = day(s);
          const done = day(c);
          const due = next(plan(start, { repeatEvery: every }), done).dueDay!;
          const later = start > done ? start : done;
          expect(due > later).toBe(true);
          expect(due >= start).toBe(true);
          expect(due <= addInterval(later, every, RepeatPeriod.Months, 31)).toBe(true);
        }
      }
    }
  });

  it('meter: a completion reading below the start runs from the start', () => {
    const schedule: PmSchedule = {
      triggerType: PmTriggerType.Recurring,
      triggerBy: PmTriggerBy.MeterHours,
      startingMeterHours: 7090,
      repeatMeterHours: 100,
    };
    const first = firstTrigger(schedule, LA);
    expect(first.dueMeterHours).toBe(7190);
    const done = (reading: number) =>
      nextTriggerAfterCompletion(
        schedule,
        { completedOn: '2026-06-01', completedAtMeterHours: reading },
        first,
        LA,
      )!.dueMeterHours;
    expect(done(7200)).toBe(7300);
    expect(done(7000)).toBe(7190);
  });
});
