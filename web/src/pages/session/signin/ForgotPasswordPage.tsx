/** /forgotpassword (spec 2.3): the identity pool mails a code; then the reset screen. */
import { Messages } from '@shared/messages';
import { isUnknownUserRefusal } from '@shared/session/rules';
import { useFormFields, useFormSubmit } from '../../../app/form-hooks';
import { requestPasswordReset } from '../../../app/session/identity';
import { useSignInNavigation } from '../../../app/sign-in-navigation';
import { toast } from '../../../app/toasts';
import { BackToSignIn } from './BackToSignIn';
import { EMAIL_PATTERN, messageOf } from './errors';
import { SignInField, SignInForm } from './SignInForm';
import { SignInLayout } from './SignInLayout';

export interface ResetRouteState {
  email: string;
}

export function ForgotPasswordPage() {
  const { navigate } = useSignInNavigation();
  const { values, setErrors, bind } = useFormFields({ email: '' });
  const { busy, submit } = useFormSubmit(setErrors);

  const requestCode = () => {
    const address = values.email.trim();
    const problem = !address
      ? Messages.forgotEmailRequired
      : EMAIL_PATTERN.test(address)
        ? undefined
        : Messages.forgotEmailInvalid;
    return submit(
      { email: problem },
      async () => {
        // An unknown address gets the same answer as a known one (as Cognito gives it).
        await requestPasswordReset(address).catch((error: unknown) => {
          if (!isUnknownUserRefusal(error)) throw error;
        });
        toast.success(Messages.resetEmailSent);
        // The code arrives by e-mail; the reset screen asks for it (see ResetPasswordPage).
        navigate('/resetpassword', { state: { email: address } satisfies ResetRouteState });
      },
      (failure) => toast.error(messageOf(failure, Messages.somethingWentWrongSpaced)),
    );
  };

  return (
    <SignInLayout title="Forgot Password">
      <SignInForm
        submitText="Reset Password"
        busy={busy}
        secondaryActions={<BackToSignIn />}
        onSubmit={() => void requestCode()}
      >
        <SignInField label="Email" type="email" autoComplete="email" autoFocus {...bind('email')} />
      </SignInForm>
    </SignInLayout>
  );
}
