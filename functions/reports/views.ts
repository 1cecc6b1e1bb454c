/** Stored report job -> history row (spec core 3 'inspection history'), with an expiring link to a Completed report's file. */
import { ReportStatus } from '#shared/codes.js';
import {
  exportFileName,
  LABEL_SHEET_FILE_NAME,
  type ExportFormat,
  type ExportListName,
} from '#shared/reports/exports.js';
import type { HistoryRow } from '#shared/reports/schemas.js';
import { loadS3 } from '#lib/aws.js';
import { config } from '#lib/config.js';
import { ReportType, type ReportJob } from './store.js';

/** How long a download link works. */
export const DOWNLOAD_LINK_SECONDS = 15 * 60;
const STATUS_NAMES: Record<number, string> = {
  [ReportStatus.InProgress]: 'InProgress',
  [ReportStatus.Completed]: 'Completed',
  [ReportStatus.Failed]: 'Failed',
};

export async function historyRowOf(job: ReportJob): Promise<HistoryRow> {
  const link =
    job.status === ReportStatus.Completed && job.file_key
      ? await (
          await loadS3()
        ).presignedGet({
          bucket: config.reportsBucket,
          key: job.file_key,
          downloadName: 'ReportExcelFile.xlsx',
          expiresIn: DOWNLOAD_LINK_SECONDS,
        })
      : '';
  return {
    report_id: job.report_id,
    report_number: `RPT-${String(job.report_id).padStart(5, '0')}`,
    internal_asset_id: job.internal_asset_id,
    asset_name: job.asset_name ?? job.internal_asset_id,
    from_date: job.from_date,
    to_date: job.to_date,
    status: job.status,
    status_name: STATUS_NAMES[job.status] ?? String(job.status),
    download_link: link,
    error: job.status === ReportStatus.Failed ? (job.error ?? '') : '',
  };
}

/** An export's file name: a list's names the list, the day it was asked for (UTC) and the format. */
export const exportFileNameOf = (job: ReportJob) =>
  job.report_type === ReportType.AssetLabels
    ? LABEL_SHEET_FILE_NAME
    : exportFileName(
        job.list_name as ExportListName,
        job.export_format as ExportFormat,
        (job.created ?? new Date().toISOString()).slice(0, 10),
      );
