/**
 * How a user arriving from the tenant's identity provider is mapped to an existing user (issue 27
 * item 2), the same in both worlds: on AWS the pool's pre sign-up trigger
 * (functions/tenancy/pre-sign-up.ts) links the provider's identity to the pool's user with that
 * e-mail; on the twin the OAuth stand-in (scripts/dev/oauth-twin.ts) signs in the tenant's user
 * with that e-mail. Exactly one user: that one; none or several: refused, nobody created. Pure.
 */
import { SsoMessages } from './sso.js';

/** E-mail addresses are compared trimmed and in lower case (the users domain stores them so). */
export const ssoEmail = (email: string) => email.trim().toLowerCase();

/** The one user the provider's e-mail names, or the refusal shown on the login page. */
export function pickSsoUser<T>(candidates: readonly T[]): { user: T } | { refusal: string } {
  if (candidates.length === 1) return { user: candidates[0] };
  return { refusal: candidates.length === 0 ? SsoMessages.unknownEmail : SsoMessages.ambiguousEmail };
}

/**
 * Cognito names a federated user `<ProviderName>_<the provider's subject>`. A provider's name has
 * no underscore (shared/tenancy/sso.ts SSO_PROVIDER_NAME), a subject may: split at the first one.
 */
export function federatedIdentity(userName: string): { providerName: string; subject: string } | undefined {
  const at = userName.indexOf('_');
  if (at <= 0 || at === userName.length - 1) return undefined;
  return { providerName: userName.slice(0, at), subject: userName.slice(at + 1) };
}

/** ListUsers' filter for an attribute equal to a value: the value quoted, its `"` and `\` escaped. */
export const cognitoEqualsFilter = (attribute: string, value: string) =>
  `${attribute} = "${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
