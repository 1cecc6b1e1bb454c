/**
 * The form of a side panel or drawer (spec 5's create and edit panels): its fields, then Cancel
 * and Save, Save reading 'Saving...' while it saves; Enter submits (SubmitForm). Cancel and Save
 * are disabled while saving; `saveDisabled` also holds Save back (an upload still running).
 */
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { SubmitForm } from '../SubmitForm';

export interface SaveCancelFormProps {
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
  saveDisabled?: boolean;
  children: ReactNode;
}

export function SaveCancelForm({
  onSubmit,
  onCancel,
  saving,
  saveDisabled = false,
  children,
}: SaveCancelFormProps) {
  return (
    <SubmitForm onSubmit={onSubmit}>
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" disabled={saving} onClick={onCancel}>
              Cancel
            </Button>
            <Button variant="primary" disabled={saving || saveDisabled}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
          </SpaceBetween>
        }
      >
        {children}
      </Form>
    </SubmitForm>
  );
}
