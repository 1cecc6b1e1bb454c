/**
 * The parts domain's scheduled job (functions/jobs.ts `partImportRunner`): for every active tenant,
 * runs (or continues) the InProgress parts imports (import-job.ts), oldest first, while the
 * invocation has time (functions/lib/jobs/runner.ts); a job a run leaves unfinished is continued by the next.
 */
import type { Context } from 'aws-lambda';
import type { SchedulerEvent } from '#lib/scheduler.js';
import { runImportQueues, type ImportRunSummary } from '#lib/jobs/runner.js';
import { listActiveCompanyTenants } from '#functions/tenancy/index.js';
import { runPartImportJob } from './import-job.js';
import { PART_IMPORT_RUNNER, partImports } from './store/imports.js';

export async function runPartImports(
  event: SchedulerEvent = {},
  context?: Pick<Context, 'getRemainingTimeInMillis'>,
): Promise<ImportRunSummary> {
  const tenants = (await listActiveCompanyTenants()).map((t) => t.company_code);
  return runImportQueues(
    PART_IMPORT_RUNNER,
    tenants,
    partImports.queued,
    (job) => runPartImportJob(job),
    event,
    context,
  );
}
