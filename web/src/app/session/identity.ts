/**
 * The cloud identity pool through Amplify v6 (spec 7: sign-in, forgot password, new code and
 * password, and the new-password challenge are not product calls). Amplify itself loads on first
 * use (amplify-auth.ts), configured with the pool details the boot read.
 */
import { TOKEN_RENEW_AFTER_MS } from '@shared/codes';
import type { UserPoolDetails } from '@shared/tenancy/schemas';
import { readSession, writeSession } from './session-store';

let poolDetails: UserPoolDetails | null = null;
let amplify: Promise<typeof import('./amplify-auth')> | null = null;

/** At boot: the tenant's pool, which Amplify is configured with once it has loaded. */
export function configureIdentity(details: UserPoolDetails) {
  poolDetails = details;
  amplify = null;
}

/** Amplify, loaded and configured (once; a failed download is tried again on the next use). */
function amplifyAuth() {
  const details = poolDetails;
  if (!details) return Promise.reject(new Error('The identity pool is not configured yet'));
  amplify ??= import('./amplify-auth').then(
    (module) => {
      module.configureAmplify(details);
      return module;
    },
    (error: unknown) => {
      amplify = null;
      throw error;
    },
  );
  return amplify;
}

/** Starts Amplify's download (the sign-in form's first keystroke): ready by the time the user submits. */
export function preloadIdentity() {
  amplifyAuth().catch(() => undefined);
}

export type SignInOutcome = 'signedIn' | 'newPasswordRequired';

export async function signInWithPassword(username: string, password: string): Promise<SignInOutcome> {
  const { signIn } = await amplifyAuth();
  const { nextStep } = await signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  if (nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return 'newPasswordRequired';
  if (nextStep.signInStep === 'DONE') return 'signedIn';
  throw new Error(`Unsupported sign-in step ${nextStep.signInStep}`);
}

/** Single sign-on: leaves for the tenant's identity provider through the OAuth domain (the page navigates away). */
export async function signInWithProvider(providerName: string): Promise<void> {
  const { signInWithRedirect } = await amplifyAuth();
  await signInWithRedirect({ provider: { custom: providerName } });
}

/**
 * Back on the login page from the OAuth flow (a code and a state in its address): Amplify trades
 * the code for tokens as soon as it is configured; resolves with the access token, or rejects
 * with the failure Amplify reports.
 */
export async function completeProviderSignIn(): Promise<string> {
  const { Hub } = await amplifyAuth();
  await new Promise<void>((resolve, reject) => {
    const stop = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signInWithRedirect') {
        stop();
        resolve();
      } else if (payload.event === 'signInWithRedirect_failure') {
        stop();
        reject(payload.data?.error ?? new Error('Single sign-on failed'));
      }
    });
  });
  const token = await fetchAccessToken();
  if (!token) throw new Error('Single sign-on failed');
  return token;
}

/** Answers the first-login challenge; true when the user is now signed in. */
export async function completeNewPassword(newPassword: string): Promise<boolean> {
  const { confirmSignIn } = await amplifyAuth();
  const { nextStep } = await confirmSignIn({ challengeResponse: newPassword });
  return nextStep.signInStep === 'DONE';
}

export async function requestPasswordReset(email: string) {
  const { resetPassword } = await amplifyAuth();
  return resetPassword({ username: email });
}

export async function confirmPasswordReset(email: string, code: string, newPassword: string) {
  const { confirmResetPassword } = await amplifyAuth();
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}

/** The access token Amplify holds now (after sign-in or the challenge). */
export async function fetchAccessToken(forceRefresh = false): Promise<string | undefined> {
  const { fetchAuthSession } = await amplifyAuth();
  const session = await fetchAuthSession({ forceRefresh });
  return session.tokens?.accessToken?.toString();
}

export const nextTokenExpiry = () => Date.now() + TOKEN_RENEW_AFTER_MS;

let renewal: Promise<string | null> | null = null;

/**
 * The token for an API call. Once the stored expiry (55 minutes after sign-in) has passed the
 * token is renewed with a forced refresh. If the refresh fails (the local Cognito emulator has no
 * GetTokensFromRefreshToken, which Amplify 6.22 uses), the token Amplify still holds is used; the
 * server answers 401 when that one has expired, which ends the session.
 *
 * A silent sign-in (the mobile app's link, pages/session/signin/SilentSignInPage.tsx) hands over an access
 * token only: Amplify holds no tokens for it, so there is nothing to renew. Its stored token is
 * used until its own expiry (the identity pool's access token lifetime, an hour by default): past
 * the stored expiry the refresh finds nothing, the same token is kept, and once it has expired the
 * server answers 401 and the user goes to /login, as on any ended session. That needs no more
 * than this fallback and one precaution: the silent sign-in clears storage before it starts, so
 * no refresh token of a user signed in earlier in this browser is left for this renewal to use.
 */
export async function accessTokenForRequest(): Promise<string | null> {
  const { accessToken, tokenExpiry } = readSession();
  if (!accessToken) return null;
  if (tokenExpiry !== null && Date.now() < tokenExpiry) return accessToken;
  renewal ??= renewAccessToken(accessToken).finally(() => {
    renewal = null;
  });
  return renewal;
}

async function renewAccessToken(current: string): Promise<string> {
  const refreshed = await fetchAccessToken(true).catch(() => undefined);
  const token = refreshed ?? (await fetchAccessToken(false).catch(() => undefined));
  writeSession({ accessToken: token ?? current, tokenExpiry: nextTokenExpiry() });
  return token ?? current;
}
