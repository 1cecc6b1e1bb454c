/**
 * The asset page's availability (issue 25 item 6): whether the asset is down now, and for the last
 * 30, 90 or 365 days its availability, downtime count, hours down, MTTR and MTBF (unplanned
 * failures only), with the downtimes behind them (what opened and closed each).
 */
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { formatSiteDateTime } from '@shared/dates';
import { AVAILABILITY_PERIODS, type AvailabilityPeriod } from '@shared/reliability/availability';
import type { DowntimeRow } from '@shared/reliability/schemas';
import { useAvailability } from './downtime-calls';

const hours = (value: number | null) => (value === null ? '-' : `${value.toFixed(1)} h`);
const sourceText = (s: DowntimeRow['opened_by'] | null) =>
  s ? `${s.kind === 'issue' ? 'Issue' : 'Work order'}: ${s.label}` : '-';

export function AvailabilityCard({ assetId, timezone }: { assetId: number; timezone: string }) {
  const [days, setDays] = useState<AvailabilityPeriod>(30);
  const availability = useAvailability(assetId, days);
  const a = availability.data;
  const when = (iso: string | null) => (iso ? formatSiteDateTime(iso, timezone) : '-');
  return (
    <Container
      data-testid="availability-card"
      header={
        <Header
          variant="h2"
          actions={
            <SegmentedControl
              label="Period"
              selectedId={String(days)}
              options={AVAILABILITY_PERIODS.map((d) => ({ id: String(d), text: `Last ${d} days` }))}
              onChange={({ detail }) => setDays(Number(detail.selectedId) as AvailabilityPeriod)}
            />
          }
        >
          Availability
        </Header>
      }
    >
      {!a ? (
        <Box textAlign="center">
          <Spinner />
        </Box>
      ) : (
        <SpaceBetween size="l">
          <KeyValuePairs
            columns={4}
            items={[
              {
                label: 'Status',
                value: a.current ? (
                  <StatusIndicator type="error">{`Down since ${when(a.current.start)}`}</StatusIndicator>
                ) : (
                  <StatusIndicator type="success">In service</StatusIndicator>
                ),
              },
              {
                label: 'Availability',
                value: <span data-testid="availability-pct">{`${a.availability_pct}%`}</span>,
              },
              { label: 'Downtimes', value: `${a.downtime_count} (${a.unplanned_count} unplanned)` },
              { label: 'Hours down', value: hours(a.hours_down) },
              { label: 'MTTR', value: hours(a.mttr_hours) },
              { label: 'MTBF', value: hours(a.mtbf_hours) },
            ]}
          />
          {/* No table when the period had no downtime: the asset page's tabs keep the only tables (and column headers) of a page most assets show. */}
          {a.downtimes.length === 0 ? (
            <Box color="text-body-secondary">No downtime in this period</Box>
          ) : (
            <Table
              variant="embedded"
              ariaLabels={{ tableLabel: 'Downtimes' }}
              items={a.downtimes}
              trackBy="downtime_id"
              columnDefinitions={[
                { id: 'start', header: 'Down from', cell: (r) => when(r.start) },
                { id: 'end', header: 'Back in service', cell: (r) => (r.end ? when(r.end) : 'Still down') },
                { id: 'reason', header: 'Reason', cell: (r) => r.reason },
                { id: 'planned', header: 'Kind', cell: (r) => (r.planned ? 'Planned' : 'Unplanned') },
                { id: 'opened', header: 'Marked down from', cell: (r) => sourceText(r.opened_by) },
                { id: 'closed', header: 'Back in service from', cell: (r) => sourceText(r.closed_by) },
              ]}
            />
          )}
        </SpaceBetween>
      )}
    </Container>
  );
}
