/** Total estimated time, average daily usage and the forecast due day, PM compliance. */
import { describe, expect, it } from 'vitest';
import { PmTriggerBy, PmTriggerType, RepeatPeriod } from './codes.js';
import {
  averageDailyUsage,
  completedOnTime,
  forecastDueDay,
  pmCompliance,
  totalEstimatedTime,
  type MeterReading,
} from './estimates.js';
import { firstTrigger, triggerDue } from './triggers.js';

const LA = 'America/Los_Angeles';
const SYDNEY = 'Australia/Sydney';
const day = (d: string, h = 12) => `${d}T${String(h).padStart(2, '0')}:00:00Z`;

describe('totalEstimatedTime', () => {
  it.each([
    [[], 0, 0, '0 hrs 0 mins'],
    [[{ hours: 1, minutes: 30 }], 1, 30, '1 hrs 30 mins'],
    [
      [
        { hours: 1, minutes: 45 },
        { hours: 0, minutes: 15 },
      ],
      2,
      0,
      '2 hrs 0 mins',
    ],
    [
      [
        { hours: 0, minutes: 59 },
        { hours: 0, minutes: 59 },
        { hours: 0, minutes: 59 },
      ],
      2,
      57,
      '2 hrs 57 mins',
    ],
    [
      [
        { hours: 3, minutes: 40 },
        { hours: 2, minutes: 50 },
        { hours: 0, minutes: 30 },
      ],
      7,
      0,
      '7 hrs 0 mins',
    ],
  ] as const)('%j', (tasks, hours, minutes, display) => {
    expect(totalEstimatedTime(tasks)).toEqual({ hours, minutes, display });
  });
});

describe('averageDailyUsage', () => {
  const now = day('2026-06-30');
  it.each([
    [
      'steady 8 h a day',
      [
        [day('2026-06-01'), 100],
        [day('2026-06-11'), 180],
        [day('2026-06-21'), 260],
      ],
      8,
      3,
      false,
    ],
    [
      'only the last 30 days count',
      [
        [day('2026-03-01'), 0],
        [day('2026-06-10'), 500],
        [day('2026-06-20'), 550],
      ],
      5,
      2,
      false,
    ],
    [
      'a meter swapped mid-window: the drop is no usage',
      [
        [day('2026-06-10'), 1000],
        [day('2026-06-15'), 1050],
        [day('2026-06-16'), 10],
        [day('2026-06-20'), 50],
      ],
      9,
      4,
      false,
    ],
    ['one reading: no rate', [[day('2026-06-20'), 50]], null, 1, false],
    [
      'no usage: no rate',
      [
        [day('2026-06-10'), 50],
        [day('2026-06-20'), 50],
      ],
      null,
      2,
      false,
    ],
    [
      'stale: latest older than 14 days',
      [
        [day('2026-06-01'), 0],
        [day('2026-06-15'), 140],
      ],
      10,
      2,
      true,
    ],
    [
      'readings after now are ignored',
      [
        [day('2026-06-10'), 0],
        [day('2026-06-20'), 100],
        [day('2026-07-20'), 9_999],
      ],
      10,
      2,
      false,
    ],
    ['nothing: stale', [], null, 0, true],
  ] as const)('%s', (_label, rows, perDay, used, stale) => {
    const readings: MeterReading[] = rows.map(([at, meterHours]) => ({ at, meterHours }));
    const usage = averageDailyUsage(readings, now);
    expect(usage.perDay === null ? null : Number(usage.perDay.toFixed(6))).toBe(perDay);
    expect(usage.readings).toBe(used);
    expect(usage.stale).toBe(stale);
  });
});

describe('forecastDueDay', () => {
  const meter = (due: number, zone = LA) => triggerDue(PmTriggerBy.MeterHours, null, due, zone);
  const readings: MeterReading[] = [
    { at: day('2026-06-10', 20), meterHours: 100 },
    { at: day('2026-06-20', 20), meterHours: 200 },
  ]; // 10 h a day, latest 200 h on 2026-06-20 13:00 in LA
  const now = day('2026-06-21');

  it.each([
    ['250 h: 5 days on', 250, LA, '2026-06-25'],
    ['1200 h: 100 days on', 1200, LA, '2026-09-28'],
    ['already past: the day of the reading', 150, LA, '2026-06-20'],
    ['the site zone decides the day (Sydney is a day ahead at 20:00 UTC)', 250, SYDNEY, '2026-06-26'],
  ] as const)('%s', (_label, due, zone, expected) => {
    const f = forecastDueDay(meter(due, zone), readings, now);
    expect([f.day, f.byMeter]).toEqual([expected, true]);
  });

  it("'both': the earlier of the time due day and the meter forecast", () => {
    const earlyMeter = triggerDue(PmTriggerBy.TimeOrMeterHours, '2026-08-01', 250, LA);
    expect(forecastDueDay(earlyMeter, readings, now)).toMatchObject({ day: '2026-06-25', byMeter: true });
    const earlyTime = triggerDue(PmTriggerBy.TimeOrMeterHours, '2026-06-23', 250, LA);
    expect(forecastDueDay(earlyTime, readings, now)).toMatchObject({ day: '2026-06-23', byMeter: false });
  });

  it('no usage: no meter forecast (the time due day for both, none for meter only)', () => {
    const flat = [
      { at: day('2026-06-10'), meterHours: 100 },
      { at: day('2026-06-20'), meterHours: 100 },
    ];
    expect(forecastDueDay(meter(250), flat, now).day).toBeNull();
    expect(
      forecastDueDay(triggerDue(PmTriggerBy.TimeOrMeterHours, '2026-08-01', 250, LA), flat, now).day,
    ).toBe('2026-08-01');
  });

  it('stale readings that project into the past forecast today, flagged stale', () => {
    const old = [
      { at: day('2026-05-01'), meterHours: 0 },
      { at: day('2026-05-11'), meterHours: 100 },
    ];
    const f = forecastDueDay(meter(150), old, day('2026-06-01'), 60);
    expect([f.day, f.usage.stale]).toEqual(['2026-06-01', true]);
  });
});

