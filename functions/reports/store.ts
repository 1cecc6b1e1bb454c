/**
 * Report jobs: a generated report (the asset inspection history Excel file) is a job that starts
 * InProgress 17 and ends Completed 18 with its file in the reports bucket, or Failed 19. The
 * runner (jobs.ts) picks InProgress jobs from a per-tenant queue index (gsi1), never by Scan.
 *
 * Later work (the reports domain) adds: creating a job from POST GenerateInspectionOfAssetReport
 * (id from the tenant's report sequence), the history list by asset and by requester (an index
 * of its own), the status check, and presigned download links for `file_key`.
 */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $add, $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { ReportStatus } from '#shared/codes.js';
import { pad, table } from '#lib/db.js';
import { claimLease } from '#lib/jobs/lease.js';

export const ReportType = {
  AssetInspectionHistory: 'AssetInspectionHistory',
  /** A list's rows under its filter as .xlsx or .csv (exports.ts); not in the requester's history page. */
  ListExport: 'ListExport',
  /** The label sheet of a large selection (label-job.ts); polled as an export. */
  AssetLabels: 'AssetLabels',
} as const;
/** The jobs polled with Report/CheckExportStatus, kept out of the requester's history page. */
export const isExportJob = (job: Pick<ReportJob, 'report_type'>) =>
  job.report_type === ReportType.ListExport || job.report_type === ReportType.AssetLabels;

export const reportKeys = {
  job: (tenant: string, reportId: number) => `${tenant}#REPORT#${pad(reportId)}`,
  queue: (tenant: string) => `${tenant}#REPORTQ`,
  byRequester: (tenant: string, uuid: string) => `${tenant}#REPORTSBY#${uuid}`,
  sequence: (tenant: string) => `${tenant}#REPORTSEQ`,
  assetInspections: (tenant: string, internalAssetId: string) =>
    `${tenant}#ASSET#${internalAssetId}#INSPECTIONS`,
};

export const ReportJobEntity = new Entity({
  name: 'ReportJob',
  table,
  schema: item({
    tenant: string().key(),
    report_id: number().key(),
    report_type: string(),
    /** uuid of the user who asked for it. */
    requested_by: string(),
    internal_asset_id: string(),
    /** The asset as it was when asked for (the history reads its inspections by id). */
    asset_id: number().optional(),
    asset_name: string().optional(),
    company_id: number().optional(),
    /** The site's timezone: the range is of its days. */
    timezone: string().optional(),
    /** yyyy-mm-dd, both days included. */
    from_date: string(),
    to_date: string(),
    status: number(),
    file_key: string().optional(),
    error: string().optional(),
    attempts: number().default(0),
    /** While a runner works on the job, others leave it alone until this time. */
    lease_until: string().optional(),
    completed_at: string().optional(),
    /** ListExport: which list (shared/reports/exports.ts), the file's format, the list's body as sent (JSON). */
    list_name: string().optional(),
    export_format: string().optional(),
    export_filter: string().optional(),
    /** ListExport: the requester's active role and site, so the rows are the ones the list showed them. */
    role_id: number().optional(),
    site_id: number().optional(),
    /** ListExport: rows written; AssetLabels: labels drawn so far. */
    row_count: number().optional(),
    /** AssetLabels: labels in all. */
    total_count: number().optional(),
    gsi1pk: string().optional(),
    gsi1sk: string().optional(),
    /** The requester's reports, newest first. */
    gsi2pk: string().optional(),
    gsi2sk: string().optional(),
  }),
  computeKey: ({ tenant, report_id }: { tenant: string; report_id: number }) => ({
    pk: reportKeys.job(tenant, report_id),
    sk: 'REPORT',
  }),
});

/**
 * One line of an asset's inspection history, the read model the history report needs. Later
 * work: the inspections domain writes it in the same transaction that submits or approves an
 * inspection (or the report reads the inspections domain's own by-asset index instead).
 */
export const AssetInspectionEntryEntity = new Entity({
  name: 'AssetInspectionEntry',
  table,
  schema: item({
    tenant: string().key(),
    internal_asset_id: string().key(),
    /** ISO date-time. */
    inspected_at: string().key(),
    inspection_id: string().key(),
    asset_name: string(),
    site_name: string(),
    form_name: string(),
    inspector_name: string(),
    meter_hours: number().optional(),
    /** Inspection status (8 Pending, 10 Accepted). */
    status: number(),
    open_issues: number().default(0),
  }),
  computeKey: (key: {
    tenant: string;
    internal_asset_id: string;
    inspected_at: string;
    inspection_id: string;
  }) => ({
    pk: reportKeys.assetInspections(key.tenant, key.internal_asset_id),
    sk: `${key.inspected_at}#${key.inspection_id}`,
  }),
});

export type ReportJob = FormattedItem<typeof ReportJobEntity>;
export type AssetInspectionEntry = FormattedItem<typeof AssetInspectionEntryEntity>;
export type NewReportJob = Pick<
  ReportJob,
  'tenant' | 'report_id' | 'report_type' | 'requested_by' | 'internal_asset_id' | 'from_date' | 'to_date'
> &
  Partial<
    Pick<
      ReportJob,
      | 'asset_id'
      | 'asset_name'
      | 'company_id'
      | 'timezone'
      | 'list_name'
      | 'export_format'
      | 'export_filter'
      | 'role_id'
      | 'site_id'
      | 'total_count'
    >
  >;

/** The tenant's report number sequence (report creation is rare: one item is no write ceiling here). */
export const ReportSequenceEntity = new Entity({
  name: 'ReportSequence',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), last: number().default(0) }),
  computeKey: ({ tenant }: { tenant: string }) => ({ pk: reportKeys.sequence(tenant), sk: 'SEQ' }),
});

