/** MM/DD/YYYY days to and from YYYY-MM-DD. */
import { describe, expect, it } from 'vitest';
import { fromUsDay, toUsDay } from './us-day';

describe('us-day', () => {
  it('shows YYYY-MM-DD as MM/DD/YYYY, other text as it is', () => {
    expect(toUsDay('2026-11-24')).toBe('11/24/2026');
    expect(toUsDay('')).toBe('');
    expect(toUsDay('11/2')).toBe('11/2');
  });
  it('reads whole, real days only', () => {
    expect(fromUsDay('11/24/2026')).toBe('2026-11-24');
    expect(fromUsDay('1/5/2026')).toBe('2026-01-05');
    expect(fromUsDay('02/29/2028')).toBe('2028-02-29');
    expect(fromUsDay('02/29/2026')).toBeNull();
    expect(fromUsDay('13/01/2026')).toBeNull();
    expect(fromUsDay('2026-11-24')).toBeNull();
    expect(fromUsDay('11/24')).toBeNull();
  });
});
