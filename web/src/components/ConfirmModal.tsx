/**
 * A yes/no question before an action (the PM Plan tab's, maintenance 2.4 'Confirmations': delete
 * a PM, remove the plan, duplicate a PM; deleting a webhook): the question, Cancel and the
 * action's button, busy while it runs.
 */
import { useMutation } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ModalFooter } from './ModalFooter';

export function ConfirmModal({
  header,
  question,
  detail,
  confirmText,
  onConfirm,
  onClose,
}: {
  header: string;
  question: string;
  /** What it applies to (the PM's title, the plan's name). */
  detail?: string;
  confirmText: string;
  /** Resolves true when done (the modal closes), false to stay. */
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  // A failure (the API client has shown it) keeps the question open, as a false answer does.
  const confirm = useMutation({
    mutationFn: onConfirm,
    onSuccess: (done) => done && onClose(),
  });
  const busy = confirm.isPending;
  return (
    <Modal
      visible
      closeAriaLabel="Close"
      header={header}
      onDismiss={() => !busy && onClose()}
      footer={
        <ModalFooter
          busy={busy}
          actionText={confirmText}
          onAction={() => confirm.mutate()}
          onCancel={onClose}
        />
      }
    >
      <SpaceBetween size="xs">
        <Box>{question}</Box>
        {detail && <Box color="text-body-secondary">{detail}</Box>}
      </SpaceBetween>
    </Modal>
  );
}
