/**
 * The assets domain's scheduled job (functions/jobs.ts `assetImportRunner`): for every active
 * tenant, runs (or continues) the InProgress import jobs (import-job.ts), oldest first, while the
 * invocation has time; a job a run leaves unfinished is continued by the next.
 */
import type { Context } from 'aws-lambda';
import type { SchedulerEvent } from '#lib/scheduler.js';
import { logger, withKeys } from '#lib/logger.js';
import { listTenants } from '#functions/tenancy/index.js';
import { runImportJob, type ImportOutcome } from './import-job.js';
import { queuedImports } from './store/imports.js';

/** Stop taking new jobs when less than this is left of the invocation. */
const RESERVE_MS = 120_000;

export type ImportRunSummary = { tenants: number } & Record<ImportOutcome, number>;

export async function runAssetImports(
  event: SchedulerEvent = {},
  context?: Pick<Context, 'getRemainingTimeInMillis'>,
): Promise<ImportRunSummary> {
  const log = withKeys(logger, { job: 'assetImportRunner', run: event.id }, 'assetcare-jobs');
  const summary: ImportRunSummary = { tenants: 0, completed: 0, refused: 0, failed: 0, retry: 0, busy: 0 };
  const timeLeft = () => context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY;
  for (const tenant of await listTenants(true)) {
    if (tenant.status !== 1) continue;
    summary.tenants += 1;
    for (const job of await queuedImports(tenant.company_code)) {
      if (timeLeft() < RESERVE_MS) {
        log.info('leaving the remaining imports to the next run', { ...summary });
        return summary;
      }
      summary[await runImportJob(job)] += 1;
    }
  }
  if (summary.completed + summary.refused + summary.failed + summary.retry > 0)
    log.info('asset imports done', { ...summary });
  return summary;
}
