/**
 * Approving a pending inspection where it is listed (the dashboard's Pending Reviews): meter hours
 * (required, a whole number, prefilled with the operator's reading) and the manager's note
 * (required where the site's isManagerNotes is on), checked by the same rules as the server
 * (shared approvalProblem), then 'Inspection approved successfully !'.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { InspectionStatus, Role } from '@shared/codes';
import { InspectionMessages } from '@shared/inspections/messages';
import { approvalProblem, meterHoursProblem } from '@shared/inspections/rules';
import { useSession } from '../../../app/session/session-store';
import { toast } from '../../../app/toasts';
import { approveInspection, refreshAfterApproval } from './approve-calls';

export interface ApprovalTarget {
  inspection_id: string;
  asset_id: number;
  asset_name: string;
  internal_asset_id: string;
  meter_hours: number;
  isManagerNotes: boolean;
  showHideApprove: boolean;
}

export function ApproveInspectionModal({ target, onClose }: { target: ApprovalTarget; onClose: () => void }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const [meterHours, setMeterHours] = useState(String(target.meter_hours));
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<{ meter?: string; notes?: string }>({});
  const [saving, setSaving] = useState(false);

  const approve = async () => {
    const problem = approvalProblem({
      roleId: session.roleId ?? 0,
      status: InspectionStatus.Pending,
      showHideApprove: target.showHideApprove,
      isManagerNotes: target.isManagerNotes,
      managerNotes: notes,
      meterHours,
      earlierPending: false,
    });
    const meter = meterHoursProblem(meterHours) ?? undefined;
    const noteMissing = problem === InspectionMessages.managerNoteRequired ? problem : undefined;
    if (meter || noteMissing) {
      setErrors({ meter, notes: noteMissing });
      return;
    }
    if (problem) {
      toast.error(problem);
      return;
    }
    setSaving(true);
    try {
      await approveInspection({
        inspectionId: target.inspection_id,
        assetId: target.asset_id,
        managerId: session.loginData?.uuid ?? '',
        managerNotes: notes.trim(),
        meterHours: Number(meterHours.trim()),
      });
      toast.success(InspectionMessages.approved);
      await refreshAfterApproval(queryClient);
      onClose();
    } catch {
      // The API client showed the server's message; the modal stays open with the values.
      setSaving(false);
    }
  };

  return (
    <Modal
      visible
      onDismiss={() => !saving && onClose()}
      header={`Approve inspection of ${target.asset_name}`}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={saving} onClick={onClose}>
              Cancel
            </Button>
            <Button
              variant="primary"
              loading={saving}
              disabled={session.roleId !== Role.Manager}
              onClick={() => void approve()}
            >
              Approve
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box variant="small" color="text-body-secondary">
          Asset # {target.internal_asset_id}
        </Box>
        <FormField label="Meter Hours" errorText={errors.meter}>
          <Input
            type="number"
            inputMode="numeric"
            ariaLabel="Meter Hours"
            value={meterHours}
            disabled={saving}
            onChange={({ detail }) => {
              setMeterHours(detail.value);
              setErrors((e) => ({ ...e, meter: undefined }));
            }}
          />
        </FormField>
        <FormField
          label={target.isManagerNotes ? 'Manager Notes' : 'Manager Notes (optional)'}
          errorText={errors.notes}
        >
          <Textarea
            ariaLabel="Manager Notes"
            value={notes}
            disabled={saving}
            onChange={({ detail }) => {
              setNotes(detail.value);
              setErrors((e) => ({ ...e, notes: undefined }));
            }}
          />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
