/**
 * The list kit's Export menu (issue 28 item 4): 'Excel (.xlsx)' or 'CSV (.csv)' of the list's
 * rows under its current search and filters, every page. The export is a job on the server
 * (functions/reports/exports.ts says why): the list's `start` queues it with the list's own body,
 * the button shows 'Preparing the export' while it polls Report/CheckExportStatus, then the
 * browser downloads the file from its link. A failure is an error toast; an empty list disables
 * the menu with the reason.
 */
import { useEffect, useRef, useState } from 'react';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import { ReportStatus } from '@shared/codes';
import { ReportsApi } from '@shared/reports/api';
import {
  EXPORT_MAX_ROWS,
  ExportTexts,
  type ExportFormat,
  type ExportStatusRow,
} from '@shared/reports/exports';
import { callApi } from '../../app/api/client';
import { toast } from '../../app/toasts';
import type { ListRequest } from './list-state';

/** What a list screen gives the kit to export: queue the export of this request in this format. */
export interface ListExporter {
  start: (request: ListRequest, format: ExportFormat) => Promise<ExportStatusRow>;
}

const POLL_MS = 1000;
/** A job not done in this long is reported as failed (the runner may still finish it). */
const GIVE_UP_MS = 10 * 60_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Hands the finished file to the browser: its link answers with the file as an attachment. */
function downloadFrom(row: ExportStatusRow) {
  const link = document.createElement('a');
  link.href = row.download_link;
  link.download = row.file_name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export function ExportButton({
  exporter,
  request,
  rowCount,
}: {
  exporter: ListExporter;
  request: ListRequest;
  rowCount: number;
}) {
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  async function run(format: ExportFormat) {
    setBusy(true);
    try {
      let row = await exporter.start(request, format);
      const until = Date.now() + GIVE_UP_MS;
      while (row.status === ReportStatus.InProgress && mounted.current && Date.now() < until) {
        await wait(POLL_MS);
        row = (await callApi(ReportsApi.exportStatus, { body: { export_id: row.export_id } })).data;
      }
      if (!mounted.current) return;
      if (row.status !== ReportStatus.Completed || !row.download_link) {
        toast.error(ExportTexts.failed);
        return;
      }
      downloadFrom(row);
      if (row.truncated) toast.info(ExportTexts.truncated(EXPORT_MAX_ROWS));
    } catch {
      // The API client has shown its own toast for a refusal or a network failure.
    } finally {
      if (mounted.current) setBusy(false);
    }
  }

  const empty = rowCount === 0;
  return (
    <ButtonDropdown
      items={[
        { id: 'xlsx', text: ExportTexts.excel },
        { id: 'csv', text: ExportTexts.csv },
      ]}
      disabled={empty}
      disabledReason={empty ? ExportTexts.emptyReason : undefined}
      loading={busy}
      loadingText={ExportTexts.preparing}
      onItemClick={({ detail }) => void run(detail.id as ExportFormat)}
    >
      {busy ? ExportTexts.preparing : ExportTexts.button}
    </ButtonDropdown>
  );
}
