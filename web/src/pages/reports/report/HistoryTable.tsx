/**
 * The asset inspection history table (spec core 2.13, 4): Report Id, Asset Name, Start Date, End
 * Date, Status, Download Link; a spinner while in progress, polled every 5 s while any is.
 */
import {
  Box,
  Link,
  Pagination,
  Select,
  SpaceBetween,
  Spinner,
  StatusIndicator,
  Table,
} from '@cloudscape-design/components';
import { PAGINATION_LABELS } from '../../../components/list-kit/pagination-labels';
import { PAGE_SIZES, ReportStatus } from '@shared/codes';
import { formatDate } from '@shared/dates';
import { ReportMessages } from '@shared/reports/messages';
import { REPORT_POLL_MS } from '@shared/reports/rules';
import type { HistoryRow } from '@shared/reports/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { checkReportStatus, loadHistory } from './reports-calls';

export const historyKey = (page: number, size: number) => ['reports', 'history', page, size] as const;

export function HistoryTable({
  pageIndex,
  pageSize,
  onPage,
}: {
  pageIndex: number;
  pageSize: number;
  onPage: (index: number, size: number) => void;
}) {
  const client = useQueryClient();
  const key = historyKey(pageIndex, pageSize);
  const history = useQuery({ queryKey: key, queryFn: () => loadHistory(pageIndex, pageSize) });
  const [rows, setRows] = useState<HistoryRow[]>([]);
  useEffect(() => setRows(history.data?.list ?? []), [history.data]);
  const pendingIds = rows
    .filter((r) => r.status === ReportStatus.InProgress)
    .map((r) => r.report_id)
    .join(',');
  useEffect(() => {
    if (!pendingIds) return;
    const pending = pendingIds.split(',').map(Number);
    const timer = setTimeout(async () => {
      const fresh = await checkReportStatus(pending).catch(() => []);
      const byId = new Map(fresh.map((r) => [r.report_id, r]));
      setRows((current) => current.map((r) => byId.get(r.report_id) ?? r));
      if (fresh.some((r) => r.status !== ReportStatus.InProgress))
        void client.invalidateQueries({ queryKey: ['reports', 'history'], refetchType: 'none' });
    }, REPORT_POLL_MS);
    return () => clearTimeout(timer);
  }, [pendingIds, client]);
  const total = history.data?.listsize ?? 0;
  return (
    <Table
      variant="container"
      loading={history.isLoading}
      items={rows}
      trackBy="report_id"
      columnDefinitions={[
        { id: 'id', header: 'Report Id', cell: (r) => r.report_number },
        { id: 'asset', header: 'Asset Name', cell: (r) => r.asset_name },
        { id: 'from', header: 'Start Date', cell: (r) => formatDate(`${r.from_date}T12:00:00Z`, 'UTC') },
        { id: 'to', header: 'End Date', cell: (r) => formatDate(`${r.to_date}T12:00:00Z`, 'UTC') },
        {
          id: 'status',
          header: 'Status',
          cell: (r) =>
            r.status === ReportStatus.InProgress ? (
              <Spinner />
            ) : r.status === ReportStatus.Failed ? (
              <StatusIndicator type="error">{r.error ? `Failed: ${r.error}` : 'Failed'}</StatusIndicator>
            ) : (
              <StatusIndicator type="success">{r.status_name}</StatusIndicator>
            ),
        },
        {
          id: 'link',
          header: 'Download Link',
          cell: (r) =>
            r.status === ReportStatus.InProgress ? (
              <Spinner />
            ) : r.download_link ? (
              <Link href={r.download_link} external={false} data-testid="report-download">
                Download
              </Link>
            ) : (
              '-'
            ),
        },
      ]}
      empty={<Box textAlign="center">{ReportMessages.noData}</Box>}
      pagination={
        <SpaceBetween direction="horizontal" size="xs">
          <Pagination
            ariaLabels={PAGINATION_LABELS}
            currentPageIndex={pageIndex}
            pagesCount={Math.max(1, Math.ceil(total / pageSize))}
            onChange={({ detail }) => onPage(detail.currentPageIndex, pageSize)}
          />
          <Select
            ariaLabel="Page size"
            selectedOption={{ value: String(pageSize), label: String(pageSize) }}
            options={PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
            onChange={({ detail }) => onPage(1, Number(detail.selectedOption.value))}
          />
        </SpaceBetween>
      }
    />
  );
}
