/**
 * Label jobs (issue 23): the label sheet of a selection over LABEL_JOB_THRESHOLD assets, drawn by
 * the report runner (on the twin, the start call's kick) instead of inside one request, with the
 * labels drawn so far recorded as it goes so the asset list shows progress. The job runs as its
 * requester (exports.ts callerOf): the assets are checked against their scope again when drawn.
 */
import { assetLabelsFor, renderAssetLabels } from '#functions/assets/index.js';
import { getTenant } from '#functions/tenancy/index.js';
import { callerOf } from './exports.js';
import { recordReportProgress, type ReportJob } from './store.js';

/** Progress is written every this many labels (a few writes a second at most). */
const PROGRESS_EVERY = 100;

export async function buildAssetLabelSheet(job: ReportJob): Promise<{ body: Buffer; rowCount: number }> {
  const caller = await callerOf(job);
  const { assetList } = JSON.parse(job.export_filter ?? '{}') as { assetList: number[] };
  const labels = await assetLabelsFor(job.tenant, caller, caller.org, assetList);
  const tenant = await getTenant(job.tenant);
  const body = await renderAssetLabels(labels, `${tenant?.name ?? job.tenant} assets`, async (drawn) => {
    if (drawn % PROGRESS_EVERY === 0 && drawn < labels.length) await recordReportProgress(job, drawn);
  });
  return { body, rowCount: labels.length };
}
