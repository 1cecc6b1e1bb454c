/**
 * The insights' reliability section (issue 25 item 6): MTBF, MTTR, availability and failures of
 * the company (or the site picked) over the months of the page's dates (the last 24 at most), the
 * top 5 failure codes, and a table and chart of the same figures by site or by model, exported
 * to Excel or CSV with the chart panel's buttons. Read with Reliability/GetMetrics (roll-ups).
 */
import {
  BarChart,
  Box,
  ColumnLayout,
  Container,
  Header,
  SegmentedControl,
  SpaceBetween,
  Table,
} from '@cloudscape-design/components';
import { ReliabilityMetricsApi } from '@shared/reliability/api';
import { METRICS_MAX_MONTHS, monthsFromTo } from '@shared/reliability/metrics';
import type { ReliabilityMetricsAnswer } from '@shared/reliability/schemas';
import { ReportMessages } from '@shared/reports/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../app/api/client';
import type { ExportColumn } from '../../../components/excel-export';
import { ChartPanel } from './ChartPanel';

type Row = ReliabilityMetricsAnswer['rows'][number];
const hours = (h: number | null) => (h === null ? '-' : `${h.toFixed(1)} h`);
const percent = (p: number | null) => (p === null ? '-' : `${p}%`);

/** The months of the page's dates: the last METRICS_MAX_MONTHS of them at most. */
export function periodMonths(from: string, to: string) {
  const months = monthsFromTo(from.slice(0, 7), to.slice(0, 7));
  const kept = months.slice(-METRICS_MAX_MONTHS);
  return { from_month: kept[0] ?? to.slice(0, 7), to_month: kept.at(-1) ?? to.slice(0, 7) };
}

export function ReliabilitySection({
  from,
  to,
  companyId,
  siteId,
}: {
  from: string;
  to: string;
  companyId: string;
  siteId: string;
}) {
  const [by, setBy] = useState<'site' | 'model'>('site');
  const period = periodMonths(from, to);
  const body = {
    ...period,
    ...(companyId !== '0' ? { company_id: Number(companyId) } : {}),
    ...(siteId !== '0' ? { scope: 'site' as const, site_id: Number(siteId) } : { scope: 'company' as const }),
    by,
  };
  const metrics = useQuery({
    queryKey: ['insights', 'reliability', body],
    enabled: from <= to,
    staleTime: 60_000,
    retry: false,
    queryFn: async () => (await callApi(ReliabilityMetricsApi.getReliabilityMetrics, { body })).data,
  });
  const m = metrics.data;
  const rows = m?.rows ?? [];
  const label = by === 'site' ? 'Site' : 'Model';
  const columns: ExportColumn<Row>[] = [
    { header: label, value: (r) => r.label },
    { header: 'Assets', value: (r) => r.asset_count },
    { header: 'Failures', value: (r) => r.downtime_count },
    { header: 'MTBF (h)', value: (r) => r.mtbf_hours },
    { header: 'MTTR (h)', value: (r) => r.mttr_hours },
    { header: 'Availability %', value: (r) => r.availability_pct },
    { header: 'Hours down (unplanned)', value: (r) => r.hours_down_unplanned },
    { header: 'Hours down (planned)', value: (r) => r.hours_down_planned },
  ];
  return (
    <SpaceBetween size="l">
      <Container
        data-testid="reliability-section"
        header={
          <Header
            variant="h2"
            description={`${period.from_month} to ${period.to_month}`}
            actions={
              <SegmentedControl
                label="Reliability by"
                selectedId={by}
                onChange={({ detail }) => setBy(detail.selectedId as 'site' | 'model')}
                options={[
                  { id: 'site', text: 'By site' },
                  { id: 'model', text: 'By model' },
                ]}
              />
            }
          >
            Reliability
          </Header>
        }
      >
        <SpaceBetween size="l">
          <ColumnLayout columns={4} variant="text-grid">
            <div>
              <Header variant="h3">MTBF</Header>
              <span data-testid="reliability-mtbf">{m ? hours(m.mtbf_hours) : '-'}</span>
            </div>
            <div>
              <Header variant="h3">MTTR</Header>
              <span data-testid="reliability-mttr">{m ? hours(m.mttr_hours) : '-'}</span>
            </div>
            <div>
              <Header variant="h3">Availability</Header>
              <span data-testid="reliability-availability">{m ? percent(m.availability_pct) : '-'}</span>
            </div>
            <div>
              <Header variant="h3">Failures</Header>
              <span data-testid="reliability-failures">
                {m ? `${m.downtime_count} (${m.planned_count} planned stops)` : '-'}
              </span>
            </div>
          </ColumnLayout>
          <Table
            variant="embedded"
            header={<Header variant="h3">Top failure codes</Header>}
            ariaLabels={{ tableLabel: 'Top failure codes' }}
            loading={metrics.isLoading}
            items={m?.top_failure_codes ?? []}
            columnDefinitions={[
              { id: 'code', header: 'Code', cell: (c) => c.code },
              { id: 'kind', header: 'Kind', cell: (c) => c.kind[0].toUpperCase() + c.kind.slice(1) },
              { id: 'count', header: 'Downtimes', cell: (c) => c.count },
            ]}
            empty={<Box textAlign="center">{ReportMessages.noData}</Box>}
          />
          <Table
            variant="embedded"
            header={<Header variant="h3">{`Reliability by ${label.toLowerCase()}`}</Header>}
            ariaLabels={{ tableLabel: `Reliability by ${label.toLowerCase()}` }}
            loading={metrics.isLoading}
            items={rows}
            columnDefinitions={columns.map((c, i) => ({
              id: `c${i}`,
              header: c.header,
              cell: (row: Row) => c.value(row) ?? '-',
            }))}
            empty={
              <Box textAlign="center">
                {metrics.isError && by === 'model'
                  ? 'Models are shown for the whole company only'
                  : ReportMessages.noData}
              </Box>
            }
          />
        </SpaceBetween>
      </Container>
      <ChartPanel<Row>
        id="reliability-chart"
        title={`Availability and failures by ${label.toLowerCase()}`}
        rows={rows}
        columns={columns}
        chart={
          <BarChart
            statusType={metrics.isLoading ? 'loading' : 'finished'}
            series={
              rows.length
                ? [
                    {
                      title: 'Availability %',
                      type: 'bar',
                      data: rows.map((r) => ({ x: r.label, y: r.availability_pct ?? 0 })),
                    },
                  ]
                : []
            }
            xScaleType="categorical"
            yDomain={[0, 100]}
            height={220}
            hideFilter
            ariaLabel={`Availability by ${label.toLowerCase()}`}
            empty="No data found"
          />
        }
      />
    </SpaceBetween>
  );
}
