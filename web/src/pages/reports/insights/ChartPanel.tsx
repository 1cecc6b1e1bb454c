/** One insight: a chart with a table view and CSV / Excel export of its numbers. */
import {
  Box,
  Button,
  Container,
  Header,
  SegmentedControl,
  SpaceBetween,
  Table,
} from '@cloudscape-design/components';
import { ReportMessages } from '@shared/reports/messages';
import { useState, type ReactNode } from 'react';
import { downloadCsv, downloadExcel, type ExportColumn } from '../../../components/excel-export';

export function ChartPanel<T>({
  title,
  id,
  chart,
  rows,
  columns,
}: {
  title: string;
  id: string;
  chart: ReactNode;
  rows: T[];
  columns: ExportColumn<T>[];
}) {
  const [view, setView] = useState('chart');
  const file = title.replace(/[^A-Za-z0-9]+/g, '-');
  return (
    <Container
      data-testid={`insight-${id}`}
      header={
        <Header
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <SegmentedControl
                selectedId={view}
                onChange={({ detail }) => setView(detail.selectedId)}
                label="View"
                options={[
                  { id: 'chart', text: 'Chart' },
                  { id: 'table', text: 'Table' },
                ]}
              />
              <Button iconName="download" onClick={() => void downloadCsv(rows, columns, `${file}.csv`)}>
                CSV
              </Button>
              <Button
                iconName="download"
                onClick={() => void downloadExcel(rows, columns, `${file}.xlsx`, title.slice(0, 30))}
              >
                Excel
              </Button>
            </SpaceBetween>
          }
        >
          {title}
        </Header>
      }
    >
      {view === 'chart' ? (
        chart
      ) : (
        <Table
          variant="embedded"
          items={rows}
          columnDefinitions={columns.map((c, i) => ({
            id: `c${i}`,
            header: c.header,
            cell: (row: T) => c.value(row) ?? '',
          }))}
          empty={<Box textAlign="center">{ReportMessages.noData}</Box>}
        />
      )}
    </Container>
  );
}
