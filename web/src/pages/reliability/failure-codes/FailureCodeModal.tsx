/** Adding a failure code of a kind, or changing a code's description (its code and kind stay). */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { FAILURE_CODE_MAX, FAILURE_DESCRIPTION_MAX, type FailureCodeKind } from '@shared/reliability/rules';
import { createFailureCodeBody, type FailureCodeRow } from '@shared/reliability/schemas';
import { toast } from '../../../app/toasts';
import { failureCodesKey, saveFailureCode } from './failure-code-calls';
import { ModalFooter } from '../../../components/ModalFooter';

export function FailureCodeModal({
  kind,
  editing,
  onClose,
}: {
  kind: FailureCodeKind;
  editing: FailureCodeRow | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState(editing?.code ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [errors, setErrors] = useState<{ code?: string; description?: string }>({});
  const save = useMutation({
    mutationFn: () => saveFailureCode({ kind, code, description }, editing !== null),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: failureCodesKey });
      onClose();
    },
  });
  const submit = () => {
    const checked = createFailureCodeBody.safeParse({ kind, code, description });
    if (!checked.success) {
      const found: { code?: string; description?: string } = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as 'code' | 'description';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate();
  };
  return (
    <Modal
      visible
      closeAriaLabel="Close"
      header={editing ? 'Edit Failure Code' : 'Add Failure Code'}
      onDismiss={() => !save.isPending && onClose()}
      footer={<ModalFooter busy={save.isPending} actionText="Save" onAction={submit} onCancel={onClose} />}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Form>
          <SpaceBetween size="m">
            {save.error && <Alert type="error">{save.error.message}</Alert>}
            <FormField
              label="Code"
              errorText={errors.code}
              constraintText={`Up to ${FAILURE_CODE_MAX} characters`}
            >
              <Input
                value={code}
                disabled={editing !== null}
                ariaLabel="Code"
                onChange={({ detail }) => setCode(detail.value)}
              />
            </FormField>
            <FormField
              label="Description"
              errorText={errors.description}
              constraintText={`Up to ${FAILURE_DESCRIPTION_MAX} characters`}
            >
              <Input
                value={description}
                ariaLabel="Description"
                onChange={({ detail }) => setDescription(detail.value)}
              />
            </FormField>
          </SpaceBetween>
        </Form>
      </form>
    </Modal>
  );
}
