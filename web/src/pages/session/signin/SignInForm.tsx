/**
 * The form of the sign-in screens: Enter or the primary button submits, which shows busy; and its
 * text fields. Laid out as Cloudscape's Form (app.css), without Form's error boundary (SignInLayout).
 */
import { useId, type ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import LiveRegion from '@cloudscape-design/components/live-region';
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
  const errorId = useId();
  return (
    <SubmitForm onSubmit={onSubmit}>
      {children}
      {errorText && (
        <Box margin={{ top: 'l' }}>
          <Alert type="error" statusIconAriaLabel="Error">
            {/* The id Form gives its error (form-error-…), which the browser tests find it by. */}
            <div id={`form-error-${errorId}`}>{errorText}</div>
          </Alert>
        </Box>
      )}
      {/* Primary action at the end, the secondary ones at the start (row-reverse), as Form has them. */}
      <div className="ac-signin-form__footer">
        <div className="ac-signin-form__actions">
          <div>
            <Button variant="primary" formAction="submit" loading={busy} disabled={submitDisabled}>
              {submitText}
            </Button>
          </div>
          <div>{secondaryActions}</div>
        </div>
      </div>
      {errorText && (
        <LiveRegion hidden assertive>
          Error, {errorText}
        </LiveRegion>
      )}
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
