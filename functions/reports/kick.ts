/**
 * Starts a queued report job (an export, a label sheet, an asset history) at once. On the twin it
 * runs in this process; in a Lambda the report runner's own Lambda is invoked asynchronously
 * (Lambda queues the event and retries a failed run), so a label sheet begins in a second or two
 * rather than at the runner's next scheduled run, which still takes whatever a failed start leaves.
 * The invoke is awaited: a Lambda freezes with its response, and a pending call would go with it.
 * The runner's code (every list's readers, exceljs) loads only on the twin's kick, so the reports
 * Lambda's cold start does not carry it.
 */
import { startRunner } from '#lib/jobs/start-runner.js';
import { logger } from '#lib/logger.js';
import { getReportJob, type ReportJob } from './store.js';

export async function startReportJob(tenant: string, reportId: number, queued?: ReportJob): Promise<void> {
  if (process.env.AWS_LAMBDA_FUNCTION_NAME) {
    await startRunner('reportRunner').catch((error: unknown) =>
      logger.warn('report runner start failed; the scheduled runner takes the job', {
        tenant,
        reportId,
        error: (error as Error).message,
      }),
    );
    return;
  }
  const job = queued ?? (await getReportJob(tenant, reportId));
  if (job) kickQueuedJob(job);
}

function kickQueuedJob(job: ReportJob): void {
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
