/** The reliability metrics arithmetic over roll-up months (issue 25 item 6): sums, month splits, MTBF, MTTR, availability, top codes. */
import { describe, expect, it } from 'vitest';
import {
  codeAttribute,
  emptyTotals,
  hoursByMonth,
  metricsOf,
  monthsFromTo,
  periodHours,
  sumMonths,
  topFailureCodes,
} from './metrics.js';

describe('reliability metrics', () => {
  it('sums month items: measures and code counts, nothing else', () => {
    const totals = sumMonths([
      {
        dc: 2,
        hu: 10,
        rh: 6,
        rc: 1,
        [codeAttribute('problem', 'HYD-LEAK')]: 2,
        month: '2026-01',
        site_id: 4,
      },
      { dc: 1, pc: 1, hp: 3, hu: 1.5, [codeAttribute('problem', 'HYD-LEAK')]: 1, 'f:cause:WEAR': 1 },
    ]);
    expect(totals).toEqual({
      dc: 3,
      pc: 1,
      hu: 11.5,
      hp: 3,
      rh: 6,
      rc: 1,
      codes: { 'problem:HYD-LEAK': 3, 'cause:WEAR': 1 },
    });
  });

  it('splits a downtime over the UTC months it spans', () => {
    expect(hoursByMonth('2026-01-31T20:00:00.000Z', '2026-02-01T06:00:00.000Z')).toEqual([
      { month: '2026-01', hours: 4 },
      { month: '2026-02', hours: 6 },
    ]);
    expect(hoursByMonth('2026-03-05T00:00:00.000Z', '2026-03-05T01:30:00.000Z')).toEqual([
      { month: '2026-03', hours: 1.5 },
    ]);
  });

  it('puts a very long downtime’s earlier hours in the first of 12 months, keeping the total', () => {
    const spans = hoursByMonth('2024-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z');
    expect(spans).toHaveLength(12);
    expect(spans[0].month).toBe('2025-01');
    expect(spans.at(-1)!.month).toBe('2025-12');
    expect(spans.reduce((s, x) => s + x.hours, 0)).toBeCloseTo(731 * 24, 3);
  });

  it('counts a period from its first month to its last, or to now', () => {
    expect(monthsFromTo('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(periodHours('2026-01', '2026-01', new Date('2027-01-01T00:00:00Z'))).toBe(31 * 24);
    expect(periodHours('2026-01', '2026-12', new Date('2026-01-02T12:00:00Z'))).toBe(36);
    expect(periodHours('2027-01', '2027-02', new Date('2026-06-01T00:00:00Z'))).toBe(0);
  });

  it('MTBF over failures, MTTR over repairs, availability floored', () => {
    const totals = { ...emptyTotals(), dc: 4, pc: 1, hu: 30, hp: 10, rh: 24, rc: 3 };
    // 10 assets x 720 h = 7200 asset hours, 40 down.
    expect(metricsOf(totals, 10, 720)).toMatchObject({
      mtbf_hours: 1790,
      mttr_hours: 8,
      availability_pct: 99.4,
      downtime_count: 4,
      planned_count: 1,
      hours_down_unplanned: 30,
      hours_down_planned: 10,
      asset_count: 10,
    });
  });

  it('knows no MTBF without failures, no MTTR without repairs, no availability without assets', () => {
    expect(metricsOf(emptyTotals(), 5, 100)).toMatchObject({
      mtbf_hours: null,
      mttr_hours: null,
      availability_pct: 100,
    });
    expect(metricsOf({ ...emptyTotals(), dc: 1 }, 0, 100).availability_pct).toBeNull();
    // A short downtime still reads below 100%.
    expect(metricsOf({ ...emptyTotals(), dc: 1, hu: 0.01 }, 1, 720).availability_pct).toBe(99.9);
  });

  it('answers the top five codes, most first, ties by kind then code', () => {
    const codes = {
      'problem:HYD-LEAK': 5,
      'cause:WEAR': 5,
      'problem:TYRE-DMG': 2,
      'remedy:REPLACE': 7,
      'problem:ENG-OVERHEAT': 1,
      'problem:BRAKE-FAULT': 1,
      'cause:OPERATOR': 0,
    };
    expect(topFailureCodes(codes)).toEqual([
      { kind: 'remedy', code: 'REPLACE', count: 7 },
      { kind: 'cause', code: 'WEAR', count: 5 },
      { kind: 'problem', code: 'HYD-LEAK', count: 5 },
      { kind: 'problem', code: 'TYRE-DMG', count: 2 },
      { kind: 'problem', code: 'BRAKE-FAULT', count: 1 },
    ]);
  });
});
