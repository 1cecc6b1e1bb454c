/** Reminder settings' validation, caps and defaults; which settings apply; reminder points; each reminder once. */
import { describe, expect, it } from 'vitest';
import { PmTriggerBy, PmTriggerType, RepeatPeriod, ReminderUnit } from './codes.js';
import { ReminderMessages } from './messages.js';
import {
  allowedSecondUnits,
  DEFAULT_REMINDER_SETTINGS,
  effectiveReminderSettings,
  reminderPoints,
  remindersDue,
  secondAfterFirstChange,
  secondTimeCaps,
  validateReminderSettings,
  type ReminderKind,
  type ReminderRule,
  type ReminderSettings,
} from './reminders.js';
import { dueState } from './status.js';
import { firstTrigger, nextTriggerAfterCompletion, type PmSchedule } from './triggers.js';

const { Months, Weeks, Days } = ReminderUnit;
const LA = 'America/Los_Angeles';
const LONDON = 'Europe/London';
const SYDNEY = 'Australia/Sydney';
const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

const rule = (
  timeValue: number | null,
  timeUnit: ReminderRule['timeUnit'],
  meterHours: number | null = null,
  on = true,
): ReminderRule => ({
  timeOn: on,
  timeValue,
  timeUnit,
  meterOn: on && meterHours !== null,
  meterHours,
});
const settings = (first: ReminderRule, second: ReminderRule): ReminderSettings => ({ first, second });
const OFF = rule(null, Days, null, false);

describe('secondTimeCaps and allowedSecondUnits (spec 4)', () => {
  it.each([
    [3, Months, { [Months]: 2, [Weeks]: 11, [Days]: 89 }, [Months, Weeks, Days]],
    [1, Months, { [Months]: 0, [Weeks]: 3, [Days]: 29 }, [Weeks, Days]],
    [2, Weeks, { [Weeks]: 1, [Days]: 13 }, [Weeks, Days]],
    [1, Weeks, { [Weeks]: 0, [Days]: 6 }, [Days]],
    [10, Days, { [Days]: 9 }, [Days]],
    [1, Days, { [Days]: 0 }, []],
  ] as const)('first %i (unit %i)', (value, unit, caps, units) => {
    expect(secondTimeCaps({ timeValue: value, timeUnit: unit })).toEqual(caps);
    expect(allowedSecondUnits({ timeValue: value, timeUnit: unit })).toEqual(units);
  });
});

