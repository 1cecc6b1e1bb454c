/**
 * Label jobs on the emulators (label-job.ts, handlers/exports.ts): Report/ExportAssetLabels checks
 * every asset against the caller's scope before queuing, the job draws the sheet with its progress
 * recorded (labels drawn of total), and CheckExportStatus answers the requester's Assetlist.pdf.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus, Role } from '#shared/codes.js';
import { AssetMessages } from '#shared/assets/messages.js';
import type { ExportStatusRow } from '#shared/reports/exports.js';
import { LABELS_PER_PAGE } from '#lib/label-sheet.js';
import { createAsset } from '#functions/assets/store/assets.js';
import { inLambda, TEST_JOB_PREFIX } from '#functions/test-support/in-lambda.js';
import { runQueuedJob } from './jobs.js';
import { buildAssetLabelSheet } from './label-job.js';
import { getReportJob, recordReportProgress } from './store.js';
import { seedUsersTenant, type UsersTenant } from '#functions/users/test-tenant.js';

let t: UsersTenant;
const ours: number[] = [];
let southAsset: number;

type Answer<T> = { success: number; message: string; data: T };
const post = <T>(who: string, roleId: number, siteId: number, path: string, body: object) =>
  t.as<Answer<T>>(who, roleId, siteId, 'POST', path, { body: body as Record<string, unknown> });

beforeAll(async () => {
  // The users test org: company 1 (sites 2, 3, 4), company 2 (site 6); manager [2,3,4], southboss [6].
  t = await seedUsersTenant('lj');
  const asset = async (n: number, company: number, site: number) =>
    (
      await createAsset(t.code, {
        asset: {
          company_id: company,
          site_id: site,
          status: 3,
          internal_asset_id: `LJ-${n}`,
          name: `Label Loader ${n}`,
        } as never,
      })
    ).asset_id;
  for (let n = 1; n <= 230; n++) ours.push(await asset(n, 1, 2));
  southAsset = await asset(999, 2, 6);
}, 300_000);

describe('Report/ExportAssetLabels', () => {
  it('draws the sheet of 230 labels as a job, its progress seen while it runs, and answers Assetlist.pdf', async () => {
    const started = await post<ExportStatusRow>('manager', Role.Manager, 2, 'Report/ExportAssetLabels', {
      assetList: ours,
    });
    expect(started.statusCode, JSON.stringify(started.body)).toBe(200);
    let row = started.body.data;
    expect(row).toMatchObject({ total: 230, file_name: 'Assetlist.pdf' });
    const progress: number[] = [];
    for (let i = 0; i < 600 && row.status === ReportStatus.InProgress; i++) {
      progress.push(row.row_count);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const polled = await post<ExportStatusRow>('manager', Role.Manager, 2, 'Report/CheckExportStatus', {
        export_id: row.export_id,
      });
      expect(polled.statusCode).toBe(200);
      row = polled.body.data;
    }
    const job = await getReportJob(t.code, row.export_id);
    expect(row.status, job?.error).toBe(ReportStatus.Completed);
    expect(row.row_count).toBe(230);
    // The counts polled only grow and never pass the total (whether a poll lands mid-way depends on the
    // machine's speed: the cloud-start test below shows a recorded count answered while the job waits).
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.every((n) => n <= 230)).toBe(true);

    const response = await fetch(row.download_link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('Assetlist.pdf');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBe(Math.ceil(230 / LABELS_PER_PAGE));

    // Only its requester polls it.
    const other = await post('admin', Role.CompanyAdmin, 1, 'Report/CheckExportStatus', {
      export_id: row.export_id,
    });
    expect(other.statusCode).toBe(404);
  }, 120_000);

  it('draws the whole sheet when its progress cannot be recorded', async () => {
    const started = await post<ExportStatusRow>('manager', Role.Manager, 2, 'Report/ExportAssetLabels', {
      assetList: ours.slice(0, 210),
    });
    const job = await getReportJob(t.code, started.body.data.export_id);
    const attempts: number[] = [];
    const { body, rowCount } = await buildAssetLabelSheet(job!, async (_job, done) => {
      attempts.push(done);
      throw new Error('throttled');
    });
    expect(attempts).toEqual([100, 200]);
    expect(rowCount).toBe(210);
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  it("in a Lambda, starts the report runner's Lambda at once rather than waiting for its schedule", async () => {
    const { result: started, invokes } = await inLambda('assetcare-test-reports', () =>
      post<ExportStatusRow>('manager', Role.Manager, 2, 'Report/ExportAssetLabels', {
        assetList: ours.slice(0, 3),
      }),
    );
    expect(started.statusCode, JSON.stringify(started.body)).toBe(200);
    expect(invokes).toHaveLength(1);
    expect(invokes[0]).toMatchObject({
      FunctionName: `${TEST_JOB_PREFIX}reportRunner`,
      InvocationType: 'Event',
      event: { detail: { job: 'reportRunner' } },
    });
    // Nothing ran in the API's process: the sheet waits for the run the invoke starts.
    const job = await getReportJob(t.code, started.body.data.export_id);
    expect(job?.status).toBe(ReportStatus.InProgress);
    // A count the runner records is what the requester's poll answers while it runs.
    await recordReportProgress(job!, 2);
    const polled = await post<ExportStatusRow>('manager', Role.Manager, 2, 'Report/CheckExportStatus', {
      export_id: job!.report_id,
    });
    expect(polled.body.data).toMatchObject({ status: ReportStatus.InProgress, row_count: 2, total: 3 });
    await runQueuedJob(job!);
    expect((await getReportJob(t.code, job!.report_id))?.status).toBe(ReportStatus.Completed);
  }, 60_000);

  it("refuses a selection holding an asset outside the caller's scope, and queues nothing", async () => {
    const refused = await post('manager', Role.Manager, 2, 'Report/ExportAssetLabels', {
      assetList: [ours[0], southAsset],
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.body.message).toBe(AssetMessages.assetNotFound);
    // The next job takes the next number: the refused call made none.
    const first = await post<ExportStatusRow>('manager', Role.Manager, 2, 'Report/ExportAssetLabels', {
      assetList: [ours[0]],
    });
    const second = await post<ExportStatusRow>('manager', Role.Manager, 2, 'Report/ExportAssetLabels', {
      assetList: [ours[1]],
    });
    expect(second.body.data.export_id).toBe(first.body.data.export_id + 1);
    const none = await post('manager', Role.Manager, 2, 'Report/ExportAssetLabels', { assetList: [] });
    expect(none.statusCode).toBe(400);
    expect(none.body.message).toBe(AssetMessages.selectAtLeastOneAsset);
  });
});
