/** The PM Plan tab's pure parts: the Mark PM completed limits and payload, the schedule in words. */
import { describe, expect, it } from 'vitest';
import { completionErrors, completionPayload, type CompletionValues } from './mark-complete-values';
import { displayDay, dueText, scheduleText } from './pm-schedule-text';

const good: CompletionValues = {
  completed_on: '2026-11-24',
  completed_at_meter_hours: '512.5',
  completed_in_hours: '2',
  completed_in_minutes: '30',
  comments: '  Changed oil  ',
};

describe('Mark PM completed', () => {
  it('takes today or later, minutes 0 to 59, numbers of at least 0', () => {
    expect(completionErrors(good, '2026-11-24')).toEqual({});
    expect(completionErrors({ ...good, completed_in_minutes: '59', completed_in_hours: '0' }, '2026-11-24')).toEqual({});
    expect(completionErrors({ ...good, completed_on: '2026-11-23' }, '2026-11-24')).toEqual({ completed_on: true });
    expect(completionErrors({ ...good, completed_in_minutes: '60' }, '2026-11-24')).toEqual({ completed_in_minutes: true });
    expect(completionErrors({ ...good, completed_in_minutes: '-1', completed_in_hours: '-2', completed_at_meter_hours: '-1' }, '2026-11-24')).toEqual({
      completed_in_minutes: true,
      completed_in_hours: true,
      completed_at_meter_hours: true,
    });
    expect(completionErrors({ ...good, completed_in_hours: '' }, '2026-11-24')).toEqual({ completed_in_hours: true });
    // No meter reading is allowed (an asset without a meter).
    expect(completionErrors({ ...good, completed_at_meter_hours: '' }, '2026-11-24')).toEqual({});
  });

  it('sends the spec payload: the date as yyyy-mm-dd, numbers, the trimmed comment', () => {
    expect(completionPayload(good, { asset_pm_id: 4, pm_trigger_id: 9 })).toEqual({
      pm_trigger_id: 9,
      asset_pm_id: 4,
      comments: 'Changed oil',
      completed_on: '2026-11-24',
      completed_at_meter_hours: 512.5,
      completed_in_hours: 2,
      completed_in_minutes: 30,
    });
    expect(completionPayload({ ...good, completed_at_meter_hours: ' ' }, { asset_pm_id: 4, pm_trigger_id: 9 }).completed_at_meter_hours).toBeNull();
  });
});

describe('schedule in words', () => {
  it('shows days as MM-DD-YYYY', () => {
    expect(displayDay('2026-02-03')).toBe('02-03-2026');
    expect(displayDay('2026-02-03T08:00:00.000Z')).toBe('02-03-2026');
    expect(displayDay(null)).toBe('');
  });

  it('tells one-time and recurring schedules by time, meter or both', () => {
    expect(scheduleText({ pm_trigger_type: 24, pm_trigger_by: 26, datetime_due_at: '2026-12-20' })).toBe('One time, due 12-20-2026');
    expect(scheduleText({ pm_trigger_type: 24, pm_trigger_by: 28, datetime_due_at: '2026-12-20', meter_hours_due_at: 500 })).toBe(
      'One time, due 12-20-2026 or at 500 MHrs, whichever comes first',
    );
    expect(
      scheduleText({
        pm_trigger_type: 25,
        pm_trigger_by: 28,
        datetime_starting_at: '2026-01-01',
        datetime_repeates_every: 3,
        datetime_repeat_time_period_type: 29,
        meter_hours_starting_at: 0,
        meter_hours_repeates_every: 250,
      }),
    ).toBe('Every 3 months or 250 MHrs, whichever comes first (from 01-01-2026 / 0 MHrs)');
    expect(scheduleText({ pm_trigger_type: 25, pm_trigger_by: 26, datetime_repeates_every: 1, datetime_repeat_time_period_type: 30 })).toBe('Every 1 year');
  });

  it('tells what the open trigger is due at', () => {
    expect(dueText({ due_datetime: '2026-12-20', due_meter_hours: 750 }, 28)).toBe('Due 12-20-2026 or at 750 MHrs');
    expect(dueText({ due_datetime: '2026-12-20', due_meter_hours: 750 }, 27)).toBe('Due at 750 MHrs');
    expect(dueText(null, 26)).toBe('');
  });
});
