/** A write over many items, a few at a time, that stops at the first failure and says what was done (so the caller can undo it). */
import pLimit from 'p-limit';

/**
 * Runs `write` over the items, `parallel` at a time. After the first failure no further item is
 * started (those running finish); `done` holds the items written, in the order they finished.
 */
export async function untilFirstFailure<T>(
  items: T[],
  parallel: number,
  write: (item: T) => Promise<void>,
): Promise<{ done: T[]; error?: unknown }> {
  const done: T[] = [];
  let error: unknown;
  await pLimit(parallel).map(items, async (item) => {
    if (error !== undefined) return;
    try {
      await write(item);
      done.push(item);
    } catch (e) {
      error ??= e;
    }
  });
  return { done, error };
}
