/**
 * The assets domain's scheduled job (functions/jobs.ts `assetImportRunner`): for every active
 * tenant, runs (or continues) the InProgress import jobs (import-job.ts), oldest first, while the
 * invocation has time (functions/lib/jobs/runner.ts); a job a run leaves unfinished is continued by the next.
 */
import type { Context } from 'aws-lambda';
import type { SchedulerEvent } from '#lib/scheduler.js';
import { runImportQueues, type ImportRunSummary } from '#lib/jobs/runner.js';
import { listActiveCompanyTenants } from '#functions/tenancy/index.js';
import { runImportJob } from './import-job.js';
import { queuedImports } from './store/imports.js';

export type { ImportRunSummary };

export async function runAssetImports(
  event: SchedulerEvent = {},
  context?: Pick<Context, 'getRemainingTimeInMillis'>,
): Promise<ImportRunSummary> {
  const tenants = (await listActiveCompanyTenants()).map((t) => t.company_code);
  return runImportQueues(
    'assetImportRunner',
    tenants,
    queuedImports,
    (job) => runImportJob(job),
    event,
    context,
  );
}
