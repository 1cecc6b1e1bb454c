/**
 * Single sign-on on the login page (issue 27 item 2): "Sign in with <provider>" leaves through
 * Amplify's signInWithRedirect (Cognito's hosted UI; the twin's stand-in), and the return to
 * /login with a code finishes the sign-in as the password form does (POST User/Login, the role
 * home); a refusal comes back as the OAuth error's description, shown as the form's failure.
 */
import { useEffect, useRef, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { roleHome } from '@shared/roles';
import { signInFailureMessage } from '@shared/session/rules';
import { SsoMessages } from '@shared/tenancy/sso';
import { postLogin } from '../../../app/api/session-api';
import { completeProviderSignIn, signInWithProvider } from '../../../app/session/identity';
import { startSession } from '../../../app/session/session-actions';
import { clearStorage, DOMAIN_KEY } from '../../../app/session/session-store';
import { useSignInNavigation } from '../../../app/sign-in-navigation';
import { currentTenantCode } from '../../../app/tenant';

/** The OAuth flow's return: a state with a code or an error in the login page's address. */
export function isProviderReturn(): boolean {
  const params = new URLSearchParams(window.location.search);
  return params.has('state') && (params.has('code') || params.has('error'));
}

/** Finishes a return from the provider once; true while it is being finished. */
export function useProviderReturn(onFailure: (message: string) => void): boolean {
  const { navigate } = useSignInNavigation();
  const [returning, setReturning] = useState(isProviderReturn);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !isProviderReturn()) return;
    started.current = true;
    const params = new URLSearchParams(window.location.search);
    const fail = (message: string) => {
      clearStorage({ keepDomain: false });
      localStorage.setItem(DOMAIN_KEY, currentTenantCode());
      onFailure(message);
      setReturning(false);
      navigate('/login', { replace: true });
    };
    if (params.has('error')) {
      fail(params.get('error_description') || SsoMessages.ssoFailed);
      return;
    }
    completeProviderSignIn()
      .then(async (token) => {
        const loginData = await postLogin(token);
        navigate(roleHome(startSession(loginData, token) ?? undefined), { replace: true });
      })
      .catch((error: unknown) => fail(signInFailureMessage(error)));
  }, [navigate, onFailure]);
  return returning;
}

export function SsoSignIn({
  providerName,
  busy,
  onFailure,
  showFailure,
  primary,
}: {
  providerName: string;
  /** The page's main action (no password form beside it). */
  primary: boolean;
  busy: boolean;
  onFailure: (message: string | null) => void;
  /** The failure to show here (when the password form, which shows it otherwise, is hidden). */
  showFailure: string | null;
}) {
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    onFailure(null);
    setLeaving(true);
    try {
      await signInWithProvider(providerName);
    } catch (error) {
      setLeaving(false);
      onFailure(signInFailureMessage(error));
    }
  };
  return (
    <Box>
      {showFailure && (
        <Box margin={{ bottom: 'm' }}>
          <Alert type="error" statusIconAriaLabel="Error">
            <div id="form-error-sso">{showFailure}</div>
          </Alert>
        </Box>
      )}
      <Button
        variant={primary ? 'primary' : 'normal'}
        fullWidth
        loading={busy || leaving}
        onClick={() => void leave()}
      >
        Sign in with {providerName}
      </Button>
    </Box>
  );
}
