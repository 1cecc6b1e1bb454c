/** The PM form's schedule checks: spec 5 messages per trigger type and trigger by. */
import { describe, expect, it } from 'vitest';
import { PmTriggerBy, PmTriggerType, RepeatPeriod } from './codes.js';
import { PmMessages } from './messages.js';
import { validateSchedule } from './schedule-validation.js';
import type { PmSchedule } from './triggers.js';

const TODAY = '2026-06-15';
const { FixedOneTime: FIXED, Recurring: RECURRING } = PmTriggerType;
const { Time: TIME, MeterHours: METER, TimeOrMeterHours: BOTH } = PmTriggerBy;
const recurring = (triggerBy: PmSchedule['triggerBy'], over: Partial<PmSchedule> = {}): PmSchedule => ({
  triggerType: RECURRING,
  triggerBy,
  startingDay: '2026-06-20',
  repeatEvery: 3,
  repeatPeriod: RepeatPeriod.Months,
  startingMeterHours: 0,
  repeatMeterHours: 250,
  ...over,
});

describe('a past start kept by an edit (issue 24 item 9)', () => {
  it('an edited PM keeps its own past start; another past day is refused', () => {
    const kept = recurring(TIME, { startingDay: '2026-01-01' });
    expect(validateSchedule(kept, TODAY, '2026-01-01')).toEqual([]);
    expect(validateSchedule(kept, TODAY, '2026-01-01T00:00:00.000Z')).toEqual([]);
    expect(validateSchedule(recurring(TIME, { startingDay: '2026-01-02' }), TODAY, '2026-01-01')).toEqual([
      { field: 'datetime_starting_at', message: PmMessages.startingDateInPast },
    ]);
  });
});

describe('validateSchedule', () => {
  it.each([
    ['fixed time ok (today)', { triggerType: FIXED, triggerBy: TIME, dueDay: TODAY }, []],
    [
      'fixed time in the past',
      { triggerType: FIXED, triggerBy: TIME, dueDay: '2026-06-14' },
      [['datetime_due_at', PmMessages.invalidDate]],
    ],
    [
      'fixed time not a day',
      { triggerType: FIXED, triggerBy: TIME, dueDay: '2026-02-30' },
      [['datetime_due_at', PmMessages.invalidDate]],
    ],
    [
      'fixed meter missing',
      { triggerType: FIXED, triggerBy: METER, dueDay: null },
      [['meter_hours_due_at', PmMessages.dueMeterHoursRequired]],
    ],
    ['fixed meter 0 ok', { triggerType: FIXED, triggerBy: METER, dueMeterHours: 0 }, []],
    [
      'fixed both, both missing',
      { triggerType: FIXED, triggerBy: BOTH },
      [
        ['datetime_due_at', PmMessages.invalidDate],
        ['meter_hours_due_at', PmMessages.dueMeterHoursRequired],
      ],
    ],
    ['recurring time ok, start today', recurring(TIME, { startingDay: TODAY }), []],
    [
      'recurring time start in the past (issue 24 item 9)',
      recurring(TIME, { startingDay: '2026-06-14' }),
      [['datetime_starting_at', PmMessages.startingDateInPast]],
    ],
    [
      'recurring both start in the past',
      recurring(BOTH, { startingDay: '2025-01-01' }),
      [['datetime_starting_at', PmMessages.startingDateInPast]],
    ],
    ['recurring meter ignores the day', recurring(METER, { startingDay: '2025-01-01' }), []],
    [
      'recurring time bad start',
      recurring(TIME, { startingDay: '06/01/2026' }),
      [['datetime_starting_at', PmMessages.invalidDate]],
    ],
    [
      'recurring time no interval',
      recurring(TIME, { repeatEvery: null }),
      [['datetime_repeates_every', PmMessages.repeatIntervalRequired]],
    ],
    [
      'recurring time zero interval',
      recurring(TIME, { repeatEvery: 0 }),
      [['datetime_repeates_every', PmMessages.repeatIntervalRequired]],
    ],
    [
      'recurring time fractional months',
      recurring(TIME, { repeatEvery: 1.5 }),
      [['datetime_repeates_every', PmMessages.repeatIntervalRequired]],
    ],
    [
      'recurring time unknown period',
      recurring(TIME, { repeatPeriod: 39 as never }),
      [['datetime_repeates_every', PmMessages.repeatIntervalRequired]],
    ],
    ['recurring meter ok', recurring(METER), []],
    [
      'recurring meter missing both',
      recurring(METER, { startingMeterHours: null, repeatMeterHours: null }),
      [
        ['meter_hours_starting_at', PmMessages.startingMeterHoursRequired],
        ['meter_hours_repeates_every', PmMessages.repeatingMeterHoursRequired],
      ],
    ],
    [
      'recurring meter zero repeat',
      recurring(METER, { repeatMeterHours: 0 }),
      [['meter_hours_repeates_every', PmMessages.repeatingMeterHoursRequired]],
    ],
    [
      'recurring both: time and meter checked',
      recurring(BOTH, { repeatEvery: null, repeatMeterHours: -1 }),
      [
        ['datetime_repeates_every', PmMessages.repeatIntervalRequired],
        ['meter_hours_repeates_every', PmMessages.repeatingMeterHoursRequired],
      ],
    ],
    [
      'recurring time ignores meter fields',
      recurring(TIME, { startingMeterHours: null, repeatMeterHours: null }),
      [],
    ],
  ] as const)('%s', (_label, schedule, expected) => {
    expect(validateSchedule(schedule as PmSchedule, TODAY).map((i) => [i.field, i.message])).toEqual(
      expected,
    );
  });
});
