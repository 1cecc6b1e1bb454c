/** /login (spec 2.3, 5, 8): Cognito sign-in, then POST User/Login, then the role home. */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { Messages } from '@shared/messages';
import { roleHome } from '@shared/roles';
import { postLogin } from '../../app/api/session-api';
import { useFormFields, useFormSubmit } from '../../app/form-hooks';
import { fetchAccessToken, signInWithPassword } from '../../app/session/identity';
import { startSession } from '../../app/session/session-actions';
import { clearStorage, DOMAIN_KEY } from '../../app/session/session-store';
import { currentTenantCode } from '../../app/tenant';
import { messageOf } from './errors';
import { SignInField, SignInForm } from './SignInForm';
import { SignInLayout } from './SignInLayout';

interface LoginErrors {
  username?: string;
  password?: string;
}

function validate(username: string, password: string): LoginErrors {
  return {
    username: username ? undefined : Messages.usernameRequired,
    password: password ? undefined : Messages.passwordRequired,
  };
}

export function LoginPage() {
  const navigate = useNavigate();
  const { values, setErrors, bind } = useFormFields({ username: '', password: '' });
  const { busy, submit } = useFormSubmit(setErrors);
  const [failure, setFailure] = useState<string | null>(null);

  // Spec 2.1: the login screen clears local and session storage on load.
  useEffect(() => {
    clearStorage({ keepDomain: false });
    localStorage.setItem(DOMAIN_KEY, currentTenantCode());
  }, []);

  const signIn = () => {
    const name = values.username.trim();
    const { password } = values;
    return submit(
      validate(name, password),
      async () => {
        setFailure(null);
        if ((await signInWithPassword(name, password)) === 'newPasswordRequired') {
          navigate('/setpassword', { state: { username: name } });
          return;
        }
        const token = await fetchAccessToken();
        if (!token) throw new Error(Messages.invalidCredentials);
        const loginData = await postLogin(token, name);
        navigate(roleHome(startSession(loginData, token) ?? undefined), { replace: true });
      },
      (error) => {
        clearStorage({ keepDomain: true });
        setFailure(messageOf(error, Messages.invalidCredentials));
      },
    );
  };

  return (
    <SignInLayout title="Sign In">
      <SignInForm
        submitText="Sign In"
        busy={busy}
        errorText={failure}
        secondaryActions={
          <Link
            href="/forgotpassword"
            onFollow={(event) => {
              event.preventDefault();
              navigate('/forgotpassword');
            }}
          >
            Forgot password
          </Link>
        }
        onSubmit={() => void signIn()}
      >
        <SpaceBetween size="m">
          <SignInField label="Username" autoComplete="username" autoFocus {...bind('username')} />
          <SignInField
            label="Password"
            type="password"
            autoComplete="current-password"
            {...bind('password')}
          />
        </SpaceBetween>
      </SignInForm>
    </SignInLayout>
  );
}
