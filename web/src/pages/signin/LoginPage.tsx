/** /login (spec 2.3, 5, 8): Cognito sign-in, then POST User/Login, then the role home. */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { Messages } from '@shared/messages';
import { roleHome } from '@shared/roles';
import { postLogin, preloadSessionCalls } from '../../app/api/session-api';
import { useFormFields, useFormSubmit } from '../../app/form-hooks';
import { fetchAccessToken, signInWithPassword } from '../../app/session/identity';
import { startSession } from '../../app/session/session-actions';
import { clearStorage, DOMAIN_KEY } from '../../app/session/session-store';
import { currentTenantCode } from '../../app/tenant';
import { messageOf } from './errors';
import { SignInField, SignInForm } from './SignInForm';
import { SignInLayout } from './SignInLayout';

/** What another screen hands the login (a refused silent sign-in link): the failure to show. */
export interface LoginRouteState {
  failure?: string;
}

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
  const location = useLocation();
  const { values, setErrors, bind } = useFormFields({ username: '', password: '' });
  const { busy, submit } = useFormSubmit(setErrors);
  const [failure, setFailure] = useState<string | null>(
    () => (location.state as LoginRouteState | null)?.failure ?? null,
  );

  // Spec 2.1: the login screen clears local and session storage on load.
  useEffect(() => {
    clearStorage({ keepDomain: false });
    localStorage.setItem(DOMAIN_KEY, currentTenantCode());
  }, []);

  // A failure handed over by another screen is shown once: not again after a reload.
  useEffect(() => {
    if (location.state) navigate(location.pathname, { replace: true, state: null });
  }, [location, navigate]);

  const signIn = () => {
    const name = values.username.trim();
    const { password } = values;
    return submit(
      validate(name, password),
      async () => {
        setFailure(null);
        // The session calls' contract downloads while the identity pool checks the password.
        preloadSessionCalls();
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