describe('validateReminderSettings: spec 5 messages and the highlighted field', () => {
  it.each([
    ['all off', settings(OFF, OFF), []],
    ['defaults (off)', DEFAULT_REMINDER_SETTINGS, []],
    ['valid months/weeks', settings(rule(2, Months, 100), rule(7, Weeks, 50)), []],
    [
      'first time empty',
      settings(rule(null, Months, 100, true), OFF),
      [['first_reminder_before_on', ReminderMessages.emptyOrZero]],
    ],
    [
      'first time zero',
      settings({ ...rule(0, Months, 100), timeOn: true }, OFF),
      [['first_reminder_before_on', ReminderMessages.emptyOrZero]],
    ],
    [
      'first meter negative',
      settings(rule(1, Months, -5), OFF),
      [['first_reminder_before_on_meter_hours', ReminderMessages.emptyOrZero]],
    ],
    [
      'second meter zero',
      settings(rule(1, Months, 100), rule(1, Weeks, 0)),
      [['second_reminder_before_on_meter_hours', ReminderMessages.emptyOrZero]],
    ],
    [
      'second equal months',
      settings(rule(2, Months), rule(2, Months)),
      [['second_reminder_before_on', ReminderMessages.secondTimeTooLarge]],
    ],
    [
      'second 4N weeks',
      settings(rule(2, Months), rule(8, Weeks)),
      [['second_reminder_before_on', ReminderMessages.secondTimeTooLarge]],
    ],
    ['second 4N-1 weeks', settings(rule(2, Months), rule(7, Weeks)), []],
    [
      'second 30N days',
      settings(rule(2, Months), rule(60, Days)),
      [['second_reminder_before_on', ReminderMessages.secondTimeTooLarge]],
    ],
    ['second 30N-1 days', settings(rule(2, Months), rule(59, Days)), []],
    [
      'second in months under weeks',
      settings(rule(6, Weeks), rule(1, Months)),
      [['second_reminder_before_on', ReminderMessages.secondTimeTooLarge]],
    ],
    [
      'second 7N days',
      settings(rule(2, Weeks), rule(14, Days)),
      [['second_reminder_before_on', ReminderMessages.secondTimeTooLarge]],
    ],
    [
      'second under 1 day',
      settings(rule(1, Days), rule(1, Days)),
      [['second_reminder_before_on', ReminderMessages.secondTimeTooLarge]],
    ],
    [
      'second meter equal',
      settings(rule(1, Months, 100), rule(1, Weeks, 100)),
      [['second_reminder_before_on_meter_hours', ReminderMessages.secondMeterHoursTooLarge]],
    ],
    ['second meter first-1', settings(rule(1, Months, 100), rule(1, Weeks, 99)), []],
    ['first off: no caps', settings(OFF, rule(12, Months, 5_000)), []],
    [
      'spec defaults both on',
      settings(
        { ...DEFAULT_REMINDER_SETTINGS.first, timeOn: true, meterOn: true },
        { ...DEFAULT_REMINDER_SETTINGS.second, timeOn: true, meterOn: true },
      ),
      [['second_reminder_before_on_meter_hours', ReminderMessages.secondMeterHoursTooLarge]],
    ],
  ] as const)('%s', (_label, value, expected) => {
    expect(validateReminderSettings(value).map((i) => [i.field, i.message])).toEqual(expected);
  });
});

describe('secondAfterFirstChange: the second follows the first', () => {
  it.each([
    [
      'first 1 month, second in months -> 3 weeks',
      rule(1, Months),
      rule(2, Months),
      { timeOn: true, timeValue: 3, timeUnit: Weeks },
    ],
    [
      'first 1 month, second 45 days -> 29 days',
      rule(1, Months),
      rule(45, Days),
      { timeOn: true, timeValue: 29, timeUnit: Days },
    ],
    [
      'first 1 month, second 2 weeks kept',
      rule(1, Months),
      rule(2, Weeks),
      { timeOn: true, timeValue: 2, timeUnit: Weeks },
    ],
    [
      'first 1 week -> 6 days',
      rule(1, Weeks),
      rule(2, Weeks),
      { timeOn: true, timeValue: 6, timeUnit: Days },
    ],
    ['first 1 day -> off', rule(1, Days), rule(1, Days), { timeOn: false }],
    [
      'first 3 months, second 5 months -> 2 months',
      rule(3, Months),
      rule(5, Months),
      { timeOn: true, timeValue: 2, timeUnit: Months },
    ],
    ['first off: unchanged', OFF, rule(5, Months), { timeOn: true, timeValue: 5, timeUnit: Months }],
  ] as const)('%s', (_label, first, second, expected) => {
    expect(secondAfterFirstChange(first, second)).toMatchObject(expected);
  });

  it('clamps the meter hours to the first minus 1, or turns them off', () => {
    expect(secondAfterFirstChange(rule(1, Months, 100), rule(1, Weeks, 150)).meterHours).toBe(99);
    expect(secondAfterFirstChange(rule(1, Months, 1), rule(1, Weeks, 5)).meterOn).toBe(false);
    expect(
      validateReminderSettings(
        settings(rule(1, Months, 100), secondAfterFirstChange(rule(1, Months, 100), rule(5, Months, 150))),
      ),
    ).toEqual([]);
  });
});

describe('effectiveReminderSettings', () => {
  const asset = settings(rule(2, Months, 200), OFF);
  const company = settings(rule(1, Weeks, 50), OFF);
  it.each([
    ['company off stops all', { status: 1, settings: asset }, { status: 2, settings: company }, null],
    ['asset enabled wins', { status: 1, settings: asset }, { status: 1, settings: company }, asset],
    ['asset disabled: company', { status: 2, settings: asset }, { status: 1, settings: company }, company],
    ['no asset: company', null, { status: 1, settings: company }, company],
    ['asset only', { status: 1, settings: asset }, null, asset],
    ['nothing: defaults', null, null, DEFAULT_REMINDER_SETTINGS],
  ] as const)('%s', (_label, a, c, expected) => {
    expect(effectiveReminderSettings(a, c)).toEqual(expected);
  });
});

