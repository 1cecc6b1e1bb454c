/**
 * The scheduled runner of an import kind (functions/jobs.ts): for every active tenant given, runs
 * (or continues) its InProgress jobs, oldest first, while the invocation has time; a job a run
 * leaves unfinished is continued by the next. The kinds' jobs.ts give their queue and their run.
 */
import type { Context } from 'aws-lambda';
import type { SchedulerEvent } from '../scheduler.js';
import { logger, withKeys } from '../logger.js';
import { countBusinessEvent } from '../metrics.js';

/** Stop taking new jobs when less than this is left of the invocation. */
const RESERVE_MS = 120_000;

export type ImportRunOutcome = 'completed' | 'refused' | 'failed' | 'retry' | 'busy';
export type ImportRunSummary = { tenants: number } & Record<ImportRunOutcome, number>;

export async function runImportQueues<J>(
  runner: string,
  tenants: string[],
  queued: (tenant: string) => Promise<J[]>,
  run: (job: J) => Promise<ImportRunOutcome>,
  event: SchedulerEvent = {},
  context?: Pick<Context, 'getRemainingTimeInMillis'>,
): Promise<ImportRunSummary> {
  const log = withKeys(logger, { job: runner, run: event.id }, 'assetcare-jobs');
  const summary: ImportRunSummary = { tenants: 0, completed: 0, refused: 0, failed: 0, retry: 0, busy: 0 };
  const timeLeft = () => context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY;
  for (const tenant of tenants) {
    summary.tenants += 1;
    for (const job of await queued(tenant)) {
      if (timeLeft() < RESERVE_MS) {
        log.info('leaving the remaining imports to the next run', { ...summary });
        return summary;
      }
      const outcome = await run(job);
      summary[outcome] += 1;
      if (outcome === 'completed') await countBusinessEvent('ImportsCompleted', tenant);
    }
  }
  if (summary.completed + summary.refused + summary.failed + summary.retry > 0)
    log.info('imports done', { ...summary });
  return summary;
}
