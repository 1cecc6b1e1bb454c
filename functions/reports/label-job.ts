/**
 * Label jobs (issue 23): the label sheet of a selection over LABEL_JOB_THRESHOLD assets, drawn by
 * the report runner (on the twin, the start call's kick) instead of inside one request, with the
 * labels drawn so far recorded as it goes so the asset list shows progress. The job runs as its
 * requester (exports.ts callerOf): the assets are checked against their scope again when drawn.
 */
import { assetLabelsFor, renderAssetLabels } from '#functions/assets/index.js';
import { getTenant } from '#functions/tenancy/index.js';
import { logger } from '#lib/logger.js';
import { callerOf } from './exports.js';
import { recordReportProgress, type ReportJob } from './store.js';

/** Progress is written every this many labels (a few writes a second at most). */
const PROGRESS_EVERY = 100;

export async function buildAssetLabelSheet(
  job: ReportJob,
  recordProgress: typeof recordReportProgress = recordReportProgress,
): Promise<{ body: Buffer; rowCount: number }> {
  const caller = await callerOf(job);
  const { assetList } = JSON.parse(job.export_filter ?? '{}') as { assetList: number[] };
  const [labels, tenant] = await Promise.all([
    assetLabelsFor(job.tenant, caller, caller.org, assetList),
    getTenant(job.tenant),
  ]);
  const body = await renderAssetLabels(labels, `${tenant?.name ?? job.tenant} assets`, async (drawn) => {
    if (drawn % PROGRESS_EVERY !== 0 || drawn >= labels.length) return;
    // Progress is only shown to the requester: a failed write of it must not fail the sheet.
    await recordProgress(job, drawn).catch((error: unknown) =>
      logger.warn('label job progress not recorded', { report_id: job.report_id, error }),
    );
  });
  return { body, rowCount: labels.length };
}
