/**
 * Use Part on a work order's task (issue 25 item 3): the part (searched in the company's active
 * catalogue) and the quantity, taken from the work order's site at the part's average cost. The
 * shared body schema checks the values, so the messages are the server's. The movement id is made
 * once when the modal opens: a double click or a retry after a lost answer uses the parts once. A
 * refusal (not enough stock, say) shows in the modal; success shows the toast, closes it and
 * reloads the work order's parts.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PartMessages } from '@shared/parts/messages';
import { useStockBody, type PartRow } from '@shared/parts/schemas';
import { toast } from '../../../app/toasts';
import { TextField } from '../../../components/forms/fields';
import { SubmitForm } from '../../../components/SubmitForm';
import { refusalOf } from '../../parts/common/after-write';
import { recordPartUse } from '../../parts/common/parts-calls';
import { PartSelect } from '../../parts/common/PartSelect';
import { partsKeys } from '../../parts/parts-keys';
import { ModalFooter } from '../../../components/ModalFooter';

export interface UsePartModalProps {
  woId: number;
  task: { task_id: number; task_title: string };
  onClose: () => void;
}

export function UsePartModal({ woId, task, onClose }: UsePartModalProps) {
  const queryClient = useQueryClient();
  const [movementId] = useState(() => crypto.randomUUID());
  const [part, setPart] = useState<PartRow | null>(null);
  const [quantity, setQuantity] = useState('');
  const [errors, setErrors] = useState<{ part_id?: string; quantity?: string }>({});

  const payload = () => ({
    part_id: part?.part_id,
    wo_id: woId,
    task_id: task.task_id,
    quantity,
    movement_id: movementId,
  });
  const use = useMutation({
    mutationFn: (body: Parameters<typeof recordPartUse>[0]) => recordPartUse(body),
    onSuccess: async () => {
      toast.success(PartMessages.used);
      await queryClient.invalidateQueries({ queryKey: partsKeys.workOrder(woId) });
      await queryClient.invalidateQueries({ queryKey: ['parts'] });
      onClose();
    },
  });
  const busy = use.isPending;
  const submit = () => {
    const checked = useStockBody.safeParse(payload());
    if (!checked.success) {
      const found: { part_id?: string; quantity?: string } = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] === 'part_id' ? 'part_id' : 'quantity';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    use.mutate(checked.data);
  };
  const refusal = refusalOf(use.error);

  return (
    <Modal
      visible
      closeAriaLabel="Close"
      header={`Use Part: ${task.task_title}`}
      onDismiss={() => !busy && onClose()}
      footer={<ModalFooter busy={busy} actionText="Use" onAction={submit} onCancel={onClose} />}
    >
      <SubmitForm onSubmit={submit}>
        <SpaceBetween size="m">
          {refusal && <Alert type="error">{refusal}</Alert>}
          <div data-field="Part">
            <FormField label="Part" errorText={errors.part_id} stretch>
              <PartSelect
                part={part}
                disabled={busy}
                invalid={Boolean(errors.part_id)}
                onChange={(chosen) => {
                  setPart(chosen);
                  setErrors((e) => ({ ...e, part_id: undefined }));
                }}
              />
            </FormField>
          </div>
          <TextField
            label={part ? `Quantity (${part.unit})` : 'Quantity'}
            type="number"
            placeholder="Enter Quantity"
            value={quantity}
            disabled={busy}
            errorText={errors.quantity}
            onChange={(value) => {
              setQuantity(value);
              setErrors((e) => ({ ...e, quantity: undefined }));
            }}
          />
          <Box color="text-body-secondary" fontSize="body-s">
            Taken from the work order&apos;s site at the part&apos;s average cost.
          </Box>
        </SpaceBetween>
      </SubmitForm>
    </Modal>
  );
}
