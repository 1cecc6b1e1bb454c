/** The PM calendar's URL state and the days one read covers. */
import { describe, expect, it } from 'vitest';
import { rangeOf, stepOf, titleOf, viewOf } from './calendar-range';

describe('the calendar range', () => {
  it('reads the view and day from the URL, month and today by default', () => {
    expect(viewOf(new URLSearchParams('view=week&date=2026-11-27'))).toEqual({
      view: 'week',
      date: '2026-11-27',
    });
    expect(viewOf(new URLSearchParams('view=year&date=2026-02-30')).view).toBe('month');
    expect(viewOf(new URLSearchParams('date=2026-02-30')).date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("covers a month's full weeks (at most 42 days) or one week", () => {
    expect(rangeOf('month', '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-12-05' });
    expect(rangeOf('month', '2026-08-15')).toEqual({ from: '2026-07-26', to: '2026-09-05' });
    expect(rangeOf('week', '2026-11-27')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(titleOf('week', '2026-12-31')).toBe('Dec 27 – Jan 2, 2027');
    expect(titleOf('month', '2026-12-31')).toBe('December 2026');
  });

  it('steps a month or a week at a time', () => {
    expect(stepOf('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(stepOf('week', '2026-12-29', 1)).toBe('2027-01-05');
    expect(stepOf('week', '2026-12-29', -1)).toBe('2026-12-22');
  });
});