const recurring3MonthsOr250h: PmSchedule = {
  triggerType: PmTriggerType.Recurring,
  triggerBy: PmTriggerBy.TimeOrMeterHours,
  startingDay: '2026-03-31',
  repeatEvery: 3,
  repeatPeriod: RepeatPeriod.Months,
  startingMeterHours: 0,
  repeatMeterHours: 250,
  triggerOnStartingAt: false,
};

describe('reminderPoints', () => {
  it('time points are calendar days before the due day, at its local start; meter points hours before', () => {
    const due = firstTrigger(recurring3MonthsOr250h, LA); // 2026-06-30, 250 h
    const points = reminderPoints(due, settings(rule(1, Months, 50), rule(2, Weeks, 20)));
    expect(points.map((p) => [p.kind, p.by, iso(p.at) ?? p.meterHours])).toEqual([
      ['first', 'time', '2026-05-30T07:00:00.000Z'],
      ['first', 'meter', 200],
      ['second', 'time', '2026-06-16T07:00:00.000Z'],
      ['second', 'meter', 230],
      ['onDue', 'time', '2026-06-30T07:00:00.000Z'],
      ['onDue', 'meter', 250],
    ]);
  });

  it.each([
    // one month before a month end clamps; the local midnight holds across DST in each zone
    [LA, '2026-03-31', 1, Months, '2026-02-28T08:00:00.000Z'],
    [LA, '2026-11-08', 1, Weeks, '2026-11-01T07:00:00.000Z'],
    [LA, '2026-03-09', 1, Days, '2026-03-08T08:00:00.000Z'],
    [LONDON, '2028-03-29', 1, Months, '2028-02-29T00:00:00.000Z'],
    [LONDON, '2026-04-05', 1, Weeks, '2026-03-29T00:00:00.000Z'],
    [SYDNEY, '2026-10-11', 1, Weeks, '2026-10-03T14:00:00.000Z'],
    [SYDNEY, '2026-04-06', 1, Days, '2026-04-04T13:00:00.000Z'],
  ] as const)('%s due %s, %i (unit %i) before: %s', (zone, dueDay, value, unit, at) => {
    const due = firstTrigger(
      {
        ...recurring3MonthsOr250h,
        triggerBy: PmTriggerBy.Time,
        startingDay: dueDay,
        triggerOnStartingAt: true,
      },
      zone,
    );
    const [first] = reminderPoints(due, settings(rule(value, unit), OFF));
    expect([first.kind, iso(first.at)]).toEqual(['first', at]);
  });

  it('drops first and second points at or before the opening (a reminder cannot reach before the interval)', () => {
    const due = firstTrigger(recurring3MonthsOr250h, LA); // opened at 2026-03-31 / 0 h
    const opening = { at: Date.parse('2026-03-31T07:00:00Z'), meterHours: 0 };
    const kinds = reminderPoints(due, settings(rule(4, Months, 300), rule(3, Months, 250)), opening).map(
      (p) => `${p.kind}:${p.by}`,
    );
    expect(kinds).toEqual(['onDue:time', 'onDue:meter']);
    const kept = reminderPoints(due, settings(rule(2, Months, 249), OFF), opening).map(
      (p) => `${p.kind}:${p.by}`,
    );
    expect(kept).toEqual(['first:time', 'first:meter', 'onDue:time', 'onDue:meter']);
  });

  it('a trigger by meter only has no time points, and by time only no meter points', () => {
    const s = settings(rule(1, Months, 50), OFF);
    const meterOnly = firstTrigger({ ...recurring3MonthsOr250h, triggerBy: PmTriggerBy.MeterHours }, LA);
    expect(reminderPoints(meterOnly, s).every((p) => p.by === 'meter')).toBe(true);
    const timeOnly = firstTrigger({ ...recurring3MonthsOr250h, triggerBy: PmTriggerBy.Time }, LA);
    expect(reminderPoints(timeOnly, s).every((p) => p.by === 'time')).toBe(true);
  });
});

