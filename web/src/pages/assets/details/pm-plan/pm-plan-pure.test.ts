/** The PM Plan tab's pure parts: the Mark PM completed limits and payload, the schedule in words. */
import { describe, expect, it } from 'vitest';
import { AssetPmMessages } from '@shared/pm/messages';
import { markCompleteBody } from '@shared/pm/schemas';
import { completionPayload, completionSchema, type CompletionValues } from './mark-complete-values';
import { displayDay, dueText, scheduleText } from '@shared/pm/schedule-text';

const good: CompletionValues = {
  completed_on: '2026-11-24',
  completed_at_meter_hours: '512.5',
  completed_in_hours: '2',
  completed_in_minutes: '30',
  comments: '  Changed oil  ',
};

const target = { asset_pm_id: '12-PM4', pm_trigger_id: '12-PM4-T9' };
const problems = (values: CompletionValues, today = '2026-11-24', meter = false) => {
  const result = completionSchema(today, meter).safeParse(completionPayload(values, target));
  return result.success ? [] : [...new Set(result.error.issues.map((i) => String(i.path[0])))].sort();
};

describe('Mark PM completed', () => {
  it('takes today or later, minutes 0 to 59, numbers of at least 0', () => {
    expect(problems(good)).toEqual([]);
    expect(problems({ ...good, completed_in_minutes: '59', completed_in_hours: '0' })).toEqual([]);
    expect(problems({ ...good, completed_on: '2026-11-23' })).toEqual(['completed_on']);
    expect(problems({ ...good, completed_in_minutes: '60' })).toEqual(['completed_in_minutes']);
    expect(
      problems({
        ...good,
        completed_in_minutes: '-1',
        completed_in_hours: '-2',
        completed_at_meter_hours: '-1',
      }),
    ).toEqual(['completed_at_meter_hours', 'completed_in_hours', 'completed_in_minutes']);
    expect(problems({ ...good, completed_in_hours: '1.5' })).toEqual(['completed_in_hours']);
  });

  it('needs the meter reading for a meter PM only, with the server words', () => {
    expect(problems({ ...good, completed_at_meter_hours: '' })).toEqual([]);
    expect(problems({ ...good, completed_at_meter_hours: '' }, '2026-11-24', true)).toEqual([
      'completed_at_meter_hours',
    ]);
    const result = completionSchema('2026-11-24', true).safeParse(
      completionPayload({ ...good, completed_at_meter_hours: '' }, target),
    );
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      AssetPmMessages.completedAtMeterRequired,
    ]);
  });

  it('sends the spec payload: the date as yyyy-mm-dd, numbers, the trimmed comment', () => {
    expect(markCompleteBody.parse(completionPayload(good, target))).toEqual({
      pm_trigger_id: '12-PM4-T9',
      asset_pm_id: '12-PM4',
      comments: 'Changed oil',
      completed_on: '2026-11-24',
      completed_at_meter_hours: 512.5,
      completed_in_hours: 2,
      completed_in_minutes: 30,
    });
    expect(
      markCompleteBody.parse(completionPayload({ ...good, completed_at_meter_hours: ' ' }, target))
        .completed_at_meter_hours,
    ).toBeNull();
  });
});

describe('schedule in words', () => {
  it('shows days as MM-DD-YYYY', () => {
    expect(displayDay('2026-02-03')).toBe('02-03-2026');
    expect(displayDay('2026-02-03T08:00:00.000Z')).toBe('02-03-2026');
    expect(displayDay(null)).toBe('');
  });

  it('tells one-time and recurring schedules by time, meter or both', () => {
    expect(scheduleText({ pm_trigger_type: 24, pm_trigger_by: 26, datetime_due_at: '2026-12-20' })).toBe(
      'One time, due 12-20-2026',
    );
    expect(
      scheduleText({
        pm_trigger_type: 24,
        pm_trigger_by: 28,
        datetime_due_at: '2026-12-20',
        meter_hours_due_at: 500,
      }),
    ).toBe('One time, due 12-20-2026 or at 500 MHrs, whichever comes first');
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
    expect(
      scheduleText({
        pm_trigger_type: 25,
        pm_trigger_by: 26,
        datetime_repeates_every: 1,
        datetime_repeat_time_period_type: 30,
      }),
    ).toBe('Every 1 year');
  });

  it('tells what the open trigger is due at', () => {
    expect(dueText({ due_datetime: '2026-12-20', due_meter_hours: 750 }, 28)).toBe(
      'Due 12-20-2026 or at 750 MHrs',
    );
    expect(dueText({ due_datetime: '2026-12-20', due_meter_hours: 750 }, 27)).toBe('Due at 750 MHrs');
    expect(dueText(null, 26)).toBe('');
  });
});
