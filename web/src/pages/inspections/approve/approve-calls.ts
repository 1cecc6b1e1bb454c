/** Approving a pending inspection (spec 3 'Approval payload', 4): the call, and the caches it changes. */
import type { QueryClient } from '@tanstack/react-query';
import { InspectionsApi } from '@shared/inspections/api';
import { InspectionStatus } from '@shared/codes';
import { callApi } from '../../../app/api/client';

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

export async function refreshAfterApproval(queryClient: QueryClient) {
  await Promise.all(
    APPROVAL_AFFECTS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
  );
}
