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
import {
  EXPORT_MAX_ROWS,
  ExportTexts,
  type ExportFormat,
  type ExportStatusRow,
} from '@shared/reports/exports';
import { toast } from '../../app/toasts';
import { downloadFrom, exportReady, followExportJob } from './export-job';
import type { ListRequest } from './list-state';

/** What a list screen gives the kit to export: queue the export of this request in this format. */
export interface ListExporter {
  start: (request: ListRequest, format: ExportFormat) => Promise<ExportStatusRow>;
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
      const row = await followExportJob(await exporter.start(request, format), () => mounted.current);
      if (!mounted.current) return;
      if (!exportReady(row)) {
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
