/** /setpassword (spec 2.3, 4, 5): the first-login challenge; then VerifyEmail and back to /login. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { Messages } from '@shared/messages';
import { hasRequiredCharacters, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/passwords';
import { verifyEmail } from '../../app/api/session-api';
import { completeNewPassword, fetchAccessToken } from '../../app/session/identity';
import { clearStorage } from '../../app/session/session-store';
import { toast } from '../../app/toasts';
import { BackToSignIn } from './BackToSignIn';
import { SignInLayout } from './SignInLayout';

interface SetPasswordErrors {
  password?: string;
  confirm?: string;
}

function validate(password: string, confirm: string): SetPasswordErrors {
  let passwordError: string | undefined;
  if (password.length < PASSWORD_MIN_LENGTH) passwordError = Messages.passwordMinLength;
  else if (password.length > PASSWORD_MAX_LENGTH || !hasRequiredCharacters(password)) passwordError = Messages.passwordRule;
  return { password: passwordError, confirm: confirm !== password ? Messages.setPasswordMismatch : undefined };
}

export function SetPasswordPage() {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<SetPasswordErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const found = validate(password, confirm);
    setErrors(found);
    if (found.password || found.confirm) return;
    setBusy(true);
    try {
      if (!(await completeNewPassword(password))) throw new Error(Messages.somethingWentWrongSpaced);
      const token = await fetchAccessToken();
      if (token) await verifyEmail(token);
      toast.success(Messages.passwordUpdated);
      clearStorage({ keepDomain: true });
      navigate('/login', { replace: true });
    } catch {
      toast.error(Messages.somethingWentWrongSpaced);
      setBusy(false);
    }
  };

  return (
    <SignInLayout title="Set New Password">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Form
          actions={
            <Button variant="primary" formAction="submit" loading={busy} disabled={!password || !confirm}>
              Submit
            </Button>
          }
          secondaryActions={<BackToSignIn />}
        >
          <SpaceBetween size="m">
            <FormField label="New Password" errorText={errors.password}>
              <Input
                type="password"
                value={password}
                autoComplete="new-password"
                autoFocus
                onChange={({ detail }) => {
                  setPassword(detail.value);
                  setErrors((previous) => ({ ...previous, password: undefined }));
                }}
              />
            </FormField>
            <FormField label="Confirm Password" errorText={errors.confirm}>
              <Input
                type="password"
                value={confirm}
                autoComplete="new-password"
                onChange={({ detail }) => {
                  setConfirm(detail.value);
                  setErrors((previous) => ({ ...previous, confirm: undefined }));
                }}
              />
            </FormField>
          </SpaceBetween>
        </Form>
      </form>
    </SignInLayout>
  );
}
