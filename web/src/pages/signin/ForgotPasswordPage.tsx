/** /forgotpassword (spec 2.3): the identity pool mails a code; then the reset screen. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { Messages } from '@shared/messages';
import { requestPasswordReset } from '../../app/session/identity';
import { toast } from '../../app/toasts';
import { BackToSignIn } from './BackToSignIn';
import { EMAIL_PATTERN, messageOf } from './errors';
import { SignInLayout } from './SignInLayout';

export interface ResetRouteState {
  email: string;
}

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const address = email.trim();
    const problem = !address ? Messages.forgotEmailRequired : EMAIL_PATTERN.test(address) ? undefined : Messages.forgotEmailInvalid;
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await requestPasswordReset(address);
      toast.success(Messages.resetEmailSent);
      // The code arrives by e-mail; the reset screen asks for it (see ResetPasswordPage).
      navigate('/resetpassword', { state: { email: address } satisfies ResetRouteState });
    } catch (failure) {
      toast.error(messageOf(failure, Messages.somethingWentWrongSpaced));
      setBusy(false);
    }
  };

  return (
    <SignInLayout title="Forgot Password">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Form
          actions={
            <Button variant="primary" formAction="submit" loading={busy}>
              Reset Password
            </Button>
          }
          secondaryActions={<BackToSignIn />}
        >
          <FormField label="Email" errorText={error}>
            <Input
              type="email"
              value={email}
              autoComplete="email"
              autoFocus
              onChange={({ detail }) => {
                setEmail(detail.value);
                setError(undefined);
              }}
            />
          </FormField>
        </Form>
      </form>
    </SignInLayout>
  );
}
