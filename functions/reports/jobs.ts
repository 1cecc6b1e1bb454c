/**
 * The report job runner (EventBridge Scheduler, see functions/jobs.ts): for every active tenant,
 * takes the InProgress (17) report jobs, writes each one's Excel file to the reports bucket and
 * marks it Completed (18), or Failed (19) when it cannot be built. A job whose attempt fails for
 * a passing reason (S3 or DynamoDB hiccup) is retried on the next runs, up to MAX_ATTEMPTS.
 *
 * The workbook is written with exceljs's streaming writer (rows are flushed as they are added, so
 * a long history does not hold a whole workbook model in memory); exceljs is loaded only when a
 * report is built.
 */
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Context } from 'aws-lambda';
import { InspectionStatus } from '#shared/codes.js';
import { utcDayRange } from '#shared/dates.js';
import type { SchedulerEvent } from '#lib/scheduler.js';
import { loadS3 } from '#lib/aws.js';
import { config } from '#lib/config.js';
import { logger, withKeys } from '#lib/logger.js';
import { listActiveCompanyTenants } from '#functions/tenancy/index.js';
import { LABEL_SHEET_FILE_NAME, type ExportFormat } from '#shared/reports/exports.js';
import { exportFileNameOf } from './views.js';
import { buildListExport, EXPORT_CONTENT_TYPES, UnbuildableExport } from './exports.js';
import { assetHistoryWorkbook } from './history.js';
import { buildAssetLabelSheet } from './label-job.js';
import {
  assetInspections,
  claimReportJob,
  finishReportJob,
  queuedReportJobs,
  releaseReportJob,
  ReportType,
  type AssetInspectionEntry,
  type ReportJob,
} from './store.js';

/** Spec core-platform 7: the Excel export's file name. */
export const REPORT_FILE_NAME = 'ReportExcelFile.xlsx';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Excel number format of the date cells (they hold UTC date and time). */
export const XLSX_DATE_FORMAT = 'yyyy-mm-dd hh:mm';
export const MAX_ATTEMPTS = 3;
/** Longer than the runner's Lambda timeout, so a crashed run's job is picked up again later. */
const LEASE_MS = 10 * 60_000;
/** Stop taking new jobs when less than this is left of the invocation. */
const RESERVE_MS = 30_000;

export const reportFileKey = (tenant: string, reportId: number) =>
  `reports/${tenant}/${reportId}/${REPORT_FILE_NAME}`;

/** The job's file: a list export's, or a report workbook. */
async function buildFile(
  job: ReportJob,
  now: Date,
): Promise<{ body: Buffer; key: string; contentType: string; rowCount?: number }> {
  if (job.report_type === ReportType.AssetLabels) {
    const { body, rowCount } = await buildAssetLabelSheet(job);
    return {
      body,
      rowCount,
      key: `reports/${job.tenant}/${job.report_id}/${LABEL_SHEET_FILE_NAME}`,
      contentType: 'application/pdf',
    };
  }
  if (job.report_type === ReportType.ListExport) {
    const { body, rowCount } = await buildListExport(job);
    return {
      body,
      rowCount,
      key: `reports/${job.tenant}/${job.report_id}/${exportFileNameOf(job)}`,
      contentType: EXPORT_CONTENT_TYPES[job.export_format as ExportFormat],
    };
  }
  return {
    body: await buildReport(job, now),
    key: reportFileKey(job.tenant, job.report_id),
    contentType: XLSX_CONTENT_TYPE,
  };
}

/** A job that can never succeed as asked: it fails at once instead of being retried. */
class UnbuildableReport extends Error {}

const STATUS_NAMES: Record<number, string> = {
  [InspectionStatus.Pending]: 'Pending',
  [InspectionStatus.Accepted]: 'Accepted',
};

type CellValue = string | number | Date | undefined;

interface ReportColumn {
  header: string;
  key: keyof AssetInspectionEntry;
  /** In characters. */
  width: number;
  /** ISO date-time strings written as Excel dates. */
  date?: true;
}

const INSPECTION_COLUMNS: readonly ReportColumn[] = [
  { header: 'Inspection Id', key: 'inspection_id', width: 18 },
  { header: 'Inspected at (UTC)', key: 'inspected_at', width: 22, date: true },
  { header: 'Site', key: 'site_name', width: 20 },
  { header: 'Form', key: 'form_name', width: 24 },
  { header: 'Inspector', key: 'inspector_name', width: 22 },
  { header: 'Meter hours', key: 'meter_hours', width: 12 },
  { header: 'Status', key: 'status', width: 12 },
  { header: 'Open issues', key: 'open_issues', width: 12 },
];

/** A stored ISO date-time as a Date (an Excel date cell); left as text if it is not one. */
function asDate(value: unknown): CellValue {
  if (typeof value !== 'string') return value as CellValue;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date;
}

function cellValues(entry: AssetInspectionEntry): CellValue[] {
  const row: Record<string, unknown> = {
    ...entry,
    status: STATUS_NAMES[entry.status] ?? String(entry.status),
  };
  return INSPECTION_COLUMNS.map((column) =>
    column.date ? asDate(row[column.key]) : (row[column.key] as CellValue),
  );
}

/**
 * The report as .xlsx bytes: a bold title, the job's details (label, value), a blank line, then
 * the table (bold header row, kept on screen when scrolling) with one row per inspection, or
 * 'No data found'. Dates are date cells, numbers number cells.
 */
