/** scheduleFieldsOf: the ten trigger fields of a PM, absent ones as null, nothing else. */
import { describe, expect, it } from 'vitest';
import { PmTriggerBy, PmTriggerType, RepeatPeriod } from './codes.js';
import { scheduleFieldsOf } from './schedule-fields.js';
import type { PmTriggerWire } from './trigger-fields.js';

const full: PmTriggerWire = {
  pm_trigger_type: PmTriggerType.Recurring,
  pm_trigger_by: PmTriggerBy.TimeOrMeterHours,
  datetime_due_at: null,
  meter_hours_due_at: null,
  datetime_starting_at: '2026-03-01',
  datetime_repeates_every: 3,
  datetime_repeat_time_period_type: RepeatPeriod.Months,
  meter_hours_starting_at: 0,
  meter_hours_repeates_every: 250,
  is_trigger_on_starting_at: true,
};

describe('scheduleFieldsOf', () => {
  it('keeps every trigger field as it is (0 and false included)', () => {
    expect(scheduleFieldsOf(full)).toEqual(full);
  });

  it('leaves out every other field of the PM', () => {
    const pm = { ...full, pm_id: 7, title: 'Oil change', task_ids: [1, 2], tenant: 't1' };
    const picked = scheduleFieldsOf(pm);
    expect(Object.keys(picked).sort()).toEqual(Object.keys(full).sort());
    expect(picked).not.toHaveProperty('title');
  });

  it('reads absent nullable fields (a record that left its nulls out) as null', () => {
    const stored = {
      pm_trigger_type: PmTriggerType.FixedOneTime,
      pm_trigger_by: PmTriggerBy.Time,
      datetime_due_at: '2026-12-01',
      is_trigger_on_starting_at: false,
    };
    expect(scheduleFieldsOf(stored)).toEqual({
      pm_trigger_type: PmTriggerType.FixedOneTime,
      pm_trigger_by: PmTriggerBy.Time,
      datetime_due_at: '2026-12-01',
      meter_hours_due_at: null,
      datetime_starting_at: null,
      datetime_repeates_every: null,
      datetime_repeat_time_period_type: null,
      meter_hours_starting_at: null,
      meter_hours_repeates_every: null,
      is_trigger_on_starting_at: false,
    });
  });

  it('returns a new object: changing it leaves the PM alone', () => {
    const pm = { ...full };
    const picked = scheduleFieldsOf(pm);
    picked.datetime_repeates_every = 6;
    expect(pm.datetime_repeates_every).toBe(3);
  });
});
