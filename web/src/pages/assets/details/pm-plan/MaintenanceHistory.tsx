/**
 * An asset's maintenance history (issue 24 item 3): every completion of its PMs from the
 * completion log (GET AssetPM/GetCompletionLog/{assetId}, newest first): date (MM-DD-YYYY), PM,
 * by, on time or late by, meter reading, time spent, comment, attachments and the work order it
 * came from. Filterable by PM and by text, exportable to Excel (exceljs, loaded on export). Shown
 * as the asset page's 'Maintenance History' tab (with the asset's maintenance record PDF, issue 24)
 * and under the PM Plan tab's 'Completed PMs'.
 */
import { latenessText as lateness, meterText as meter } from '@shared/pm/completion-log';
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import { PAGINATION_LABELS } from '../../../../components/list-kit/pagination-labels';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { CompletionLogTexts } from '@shared/pm/messages';
import type { CompletionLogRow } from '@shared/pm/detail-schemas';
import { formatTaskTime } from '@shared/tasks/rules';
import { ReportsApi } from '@shared/reports/api';
import { MaintenanceRecordTexts } from '@shared/reports/messages';
import { apiDownload } from '../../../../app/api/client';
import { downloadExcel, type ExportColumn } from '../../../../components/excel-export';
import { completionLogQuery } from './pm-plan-calls';
import { displayDay } from '@shared/pm/schedule-text';

const ALL_PMS: SelectProps.Option = { value: '', label: 'All PMs' };

/** POST Report/AssetMaintenanceRecord: the asset's maintenance record, saved as 'Maintenance record {id}.pdf'. */
const downloadMaintenanceRecord = (assetId: number, internalAssetId: string) =>
  apiDownload(
    ReportsApi.maintenanceRecord.path,
    { asset_id: assetId },
    MaintenanceRecordTexts.fileName(internalAssetId),
  );

const timeSpent = (row: CompletionLogRow) => formatTaskTime(row.completed_in_hours, row.completed_in_minutes);

const COLUMNS: TableProps.ColumnDefinition<CompletionLogRow>[] = [
  { id: 'date', header: 'Completed On', cell: (r) => displayDay(r.completed_on), width: 130 },
  { id: 'pm', header: 'PM', cell: (r) => r.title, minWidth: 160 },
  { id: 'by', header: 'Completed By', cell: (r) => r.completed_by_name || '-' },
  {
    id: 'timeliness',
    header: 'On Time',
    cell: (r) => <Badge color={r.on_time ? (r.late_by ? 'blue' : 'green') : 'red'}>{lateness(r)}</Badge>,
  },
  { id: 'meter', header: 'Meter Reading', cell: (r) => meter(r.completed_at_meter_hours) },
  { id: 'spent', header: 'Time Spent', cell: timeSpent },
  { id: 'comment', header: 'Comment', cell: (r) => r.comments || '-', minWidth: 160 },
  {
    id: 'attachments',
    header: 'Attachments',
    cell: (r) => (r.attachments.length ? r.attachments.map((a) => a.user_uploaded_name).join(', ') : '-'),
  },
  { id: 'wo', header: 'Work Order', cell: (r) => r.wo_number ?? '-' },
];

const EXPORT: ExportColumn<CompletionLogRow>[] = [
  { header: 'Completed On', value: (r) => displayDay(r.completed_on) },
  { header: 'PM', value: (r) => r.title },
  { header: 'Completed By', value: (r) => r.completed_by_name },
  { header: 'On Time', value: lateness },
  { header: 'Due Date', value: (r) => displayDay(r.due_date) },
  { header: 'Due Meter Hours', value: (r) => r.due_meter_hours },
  { header: 'Meter Reading', value: (r) => r.completed_at_meter_hours },
  { header: 'Time Spent', value: timeSpent },
  { header: 'Comment', value: (r) => r.comments },
  { header: 'Attachments', value: (r) => r.attachments.map((a) => a.user_uploaded_name).join(', ') },
  { header: 'Work Order', value: (r) => r.wo_number },
];

export function MaintenanceHistory({
  assetId,
  assetName,
  internalAssetId,
}: {
  assetId: number;
  assetName: string;
  /** Given on the asset's Maintenance History tab: its maintenance record PDF is one click away there. */
  internalAssetId?: string;
}) {
  const [downloading, setDownloading] = useState(false);
  const downloadRecord = async () => {
    setDownloading(true);
    try {
      await downloadMaintenanceRecord(assetId, internalAssetId ?? String(assetId));
    } catch {
      // apiDownload has shown the error.
    } finally {
      setDownloading(false);
    }
  };
  const log = useQuery(completionLogQuery(assetId));
  const [pm, setPm] = useState<SelectProps.Option>(ALL_PMS);
  const rows = useMemo(
    () => (log.data ?? []).filter((r) => !pm.value || r.asset_pm_id === pm.value),
    [log.data, pm.value],
  );
  const pmOptions = useMemo(() => {
    const seen = new Map<string, string>();
    for (const r of log.data ?? []) if (!seen.has(r.asset_pm_id)) seen.set(r.asset_pm_id, r.title);
    return [ALL_PMS, ...[...seen].map(([value, label]) => ({ value, label }))];
  }, [log.data]);
  const { items, collectionProps, filterProps, paginationProps, filteredItemsCount } = useCollection(rows, {
    filtering: {
      empty: <Box textAlign="center">{CompletionLogTexts.empty}</Box>,
      noMatch: <Box textAlign="center">No completions match</Box>,
      filteringFunction: (row, text) =>
        [row.title, row.completed_by_name, row.comments, lateness(row), displayDay(row.completed_on)]
          .join(' ')
          .toLowerCase()
          .includes(text.trim().toLowerCase()),
    },
    pagination: { pageSize: 20 },
    sorting: {},
  });
  const exportRows = () =>
    downloadExcel(
      rows,
      EXPORT,
      `Maintenance history - ${assetName}.xlsx`.replace(/[\\/:*?"<>|]/g, '-'),
      'Maintenance history',
    );

  return (
    <Table
      {...collectionProps}
      data-testid="maintenance-history"
      variant="embedded"
      items={items}
      columnDefinitions={COLUMNS}
      loading={log.isPending}
      loadingText="Loading completions"
      trackBy="pm_trigger_id"
      wrapLines
      header={
        <Header
          variant="h3"
          counter={`(${rows.length})`}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {internalAssetId !== undefined && (
                <Button iconName="file" loading={downloading} onClick={() => void downloadRecord()}>
                  {MaintenanceRecordTexts.button}
                </Button>
              )}
              <Button iconName="download" disabled={!rows.length} onClick={() => void exportRows()}>
                Export to Excel
              </Button>
            </SpaceBetween>
          }
        >
          {CompletionLogTexts.title}
        </Header>
      }
      filter={
        <SpaceBetween direction="horizontal" size="xs">
          <TextFilter
            {...filterProps}
            filteringPlaceholder="Search completions"
            countText={`${filteredItemsCount ?? 0} matches`}
          />
          <Select
            selectedOption={pm}
            options={pmOptions}
            onChange={({ detail }) => setPm(detail.selectedOption)}
            ariaLabel="Filter by PM"
          />
        </SpaceBetween>
      }
      pagination={<Pagination {...paginationProps} ariaLabels={PAGINATION_LABELS} />}
      empty={<Box textAlign="center">{CompletionLogTexts.empty}</Box>}
    />
  );
}
