/** /resetpassword/{code} (spec 2.3, 5): email, code, new password twice; back to /login 2 s after success. */
import SpaceBetween from '@cloudscape-design/components/space-between';
import { Messages } from '@shared/messages';
import { meetsPasswordRule } from '@shared/passwords';
import { useFormFields, useFormSubmit, useNavigateLater } from '../../../app/form-hooks';
import { confirmPasswordReset } from '../../../app/session/identity';
import { useSignInNavigation } from '../../../app/sign-in-navigation';
import { toast } from '../../../app/toasts';
import { BackToSignIn } from './BackToSignIn';
import { errorName, messageOf } from './errors';
import type { ResetRouteState } from './ForgotPasswordPage';
import { NEW_PASSWORD_INPUT, SignInField, SignInForm } from './SignInForm';
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
  const navigation = useSignInNavigation();
  const { params } = navigation;
  const state = navigation.state as ResetRouteState | null;
  const navigateLater = useNavigateLater(navigation.navigate);
  // The route's {code} is used when it is a real code; otherwise (the identity pool mails the
  // code, it is not in a link) the user types it in the Verification code field.
  const codeFromRoute = params.code && CODE_PATTERN.test(params.code) ? params.code : null;
  const { values, setErrors, bind } = useFormFields({
    email: state?.email ?? '',
    code: '',
    password: '',
    confirm: '',
  });
  const { busy, submit } = useFormSubmit(setErrors);
  const { email, code, password, confirm } = values;

  const validate = (): ResetErrors => ({
    email: email.trim() ? undefined : Messages.resetEmailRequired,
    code: codeFromRoute || code.trim() ? undefined : Messages.resetCodeRequired,
    password: !password
      ? Messages.resetNewPasswordRequired
      : meetsPasswordRule(password)
        ? undefined
        : Messages.passwordRule,
    confirm: !confirm
      ? Messages.resetReenterRequired
      : password && confirm !== password
        ? Messages.resetMismatch
        : undefined,
  });

  const reset = () =>
    submit(
      validate(),
      async () => {
        await confirmPasswordReset(email.trim(), codeFromRoute ?? code.trim(), password);
        toast.success(Messages.passwordUpdated);
        navigateLater('/login', REDIRECT_AFTER_RESET_MS, { replace: true });
      },
      (failure) => {
        const providerDetail =
          errorName(failure) === 'InvalidPasswordException' ? ` ${messageOf(failure, '')}` : '';
        toast.error(`${Messages.unableToChangePassword}${providerDetail}`);
      },
    );

  return (
    <SignInLayout title="Reset Password">
      <SignInForm
        submitText="Confirm"
        busy={busy}
        secondaryActions={<BackToSignIn />}
        onSubmit={() => void reset()}
      >
        <SpaceBetween size="m">
          <SignInField label="Email" type="email" autoComplete="email" {...bind('email')} />
          {!codeFromRoute && (
            <SignInField
              label="Verification code"
              description="The code from the e-mail we sent you."
              inputMode="numeric"
              autoComplete="one-time-code"
              {...bind('code')}
            />
          )}
          <SignInField label="New Password" {...NEW_PASSWORD_INPUT} {...bind('password')} />
          <SignInField label="Re-enter New Password" {...NEW_PASSWORD_INPUT} {...bind('confirm')} />
        </SpaceBetween>
      </SignInForm>
    </SignInLayout>
  );
}
