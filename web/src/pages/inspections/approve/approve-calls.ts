/** Approving a pending inspection (spec 3 'Approval payload', 4): the call, and the caches it changes. */
import type { QueryClient } from '@tanstack/react-query';
import { InspectionsApi } from '@shared/inspections/api';
import { InspectionStatus } from '@shared/codes';
import { callApi } from '../../../app/api/client';
import { refreshAfterWrite } from '../../../components/query/refresh-after-write';

/** Every cache an approval changes: the dashboard, the inspection lists and details, the assets (meter hours). */
export const APPROVAL_AFFECTS = [['dashboard'], ['inspections'], ['assets']] as const;

export async function approveInspection(input: {
  inspectionId: string;
  assetId: number;
  managerId: string;
  managerNotes: string;
  meterHours: number;
}) {
  return callApi(InspectionsApi.approveInspection, {
    body: {
      inspection_id: input.inspectionId,
      asset_id: input.assetId,
      manager_id: input.managerId,
      status: InspectionStatus.Accepted,
      manager_notes: input.managerNotes,
      meter_hours: input.meterHours,
    },
  });
}

/**
 * After an approval (or finding an inspection approved elsewhere): the inspection leaves Pending
 * Reviews at once (the cached rows), the record's own caches are fetched now, and the views that
 * follow through the outbox a little later, as a fetch right now may not see the move yet (a row
 * would come back).
 */
export async function refreshAfterApproval(queryClient: QueryClient, inspectionId: string) {
  queryClient.setQueriesData<{ pendingInspection?: { inspection_id: string }[] }>(
    { queryKey: ['dashboard', 'reviews'] },
    (data) =>
      data?.pendingInspection
        ? {
            ...data,
            pendingInspection: data.pendingInspection.filter((row) => row.inspection_id !== inspectionId),
          }
        : data,
  );
  await refreshAfterWrite(queryClient, {
    now: APPROVAL_AFFECTS.filter(([key]) => key !== 'dashboard'),
    later: [...APPROVAL_AFFECTS],
  });
}
