/** /resetpassword/{code} (spec 2.3, 5): email, code, new password twice; back to /login 2 s after success. */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { Messages } from '@shared/messages';
import { meetsPasswordRule } from '@shared/passwords';
import { confirmPasswordReset } from '../../app/session/identity';
import { toast } from '../../app/toasts';
import { BackToSignIn } from './BackToSignIn';
import { errorName, messageOf } from './errors';
import type { ResetRouteState } from './ForgotPasswordPage';
import { SignInLayout } from './SignInLayout';

export const REDIRECT_AFTER_RESET_MS = 2000;
/** The identity pool's confirmation codes are six digits. */
const CODE_PATTERN = /^\d{6}$/;

interface ResetErrors {
  email?: string;
  code?: string;
  password?: string;
  confirm?: string;
}

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const params = useParams<{ code?: string }>();
  const state = useLocation().state as ResetRouteState | null;
  // The route's {code} is used when it is a real code; otherwise (the identity pool mails the
  // code, it is not in a link) the user types it in the Verification code field.
  const codeFromRoute = params.code && CODE_PATTERN.test(params.code) ? params.code : null;
  const [email, setEmail] = useState(state?.email ?? '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<ResetErrors>({});
  const [busy, setBusy] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const validate = (): ResetErrors => ({
    email: email.trim() ? undefined : Messages.resetEmailRequired,
    code: codeFromRoute || code.trim() ? undefined : Messages.resetCodeRequired,
    password: !password ? Messages.resetNewPasswordRequired : meetsPasswordRule(password) ? undefined : Messages.passwordRule,
    confirm: !confirm ? Messages.resetReenterRequired : password && confirm !== password ? Messages.resetMismatch : undefined,
  });

  const submit = async () => {
    const found = validate();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      await confirmPasswordReset(email.trim(), codeFromRoute ?? code.trim(), password);
      toast.success(Messages.passwordUpdated);
      redirectTimer.current = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_AFTER_RESET_MS);
    } catch (failure) {
      const providerDetail = errorName(failure) === 'InvalidPasswordException' ? ` ${messageOf(failure, '')}` : '';
      toast.error(`${Messages.unableToChangePassword}${providerDetail}`);
      setBusy(false);
    }
  };

  const clear = (field: keyof ResetErrors) => setErrors((previous) => ({ ...previous, [field]: undefined }));

  return (
    <SignInLayout title="Reset Password">
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
              Confirm
            </Button>
          }
          secondaryActions={<BackToSignIn />}
        >
          <SpaceBetween size="m">
            <FormField label="Email" errorText={errors.email}>
              <Input
                type="email"
                value={email}
                autoComplete="email"
                onChange={({ detail }) => {
                  setEmail(detail.value);
                  clear('email');
                }}
              />
            </FormField>
            {!codeFromRoute && (
              <FormField label="Verification code" description="The code from the e-mail we sent you." errorText={errors.code}>
                <Input
                  value={code}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  onChange={({ detail }) => {
                    setCode(detail.value);
                    clear('code');
                  }}
                />
              </FormField>
            )}
            <FormField label="New Password" errorText={errors.password}>
              <Input
                type="password"
                value={password}
                autoComplete="new-password"
                onChange={({ detail }) => {
                  setPassword(detail.value);
                  clear('password');
                }}
              />
            </FormField>
            <FormField label="Re-enter New Password" errorText={errors.confirm}>
              <Input
                type="password"
                value={confirm}
                autoComplete="new-password"
                onChange={({ detail }) => {
                  setConfirm(detail.value);
                  clear('confirm');
                }}
              />
            </FormField>
          </SpaceBetween>
        </Form>
      </form>
    </SignInLayout>
  );
}
