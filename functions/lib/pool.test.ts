/** untilFirstFailure: at most `parallel` writes at once, none started after the first failure, the written ones reported. */
import { describe, expect, it } from 'vitest';
import { untilFirstFailure } from './pool.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('untilFirstFailure', () => {
  it('writes every item, never more than `parallel` at once', async () => {
    let running = 0;
    let most = 0;
    const { done, error } = await untilFirstFailure(
      Array.from({ length: 20 }, (_, i) => i),
      3,
      async () => {
        most = Math.max(most, ++running);
        await tick();
        running -= 1;
      },
    );
    expect(error).toBeUndefined();
    expect([...done].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(most).toBe(3);
  });

  it('starts nothing after the first failure, lets the running ones finish and reports them done', async () => {
    const started: number[] = [];
    const failure = new Error('fault');
    const { done, error } = await untilFirstFailure(
      Array.from({ length: 20 }, (_, i) => i),
      2,
      async (i) => {
        started.push(i);
        await tick();
        if (i === 3) throw failure;
      },
    );
    expect(error).toBe(failure);
    expect(started.length).toBeLessThan(8);
    expect(done).not.toContain(3);
    expect([...done].sort((a, b) => a - b)).toEqual(started.filter((i) => i !== 3).sort((a, b) => a - b));
  });
});