describe('remindersDue: each reminder once', () => {
  const s = settings(rule(1, Months, 50), rule(2, Weeks, 20));
  const due = firstTrigger(recurring3MonthsOr250h, LA); // 2026-06-30 or 250 h
  const trigger = { due, settings: s };

  it.each([
    ['nothing yet', '2026-05-01T12:00:00Z', 100, [], []],
    ['first by time', '2026-05-30T07:00:00Z', 100, [], ['first:time:true']],
    ['first by meter first', '2026-05-01T12:00:00Z', 200, [], ['first:meter:true']],
    ['first already sent', '2026-06-01T12:00:00Z', 210, ['first'], []],
    ['second', '2026-06-16T07:00:00Z', 210, ['first'], ['second:time:true']],
    ['on due by meter', '2026-06-20T12:00:00Z', 250, ['first', 'second'], ['onDue:meter:true']],
    ['all sent', '2026-07-20T12:00:00Z', 900, ['first', 'second', 'onDue'], []],
    [
      'a reading far past: only on-due notified',
      '2026-05-01T12:00:00Z',
      5_000,
      [],
      ['first:meter:false', 'second:meter:false', 'onDue:meter:true'],
    ],
    [
      'first missed, second reached: first recorded silently',
      '2026-06-17T12:00:00Z',
      100,
      [],
      ['first:time:false', 'second:time:true'],
    ],
  ] as const)('%s', (_label, now, reading, sent, expected) => {
    const due2 = remindersDue(trigger, now, reading, sent as readonly ReminderKind[]);
    expect(due2.map((r) => `${r.kind}:${r.by}:${r.notify}`)).toEqual(expected);
  });

  it('no settings (company switch off): no reminders', () => {
    expect(remindersDue({ due, settings: null }, '2026-07-20T12:00:00Z', 900, [])).toEqual([]);
  });

  it('a 250-hour-or-3-month PM, clock and meter moving: first, second, on due once each; Due then Overdue; completed; the next trigger', () => {
    const sent: ReminderKind[] = [];
    const log: string[] = [];
    const steps: [string, number][] = [
      ['2026-04-15T12:00:00Z', 60],
      ['2026-05-30T08:00:00Z', 150], // first by time (May 30)
      ['2026-05-31T08:00:00Z', 205], // first by meter too: already sent
      ['2026-06-10T08:00:00Z', 232], // second by meter (230)
      ['2026-06-17T08:00:00Z', 240], // second by time: already sent
      ['2026-06-25T08:00:00Z', 251], // on due by meter
      ['2026-06-30T08:00:00Z', 260], // time due as well: nothing new
    ];
    for (const [now, reading] of steps) {
      for (const r of remindersDue(trigger, now, reading, sent)) {
        sent.push(r.kind);
        if (r.notify) log.push(`${now.slice(0, 10)} ${r.kind} by ${r.by}`);
      }
    }
    expect(log).toEqual([
      '2026-05-30 first by time',
      '2026-06-10 second by meter',
      '2026-06-25 onDue by meter',
    ]);
    expect(dueState(due, '2026-06-25T08:00:00Z', 250)).toBe('due');
    expect(dueState(due, '2026-06-25T08:00:00Z', 251)).toBe('overdue'); // past the due reading: overdue
    expect(dueState(due, '2026-07-01T08:00:00Z', 262)).toBe('overdue');
    const next = nextTriggerAfterCompletion(
      recurring3MonthsOr250h,
      { completedOn: '2026-07-01', completedAtMeterHours: 262 },
      due,
      LA,
    )!;
    expect([next.dueDay, next.dueMeterHours]).toEqual(['2026-10-01', 512]);
    expect(remindersDue({ due: next, settings: s }, '2026-07-02T08:00:00Z', 265, [])).toEqual([]);
  });
});
