/**
 * 'Import history' on the upload page: the caller's spreadsheet imports that ran as jobs (files
 * over IMPORT_SYNC_MAX_ROWS rows), newest first, with their state, rows written of total, assets
 * created, and the per-row problem report (xlsx) of a refused one. Polled while one runs, so a
 * user who left the page and came back sees it move and end.
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
import { IMPORT_POLL_MS, IMPORT_SYNC_MAX_ROWS, ImportStatus } from '@shared/assets/rules';
import type { ImportRow } from '@shared/assets/schemas';
import { addAssetKeys, readImportHistory, readImportProblems } from './upload-calls';
import { downloadReport } from './workbook-files';
import { PAGINATION_LABELS } from '../../../components/list-kit/pagination-labels';

const PAGE_SIZE = 10;
const count = (n: number) => n.toLocaleString('en-US');

function ImportState({ row }: { row: ImportRow }) {
  if (row.status === ImportStatus.Completed)
    return <StatusIndicator type="success">Completed</StatusIndicator>;
  if (row.status === ImportStatus.Failed) return <StatusIndicator type="error">Failed</StatusIndicator>;
  return <StatusIndicator type="in-progress">In progress</StatusIndicator>;
}

/** `watching`: an import this page started is running (polled even before the list shows it). */
export function ImportHistory({ watching = false }: { watching?: boolean }) {
  const [page, setPage] = useState(1);
  const { data, isLoading } = useQuery({
    queryKey: [...addAssetKeys.imports, page],
    queryFn: () => readImportHistory(page, PAGE_SIZE),
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
        <Header
          variant="h2"
          counter={data ? `(${total})` : undefined}
          description={`Files of more than ${IMPORT_SYNC_MAX_ROWS} rows are imported in the background: you may leave this page, a notification tells you when it is done.`}
        >
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
        { id: 'created', header: 'Assets created', cell: (r) => count(r.created), width: 140 },
        {
          id: 'result',
          header: 'Result',
          cell: (r) =>
            r.problems > 0 ? (
              <Button
                variant="inline-link"
                iconName="download"
                ariaLabel={`Download the problem report of ${r.file_name}`}
                onClick={() => void readImportProblems(r.import_id).then(downloadReport)}
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
