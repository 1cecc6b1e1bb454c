/** /setpassword (spec 2.3, 4, 5): the first-login challenge; then VerifyEmail and back to /login. */
import SpaceBetween from '@cloudscape-design/components/space-between';
import { Messages } from '@shared/messages';
import { hasRequiredCharacters, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/passwords';
import { verifyEmail } from '../../../app/api/session-api';
import { useFormFields, useFormSubmit } from '../../../app/form-hooks';
import { completeNewPassword, fetchAccessToken } from '../../../app/session/identity';
import { clearStorage } from '../../../app/session/session-store';
import { useSignInNavigation } from '../../../app/sign-in-navigation';
import { toast } from '../../../app/toasts';
import { BackToSignIn } from './BackToSignIn';
import { NEW_PASSWORD_INPUT, SignInField, SignInForm } from './SignInForm';
import { SignInLayout } from './SignInLayout';

interface SetPasswordErrors {
  password?: string;
  confirm?: string;
}

function validate(password: string, confirm: string): SetPasswordErrors {
  let passwordError: string | undefined;
  if (password.length < PASSWORD_MIN_LENGTH) passwordError = Messages.passwordMinLength;
  else if (password.length > PASSWORD_MAX_LENGTH || !hasRequiredCharacters(password))
    passwordError = Messages.passwordRule;
  return {
    password: passwordError,
    confirm: confirm !== password ? Messages.setPasswordMismatch : undefined,
  };
}

export function SetPasswordPage() {
  const { navigate } = useSignInNavigation();
  const { values, setErrors, bind } = useFormFields({ password: '', confirm: '' });
  const { busy, submit } = useFormSubmit(setErrors);
  const { password, confirm } = values;

  const setNewPassword = () =>
    submit(
      validate(password, confirm),
      async () => {
        if (!(await completeNewPassword(password))) throw new Error(Messages.somethingWentWrongSpaced);
        const token = await fetchAccessToken();
        if (token) await verifyEmail(token);
        toast.success(Messages.passwordUpdated);
        clearStorage({ keepDomain: true });
        navigate('/login', { replace: true });
      },
      () => toast.error(Messages.somethingWentWrongSpaced),
    );

  return (
    <SignInLayout title="Set New Password">
      <SignInForm
        submitText="Submit"
        busy={busy}
        submitDisabled={!password || !confirm}
        secondaryActions={<BackToSignIn />}
        onSubmit={() => void setNewPassword()}
      >
        <SpaceBetween size="m">
          <SignInField label="New Password" {...NEW_PASSWORD_INPUT} autoFocus {...bind('password')} />
          <SignInField label="Confirm Password" {...NEW_PASSWORD_INPUT} {...bind('confirm')} />
        </SpaceBetween>
      </SignInForm>
    </SignInLayout>
  );
}
