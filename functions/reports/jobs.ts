/**
 * The report job runner (EventBridge Scheduler, see functions/jobs.ts): for every active tenant,
 * takes the InProgress (17) report jobs, writes each one's Excel file to the reports bucket and
 * marks it Completed (18), or Failed (19) when it cannot be built. A job whose attempt fails for
 * a passing reason (S3 or DynamoDB hiccup) is retried on the next runs, up to MAX_ATTEMPTS.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { Context } from 'aws-lambda';
import { InspectionStatus } from '../../shared/codes.js';
import type { SchedulerEvent } from '../jobs.js';
import { getS3 } from '../lib/aws.js';
import { config } from '../lib/config.js';
import { logger, withKeys } from '../lib/logger.js';
import { writeWorkbook, XLSX_CONTENT_TYPE, type XlsxColumn } from '../lib/xlsx.js';
import { listTenants } from '../tenancy/store.js';
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
export const MAX_ATTEMPTS = 3;
/** Longer than the runner's Lambda timeout, so a crashed run's job is picked up again later. */
const LEASE_MS = 10 * 60_000;
/** Stop taking new jobs when less than this is left of the invocation. */
const RESERVE_MS = 30_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const reportFileKey = (tenant: string, reportId: number) => `reports/${tenant}/${reportId}/${REPORT_FILE_NAME}`;

/** A job that can never succeed as asked: it fails at once instead of being retried. */
class UnbuildableReport extends Error {}

const STATUS_NAMES: Record<number, string> = { [InspectionStatus.Pending]: 'Pending', [InspectionStatus.Accepted]: 'Accepted' };

const INSPECTION_COLUMNS = [
  { header: 'Inspection Id', key: 'inspection_id', width: 18 },
  { header: 'Inspected at (UTC)', key: 'inspected_at', width: 22, type: 'date' },
  { header: 'Site', key: 'site_name', width: 20 },
  { header: 'Form', key: 'form_name', width: 24 },
  { header: 'Inspector', key: 'inspector_name', width: 22 },
  { header: 'Meter hours', key: 'meter_hours', width: 12 },
  { header: 'Status', key: 'status', width: 12 },
  { header: 'Open issues', key: 'open_issues', width: 12 },
] as const satisfies readonly XlsxColumn[];

export function inspectionHistoryWorkbook(job: ReportJob, entries: AssetInspectionEntry[], now: Date): Buffer {
  const rows = entries.map((entry) => ({ ...entry, status: STATUS_NAMES[entry.status] ?? String(entry.status) }));
  return writeWorkbook({
    sheetName: 'Inspection history',
    title: 'Asset inspection history',
    details: [
      ['Report Id', job.report_id],
      ['Asset', entries[0]?.asset_name ?? ''],
      ['Internal asset id', job.internal_asset_id],
      ['From', job.from_date],
      ['To', job.to_date],
      ['Generated at (UTC)', now],
    ],
    columns: INSPECTION_COLUMNS,
    rows: rows.length > 0 ? rows : [{ inspection_id: 'No data found' }],
    creator: 'AssetCare',
    created: now,
  });
}

async function buildReport(job: ReportJob, now: Date): Promise<Buffer> {
  if (job.report_type !== ReportType.AssetInspectionHistory) throw new UnbuildableReport(`Unknown report type ${job.report_type}`);
  if (!DATE.test(job.from_date) || !DATE.test(job.to_date) || job.from_date > job.to_date) {
    throw new UnbuildableReport(`Invalid date range ${job.from_date} to ${job.to_date}`);
  }
  const entries = await assetInspections(job.tenant, job.internal_asset_id, job.from_date, job.to_date);
  return inspectionHistoryWorkbook(job, entries, now);
}

type Outcome = 'completed' | 'failed' | 'retry' | 'busy';

async function runJob(job: ReportJob, now: Date, log: typeof logger): Promise<Outcome> {
  if (!(await claimReportJob(job, now, LEASE_MS))) return 'busy';
  const attempt = job.attempts + 1;
  try {
    const body = await buildReport(job, now);
    const fileKey = reportFileKey(job.tenant, job.report_id);
    await getS3().send(new PutObjectCommand({ Bucket: config.reportsBucket, Key: fileKey, Body: body, ContentType: XLSX_CONTENT_TYPE }));
    await finishReportJob(job, { fileKey }, new Date());
    return 'completed';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.warn('report job attempt failed', { tenant: job.tenant, report: job.report_id, attempt, error: reason });
    if (error instanceof UnbuildableReport || attempt >= MAX_ATTEMPTS) {
      await finishReportJob(job, { error: reason }, new Date());
      return 'failed';
    }
    await releaseReportJob(job, reason);
    return 'retry';
  }
}

export interface ReportRunSummary {
  tenants: number;
  completed: number;
  failed: number;
  retry: number;
  busy: number;
}

export async function runReportJobs(event: SchedulerEvent = {}, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<ReportRunSummary> {
  const log = withKeys(logger, { service: 'assetcare-jobs', job: 'reportRunner', run: event.id });
  const summary: ReportRunSummary = { tenants: 0, completed: 0, failed: 0, retry: 0, busy: 0 };
  const timeLeft = () => context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY;
  for (const tenant of await listTenants(true)) {
    if (tenant.status !== 1) continue;
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
