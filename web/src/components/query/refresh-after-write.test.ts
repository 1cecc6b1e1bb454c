/** refreshAfterWrite: the record's caches fetched at once, the outbox-fed views again after 1 s and 3 s. */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshAfterWrite } from './refresh-after-write';

afterEach(() => vi.useRealTimers());

describe('refreshAfterWrite', () => {
  it('invalidates `now` at once and `later` only after 1 s and again after 3 s', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const invalidated: string[] = [];
    vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
      invalidated.push(JSON.stringify(filters?.queryKey));
    });
    await refreshAfterWrite(client, {
      now: [
        ['issues', 'detail', 'u1'],
        ['issues', 'list'],
      ],
      later: [['issues', 'list'], ['dashboard']],
    });
    expect(invalidated).toEqual(['["issues","detail","u1"]', '["issues","list"]']);

    await vi.advanceTimersByTimeAsync(999);
    expect(invalidated).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(invalidated.slice(2)).toEqual(['["issues","list"]', '["dashboard"]']);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(invalidated.slice(4)).toEqual(['["issues","list"]', '["dashboard"]']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(invalidated).toHaveLength(6);
  });
});
