/**
 * Amplify v6, configured for the tenant's user pool: a chunk of its own that identity.ts loads on
 * first use (the sign-in form's first keystroke, or the first call needing a token renewal), so
 * the sign-in screen draws before Amplify has downloaded.
 */
import { Amplify } from 'aws-amplify';
import type { UserPoolDetails } from '@shared/tenancy/schemas';

export {
  confirmResetPassword,
  confirmSignIn,
  fetchAuthSession,
  resetPassword,
  signIn,
} from 'aws-amplify/auth';

export function configureAmplify(details: UserPoolDetails) {
  // The identity pool id is not configured: the web app only needs user pool tokens, and
  // configuring it would make every session fetch ask for AWS credentials.
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: details.user_pool_id,
        userPoolClientId: details.user_pool_web_client_id,
        ...(details.user_pool_endpoint ? { userPoolEndpoint: details.user_pool_endpoint } : {}),
      },
    },
  });
}
