/**
 * /login (spec 2.3, 5, 7, 8): Cognito sign-in, then POST User/Login, then the role home. Also
 * User/ResendTemporaryPassword: from the link under the form, and by itself when the identity
 * pool refuses an expired temporary password. With single sign-on (issue 27 item 2), "Sign in
 * with <provider>" (SsoSignIn.tsx), and the password form only while the tenant allows passwords.
 */
import { useEffect, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { Messages } from '@shared/messages';
import { roleHome } from '@shared/roles';
import { signInFailureMessage } from '@shared/session/rules';
import { postLogin, preloadSessionCalls, resendTemporaryPassword } from '../../../app/api/session-api';
import { useFormFields, useFormSubmit } from '../../../app/form-hooks';
import { preloadSignedInApp } from '../../../app/preload-app';
import { fetchAccessToken, preloadIdentity, signInWithPassword } from '../../../app/session/identity';
import { startSession } from '../../../app/session/session-actions';
import { clearStorage, DOMAIN_KEY } from '../../../app/session/session-store';
import { useSignInNavigation } from '../../../app/sign-in-navigation';
import { currentTenantCode } from '../../../app/tenant';
import { useTenant } from '../../../app/tenant-context';
import { errorName, messageOf } from './errors';
import { SignInField, SignInForm } from './SignInForm';
import { SignInLayout } from './SignInLayout';
import { isProviderReturn, SsoSignIn, useProviderReturn } from './SsoSignIn';

/** What another screen hands the login (a refused silent sign-in link): the failure to show. */
export interface LoginRouteState {
  failure?: string;
}

interface LoginErrors {
  username?: string;
  password?: string;
}

/** A resend's answer: shown above the form until the next attempt. */
interface Notice {
  header?: string;
  message: string;
}

function validate(username: string, password: string): LoginErrors {
  return {
    username: username ? undefined : Messages.usernameRequired,
    password: password ? undefined : Messages.passwordRequired,
  };
}

/**
 * Cognito (and cognito-local) refuse an expired temporary password with NotAuthorizedException
 * 'Temporary password has expired and must be reset by an administrator.'
 */
const isExpiredTemporaryPassword = (error: unknown) =>
  errorName(error) === 'NotAuthorizedException' &&
  /temporary password has expired/i.test(messageOf(error, ''));

export function LoginPage() {
  const { navigate, pathname, state } = useSignInNavigation();
  const { values, setErrors, bind } = useFormFields({ username: '', password: '' });
  const { busy, submit } = useFormSubmit(setErrors);
  const [failure, setFailure] = useState<string | null>(
    () => (state as LoginRouteState | null)?.failure ?? null,
  );
  const [notice, setNotice] = useState<Notice | null>(null);
  const [resending, setResending] = useState(false);
  const name = values.username.trim();
  const { signIn: tenantSignIn } = useTenant();

  // Spec 2.1: the login screen clears local and session storage on load; not on the return from
  // single sign-on, whose code Amplify redeems with what it stored before leaving.
  useEffect(() => {
    if (isProviderReturn()) return;
    clearStorage({ keepDomain: false });
    localStorage.setItem(DOMAIN_KEY, currentTenantCode());
  }, []);
  const returning = useProviderReturn(setFailure);

  // What signing in needs (Amplify, the session calls' contract) and the signed-in app's shell
  // download while the user types, not before the form shows.
  const typed = Boolean(values.username || values.password);
  useEffect(() => {
    if (!typed) return;
    preloadIdentity();
    preloadSessionCalls();
    preloadSignedInApp();
  }, [typed]);

  // A failure handed over by another screen is shown once: not again after a reload.
  useEffect(() => {
    if (state) navigate(pathname, { replace: true, state: null });
  }, [state, pathname, navigate]);

  /** Asks the server for a new temporary password; its answer is the same whatever the username. */
  const resend = async (header?: string) => {
    setResending(true);
    setFailure(null);
    setNotice(null);
    try {
      setNotice({ header, message: await resendTemporaryPassword(name) });
    } catch (error) {
      setFailure(messageOf(error, Messages.resendFailed));
    } finally {
      setResending(false);
    }
  };

  const signIn = () => {
    const { password } = values;
    return submit(
      validate(name, password),
      async () => {
        setFailure(null);
        setNotice(null);
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
        if (isExpiredTemporaryPassword(error)) void resend('Your temporary password has expired');
        // Unknown user and wrong password alike: 'Username or password is invalid'.
        else setFailure(signInFailureMessage(error));
      },
    );
  };

  return (
    <SignInLayout title="Sign In">
      <SpaceBetween size="m">
        {notice && (
          <Alert type="info" header={notice.header} dismissible onDismiss={() => setNotice(null)}>
            {notice.message}
          </Alert>
        )}
        {failure === Messages.noWebAccess && (
          // Operators and maintenance staff work in the field app (issue 22): offered instead of a dead end.
          <Alert type="info" header="Operators and maintenance staff use the field app">
            <Link href="/field/" variant="primary">
              Open the field app
            </Link>
          </Alert>
        )}
        {tenantSignIn.ssoProviderName && (
          <SsoSignIn
            providerName={tenantSignIn.ssoProviderName}
            busy={returning}
            onFailure={setFailure}
            showFailure={!tenantSignIn.passwordSignIn ? failure : null}
            primary={!tenantSignIn.passwordSignIn}
          />
        )}
        {tenantSignIn.passwordSignIn && (
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
        )}
        {tenantSignIn.passwordSignIn && (
          <Box>
            <Button
              variant="inline-link"
              disabled={!name || busy}
              loading={resending}
              onClick={() => void resend()}
            >
              Resend temporary password
            </Button>
          </Box>
        )}
      </SpaceBetween>
    </SignInLayout>
  );
}
