/**
 * The tenant pools' pre sign-up trigger (issue 27 item 2; infra/tenants-stack.ts attaches it to
 * every tenant pool, CDK's and run-time ones). A user's first sign-in through the tenant's identity
 * provider reaches Cognito as a sign-up (PreSignUp_ExternalProvider): the provider's identity is
 * linked to the pool's existing user with that e-mail (AdminLinkProviderForUser), as AWS documents
 * it ("Linking federated users to an existing user profile": link before the identity's first
 * sign-in, in a pre sign-up trigger), and the sign-up goes on: Cognito finds the linked profile,
 * signs the user in as that user and from then on always does. No user, or several, with the
 * e-mail: refused with the message (shared/tenancy/sso-link.ts, the twin's rule too), nobody
 * created. Every other sign-up (AdminCreateUser from the users screens) passes through unchanged.
 */
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import {
  AdminLinkProviderForUserCommand,
  ListUsersCommand,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoEqualsFilter, federatedIdentity, pickSsoUser, ssoEmail } from '#shared/tenancy/sso-link.js';
import { SsoMessages } from '#shared/tenancy/sso.js';
import { getCognito } from '#lib/aws.js';
import { logger } from '#lib/logger.js';

/** The pool's own users (not federated ones) whose e-mail attribute is the provider's e-mail. */
async function poolUsersWithEmail(userPoolId: string, email: string): Promise<UserType[]> {
  const found = new Map<string, UserType>();
  // The attribute keeps the case the admin typed; the filter is exact, so both spellings are asked.
  for (const value of new Set([email.trim(), ssoEmail(email)])) {
    let token: string | undefined;
    do {
      const page = await getCognito().send(
        new ListUsersCommand({
          UserPoolId: userPoolId,
          Filter: cognitoEqualsFilter('email', value),
          PaginationToken: token,
        }),
      );
      for (const user of page.Users ?? [])
        if (user.Username && user.UserStatus !== 'EXTERNAL_PROVIDER') found.set(user.Username, user);
      token = page.PaginationToken;
    } while (token && found.size < 2);
  }
  return [...found.values()];
}

export async function handler(event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> {
  if (event.triggerSource !== 'PreSignUp_ExternalProvider') return event;
  const identity = federatedIdentity(event.userName);
  const email = event.request.userAttributes.email as string | undefined;
  if (!identity) throw new Error(SsoMessages.ssoFailed);
  if (!email) throw new Error(SsoMessages.emailNotVerified);

  const picked = pickSsoUser(await poolUsersWithEmail(event.userPoolId, email));
  if ('refusal' in picked) {
    logger.info('single sign-on refused', { userPoolId: event.userPoolId, provider: identity.providerName });
    // Cognito ends the sign-in with this text as the error description the login page shows.
    throw new Error(picked.refusal);
  }
  await getCognito().send(
    new AdminLinkProviderForUserCommand({
      UserPoolId: event.userPoolId,
      DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: picked.user.Username },
      SourceUser: {
        ProviderName: identity.providerName,
        ProviderAttributeName: 'Cognito_Subject',
        ProviderAttributeValue: identity.subject,
      },
    }),
  );
  logger.info('single sign-on identity linked', {
    userPoolId: event.userPoolId,
    provider: identity.providerName,
  });
  return event;
}
