/**
 * 'Import history' on an upload page (any import kind: assets, past inspections): the caller's
 * spreadsheet imports that ran as jobs (files over IMPORT_SYNC_MAX_ROWS rows), newest first, with
 * their state, rows written of total, records created, and the per-row problem report (xlsx) of a
 * refused one. Polled while one runs, so a user who left the page and came back sees it move and end.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import dayjs from 'dayjs';
import {
  IMPORT_POLL_MS,
  IMPORT_SYNC_MAX_ROWS,
  ImportStatus,
  type ImportRow,
  type UploadProblem,
} from '@shared/common/import-jobs';
import { PAGINATION_LABELS } from '../list-kit/pagination-labels';
import { downloadProblemReport } from './problem-report';

const PAGE_SIZE = 10;
const count = (n: number) => n.toLocaleString('en-US');

function ImportState({ row }: { row: ImportRow }) {
  if (row.status === ImportStatus.Completed)
    return <StatusIndicator type="success">Completed</StatusIndicator>;
  if (row.status === ImportStatus.Failed) return <StatusIndicator type="error">Failed</StatusIndicator>;
  return <StatusIndicator type="in-progress">In progress</StatusIndicator>;
}

export interface ImportHistoryProps {
  /** The query key of the history (a running job's page invalidates it when the job ends). */
  queryKey: readonly unknown[];
  readHistory: (pageIndex: number, pageSize: number) => Promise<{ items: ImportRow[]; total: number }>;
  readProblems: (importId: string) => Promise<UploadProblem[]>;
  /** The 'created' column's header ('Assets created'). */
  createdHeader: string;
  /** The problem report's file name. */
  reportFile: string;
  /** An import this page started is running (polled even before the list shows it). */
  watching?: boolean;
  /** What the header says of how files are imported (default: the assets and inspections uploads' rule). */
  description?: string;
}

const BACKGROUND_ABOVE_SYNC_MAX = `Files of more than ${IMPORT_SYNC_MAX_ROWS} rows are imported in the background: you may leave this page, a notification tells you when it is done.`;

export function ImportHistory({
  queryKey,
  readHistory,
  readProblems,
  createdHeader,
  reportFile,
  watching = false,
  description = BACKGROUND_ABOVE_SYNC_MAX,
}: ImportHistoryProps) {
  const [page, setPage] = useState(1);
  const { data, isLoading } = useQuery({
    queryKey: [...queryKey, page],
    queryFn: () => readHistory(page, PAGE_SIZE),
    refetchInterval: (query) =>
      watching || query.state.data?.items.some((r) => r.status === ImportStatus.InProgress)
        ? IMPORT_POLL_MS
        : false,
  });
  const items = data?.items ?? [];
  const total = data?.total ?? 0;

  return (
    <Table
      data-testid="import-history"
      variant="container"
      loading={isLoading}
      loadingText="Loading imports"
      header={
        <Header variant="h2" counter={data ? `(${total})` : undefined} description={description}>
          Import history
        </Header>
      }
      columnDefinitions={[
        { id: 'file', header: 'File', cell: (r) => r.file_name },
        {
          id: 'started',
          header: 'Started',
          cell: (r) => dayjs(r.started_at).format('YYYY-MM-DD HH:mm'),
          width: 170,
        },
        { id: 'status', header: 'Status', cell: (r) => <ImportState row={r} />, width: 150 },
        {
          id: 'written',
          header: 'Rows written',
          cell: (r) => `${count(r.written)} of ${count(r.total)}`,
          width: 160,
        },
        { id: 'created', header: createdHeader, cell: (r) => count(r.created), width: 160 },
        {
          id: 'result',
          header: 'Result',
          cell: (r) =>
            r.problems > 0 ? (
              <Button
                variant="inline-link"
                iconName="download"
                ariaLabel={`Download the problem report of ${r.file_name}`}
                onClick={() =>
                  void readProblems(r.import_id).then((found) => downloadProblemReport(found, reportFile))
                }
              >
                {`Report (${count(r.problems)} ${r.problems === 1 ? 'problem' : 'problems'})`}
              </Button>
            ) : (
              (r.message ?? (r.status === ImportStatus.Completed ? 'All rows imported' : '-'))
            ),
        },
      ]}
      items={items}
      trackBy="import_id"
      empty={<Box textAlign="center">No imports yet</Box>}
      pagination={
        total > PAGE_SIZE ? (
          <Pagination
            ariaLabels={PAGINATION_LABELS}
            currentPageIndex={page}
            pagesCount={Math.ceil(total / PAGE_SIZE)}
            onChange={({ detail }) => setPage(detail.currentPageIndex)}
          />
        ) : undefined
      }
    />
  );
}
