/**
 * The inspections domain's scheduled job (functions/jobs.ts `inspectionImportRunner`): for every
 * active tenant, runs (or continues) the InProgress inspection-forms import jobs (upload-job.ts),
 * oldest first, while the invocation has time (functions/lib/jobs/runner.ts).
 */
import type { Context } from 'aws-lambda';
import type { SchedulerEvent } from '#lib/scheduler.js';
import { runImportQueues, type ImportRunSummary } from '#lib/jobs/runner.js';
import { listActiveCompanyTenants } from '#functions/tenancy/index.js';
import { inspectionImports } from './store/imports.js';
import { runInspectionImportJob } from './upload-job.js';

export async function runInspectionImports(
  event: SchedulerEvent = {},
  context?: Pick<Context, 'getRemainingTimeInMillis'>,
): Promise<ImportRunSummary> {
  const tenants = (await listActiveCompanyTenants()).map((t) => t.company_code);
  return runImportQueues(
    'inspectionImportRunner',
    tenants,
    inspectionImports.queued,
    (job) => runInspectionImportJob(job),
    event,
    context,
  );
}
