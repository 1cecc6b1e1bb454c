/** The availability arithmetic (issue 25 item 6): clipping to the period, open downtimes, MTTR and MTBF. */
import { describe, expect, it } from 'vitest';
import { availabilityOf, clippedMs, periodOf } from './availability.js';

const now = new Date('2026-06-30T00:00:00.000Z');
const { from, to } = periodOf(30, now); // 2026-05-31T00:00Z .. 2026-06-30T00:00Z, 720 h
const at = (iso: string) => `2026-${iso}:00.000Z`;

describe('availability', () => {
  it('is 100% with no downtime, and MTTR and MTBF are not known', () => {
    expect(availabilityOf([], from, to)).toEqual({
      availability_pct: 100,
      downtime_count: 0,
      hours_down: 0,
      mttr_hours: null,
      mtbf_hours: null,
      unplanned_count: 0,
      planned_count: 0,
    });
  });

  it('takes the downtime out of the period: 72 h of 720 is 90%', () => {
    const a = availabilityOf(
      [
        { start: at('06-01T00:00'), end: at('06-02T00:00'), planned: false },
        { start: at('06-10T00:00'), end: at('06-12T00:00'), planned: false },
      ],
      from,
      to,
    );
    expect(a).toMatchObject({ availability_pct: 90, downtime_count: 2, hours_down: 72, mttr_hours: 36 });
    // 648 h up between 2 failures.
    expect(a.mtbf_hours).toBe(324);
  });

  it('counts an open downtime up to now', () => {
    const a = availabilityOf([{ start: at('06-29T12:00'), end: null, planned: false }], from, to, now);
    expect(a.hours_down).toBe(12);
    expect(a.availability_pct).toBe(98.3);
  });

  it('reads below 100% after any downtime, however short', () => {
    const a = availabilityOf(
      [{ start: at('06-10T00:00'), end: '2026-06-10T00:00:05.000Z', planned: false }],
      from,
      to,
    );
    expect(a.availability_pct).toBe(99.9);
    expect(a.downtime_count).toBe(1);
  });

  it('clips a downtime that started before the period to its start', () => {
    const span = { start: at('05-30T00:00'), end: at('06-01T00:00'), planned: false };
    expect(clippedMs(span, from, to, now)).toBe(24 * 3_600_000);
    expect(availabilityOf([span], from, to).hours_down).toBe(24);
    // One that ended before the period is not counted at all.
    const before = { start: at('05-01T00:00'), end: at('05-02T00:00'), planned: false };
    expect(availabilityOf([before], from, to)).toMatchObject({ downtime_count: 0, hours_down: 0 });
  });

  it('counts planned downtime in availability and MTTR but not among the failures of MTBF', () => {
    const a = availabilityOf(
      [
        { start: at('06-01T00:00'), end: at('06-01T12:00'), planned: true },
        { start: at('06-05T00:00'), end: at('06-05T12:00'), planned: false },
      ],
      from,
      to,
    );
    expect(a).toMatchObject({ downtime_count: 2, planned_count: 1, unplanned_count: 1, hours_down: 24 });
    expect(a.mttr_hours).toBe(12);
    expect(a.mtbf_hours).toBe(696);
    expect(
      availabilityOf([{ ...a, start: at('06-01T00:00'), end: at('06-02T00:00'), planned: true }], from, to)
        .mtbf_hours,
    ).toBeNull();
  });

  it('is 0% for an asset down the whole period', () => {
    const a = availabilityOf([{ start: at('01-01T00:00'), end: null, planned: false }], from, to, now);
    expect(a).toMatchObject({ availability_pct: 0, hours_down: 720, downtime_count: 1 });
    expect(a.mtbf_hours).toBe(0);
  });
});
