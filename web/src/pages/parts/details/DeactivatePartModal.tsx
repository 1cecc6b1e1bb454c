/** The confirmation before a part is deactivated (issue 25 item 1): kept with its stock and history, no longer moved. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PartMessages } from '@shared/parts/messages';
import type { PartRow } from '@shared/parts/schemas';
import { toast } from '../../../app/toasts';
import { refreshPart } from '../common/after-write';
import { deactivatePart } from '../common/parts-calls';

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
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={deactivate.isPending} onClick={onClose}>
              Cancel
            </Button>
            <Button variant="primary" loading={deactivate.isPending} onClick={() => deactivate.mutate()}>
              Deactivate
            </Button>
          </SpaceBetween>
        </Box>
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
