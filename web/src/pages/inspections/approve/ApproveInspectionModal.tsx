/**
 * Approving a pending inspection where it is listed (the dashboard's Pending Reviews): meter hours
 * (required, a whole number, prefilled with the operator's reading) and the manager's note
 * (required where the site's isManagerNotes is on), checked by the same rules as the server
 * (shared approvalProblem), then 'Inspection approved successfully !'.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { InspectionStatus, Role } from '@shared/codes';
import { useSession } from '../../../app/session/session-store';
import { useApprovalForm } from './use-approval-form';

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
  const { meterHours, setMeterHours, notes, setNotes, errors, saving, approve } = useApprovalForm(
    { ...target, status: InspectionStatus.Pending },
    onClose,
  );

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
            onChange={({ detail }) => setMeterHours(detail.value)}
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
            onChange={({ detail }) => setNotes(detail.value)}
          />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
