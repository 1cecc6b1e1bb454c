/**
 * The Resolve Issue dialog of an Open request (spec maintenance 2.7, 5 'Resolve', 8): one reason
 * text area, Cancel and Save. A blank reason (after trimming) shows 'Reason is required !'. After
 * Save the dialog closes and the list reloads whatever the outcome; success shows 'Request
 * resolved successfully !'.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { toast } from '../../../app/toasts';
import { TextAreaField } from '../../../components/forms/fields';
import { RequestMessages } from '@shared/requests/messages';
import { refreshRequests, resolveRequest, type RequestRow } from './requests-calls';
import { ModalFooter } from '../../../components/ModalFooter';

export function ResolveRequestModal({ row, onClose }: { row: RequestRow; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const resolve = useMutation({
    mutationFn: (trimmed: string) => resolveRequest(row.mr_id, trimmed),
    onSuccess: () => toast.success(RequestMessages.resolved),
    // Whatever the outcome (a refusal's message is the API client's toast): close, then reload.
    onSettled: () => {
      onClose();
      void refreshRequests();
    },
  });
  const saving = resolve.isPending;

  const save = () => {
    if (reason.trim() === '') {
      setError(RequestMessages.reasonRequired);
      return;
    }
    resolve.mutate(reason.trim());
  };

  return (
    <Modal
      visible
      header="Resolve Issue"
      onDismiss={() => !saving && onClose()}
      footer={<ModalFooter busy={saving} actionText="Save" onAction={save} onCancel={onClose} />}
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
