/**
 * Amplify v6, configured for the tenant's user pool: a chunk of its own that identity.ts loads on
 * first use (the sign-in form's first keystroke, or the first call needing a token renewal), so
 * the sign-in screen draws before Amplify has downloaded.
 */
import { Amplify } from 'aws-amplify';
import { WEB_CLIENT_OAUTH_SCOPES } from '@shared/tenancy/pool-settings';
import type { UserPoolDetails } from '@shared/tenancy/schemas';

export {
  confirmResetPassword,
  confirmSignIn,
  fetchAuthSession,
  resetPassword,
  signIn,
  signInWithRedirect,
} from 'aws-amplify/auth';
export { Hub } from 'aws-amplify/utils';

/** Where the OAuth flow returns: the login page of this tenant's own address. */
export const oauthReturnUrl = () => `${window.location.origin}/login`;

export function configureAmplify(details: UserPoolDetails) {
  // The identity pool id is not configured: the web app only needs user pool tokens, and
  // configuring it would make every session fetch ask for AWS credentials.
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: details.user_pool_id,
        userPoolClientId: details.user_pool_web_client_id,
        ...(details.user_pool_endpoint ? { userPoolEndpoint: details.user_pool_endpoint } : {}),
        // Single sign-on (issue 27 item 2): the tenant's OAuth domain (Cognito's hosted UI; the
        // twin's stand-in), reached by signInWithRedirect and back on the login page.
        ...(details.oauth_domain
          ? {
              loginWith: {
                oauth: {
                  domain: details.oauth_domain,
                  scopes: [...WEB_CLIENT_OAUTH_SCOPES],
                  redirectSignIn: [oauthReturnUrl()],
                  redirectSignOut: [oauthReturnUrl()],
                  responseType: 'code' as const,
                },
              },
            }
          : {}),
      },
    },
  });
}
