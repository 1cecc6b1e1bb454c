/**
 * 'Rows with problems' of a refused spreadsheet upload (assets, inspections, parts): one row a
 * problem (row number as in the spreadsheet, the column where the page knows it, the message),
 * paged where the page asks, with the xlsx report's download in its header where offered.
 */
import { useState, type ReactNode } from 'react';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Table from '@cloudscape-design/components/table';
import { PAGINATION_LABELS } from '../list-kit/pagination-labels';

export interface ImportProblem {
  row: number;
  column?: string;
  message: string;
}

export interface ImportProblemsTableProps<P extends ImportProblem> {
  problems: P[];
  testId: string;
  title: string;
  description: ReactNode;
  /** Shows the Column column (the problems name one). */
  withColumn?: boolean;
  /** Rows a page (none: one page). */
  pageSize?: number;
  /** Offers 'Download report'. */
  onDownload?: (problems: P[]) => void;
}

export function ImportProblemsTable<P extends ImportProblem>({
  problems,
  testId,
  title,
  description,
  withColumn = false,
  pageSize,
  onDownload,
}: ImportProblemsTableProps<P>) {
  const [page, setPage] = useState(1);
  // A new set of problems starts at its first page.
  const [shownFor, setShownFor] = useState(problems);
  if (shownFor !== problems) {
    setShownFor(problems);
    setPage(1);
  }
  const shown = pageSize ? problems.slice((page - 1) * pageSize, page * pageSize) : problems;
  return (
    <Table<P>
      data-testid={testId}
      variant="container"
      header={
        <Header
          variant="h2"
          counter={`(${problems.length})`}
          description={description}
          actions={
            onDownload && (
              <Button iconName="download" onClick={() => onDownload(problems)}>
                Download report
              </Button>
            )
          }
        >
          {title}
        </Header>
      }
      items={shown}
      trackBy={(p) => `${p.row}:${p.column ?? ''}:${p.message}`}
      columnDefinitions={[
        { id: 'row', header: 'Row', cell: (p) => p.row, width: withColumn ? 90 : 100 },
        ...(withColumn ? [{ id: 'column', header: 'Column', cell: (p: P) => p.column, width: 200 }] : []),
        { id: 'message', header: 'Message', cell: (p) => p.message },
      ]}
      pagination={
        pageSize && problems.length > pageSize ? (
          <Pagination
            ariaLabels={PAGINATION_LABELS}
            currentPageIndex={page}
            pagesCount={Math.ceil(problems.length / pageSize)}
            onChange={({ detail }) => setPage(detail.currentPageIndex)}
          />
        ) : undefined
      }
    />
  );
}
