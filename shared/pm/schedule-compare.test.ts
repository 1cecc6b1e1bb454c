/** sameSchedule: an asset PM edit keeps its open trigger only when the schedule plans the same triggers. */
import { describe, expect, it } from 'vitest';
import type { PmTriggerWire } from './trigger-fields.js';
import { sameSchedule } from './schedule-compare.js';

const recurring: PmTriggerWire = {
  pm_trigger_type: 25,
  pm_trigger_by: 28,
  datetime_due_at: null,
  meter_hours_due_at: null,
  datetime_starting_at: '2026-03-01',
  datetime_repeates_every: 3,
  datetime_repeat_time_period_type: 29,
  meter_hours_starting_at: 0,
  meter_hours_repeates_every: 250,
  is_trigger_on_starting_at: false,
};
const fixedByTime: PmTriggerWire = {
  ...recurring,
  pm_trigger_type: 24,
  pm_trigger_by: 26,
  datetime_due_at: '2026-12-01',
  datetime_starting_at: null,
  datetime_repeates_every: null,
  datetime_repeat_time_period_type: null,
  meter_hours_starting_at: null,
  meter_hours_repeates_every: null,
};

describe('sameSchedule', () => {
  it('ignores key order (the old JSON compare did not)', () => {
    const reordered = Object.fromEntries(Object.entries(recurring).reverse()) as unknown as PmTriggerWire;
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(recurring));
    expect(sameSchedule(recurring, reordered)).toBe(true);
  });

  it('treats null, undefined and empty text alike, numbers sent as text as numbers, days whatever their time part', () => {
    expect(
      sameSchedule(recurring, {
        ...recurring,
        datetime_due_at: undefined,
        datetime_starting_at: '2026-03-01T00:00:00.000Z',
        datetime_repeates_every: '3',
        meter_hours_starting_at: '0',
      }),
    ).toBe(true);
    expect(
      sameSchedule(fixedByTime, {
        ...fixedByTime,
        datetime_due_at: '2026-12-01T08:00:00Z',
        meter_hours_due_at: '',
      }),
    ).toBe(true);
  });

  it('ignores the fields the trigger type and trigger-by do not use', () => {
    expect(
      sameSchedule(recurring, { ...recurring, datetime_due_at: '2027-01-01', meter_hours_due_at: 999 }),
    ).toBe(true);
    const byTime = { ...recurring, pm_trigger_by: 26 };
    expect(
      sameSchedule(byTime, { ...byTime, meter_hours_repeates_every: 500, meter_hours_starting_at: 10 }),
    ).toBe(true);
    expect(
      sameSchedule(fixedByTime, {
        ...fixedByTime,
        datetime_starting_at: '2020-01-01',
        datetime_repeates_every: 6,
        is_trigger_on_starting_at: true,
      }),
    ).toBe(true);
  });

  it.each([
    ['trigger type', { pm_trigger_type: 24 }],
    ['trigger by', { pm_trigger_by: 27 }],
    ['starting day', { datetime_starting_at: '2026-03-02' }],
    ['interval', { datetime_repeates_every: 4 }],
    ['period', { datetime_repeat_time_period_type: 30 }],
    ['meter start', { meter_hours_starting_at: 5 }],
    ['meter interval', { meter_hours_repeates_every: 300 }],
    ['trigger on starting at', { is_trigger_on_starting_at: true }],
    ['interval cleared', { datetime_repeates_every: null }],
  ])('sees a changed %s', (_, change) => {
    expect(sameSchedule(recurring, { ...recurring, ...change } as PmTriggerWire)).toBe(false);
  });

  it("sees a fixed PM's changed due day or due meter hours", () => {
    expect(sameSchedule(fixedByTime, { ...fixedByTime, datetime_due_at: '2026-12-02' })).toBe(false);
    const fixedByMeter = {
      ...fixedByTime,
      pm_trigger_by: 27,
      datetime_due_at: null,
      meter_hours_due_at: 500,
    };
    expect(sameSchedule(fixedByMeter, { ...fixedByMeter, meter_hours_due_at: 501 })).toBe(false);
    expect(sameSchedule(fixedByMeter, { ...fixedByMeter, datetime_due_at: '2026-12-02' })).toBe(true);
  });
});
