/**
 * The transient screen of the silent sign-in link (spec 2.1; app/session/silent-sign-in-link.ts
 * took the token from the address and left /home). The API verifies the token before anything is
 * stored; then the session starts as after a password sign-in and the user lands on the role home.
 * A refused link lands on /login with the sign-in failure message.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { Messages } from '@shared/messages';
import { roleHome } from '@shared/roles';
import { ApiError } from '../../../app/api/client';
import { postLogin } from '../../../app/api/session-api';
import { startSession } from '../../../app/session/session-actions';
import { clearStorage } from '../../../app/session/session-store';
import { takeSilentSignInToken } from '../../../app/session/silent-sign-in-link';
import { messageOf } from './errors';
import type { LoginRouteState } from './LoginPage';
import { SignInLayout } from './SignInLayout';

const SIGNING_IN_TEXT = 'Signing you in…';

interface Outcome {
  to: string;
  state?: LoginRouteState;
}

/**
 * What a refused link shows on /login. A refused token (HTTP 401/403: not a token, expired, from
 * another tenant's pool, or its user unknown or inactive) shows the spec's sign-in failure text
 * 'Username or password is invalid' (spec 8, the login's default failure): it is what users know
 * from a failed sign-in and leads them to sign in with their password. The server's reasons for
 * those ('Unauthorized', 'This account does not belong to this company.') would mean nothing to
 * someone who typed nothing. A refusal with a message for the user (no web role) and a transport
 * failure ('Network Error') show their own message, as on the login screen; anything else (the
 * session calls' code failing to load) the sign-in failure.
 */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.kind === 'unauthorized') return Messages.invalidCredentials;
  return messageOf(error, Messages.invalidCredentials);
}

async function signInWithLink(token: string | null): Promise<Outcome> {
  if (!token) return { to: '/login' };
  // The link signs in the user it names: whatever session this browser held ends first, Amplify's
  // stored tokens included, so no other user's refresh token can renew this session (identity.ts).
  clearStorage({ keepDomain: true });
  try {
    // The encrypted username of the link is not sent: the API finds the user from the token.
    const loginData = await postLogin(token);
    return { to: roleHome(startSession(loginData, token) ?? undefined) };
  } catch (error) {
    clearStorage({ keepDomain: true });
    return { to: '/login', state: { failure: failureMessage(error) } };
  }
}

/** One attempt per link, even when React runs the effect twice (StrictMode in development). */
let attempt: Promise<Outcome> | null = null;

export function SilentSignInPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let mounted = true;
    attempt ??= signInWithLink(takeSilentSignInToken());
    void attempt.then(({ to, state }) => {
      if (!mounted) return;
      attempt = null;
      navigate(to, { replace: true, state });
    });
    return () => {
      mounted = false;
    };
  }, [navigate]);

  return (
    <SignInLayout title="Sign In">
      <Box textAlign="center" padding={{ vertical: 'l' }}>
        <div role="status" aria-live="polite">
          <Spinner size="large" />
          <Box variant="p" color="text-body-secondary" margin={{ top: 's' }}>
            {SIGNING_IN_TEXT}
          </Box>
        </div>
      </Box>
    </SignInLayout>
  );
}
