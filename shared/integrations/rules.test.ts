/** When a meter reading is applied, left alone or held for review (issue 28 item 3). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_HOURS_PER_DAY, readingVerdict } from './rules.js';

const H = 3600_000;
const t0 = Date.UTC(2026, 0, 1);

describe('readingVerdict', () => {
  it('applies the first reading of an asset without a meter', () => {
    expect(readingVerdict(null, { value: 5000, at: t0 })).toBe('apply');
  });
  it('applies a reading within the hours elapsed, and holds one beyond them', () => {
    const last = { value: 100, at: t0 };
    expect(readingVerdict(last, { value: 110, at: t0 + 10 * H })).toBe('apply');
    expect(readingVerdict(last, { value: 111, at: t0 + 10 * H })).toBe('implausible');
    expect(readingVerdict(last, { value: 100 + 2 * DEFAULT_MAX_HOURS_PER_DAY, at: t0 + 48 * H })).toBe(
      'apply',
    );
  });
  it('holds a newer lower reading as backwards', () => {
    expect(readingVerdict({ value: 100, at: t0 }, { value: 99, at: t0 + H })).toBe('backwards');
    expect(readingVerdict({ value: 100, at: null }, { value: 99, at: t0 })).toBe('backwards');
  });
  it('leaves equal, late or repeated readings unchanged, and holds a higher one at or before the newest', () => {
    expect(readingVerdict({ value: 100, at: t0 }, { value: 100, at: t0 + H })).toBe('unchanged');
    expect(readingVerdict({ value: 100, at: t0 }, { value: 90, at: t0 - H })).toBe('unchanged');
    expect(readingVerdict({ value: 100, at: t0 }, { value: 101, at: t0 })).toBe('implausible');
  });
  it('applies any higher reading when the meter has no dated reading', () => {
    expect(readingVerdict({ value: 100, at: null }, { value: 100_000, at: t0 })).toBe('apply');
  });
});
