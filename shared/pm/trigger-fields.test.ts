/** The schedule fields read alike in the PM library's body and the asset PM's: days in either format, the spec's messages on the field. */
import { describe, expect, it } from 'vitest';
import { pmBody } from '../pm-library/schemas.js';
import { Messages } from '../messages.js';
import { PmTriggerBy, PmTriggerType, RepeatPeriod } from './codes.js';
import { PmMessages } from './messages.js';
import { createAssetPmBody } from './schemas.js';

const schedule = {
  pm_trigger_type: PmTriggerType.Recurring,
  pm_trigger_by: PmTriggerBy.TimeOrMeterHours,
  datetime_starting_at: '12/01/2026',
  datetime_repeates_every: 3,
  datetime_repeat_time_period_type: RepeatPeriod.Months,
  meter_hours_starting_at: 100,
  meter_hours_repeates_every: 250,
};
const libraryPm = {
  ...schedule,
  pm_plan_id: 1,
  title: 'Oil change',
  description: 'Drain and refill',
  pmTasks: [1],
};
const assetPm = {
  ...schedule,
  asset_id: 7,
  title: 'Oil change',
  description: 'Drain and refill',
  assetPMTasks: [1],
};
const bodies = [
  ['PM library', pmBody, libraryPm],
  ['asset PM', createAssetPmBody, assetPm],
] as const;

/** The messages of a refused body, by field. */
const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe.each(bodies)('the %s body', (_, schema, body) => {
  it('reads an MM/DD/YYYY day as its YYYY-MM-DD', () => {
    const parsed = schema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.datetime_starting_at).toBe('2026-12-01');
  });

  it("answers an unreadable meter number with the spec's 'required' message on its field", () => {
    expect(messagesOf(schema.safeParse({ ...body, meter_hours_starting_at: 'lots' }))).toEqual({
      meter_hours_starting_at: PmMessages.startingMeterHoursRequired,
    });
  });

  it("answers an unreadable day with 'Invalid Date !' on its field", () => {
    expect(messagesOf(schema.safeParse({ ...body, datetime_starting_at: 'next week' }))).toEqual({
      datetime_starting_at: PmMessages.invalidDate,
    });
  });

  it('refuses an unknown trigger type as an invalid request', () => {
    expect(messagesOf(schema.safeParse({ ...body, pm_trigger_type: 99 }))).toEqual({
      pm_trigger_type: Messages.invalidRequest,
    });
  });

  it("shows the schedule's messages in the same round as a missing title", () => {
    expect(messagesOf(schema.safeParse({ ...body, title: '', datetime_repeates_every: null }))).toEqual({
      title: PmMessages.titleRequired,
      datetime_repeates_every: PmMessages.repeatIntervalRequired,
    });
  });
});
