/**
 * The frame of a form page: a titled panel of fields in two columns, Cancel and the submit button
 * ('Saving...' while busy; Enter submits). Also the spinner shown while a form's data loads.
 */
import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { SubmitForm } from '../SubmitForm';
import './forms.css';

export interface FormFrameProps {
  title: string;
  submitText: string;
  /** The submit button's text while busy ('Saving...' unless told). */
  savingText?: string;
  saving: boolean;
  /** A rule is broken that blocks the submit (shown beside its field). */
  blocked?: boolean;
  onSubmit: () => void;
  onCancel?: () => void;
  /** Above the panel (a breadcrumb). */
  top?: ReactNode;
  children: ReactNode;
}

export function FormFrame({
  title,
  submitText,
  savingText = 'Saving...',
  saving,
  blocked,
  onSubmit,
  onCancel,
  top,
  children,
}: FormFrameProps) {
  return (
    <SubmitForm
      onSubmit={() => {
        if (!saving && !blocked) onSubmit();
      }}
    >
      <Form
        header={top}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            {onCancel && (
              <Button formAction="none" variant="link" disabled={saving} onClick={onCancel}>
                Cancel
              </Button>
            )}
            <Button variant="primary" formAction="submit" loading={saving} disabled={blocked}>
              {saving ? savingText : submitText}
            </Button>
          </SpaceBetween>
        }
      >
        <Container header={<Header variant="h2">{title}</Header>}>
          <div className="ac-form-grid">{children}</div>
        </Container>
      </Form>
    </SubmitForm>
  );
}

export function FormLoading() {
  return (
    <Box textAlign="center" padding="xxl">
      <Spinner size="large" />
    </Box>
  );
}
