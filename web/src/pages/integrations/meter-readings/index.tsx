/**
 * Meter readings (/meter-readings, issue 28 item 3): the manager's upload (UploadReadings) and the readings held for review (backwards, or
 * more hours than the time since the last reading allows), each approved (applied as
 * Asset/UpdateMeterHours would) or rejected by a manager.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { HeldReadingRow } from '@shared/integrations/schemas';
import { toast } from '../../../app/toasts';
import { withQueryClient } from '../../../components/query/query-client';
import { heldReadingsKey, loadHeldReadings, reviewHeldReading } from './meter-reading-calls';
import { UploadReadings } from './UploadReadings';

const when = (iso: string) => new Date(iso).toLocaleString();
const hours = (value: number) => value.toLocaleString(undefined, { maximumFractionDigits: 1 });

export const MeterReadingsPage = withQueryClient(function MeterReadingsPage() {
  const queryClient = useQueryClient();
  const held = useQuery({ queryKey: heldReadingsKey, queryFn: loadHeldReadings });
  const review = useMutation({
    mutationFn: ({ row, approve }: { row: HeldReadingRow; approve: boolean }) =>
      reviewHeldReading(row.reading_id, approve),
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: heldReadingsKey }),
  });
  const busy = (row: HeldReadingRow) =>
    review.isPending && review.variables?.row.reading_id === row.reading_id;

  return (
    <SpaceBetween size="l">
      <UploadReadings />
      <Table
        variant="container"
        items={held.data ?? []}
        loading={held.isPending}
        loadingText="Loading held readings"
        trackBy="reading_id"
        wrapLines
        header={
          <Header
            variant="h2"
            counter={held.data ? `(${held.data.length})` : undefined}
            description="Readings that go backwards or jump implausibly are held here, not applied, until you approve or reject them"
          >
            Held Meter Readings
          </Header>
        }
        empty={<Box textAlign="center">No readings held for review</Box>}
        columnDefinitions={[
          { id: 'asset', header: 'Asset', cell: (r) => r.asset_name },
          { id: 'at', header: 'Time', cell: (r) => when(r.at) },
          { id: 'value', header: 'Meter hours', cell: (r) => hours(r.value) },
          { id: 'then', header: 'Meter hours then', cell: (r) => hours(r.meter_hours_then) },
          { id: 'reason', header: 'Why held', cell: (r) => r.reason_text },
          { id: 'source', header: 'Source', cell: (r) => r.source },
          {
            id: 'actions',
            header: 'Actions',
            minWidth: 170,
            cell: (r) => (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  variant="inline-link"
                  ariaLabel={`Approve the reading of ${r.asset_name} at ${when(r.at)}`}
                  disabled={review.isPending}
                  loading={busy(r) && review.variables?.approve === true}
                  onClick={() => review.mutate({ row: r, approve: true })}
                >
                  Approve
                </Button>
                <Button
                  variant="inline-link"
                  ariaLabel={`Reject the reading of ${r.asset_name} at ${when(r.at)}`}
                  disabled={review.isPending}
                  loading={busy(r) && review.variables?.approve === false}
                  onClick={() => review.mutate({ row: r, approve: false })}
                >
                  Reject
                </Button>
              </SpaceBetween>
            ),
          },
        ]}
      />
    </SpaceBetween>
  );
});
