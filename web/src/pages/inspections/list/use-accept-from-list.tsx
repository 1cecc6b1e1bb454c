/**
 * Accept on an inspection list row (spec 2.9, 4): the inspection is read again first (it may have
 * changed since the page loaded) and, when its asset has an earlier pending inspection, the
 * 'Pending Inspection' popup shows instead of the approval; otherwise the approval modal opens
 * with the site's note rule and the operator's meter reading.
 */
import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { InspectionStatus } from '@shared/codes';
import { InspectionsApi } from '@shared/inspections/api';
import { InspectionMessages } from '@shared/inspections/messages';
import type { InspectionDetail } from '@shared/inspections/detail-schemas';
import { callApi } from '../../../app/api/client';
import { toast } from '../../../app/toasts';
import { ApproveInspectionModal, type ApprovalTarget } from '../approve/ApproveInspectionModal';
import { refreshAfterApproval } from '../approve/approve-calls';
import { PendingInspectionModal } from '../approve/PendingInspectionModal';
import { inspectionsKeys } from './inspections-keys';

export interface AcceptFromList {
  /** Starts the approval of this inspection. */
  accept: (inspectionId: string) => void;
  /** The inspection being read before its modal opens. */
  checking: string | null;
  /** The popup or the approval modal, to render once beside the list. */
  modals: ReactNode;
}

const approvalTargetOf = (detail: InspectionDetail): ApprovalTarget => ({
  inspection_id: detail.inspection_id,
  asset_id: detail.asset_id,
  asset_name: detail.asset_name,
  internal_asset_id: detail.asset.internal_asset_id,
  meter_hours: detail.meter_hours,
  isManagerNotes: detail.sites.isManagerNotes,
  showHideApprove: detail.showHideApprove,
});

export function useAcceptFromList(): AcceptFromList {
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState<string | null>(null);
  const [blocked, setBlocked] = useState(false);
  const [approving, setApproving] = useState<ApprovalTarget | null>(null);

  const accept = (inspectionId: string) => {
    setChecking(inspectionId);
    queryClient
      .fetchQuery({
        queryKey: inspectionsKeys.detail(inspectionId),
        queryFn: async () =>
          (await callApi(InspectionsApi.getInspectionDetails, { params: { inspection_id: inspectionId } }))
            .data,
        staleTime: 0,
      })
      .then(async (detail) => {
        if (detail.earlier_pending_inspection_id) setBlocked(true);
        else if (detail.status === InspectionStatus.Pending && detail.showHideApprove)
          setApproving(approvalTargetOf(detail));
        else {
          // Accepted meanwhile (elsewhere): the row is out of date.
          toast.error(InspectionMessages.notPending);
          await refreshAfterApproval(queryClient, inspectionId);
        }
      })
      // The API client showed the failure.
      .catch(() => undefined)
      .finally(() => setChecking(null));
  };

  return {
    accept,
    checking,
    modals: (
      <>
        <PendingInspectionModal visible={blocked} onClose={() => setBlocked(false)} />
        {approving && <ApproveInspectionModal target={approving} onClose={() => setApproving(null)} />}
      </>
    ),
  };
}