export async function nextReportId(tenant: string): Promise<number> {
  const { Attributes } = await ReportSequenceEntity.build(UpdateItemCommand)
    .item({ tenant, last: $add(1) })
    .options({ returnValues: 'UPDATED_NEW' })
    .send();
  return Number(Attributes?.last);
}

/** A page of the requester's reports, newest first, optionally of one asset, with the total. */
export async function requesterReports(
  tenant: string,
  uuid: string,
  page: { pageSize: number; pageIndex: number; internalAssetId?: string | null },
): Promise<{ items: ReportJob[]; total: number }> {
  const all: ReportJob[] = [];
  const query = table
    .build(QueryCommand)
    .entities(ReportJobEntity)
    .query({ index: 'gsi2', partition: reportKeys.byRequester(tenant, uuid) })
    .options({ reverse: true });
  for await (const p of query.paginate()) all.push(...(p.Items ?? []));
  const mine = page.internalAssetId ? all.filter((j) => j.internal_asset_id === page.internalAssetId) : all;
  return {
    items: mine.slice((page.pageIndex - 1) * page.pageSize, page.pageIndex * page.pageSize),
    total: mine.length,
  };
}

/** Queues a new job as InProgress. (The reports domain calls this when a user asks for a report.) */
export async function createReportJob(job: NewReportJob, now = new Date()): Promise<void> {
  await ReportJobEntity.build(PutItemCommand)
    .item({
      ...job,
      status: ReportStatus.InProgress,
      attempts: 0,
      gsi1pk: reportKeys.queue(job.tenant),
      gsi1sk: `${now.toISOString()}#${pad(job.report_id)}`,
      // Exports are polled by id, not listed on the history page.
      ...(isExportJob(job)
        ? {}
        : { gsi2pk: reportKeys.byRequester(job.tenant, job.requested_by), gsi2sk: pad(job.report_id) }),
    })
    .options({ condition: { attr: 'report_id', exists: false } })
    .send();
}

export async function getReportJob(tenant: string, reportId: number): Promise<ReportJob | undefined> {
  const { Item } = await ReportJobEntity.build(GetItemCommand)
    .key({ tenant, report_id: reportId })
    .options({ consistent: true })
    .send();
  return Item;
}

/** InProgress jobs of a tenant, oldest first. */
export async function queuedReportJobs(tenant: string): Promise<ReportJob[]> {
  const jobs: ReportJob[] = [];
  const query = table
    .build(QueryCommand)
    .entities(ReportJobEntity)
    .query({ index: 'gsi1', partition: reportKeys.queue(tenant) });
  for await (const page of query.paginate()) jobs.push(...(page.Items ?? []));
  return jobs;
}

/** Takes the job for `leaseMs` unless another runner holds it; counts the attempt. */
export const claimReportJob = (job: ReportJob, now: Date, leaseMs: number): Promise<boolean> =>
  claimLease(
    ReportJobEntity,
    { tenant: job.tenant, report_id: job.report_id },
    ReportStatus.InProgress,
    now,
    leaseMs,
  );

/** Ends a job: Completed with its file, or Failed with the reason; either way it leaves the queue. */
export async function finishReportJob(
  job: ReportJob,
  outcome: { fileKey: string; rowCount?: number } | { error: string },
  now: Date,
): Promise<void> {
  const result =
    'fileKey' in outcome
      ? {
          status: ReportStatus.Completed,
          file_key: outcome.fileKey,
          ...(outcome.rowCount !== undefined ? { row_count: outcome.rowCount } : {}),
        }
      : { status: ReportStatus.Failed, error: outcome.error.slice(0, 500) };
  await ReportJobEntity.build(UpdateItemCommand)
    .item({
      tenant: job.tenant,
      report_id: job.report_id,
      ...result,
      completed_at: now.toISOString(),
      lease_until: $remove(),
      gsi1pk: $remove(),
      gsi1sk: $remove(),
    })
    .send();
}

/** A running job's progress (a label job's labels drawn so far). */
export async function recordReportProgress(job: Pick<ReportJob, 'tenant' | 'report_id'>, done: number) {
  await ReportJobEntity.build(UpdateItemCommand)
    .item({ tenant: job.tenant, report_id: job.report_id, row_count: done })
    .options({ condition: { attr: 'status', eq: ReportStatus.InProgress } })
    .send();
}

/** Gives the job back to the queue after a failed attempt that may succeed on the next run. */
export async function releaseReportJob(job: ReportJob, error: string): Promise<void> {
  await ReportJobEntity.build(UpdateItemCommand)
    .item({
      tenant: job.tenant,
      report_id: job.report_id,
      error: error.slice(0, 500),
      lease_until: $remove(),
    })
    .send();
}

export async function putAssetInspectionEntry(
  entry: Omit<AssetInspectionEntry, 'created' | 'modified'>,
): Promise<void> {
  await AssetInspectionEntryEntity.build(PutItemCommand).item(entry).send();
}

/** The asset's inspections from `fromDate` to `toDate` (yyyy-mm-dd, both included), oldest first. */
export async function assetInspections(
  tenant: string,
  internalAssetId: string,
  fromDate: string,
  toDate: string,
): Promise<AssetInspectionEntry[]> {
  const entries: AssetInspectionEntry[] = [];
  const query = table
    .build(QueryCommand)
    .entities(AssetInspectionEntryEntity)
    .query({
      partition: reportKeys.assetInspections(tenant, internalAssetId),
      range: { between: [fromDate, `${toDate}~`] },
    });
  for await (const page of query.paginate()) entries.push(...(page.Items ?? []));
  return entries;
}
