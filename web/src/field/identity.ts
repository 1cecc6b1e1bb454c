/**
 * The identity pool through Amplify v6 (auth only), loaded on demand by session.ts: to sign in and
 * to renew an expired access token with the refresh token Amplify keeps.
 */
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import type { UserPoolDetails } from '@shared/tenancy/schemas';

let configuredFor: string | null = null;

function configure(details: UserPoolDetails) {
  if (configuredFor === details.user_pool_web_client_id) return;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: details.user_pool_id,
        userPoolClientId: details.user_pool_web_client_id,
        ...(details.user_pool_endpoint ? { userPoolEndpoint: details.user_pool_endpoint } : {}),
      },
    },
  });
  configuredFor = details.user_pool_web_client_id;
}

/** USER_PASSWORD_AUTH as the manager app signs in; answers the access token. */
export async function signInWithPool(details: UserPoolDetails, username: string, password: string) {
  configure(details);
  // A user signed in earlier in this browser is signed out of Amplify first.
  await signOut().catch(() => undefined);
  const { nextStep } = await signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  if (nextStep.signInStep !== 'DONE') throw new Error('FIELD_SET_PASSWORD_FIRST');
  const token = (await fetchAuthSession()).tokens?.accessToken?.toString();
  if (!token) throw new Error('Username or password is invalid');
  return token;
}

/** A renewed access token (the refresh token), or null. */
export async function renewToken(details: UserPoolDetails): Promise<string | null> {
  configure(details);
  const session = await fetchAuthSession({ forceRefresh: true });
  return session.tokens?.accessToken?.toString() ?? null;
}

export async function forgetTokens(details: UserPoolDetails) {
  configure(details);
  await signOut();
}
