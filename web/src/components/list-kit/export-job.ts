/**
 * Following an export job (a list export or a label sheet) to its end: polling
 * Report/CheckExportStatus while it is InProgress, then handing the file's link to the browser.
 */
import { ReportStatus } from '@shared/codes';
import type { BodyOf } from '@shared/common/endpoint';
import { ReportsApi } from '@shared/reports/api';
import type { ExportStatusRow } from '@shared/reports/exports';
import { callApi, type CallInput } from '../../app/api/client';
import type { ListExporter } from './ExportButton';
import type { ListRequest } from './list-state';

/** The Report/Export<List> calls (one per list, each taking its list's own body plus the format). */
type ListExportEndpoint = (typeof ReportsApi)[Exclude<
  keyof typeof ReportsApi,
  'exportAssetLabels' | 'exportStatus'
> &
  `export${string}`];

/**
 * A list's exporter for the kit's Export menu: its Report/Export<List> call, with the body the
 * list sends for the kit's request (its own list body builder), plus the format.
 */
export function listExporter<E extends ListExportEndpoint>(
  endpoint: E,
  bodyOf: (request: ListRequest) => Omit<NonNullable<BodyOf<E>>, 'format'>,
): ListExporter {
  return {
    start: async (request, format) =>
      (await callApi(endpoint, { body: { ...bodyOf(request), format } } as CallInput<E>)).data,
  };
}

const POLL_MS = 1000;
/** A job not done in this long is reported as failed (the runner may still finish it). */
const GIVE_UP_MS = 10 * 60_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the job until it ends, the page leaves (`active` false) or it is given up; `onPoll` hears each status. */
export async function followExportJob(
  first: ExportStatusRow,
  active: () => boolean,
  onPoll?: (row: ExportStatusRow) => void,
): Promise<ExportStatusRow> {
  let row = first;
  const until = Date.now() + GIVE_UP_MS;
  while (row.status === ReportStatus.InProgress && active() && Date.now() < until) {
    onPoll?.(row);
    await wait(POLL_MS);
    row = (await callApi(ReportsApi.exportStatus, { body: { export_id: row.export_id } })).data;
  }
  return row;
}

/** Whether the job ended with a file to download. */
export const exportReady = (row: ExportStatusRow) =>
  row.status === ReportStatus.Completed && row.download_link !== '';

/** Hands the finished file to the browser: its link answers with the file as an attachment. */
export function downloadFrom(row: ExportStatusRow) {
  const link = document.createElement('a');
  link.href = row.download_link;
  link.download = row.file_name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
