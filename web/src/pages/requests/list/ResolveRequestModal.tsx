/**
 * The Resolve Issue dialog of an Open request (spec maintenance 2.7, 5 'Resolve', 8): one reason
 * text area, Cancel and Save. A blank reason (after trimming) shows 'Reason is required !'. After
 * Save the dialog closes and the list reloads whatever the outcome; success shows 'Request
 * resolved successfully !'.
 */
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { toast } from '../../../app/toasts';
import { TextAreaField } from '../../../components/forms/fields';
import { RequestMessages } from '@shared/requests/messages';
import { refreshRequests, resolveRequest, type RequestRow } from './requests-calls';

export function ResolveRequestModal({ row, onClose }: { row: RequestRow; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (reason.trim() === '') {
      setError(RequestMessages.reasonRequired);
      return;
    }
    setSaving(true);
    try {
      await resolveRequest(row.mr_id, reason.trim());
      toast.success(RequestMessages.resolved);
    } catch {
      // The API client showed the server's message.
    }
    setSaving(false);
    onClose();
    await refreshRequests();
  };

  return (
    <Modal
      visible
      header="Resolve Issue"
      onDismiss={() => !saving && onClose()}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={saving} onClick={onClose}>
              Cancel
            </Button>
            <Button variant="primary" loading={saving} onClick={() => void save()}>
              Save
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">
        <Box color="text-body-secondary">{row.title}</Box>
        <TextAreaField
          label="Reason"
          placeholder="Enter the reason"
          value={reason}
          errorText={error}
          disabled={saving}
          onChange={(value) => {
            setReason(value);
            setError(undefined);
          }}
        />
      </SpaceBetween>
    </Modal>
  );
}
