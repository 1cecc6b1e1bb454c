/**
 * The notes and the manager's review on the inspection details screen (spec 2.9, 4, 5): the
 * operator's notes ('Note marked as important !' when flagged) and the manager's. While the
 * inspection is pending (8) on a site that approves (showHideApprove) the manager's note and the
 * meter hours are editable and Accept is active (disabled for anyone but a manager: an executive
 * only reads); the same rules as the server (shared approvalProblem) give the field messages, an
 * earlier pending inspection of the asset opens the 'Pending Inspection' popup, and a success goes
 * to the inspections list with 'Inspection approved successfully !'.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { Role } from '@shared/codes';
import { InspectionMessages } from '@shared/inspections/messages';
import { awaitsApproval } from '@shared/inspections/rules';
import type { InspectionDetail } from '@shared/inspections/detail-schemas';
import { useSession } from '../../../app/session/session-store';
import { PendingInspectionModal } from '../approve/PendingInspectionModal';
import { useApprovalForm } from '../approve/use-approval-form';

export function ReviewPanel({ detail }: { detail: InspectionDetail }) {
  const session = useSession();
  const navigate = useNavigate();
  const reviewable = awaitsApproval(detail);
  const isManager = session.roleId === Role.Manager;
  const [blocked, setBlocked] = useState(false);
  // Spec 4: approved from the detail screen, the user returns to the inspections list.
  const { meterHours, setMeterHours, notes, setNotes, errors, saving, approve } = useApprovalForm(
    { ...detail, isManagerNotes: detail.sites.isManagerNotes },
    () => navigate('/inspections'),
  );

  const accept = async () => {
    if (detail.earlier_pending_inspection_id) {
      setBlocked(true);
      return;
    }
    await approve();
  };

  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            detail.showHideApprove && (
              <Button
                variant="primary"
                loading={saving}
                disabled={!reviewable || !isManager}
                disabledReason={
                  !reviewable
                    ? 'Only a pending inspection can be accepted'
                    : 'Only a manager can approve inspections'
                }
                onClick={() => void accept()}
              >
                Accept
              </Button>
            )
          }
        >
          Notes
        </Header>
      }
    >
      <SpaceBetween size="l">
        <div data-testid="operator-notes">
          <FormField label="Operator Notes" stretch>
            <SpaceBetween size="xs">
              <Box>{detail.operator_notes.trim() || '-'}</Box>
              {detail.is_comment_important && (
                <Alert type="warning" statusIconAriaLabel="Important">
                  {InspectionMessages.noteImportant}
                </Alert>
              )}
            </SpaceBetween>
          </FormField>
        </div>
        {reviewable ? (
          <>
            <FormField
              label={detail.sites.isManagerNotes ? 'Manager Notes' : 'Manager Notes (optional)'}
              errorText={errors.notes}
              stretch
            >
              <Textarea
                ariaLabel="Manager Notes"
                value={notes}
                disabled={saving || !isManager}
                onChange={({ detail: change }) => setNotes(change.value)}
              />
            </FormField>
            <FormField
              label="Meter Hours"
              description={
                detail.last_meter_hours === null
                  ? 'The reading recorded with the approval (a whole number).'
                  : `The reading recorded with the approval (a whole number); the asset's last reading is ${detail.last_meter_hours}.`
              }
              errorText={errors.meter}
            >
              <Input
                type="number"
                inputMode="numeric"
                ariaLabel="Meter Hours"
                value={meterHours}
                disabled={saving || !isManager}
                onChange={({ detail: change }) => setMeterHours(change.value)}
              />
            </FormField>
          </>
        ) : (
          <div data-testid="manager-notes">
            <FormField label="Manager Notes" stretch>
              <Box>{detail.manager_notes.trim() || '-'}</Box>
            </FormField>
          </div>
        )}
      </SpaceBetween>
      <PendingInspectionModal visible={blocked} onClose={() => setBlocked(false)} />
    </Container>
  );
}
