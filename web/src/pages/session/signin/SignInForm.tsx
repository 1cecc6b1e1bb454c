/** The form of the sign-in screens: Enter or the primary button submits, which shows busy; and its text fields. */
import type { ReactNode } from 'react';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import { SubmitForm } from '../../../components/SubmitForm';

export interface SignInFormProps {
  submitText: string;
  busy: boolean;
  /** The submit button is off (not every value is given yet). */
  submitDisabled?: boolean;
  /** A failure of the whole form, above the buttons. */
  errorText?: string | null;
  secondaryActions: ReactNode;
  onSubmit: () => void;
  children: ReactNode;
}

export function SignInForm({
  submitText,
  busy,
  submitDisabled,
  errorText,
  secondaryActions,
  onSubmit,
  children,
}: SignInFormProps) {
  return (
    <SubmitForm onSubmit={onSubmit}>
      <Form
        errorText={errorText}
        actions={
          <Button variant="primary" formAction="submit" loading={busy} disabled={submitDisabled}>
            {submitText}
          </Button>
        }
        secondaryActions={secondaryActions}
      >
        {children}
      </Form>
    </SubmitForm>
  );
}

export interface SignInFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorText?: string;
  description?: string;
  type?: InputProps.Type;
  inputMode?: InputProps.InputMode;
  autoComplete?: string;
  autoFocus?: boolean;
}

/** The input of a new password and of its repetition. */
export const NEW_PASSWORD_INPUT = { type: 'password', autoComplete: 'new-password' } as const;

export function SignInField({ label, errorText, description, onChange, ...input }: SignInFieldProps) {
  return (
    <FormField label={label} errorText={errorText} description={description}>
      <Input {...input} onChange={({ detail }) => onChange(detail.value)} />
    </FormField>
  );
}