describe('completedOnTime (10% tolerance on the interval)', () => {
  const quarterly = firstTrigger(
    {
      triggerType: PmTriggerType.Recurring,
      triggerBy: PmTriggerBy.TimeOrMeterHours,
      startingDay: '2026-01-01',
      repeatEvery: 3,
      repeatPeriod: RepeatPeriod.Months,
      startingMeterHours: 0,
      repeatMeterHours: 250,
      triggerOnStartingAt: false,
    },
    LA,
  ); // due 2026-04-01 or 250 h; the interval is 90 days and 250 h: 9 days and 25 h of tolerance
  const start = { day: '2026-01-01', meterHours: 0 };
  it.each([
    ['early', '2026-03-20', 200, true],
    ['on the due day', '2026-04-01', 240, true],
    ['9 days late by time', '2026-04-10', 240, true],
    ['10 days late by time', '2026-04-11', 240, false],
    ['25 h past by meter', '2026-03-20', 275, true],
    ['26 h past by meter', '2026-03-20', 276, false],
    ['no reading: by time only', '2026-04-05', null, true],
  ] as const)('%s', (_label, completedOn, reading, expected) => {
    expect(completedOnTime(quarterly, start, { completedOn, completedAtMeterHours: reading })).toBe(expected);
  });

  it('early is on time: before the due day, below the due hours, by time, by meter and by both', () => {
    const byTime = triggerDue(PmTriggerBy.Time, '2026-04-01', null, LA);
    const byMeter = triggerDue(PmTriggerBy.MeterHours, null, 250, LA);
    const both = triggerDue(PmTriggerBy.TimeOrMeterHours, '2026-04-01', 250, LA);
    for (const s of [start, {}]) {
      expect(completedOnTime(byTime, s, { completedOn: '2026-01-02', completedAtMeterHours: 9999 })).toBe(
        true,
      );
      expect(completedOnTime(byTime, s, { completedOn: '2026-04-01' })).toBe(true);
      expect(completedOnTime(byMeter, s, { completedOn: '2027-12-31', completedAtMeterHours: 10 })).toBe(
        true,
      );
      expect(completedOnTime(byMeter, s, { completedOn: '2027-12-31', completedAtMeterHours: 250 })).toBe(
        true,
      );
      expect(completedOnTime(byMeter, s, { completedOn: '2027-12-31', completedAtMeterHours: null })).toBe(
        true,
      );
      expect(completedOnTime(both, s, { completedOn: '2026-02-01', completedAtMeterHours: 120 })).toBe(true);
      expect(completedOnTime(both, s, { completedOn: '2026-02-01' })).toBe(true);
    }
    // A start after the due point (a schedule whose first trigger is its start) gives no tolerance, and early is still on time.
    expect(
      completedOnTime(byTime, { day: '2026-05-01', meterHours: 400 }, { completedOn: '2026-03-01' }),
    ).toBe(true);
    expect(
      completedOnTime(
        byMeter,
        { day: '2026-05-01', meterHours: 400 },
        { completedOn: '2026-03-01', completedAtMeterHours: 200 },
      ),
    ).toBe(true);
  });

  it('whichever comes first: early by the date but past the hours beyond the tolerance is late', () => {
    expect(completedOnTime(quarterly, start, { completedOn: '2026-02-01', completedAtMeterHours: 300 })).toBe(
      false,
    );
  });

  it('without a known start there is no tolerance', () => {
    expect(completedOnTime(quarterly, {}, { completedOn: '2026-04-02' })).toBe(false);
    expect(completedOnTime(quarterly, {}, { completedOn: '2026-04-01' })).toBe(true);
  });
});

describe('pmCompliance', () => {
  it('percent on time, one decimal; none completed is null', () => {
    expect(pmCompliance([true, true, false])).toEqual({ completed: 3, onTime: 2, percent: 66.7 });
    expect(pmCompliance([true])).toEqual({ completed: 1, onTime: 1, percent: 100 });
    expect(pmCompliance([])).toEqual({ completed: 0, onTime: 0, percent: null });
  });
});
