/** A small closed-loop load generator: N workers repeat a request for a fixed time, latencies kept. */
export interface LoadResult {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** The first failure's message, so a bench whose every call failed says why. */
  firstError?: string;
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export function summarize(
  latencies: number[],
  errors: number,
  seconds: number,
  firstError?: string,
): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    count: latencies.length,
    errors,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    rps: round(latencies.length / seconds),
    ...(firstError ? { firstError } : {}),
  };
}

/** A bench row's latency columns, in the order the tables print them. */
export const latencyFigures = (result: LoadResult) => ({
  'p50 ms': result.p50,
  'p95 ms': result.p95,
  'p99 ms': result.p99,
  requests: result.count,
  errors: result.errors,
});

/** Runs `task` from `concurrency` workers for `seconds`; a task that throws counts as an error. */
export async function runLoad(
  task: () => Promise<void>,
  concurrency: number,
  seconds: number,
  warmup = 20,
): Promise<LoadResult> {
  for (let i = 0; i < warmup; i++) await task().catch(() => undefined);
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        await task();
        latencies.push(performance.now() - started);
      } catch (error) {
        errors += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return summarize(latencies, errors, seconds, firstError);
}
