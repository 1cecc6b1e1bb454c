/**
 * The downtime calls of the web app (issue 25 items 5, 6): an asset's availability over a period
 * (with its open downtime: whether it is down now), and "Mark asset down" / "Back in service" from
 * an issue or a work order. Each opening of the dialog makes one client id, so a retried save
 * answers the first result. A change reloads the asset's availability, the asset and the lists.
 */
import { useQuery } from '@tanstack/react-query';
import { IssuesApi } from '@shared/issues/api';
import { ReliabilityApi } from '@shared/reliability/api';
import type { AvailabilityPeriod } from '@shared/reliability/availability';
import { WorkOrdersApi } from '@shared/workorders/api';
import { callApi } from '../../../app/api/client';
import { queryClient } from '../../../components/query/query-client';

export const availabilityKey = (assetId: number) => ['reliability', 'availability', assetId] as const;

export function useAvailability(assetId: number, days: AvailabilityPeriod = 30) {
  return useQuery({
    queryKey: [...availabilityKey(assetId), days],
    queryFn: async () =>
      (await callApi(ReliabilityApi.getAssetAvailability, { body: { asset_id: assetId, days } })).data,
    enabled: assetId > 0,
  });
}

/** What the downtime is marked from: an issue (its uuid) or a work order (its id). */
export type DowntimeFrom = { issue_uuid: string } | { wo_id: number };

export async function markDown(from: DowntimeFrom, downtimeId: string, reason: string, planned: boolean) {
  return 'issue_uuid' in from
    ? callApi(
        IssuesApi.markAssetDown,
        { body: { issue_uuid: from.issue_uuid, downtime_id: downtimeId, reason } },
        { quiet: true },
      )
    : callApi(
        WorkOrdersApi.markAssetDown,
        { body: { wo_id: from.wo_id, downtime_id: downtimeId, reason, planned } },
        { quiet: true },
      );
}

export async function markUp(from: DowntimeFrom, requestId: string) {
  return 'issue_uuid' in from
    ? callApi(IssuesApi.markAssetUp, { body: { issue_uuid: from.issue_uuid, request_id: requestId } })
    : callApi(WorkOrdersApi.markAssetUp, { body: { wo_id: from.wo_id, request_id: requestId } });
}

export async function downtimeChanged(assetId: number) {
  await Promise.all(
    [availabilityKey(assetId), ['assets'], ['reliability', 'availability']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
