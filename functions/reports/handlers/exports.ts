/**
 * List exports (issue 28 item 4, ../exports.ts): Report/Export<List> queues a ListExport job with
 * the list's body as sent (the rows are read when the job runs, as the caller with this role and
 * site) and answers it; the list's Export button polls Report/CheckExportStatus until the file's
 * link comes. The job starts at once (kick.ts): on the twin in this process, in a Lambda the runner's own.
 */
import { ReportStatus } from '#shared/codes.js';
import { ReportsApi } from '#shared/reports/api.js';
import {
  EXPORT_MAX_ROWS,
  ExportTexts,
  type ExportFormat,
  type ExportListName,
  type ExportStatusRow,
} from '#shared/reports/exports.js';
import { loadS3 } from '#lib/aws.js';
import { config } from '#lib/config.js';
import { ok } from '#lib/envelope.js';
import { notFound } from '#lib/errors.js';
import { assetsSeenBy } from '#functions/assets/index.js';
import { route } from '#functions/users/index.js';
import {
  createReportJob,
  getReportJob,
  isExportJob,
  nextReportId,
  ReportType,
  type ReportJob,
} from '../store.js';
import { startReportJob } from '../kick.js';
import { DOWNLOAD_LINK_SECONDS, exportFileNameOf } from '../views.js';

const STATUS_NAMES: Record<number, string> = {
  [ReportStatus.InProgress]: 'InProgress',
  [ReportStatus.Completed]: 'Completed',
  [ReportStatus.Failed]: 'Failed',
};

async function exportStatusOf(job: ReportJob): Promise<ExportStatusRow> {
  const fileName = exportFileNameOf(job);
  const link =
    job.status === ReportStatus.Completed && job.file_key
      ? await (
          await loadS3()
        ).presignedGet({
          bucket: config.reportsBucket,
          key: job.file_key,
          downloadName: fileName,
          expiresIn: DOWNLOAD_LINK_SECONDS,
        })
      : '';
  const rowCount = job.row_count ?? 0;
  return {
    export_id: job.report_id,
    status: job.status,
    status_name: STATUS_NAMES[job.status] ?? String(job.status),
    file_name: fileName,
    row_count: rowCount,
    total: job.total_count ?? 0,
    truncated: job.report_type === ReportType.ListExport && rowCount >= EXPORT_MAX_ROWS,
    download_link: link,
    error:
      job.status !== ReportStatus.Failed
        ? ''
        : job.report_type === ReportType.AssetLabels
          ? ExportTexts.labelsFailed
          : ExportTexts.failed,
  };
}

interface ExportRequest {
  tenant: { company_code: string };
  user: { uuid: string };
  roleId: number;
  siteId: number;
}

type ExportJobFields = Pick<ReportJob, 'report_type'> &
  Partial<Pick<ReportJob, 'list_name' | 'export_format' | 'export_filter' | 'total_count'>>;

/** Queues an export job as the caller (their role and site), starts it at once, answers its status. */
async function queueExport(req: ExportRequest, fields: ExportJobFields) {
  const tenant = req.tenant.company_code;
  const reportId = await nextReportId(tenant);
  await createReportJob({
    tenant,
    report_id: reportId,
    requested_by: req.user.uuid,
    internal_asset_id: '',
    from_date: '',
    to_date: '',
    role_id: req.roleId,
    site_id: req.siteId,
    ...fields,
  });
  const job = await getReportJob(tenant, reportId);
  await startReportJob(tenant, reportId, job);
  return ok(await exportStatusOf(job!), ExportTexts.preparing);
}

/** A list's export: the job keeps the list's body (without the format) to read the rows with. */
function startExport(
  req: ExportRequest,
  list: ExportListName,
  body: { format: ExportFormat } & Record<string, unknown>,
) {
  const { format, ...filter } = body;
  return queueExport(req, {
    report_type: ReportType.ListExport,
    list_name: list,
    export_format: format,
    export_filter: JSON.stringify(filter),
  });
}

/** POST Report/Export<List>: one line per list (shared/reports/api.ts says why one route each). */
export const exportIssues = route(ReportsApi.exportIssues, (req) => startExport(req, 'issues', req.body));
export const exportInspections = route(ReportsApi.exportInspections, (req) =>
  startExport(req, 'inspections', req.body),
);
export const exportWorkOrders = route(ReportsApi.exportWorkOrders, (req) =>
  startExport(req, 'workorders', req.body),
);
export const exportRequests = route(ReportsApi.exportRequests, (req) =>
  startExport(req, 'requests', req.body),
);
export const exportPms = route(ReportsApi.exportPms, (req) => startExport(req, 'pms', req.body));
export const exportParts = route(ReportsApi.exportParts, (req) => startExport(req, 'parts', req.body));
export const exportUsers = route(ReportsApi.exportUsers, (req) => startExport(req, 'users', req.body));

/**
 * POST Report/ExportAssetLabels {assetList}: the label sheet of a large selection as a job. The
 * assets are checked against the caller's scope before anything is queued (one they cannot see is
 * not found, as with Asset/GenerateBarcode), and again when the job draws them.
 */
export const exportAssetLabels = route(ReportsApi.exportAssetLabels, async (req) => {
  const assetList = [...new Set(req.body.assetList)];
  await assetsSeenBy(req.tenant.company_code, req, req.org(), assetList);
  return queueExport(req, {
    report_type: ReportType.AssetLabels,
    export_filter: JSON.stringify({ assetList }),
    total_count: assetList.length,
  });
});

/** POST Report/CheckExportStatus: the caller's own export (another's, or none, is not found). */
export const exportStatus = route(ReportsApi.exportStatus, async (req) => {
  const job = await getReportJob(req.tenant.company_code, req.body.export_id);
  if (!job || !isExportJob(job) || job.requested_by !== req.user.uuid) throw notFound(ExportTexts.notFound);
  return ok(await exportStatusOf(job));
});
