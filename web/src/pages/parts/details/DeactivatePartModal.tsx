/** The confirmation before a part is deactivated (issue 25 item 1): kept with its stock and history, no longer moved. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PartMessages } from '@shared/parts/messages';
import type { PartRow } from '@shared/parts/schemas';
import { toast } from '../../../app/toasts';
import { refreshPart } from '../common/after-write';
import { deactivatePart } from '../common/parts-calls';
import { ModalFooter } from '../../../components/ModalFooter';

export function DeactivatePartModal({ part, onClose }: { part: PartRow; onClose: () => void }) {
  const queryClient = useQueryClient();
  const deactivate = useMutation({
    mutationFn: () => deactivatePart(part.part_id),
    onSuccess: async () => {
      toast.success(PartMessages.deactivated);
      await refreshPart(queryClient, part.part_id);
      onClose();
    },
  });
  return (
    <Modal
      visible
      closeAriaLabel="Close"
      header="Deactivate Part"
      onDismiss={() => !deactivate.isPending && onClose()}
      footer={
        <ModalFooter
          busy={deactivate.isPending}
          actionText="Deactivate"
          onAction={() => deactivate.mutate()}
          onCancel={onClose}
        />
      }
    >
      <SpaceBetween size="xs">
        {deactivate.error && <Alert type="error">{deactivate.error.message}</Alert>}
        <Box>
          Deactivate this part? It keeps its stock and history, but it can no longer be received, adjusted,
          transferred or used.
        </Box>
        <Box color="text-body-secondary">
          {part.part_number} {part.name}
        </Box>
      </SpaceBetween>
    </Modal>
  );
}
