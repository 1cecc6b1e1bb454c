/** The list's Assign action (issue 22 item 5): the work order's "Assigned to" people, saved with WorkOrder/AssignWorkOrder; the lists reload. */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { toast } from '../../../app/toasts';
import { AssigneesField } from './AssigneesField';
import { assignWorkOrder, refreshWorkOrders, WorkOrderMessages, type WorkOrderRow } from './workorders-calls';
import { ModalFooter } from '../../../components/ModalFooter';

export function AssignModal({ row, onClose }: { row: WorkOrderRow; onClose: () => void }) {
  const [chosen, setChosen] = useState<string[]>(row.assigned_to);
  const save = useMutation({
    mutationFn: () => assignWorkOrder(row.wo_id, chosen),
    onSuccess: () => toast.success(WorkOrderMessages.assigned),
    // Whatever the outcome (a refusal's message is the API client's toast): close, then reload.
    onSettled: () => {
      onClose();
      void refreshWorkOrders();
    },
  });
  const busy = save.isPending;
  return (
    <Modal
      visible
      header={`Assign ${row.wo_number}`}
      onDismiss={() => !busy && onClose()}
      footer={<ModalFooter busy={busy} actionText="Save" onAction={() => save.mutate()} onCancel={onClose} />}
    >
      <SpaceBetween size="m">
        <Box color="text-body-secondary">{row.title}</Box>
        <AssigneesField
          selected={chosen}
          names={Object.fromEntries(row.assigned_to.map((u, i) => [u, row.assigned_to_names[i] ?? u]))}
          siteId={row.site_id}
          disabled={busy}
          onChange={setChosen}
        />
      </SpaceBetween>
    </Modal>
  );
}
