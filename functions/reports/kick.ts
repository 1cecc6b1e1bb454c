/**
 * On the twin a queued report job starts at once; in a Lambda the scheduled runner takes it
 * within a minute (a kick would freeze with the response). The runner's code (every list's
 * readers, exceljs) loads only here, so the reports Lambda's cold start does not carry it.
 */
import { logger } from '#lib/logger.js';
import type { ReportJob } from './store.js';

export const kickJobs = () => !process.env.AWS_LAMBDA_FUNCTION_NAME;

export function kickQueuedJob(job: ReportJob): void {
  void import('./jobs.js')
    .then(({ runQueuedJob }) => runQueuedJob(job))
    .catch((error: unknown) =>
      logger.warn('report kick failed', {
        tenant: job.tenant,
        reportId: job.report_id,
        error: (error as Error).message,
      }),
    );
}
