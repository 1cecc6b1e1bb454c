/** The delete confirmation of a work order (spec maintenance 2.8, 8): the question, Cancel and Delete; success shows 'Workorder deleted successfully !' and the lists reload. */
import { useMutation } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { toast } from '../../../app/toasts';
import { deleteWorkOrder, refreshWorkOrders, WorkOrderMessages } from './workorders-calls';
import { ModalFooter } from '../../../components/ModalFooter';

export function DeleteWorkOrderModal({
  woId,
  label,
  onClose,
  onDeleted,
}: {
  woId: number;
  label: string;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useMutation({
    mutationFn: () => deleteWorkOrder(woId),
    onSuccess: () => {
      toast.success(WorkOrderMessages.deleted);
      onDeleted?.();
    },
    // Whatever the outcome (a refusal's message is the API client's toast): close, then reload.
    onSettled: () => {
      onClose();
      void refreshWorkOrders();
    },
  });
  const busy = remove.isPending;
  return (
    <Modal
      visible
      header="Delete Work Order"
      onDismiss={() => !busy && onClose()}
      footer={
        <ModalFooter busy={busy} actionText="Delete" onAction={() => remove.mutate()} onCancel={onClose} />
      }
    >
      <SpaceBetween size="xs">
        <Box>{WorkOrderMessages.deleteQuestion}</Box>
        <Box color="text-body-secondary">{label}</Box>
      </SpaceBetween>
    </Modal>
  );
}