export async function inspectionHistoryWorkbook(
  job: ReportJob,
  entries: AssetInspectionEntry[],
  now: Date,
): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const details: [label: string, value: CellValue][] = [
    ['Report Id', job.report_id],
    ['Asset', entries[0]?.asset_name ?? ''],
    ['Internal asset id', job.internal_asset_id],
    ['From', job.from_date],
    ['To', job.to_date],
    ['Generated at (UTC)', now],
  ];
  const headerRow = 1 + details.length + 2;

  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = finished(output);

  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'AssetCare';
  workbook.created = now;
  workbook.modified = now;
  const sheet = workbook.addWorksheet('Inspection history', {
    views: [{ state: 'frozen', ySplit: headerRow }],
  });
  // Keys and widths only: a column header here would become row 1.
  sheet.columns = INSPECTION_COLUMNS.map(({ key, width }) => ({ key, width }));

  const writeRow = (rowNumber: number, values: CellValue[], font?: { bold: true; size?: number }) => {
    const row = sheet.getRow(rowNumber);
    values.forEach((value, i) => {
      if (value === undefined || value === '') return;
      const cell = row.getCell(i + 1);
      cell.value = value;
      if (value instanceof Date) cell.numFmt = XLSX_DATE_FORMAT;
      if (font) cell.font = font;
    });
    row.commit();
  };

  writeRow(1, ['Asset inspection history'], { bold: true, size: 14 });
  details.forEach((detail, i) => writeRow(2 + i, detail));
  writeRow(
    headerRow,
    INSPECTION_COLUMNS.map((column) => column.header),
    { bold: true },
  );
  if (entries.length === 0) writeRow(headerRow + 1, ['No data found']);
  entries.forEach((entry, i) => writeRow(headerRow + 1 + i, cellValues(entry)));
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}

async function buildReport(job: ReportJob, now: Date): Promise<Buffer> {
  if (job.report_type !== ReportType.AssetInspectionHistory)
    throw new UnbuildableReport(`Unknown report type ${job.report_type}`);
  // Jobs queued by GenerateInspectionOfAssetReport name the asset: its inspections, one row each with answers, notes and photos.
  if (job.asset_id !== undefined && job.company_id !== undefined) {
    if (!utcDayRange(job.from_date, job.to_date))
      throw new UnbuildableReport(`Invalid date range ${job.from_date} to ${job.to_date}`);
    return assetHistoryWorkbook(job, now);
  }
  // Whole UTC days, both included; real calendar days only (no 2026-02-30).
  const range = utcDayRange(job.from_date, job.to_date);
  if (!range) throw new UnbuildableReport(`Invalid date range ${job.from_date} to ${job.to_date}`);
  const entries = await assetInspections(job.tenant, job.internal_asset_id, range.from, range.to);
  return inspectionHistoryWorkbook(job, entries, now);
}

type Outcome = 'completed' | 'failed' | 'retry' | 'busy';

async function runJob(job: ReportJob, now: Date, log: typeof logger): Promise<Outcome> {
  if (!(await claimReportJob(job, now, LEASE_MS))) return 'busy';
  const attempt = job.attempts + 1;
  try {
    const file = await buildFile(job, now);
    const { getS3, PutObjectCommand } = await loadS3();
    await getS3().send(
      new PutObjectCommand({
        Bucket: config.reportsBucket,
        Key: file.key,
        Body: file.body,
        ContentType: file.contentType,
      }),
    );
    await finishReportJob(job, { fileKey: file.key, rowCount: file.rowCount }, new Date());
    return 'completed';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.warn('report job attempt failed', {
      tenant: job.tenant,
      report: job.report_id,
      attempt,
      error: reason,
    });
    if (error instanceof UnbuildableReport || error instanceof UnbuildableExport || attempt >= MAX_ATTEMPTS) {
      await finishReportJob(job, { error: reason }, new Date());
      return 'failed';
    }
    await releaseReportJob(job, reason);
    return 'retry';
  }
}

/**
 * Runs one just-queued job at once (GenerateInspectionOfAssetReport's kick), so the table's
 * spinner turns into a link within seconds; the claim's lease keeps the scheduled runner off it
 * meanwhile, and a kick that dies leaves the job to the runner once the lease ends.
 */
export async function runQueuedJob(job: ReportJob): Promise<Outcome> {
  return runJob(job, new Date(), withKeys(logger, { job: 'reportKick' }, 'assetcare-jobs'));
}

export interface ReportRunSummary {
  tenants: number;
  completed: number;
  failed: number;
  retry: number;
  busy: number;
}

export async function runReportJobs(
  event: SchedulerEvent = {},
  context?: Pick<Context, 'getRemainingTimeInMillis'>,
): Promise<ReportRunSummary> {
  const log = withKeys(logger, { job: 'reportRunner', run: event.id }, 'assetcare-jobs');
  const summary: ReportRunSummary = { tenants: 0, completed: 0, failed: 0, retry: 0, busy: 0 };
  const timeLeft = () => context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY;
  for (const tenant of await listActiveCompanyTenants()) {
    summary.tenants += 1;
    for (const job of await queuedReportJobs(tenant.company_code)) {
      if (timeLeft() < RESERVE_MS) {
        log.info('leaving the remaining report jobs to the next run', { ...summary });
        return summary;
      }
      summary[await runJob(job, new Date(), log)] += 1;
    }
  }
  if (summary.completed + summary.failed + summary.retry > 0) log.info('report jobs done', { ...summary });
  return summary;
}
