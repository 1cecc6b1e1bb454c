/**
 * The one table of scheduled jobs, read by the twin's scheduler and by the CDK Jobs stack.
 * Each job is an export of `functions/<folder>/jobs.ts` taking a scheduler event.
 */
export interface JobDef {
  folder: string;
  handler: string;
  /** EventBridge Scheduler expression; the twin runs `rate(...)` expressions at that interval. */
  schedule: string;
  description: string;
}

export const jobs: Record<string, JobDef> = {};

/** Milliseconds of a `rate(n unit)` expression. */
export function rateToMs(schedule: string): number {
  const match = schedule.match(/^rate\((\d+)\s+(minute|minutes|hour|hours|day|days)\)$/);
  if (!match) throw new Error(`Unsupported schedule expression: ${schedule}`);
  const unit = match[2].startsWith('minute') ? 60_000 : match[2].startsWith('hour') ? 3_600_000 : 86_400_000;
  return Number(match[1]) * unit;
}
