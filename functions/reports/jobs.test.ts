import { randomUUID } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InspectionStatus, ReportStatus } from '../../shared/codes.js';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { getS3 } from '../lib/aws.js';
import { config } from '../lib/config.js';
import { TenantEntity } from '../tenancy/store.js';
import { putTenant } from '../tenancy/store.js';
import { MAX_ATTEMPTS, REPORT_FILE_NAME, runReportJobs } from './jobs.js';
import { createReportJob, getReportJob, putAssetInspectionEntry, queuedReportJobs, ReportType } from './store.js';

const tenant = `rp${randomUUID().slice(0, 6)}`;
const job = (reportId: number, fields: Partial<Parameters<typeof createReportJob>[0]> = {}) => ({
  tenant,
  report_id: reportId,
  report_type: ReportType.AssetInspectionHistory,
  requested_by: randomUUID(),
  internal_asset_id: 'LD-1042',
  from_date: '2026-03-01',
  to_date: '2026-03-31',
  ...fields,
});

async function readWorkbook(key: string) {
  const object = await getS3().send(new GetObjectCommand({ Bucket: config.reportsBucket, Key: key }));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await object.Body!.transformToByteArray()) as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

describe('report job runner', () => {
  beforeAll(async () => {
    await putTenant({
      company_code: tenant,
      name: 'Report runner test',
      region: 'us-east-1',
      user_pool_id: `local_${tenant}`,
      user_pool_web_client_id: 'none',
      issuer: `https://issuer.invalid/${tenant}`,
      status: 1,
    });
    const entry = { tenant, internal_asset_id: 'LD-1042', asset_name: 'Loader 1042', site_name: 'Reno Yard', form_name: 'Daily check', inspector_name: 'Omar Reyes', open_issues: 0 };
    await putAssetInspectionEntry({ ...entry, inspected_at: '2026-02-28T23:00:00.000Z', inspection_id: 'before', status: InspectionStatus.Accepted, meter_hours: 90 });
    await putAssetInspectionEntry({ ...entry, inspected_at: '2026-03-01T08:00:00.000Z', inspection_id: 'first', status: InspectionStatus.Accepted, meter_hours: 100 });
    await putAssetInspectionEntry({ ...entry, inspected_at: '2026-03-31T17:30:00.000Z', inspection_id: 'last', status: InspectionStatus.Pending, meter_hours: 180, open_issues: 2 });
    await putAssetInspectionEntry({ ...entry, inspected_at: '2026-04-01T00:00:00.000Z', inspection_id: 'after', status: InspectionStatus.Pending });
  });

  afterAll(async () => {
    await TenantEntity.build(DeleteItemCommand).key({ company_code: tenant }).send();
  });

  it('writes the Excel file of an InProgress job and marks it Completed', async () => {
    await createReportJob(job(1));
    expect((await getReportJob(tenant, 1))?.status).toBe(ReportStatus.InProgress);

    const summary = await runReportJobs({ id: 'test-run' });
    expect(summary.completed).toBeGreaterThanOrEqual(1);

    const done = await getReportJob(tenant, 1);
    expect(done).toMatchObject({ status: ReportStatus.Completed, file_key: `reports/${tenant}/1/${REPORT_FILE_NAME}`, attempts: 1 });
    expect(done?.gsi1pk).toBeUndefined();
    expect(await queuedReportJobs(tenant)).toEqual([]);

    const sheet = await readWorkbook(done!.file_key!);
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(sheet.name).toBe('Inspection history');
    expect(values(1)).toEqual(['Asset inspection history']);
    expect(values(2)).toEqual(['Report Id', 1]);
    expect(values(3)).toEqual(['Asset', 'Loader 1042']);
    expect(values(5)).toEqual(['From', '2026-03-01']);
    expect(values(7)[1]).toBeInstanceOf(Date);
    expect(values(9)).toEqual(['Inspection Id', 'Inspected at (UTC)', 'Site', 'Form', 'Inspector', 'Meter hours', 'Status', 'Open issues']);
    // Only the inspections from the first to the last day of the range, both included.
    expect(values(10)).toEqual(['first', new Date('2026-03-01T08:00:00.000Z'), 'Reno Yard', 'Daily check', 'Omar Reyes', 100, 'Accepted', 0]);
    expect(values(11)).toEqual(['last', new Date('2026-03-31T17:30:00.000Z'), 'Reno Yard', 'Daily check', 'Omar Reyes', 180, 'Pending', 2]);
    expect(sheet.rowCount).toBe(11);
    expect(sheet.getCell('A9').font?.bold).toBe(true);
  });

  it('writes "No data found" when the asset has no inspection in the range', async () => {
    await createReportJob(job(2, { from_date: '2025-01-01', to_date: '2025-01-31' }));
    await runReportJobs();
    const done = await getReportJob(tenant, 2);
    expect(done?.status).toBe(ReportStatus.Completed);
    const sheet = await readWorkbook(done!.file_key!);
    expect(sheet.getRow(10).getCell(1).value).toBe('No data found');
  });

  it('fails a job that cannot be built at once, and leaves the other jobs alone', async () => {
    await createReportJob(job(3, { from_date: '2026-04-10', to_date: '2026-04-01' }));
    await createReportJob(job(4, { report_type: 'Unknown' }));
    await runReportJobs();
    expect(await getReportJob(tenant, 3)).toMatchObject({ status: ReportStatus.Failed, error: 'Invalid date range 2026-04-10 to 2026-04-01', attempts: 1 });
    expect(await getReportJob(tenant, 4)).toMatchObject({ status: ReportStatus.Failed, error: 'Unknown report type Unknown' });
  });

  it('retries a job whose file could not be stored, and fails it after the last attempt', async () => {
    await createReportJob(job(6));
    const bucket = process.env.REPORTS_BUCKET;
    process.env.REPORTS_BUCKET = 'no-such-bucket';
    try {
      for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
        await runReportJobs();
        expect(await getReportJob(tenant, 6)).toMatchObject({ status: ReportStatus.InProgress, attempts: attempt });
      }
      await runReportJobs();
      expect(await getReportJob(tenant, 6)).toMatchObject({ status: ReportStatus.Failed, attempts: MAX_ATTEMPTS });
    } finally {
      process.env.REPORTS_BUCKET = bucket;
    }
  });

  it('leaves jobs for the next run when the invocation is about to time out', async () => {
    await createReportJob(job(5));
    const summary = await runReportJobs({}, { getRemainingTimeInMillis: () => 5_000 });
    expect(summary.completed).toBe(0);
    expect((await getReportJob(tenant, 5))?.status).toBe(ReportStatus.InProgress);
    await runReportJobs();
    expect((await getReportJob(tenant, 5))?.status).toBe(ReportStatus.Completed);
  });
});
