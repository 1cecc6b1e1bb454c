/**
 * A form shown read-only in a modal titled with its name (spec 2.10 View, 2.11 View): Form.io's
 * renderer, with the submitted answers when given, and the form's description.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { FormMessages } from '@shared/forms/messages';
import type { FormioForm } from '@shared/forms/rules';
import { FormioView } from '../../../components/formio/FormioView';

export interface FormViewModalProps {
  title: string;
  description?: string;
  /** null: the stored definition is not a Form.io form. */
  form: FormioForm | null;
  data?: Record<string, unknown>;
  onClose: () => void;
}

export function FormViewModal({ title, description, form, data, onClose }: FormViewModalProps) {
  return (
    <Modal
      visible
      size="large"
      header={title}
      onDismiss={onClose}
      footer={
        <Box float="right">
          <Button onClick={onClose}>Close</Button>
        </Box>
      }
    >
      <SpaceBetween size="m">
        {description && <Box variant="p">{description}</Box>}
        {form ? (
          <FormioView form={form} data={data} />
        ) : (
          <Box color="text-status-error">{FormMessages.formDataInvalid}</Box>
        )}
      </SpaceBetween>
    </Modal>
  );
}
