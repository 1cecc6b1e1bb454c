import { randomUUID } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InspectionStatus, ReportStatus } from '#shared/codes.js';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { getS3 } from '#lib/s3.js';
import { config } from '#lib/config.js';
import { TenantEntity } from '#functions/tenancy/store.js';
import { putTenant } from '#functions/tenancy/store.js';
import {
  inspectionHistoryWorkbook,
  MAX_ATTEMPTS,
  REPORT_FILE_NAME,
  runReportJobs,
  XLSX_DATE_FORMAT,
} from './jobs.js';
import {
  createReportJob,
  getReportJob,
  putAssetInspectionEntry,
  queuedReportJobs,
  ReportType,
  type AssetInspectionEntry,
  type ReportJob,
} from './store.js';

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

/** The first sheet of an .xlsx file, as exceljs reads it back. */
async function openWorkbook(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

async function readWorkbook(key: string) {
  const object = await getS3().send(new GetObjectCommand({ Bucket: config.reportsBucket, Key: key }));
  return openWorkbook(Buffer.from(await object.Body!.transformToByteArray()));
}

const typeName = (type: ExcelJS.ValueType) =>
  Object.entries(ExcelJS.ValueType).find(([, value]) => value === type)?.[0];

/** Each cell of a row as [type, value], the type named as in exceljs's ValueType. */
const typedCells = (sheet: ExcelJS.Worksheet, row: number, columns: number) =>
  Array.from({ length: columns }, (_, i) => {
    const cell = sheet.getRow(row).getCell(i + 1);
    return [typeName(cell.type), cell.value];
  });

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
    const entry = {
      tenant,
      internal_asset_id: 'LD-1042',
      asset_name: 'Loader 1042',
      site_name: 'Reno Yard',
      form_name: 'Daily check',
      inspector_name: 'Omar Reyes',
      open_issues: 0,
    };
    await putAssetInspectionEntry({
      ...entry,
      inspected_at: '2026-02-28T23:00:00.000Z',
      inspection_id: 'before',
      status: InspectionStatus.Accepted,
      meter_hours: 90,
    });
    await putAssetInspectionEntry({
      ...entry,
      inspected_at: '2026-03-01T08:00:00.000Z',
      inspection_id: 'first',
      status: InspectionStatus.Accepted,
      meter_hours: 100,
    });
    await putAssetInspectionEntry({
      ...entry,
      inspected_at: '2026-03-31T17:30:00.000Z',
      inspection_id: 'last',
      status: InspectionStatus.Pending,
      meter_hours: 180,
      open_issues: 2,
    });
    await putAssetInspectionEntry({
      ...entry,
      inspected_at: '2026-04-01T00:00:00.000Z',
      inspection_id: 'after',
      status: InspectionStatus.Pending,
    });
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
    expect(done).toMatchObject({
      status: ReportStatus.Completed,
      file_key: `reports/${tenant}/1/${REPORT_FILE_NAME}`,
      attempts: 1,
    });
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
    expect(values(9)).toEqual([
      'Inspection Id',
      'Inspected at (UTC)',
      'Site',
      'Form',
      'Inspector',
      'Meter hours',
      'Status',
      'Open issues',
    ]);
    // Only the inspections from the first to the last day of the range, both included.
    expect(values(10)).toEqual([
      'first',
      new Date('2026-03-01T08:00:00.000Z'),
      'Reno Yard',
      'Daily check',
      'Omar Reyes',
      100,
      'Accepted',
      0,
    ]);
    expect(values(11)).toEqual([
      'last',
      new Date('2026-03-31T17:30:00.000Z'),
      'Reno Yard',
      'Daily check',
      'Omar Reyes',
      180,
      'Pending',
      2,
    ]);
    expect(sheet.rowCount).toBe(11);
    expect(sheet.getCell('A9').font?.bold).toBe(true);
  });

  it('writes date cells as dates, numbers as numbers and text as text, under a bold title and frozen header', async () => {
    const now = new Date('2026-04-02T09:30:00.000Z');
    const report = {
      report_id: 77,
      internal_asset_id: 'LD-1042',
      from_date: '2026-03-01',
      to_date: '2026-03-31',
    } as ReportJob;
    const entry = {
      inspection_id: 'i-1',
      inspected_at: '2026-03-08T10:15:00.000Z',
      asset_name: 'Loader 1042',
      site_name: 'Reno Yard',
      form_name: 'Daily check',
      inspector_name: 'Omar Reyes',
      meter_hours: 1234.5,
      status: InspectionStatus.Accepted,
      open_issues: 3,
    } as AssetInspectionEntry;
    const sheet = await openWorkbook(
      await inspectionHistoryWorkbook(
        report,
        [entry, { ...entry, inspection_id: 'i-2', meter_hours: undefined }],
        now,
      ),
    );

    expect(sheet.getCell('A1')).toMatchObject({
      value: 'Asset inspection history',
      type: ExcelJS.ValueType.String,
    });
    expect(sheet.getCell('A1').font).toMatchObject({ bold: true, size: 14 });
    expect(typedCells(sheet, 2, 2)).toEqual([
      ['String', 'Report Id'],
      ['Number', 77],
    ]);
    expect(typedCells(sheet, 5, 2)).toEqual([
      ['String', 'From'],
      ['String', '2026-03-01'],
    ]);
    expect(typedCells(sheet, 7, 2)).toEqual([
      ['String', 'Generated at (UTC)'],
      ['Date', now],
    ]);
    expect(sheet.getCell('B7').numFmt).toBe(XLSX_DATE_FORMAT);
    expect(sheet.getRow(8).cellCount).toBe(0);
    expect(typedCells(sheet, 10, 8)).toEqual([
      ['String', 'i-1'],
      ['Date', new Date('2026-03-08T10:15:00.000Z')],
      ['String', 'Reno Yard'],
      ['String', 'Daily check'],
      ['String', 'Omar Reyes'],
      ['Number', 1234.5],
      ['String', 'Accepted'],
      ['Number', 3],
    ]);
    expect(sheet.getCell('B10').numFmt).toBe(XLSX_DATE_FORMAT);
    expect(sheet.getCell('F11').type).toBe(ExcelJS.ValueType.Null);
    expect(sheet.getCell('H11')).toMatchObject({ type: ExcelJS.ValueType.Number, value: 3 });
    for (let column = 1; column <= 8; column++) expect(sheet.getRow(9).getCell(column).font?.bold).toBe(true);
    expect(sheet.columns.map((column) => column.width)).toEqual([18, 22, 20, 24, 22, 12, 12, 12]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 9 });
  });

  it('writes "No data found" when the asset has no inspection in the range', async () => {
    await createReportJob(job(2, { from_date: '2025-01-01', to_date: '2025-01-31' }));
    await runReportJobs();
    const done = await getReportJob(tenant, 2);
    expect(done?.status).toBe(ReportStatus.Completed);
    const sheet = await readWorkbook(done!.file_key!);
    expect(sheet.getCell('A9').value).toBe('Inspection Id');
    expect(sheet.getCell('A10')).toMatchObject({ value: 'No data found', type: ExcelJS.ValueType.String });
    expect(sheet.rowCount).toBe(10);
  });

  it('fails a job that cannot be built at once, and leaves the other jobs alone', async () => {
    await createReportJob(job(3, { from_date: '2026-04-10', to_date: '2026-04-01' }));
    await createReportJob(job(4, { report_type: 'Unknown' }));
    await createReportJob(job(7, { from_date: '2026-02-01', to_date: '2026-02-30' }));
    await createReportJob(job(8, { from_date: '03-01-2026', to_date: '2026-03-31' }));
    await runReportJobs();
    expect(await getReportJob(tenant, 3)).toMatchObject({
      status: ReportStatus.Failed,
      error: 'Invalid date range 2026-04-10 to 2026-04-01',
      attempts: 1,
    });
    expect(await getReportJob(tenant, 7)).toMatchObject({
      status: ReportStatus.Failed,
      error: 'Invalid date range 2026-02-01 to 2026-02-30',
      attempts: 1,
    });
    expect(await getReportJob(tenant, 8)).toMatchObject({
      status: ReportStatus.Failed,
      error: 'Invalid date range 03-01-2026 to 2026-03-31',
    });
    expect(await getReportJob(tenant, 4)).toMatchObject({
      status: ReportStatus.Failed,
      error: 'Unknown report type Unknown',
    });
  });

  it('retries a job whose file could not be stored, and fails it after the last attempt', async () => {
    await createReportJob(job(6));
    const bucket = process.env.REPORTS_BUCKET;
    process.env.REPORTS_BUCKET = 'no-such-bucket';
    try {
      for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
        await runReportJobs();
        expect(await getReportJob(tenant, 6)).toMatchObject({
          status: ReportStatus.InProgress,
          attempts: attempt,
        });
      }
      await runReportJobs();
      expect(await getReportJob(tenant, 6)).toMatchObject({
        status: ReportStatus.Failed,
        attempts: MAX_ATTEMPTS,
      });
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
