/** The PM calendar's placement rule (by time, by the meter usage forecast, both, no usage history), labels, what may be dragged and the range one read may ask for. */
import { describe, expect, it } from 'vitest';
import { PmStatus, PmTriggerBy, PmTriggerType } from './codes.js';
import { calendarDay, isCalendarRange, isReschedulable, kindOfStatus } from './calendar.js';
import type { TriggerDue } from './triggers.js';

const LA = 'America/Los_Angeles';
const NOW = '2026-11-27T20:00:00Z';
const due = (over: Partial<TriggerDue>): TriggerDue => ({
  triggerBy: PmTriggerBy.MeterHours,
  dueDay: null,
  dueAt: null,
  overdueAt: null,
  dueMeterHours: null,
  anchorDayOfMonth: null,
  timeZone: LA,
  ...over,
});
/** Readings at noon UTC of each day, oldest first. */
const readings = (...pairs: [string, number][]) =>
  pairs.map(([d, meterHours]) => ({ at: `${d}T12:00:00Z`, meterHours }));

describe('calendarDay', () => {
  it('places a time PM on its due day, whatever the meter says', () => {
    expect(
      calendarDay(
        due({ triggerBy: PmTriggerBy.Time, dueDay: '2026-12-15' }),
        readings(['2026-11-20', 100], ['2026-11-26', 160]),
        NOW,
      ),
    ).toEqual({ day: '2026-12-15', placedBy: 'due_date', averageDailyUsage: 10 });
  });

  it('places a meter PM where the average daily usage reaches the due reading', () => {
    // 10 MHrs a day; 7,190 is 30 MHrs past the reading of 11-26 (7,160): three days later.
    const placed = calendarDay(
      due({ dueMeterHours: 7190 }),
      readings(['2026-11-20', 7100], ['2026-11-23', 7130], ['2026-11-26', 7160]),
      NOW,
    );
    expect(placed).toEqual({ day: '2026-11-29', placedBy: 'usage_forecast', averageDailyUsage: 10 });
  });

  it('places a meter PM already past its due reading on the day of that reading', () => {
    expect(
      calendarDay(due({ dueMeterHours: 7190 }), readings(['2026-11-20', 7100], ['2026-11-25', 7200]), NOW)
        .day,
    ).toBe('2026-11-25');
  });

  it('gives no day to a meter PM without usage history (one reading, none, or no increase)', () => {
    const none = { day: null, placedBy: null };
    expect(calendarDay(due({ dueMeterHours: 500 }), [], NOW)).toMatchObject(none);
    expect(calendarDay(due({ dueMeterHours: 500 }), readings(['2026-11-26', 100]), NOW)).toMatchObject(none);
    expect(
      calendarDay(due({ dueMeterHours: 500 }), readings(['2026-11-20', 100], ['2026-11-26', 100]), NOW),
    ).toMatchObject({ ...none, averageDailyUsage: null });
    // Readings older than the 30-day window are no usage history either.
    expect(
      calendarDay(due({ dueMeterHours: 500 }), readings(['2026-09-01', 100], ['2026-09-10', 200]), NOW),
    ).toMatchObject(none);
  });

  it('places a PM by both on its due day, even when the meter forecast comes first', () => {
    const both = due({ triggerBy: PmTriggerBy.TimeOrMeterHours, dueDay: '2026-12-20', dueMeterHours: 300 });
    // 20 MHrs a day from 200 on 11-26: 300 would be reached on 12-01, yet it sits on 12-20.
    expect(calendarDay(both, readings(['2026-11-21', 100], ['2026-11-26', 200]), NOW)).toEqual({
      day: '2026-12-20',
      placedBy: 'due_date',
      averageDailyUsage: 20,
    });
    expect(calendarDay(both, [], NOW)).toMatchObject({ day: '2026-12-20', placedBy: 'due_date' });
  });

  it("gives the forecast day in the site's calendar", () => {
    // Reached at 2026-11-28T03:00Z: still the 27th in Los Angeles, the 28th in Sydney.
    const trigger = (timeZone: string) => due({ dueMeterHours: 130, timeZone });
    const r = readings(['2026-11-25', 100], ['2026-11-26', 120]);
    expect(calendarDay(trigger('UTC'), r, '2026-11-26T13:00:00Z').day).toBe('2026-11-27');
    expect(calendarDay(trigger(LA), r, '2026-11-26T13:00:00Z').day).toBe('2026-11-26');
    expect(calendarDay(trigger('Australia/Sydney'), r, '2026-11-26T13:00:00Z').day).toBe('2026-11-27');
  });
});

describe('labels and dragging', () => {
  it('labels Overdue and Due as the engine marked them, anything else open as Upcoming', () => {
    expect(kindOfStatus(PmStatus.Overdue)).toBe('overdue');
    expect(kindOfStatus(PmStatus.Due)).toBe('due');
    for (const s of [PmStatus.Open, PmStatus.Waiting, PmStatus.InProgress])
      expect(kindOfStatus(s)).toBe('upcoming');
  });

  it('lets only a one-time PM with a due day be dragged', () => {
    const pm = (pm_trigger_type: number, pm_trigger_by: number) =>
      isReschedulable({ pm_trigger_type, pm_trigger_by });
    expect(pm(PmTriggerType.FixedOneTime, PmTriggerBy.Time)).toBe(true);
    expect(pm(PmTriggerType.FixedOneTime, PmTriggerBy.TimeOrMeterHours)).toBe(true);
    expect(pm(PmTriggerType.FixedOneTime, PmTriggerBy.MeterHours)).toBe(false);
    expect(pm(PmTriggerType.Recurring, PmTriggerBy.Time)).toBe(false);
    expect(pm(PmTriggerType.Recurring, PmTriggerBy.TimeOrMeterHours)).toBe(false);
  });
});

describe('isCalendarRange', () => {
  it.each([
    ['2026-11-01', '2026-11-30', true],
    ['2026-10-26', '2026-12-06', true], // a month view's six weeks
    ['2026-11-01', '2026-11-01', true],
    ['2026-11-01', '2027-01-01', true], // 61 days
    ['2026-11-01', '2027-01-02', false], // 62 days
    ['2026-11-30', '2026-11-01', false],
    ['2026-02-30', '2026-03-01', false],
    ['11-01-2026', '2026-11-30', false],
  ])('%s to %s: %s', (from, to, ok) => expect(isCalendarRange(from, to)).toBe(ok));
});
