/**
 * A tenant's single sign-on (issue 27 item 2): which identity providers its super admin may
 * connect (OIDC or SAML), the limits of each field, and the texts of the settings page and of
 * the refusals. Pure; the form and the server check the same rules.
 */
import { Role } from '../codes.js';

/** Only the tenant's super admins: the identity provider is the whole tenant's pool's. */
export const SSO_ROLES = [Role.SuperAdmin] as const;

export const SSO_PROVIDER_TYPES = ['OIDC', 'SAML'] as const;
export type SsoProviderType = (typeof SSO_PROVIDER_TYPES)[number];

/**
 * The provider's name, shown on the login page's button and used as Cognito's ProviderName
 * (1 to 32 characters, no underscore; `COGNITO` is Cognito's own). Letters, digits, spaces, dots
 * and hyphens, starting and ending with a letter or digit.
 */
export const SSO_PROVIDER_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9 .-]{0,30}[A-Za-z0-9])?$/;
export const isReservedProviderName = (name: string) => name.trim().toUpperCase() === 'COGNITO';

export const SSO_URL_MAX = 2048;
export const SSO_CLIENT_ID_MAX = 255;
export const SSO_CLIENT_SECRET_MAX = 1024;

/**
 * An identity provider's address: https, or plain http on this machine's loopback (the twin's
 * test provider; Cognito itself refuses http, so in the cloud only https works).
 */
export function isProviderUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** An access token from the authorization-code flow carries the OAuth scopes; a password sign-in's does not. */
export const isFederatedScope = (scope: unknown) =>
  typeof scope === 'string' && scope.split(' ').includes('openid');

export const SsoMessages = {
  providerTypeRequired: 'Choose OIDC or SAML.',
  providerNameInvalid:
    'Enter a provider name of 1 to 32 letters, digits, spaces, dots or hyphens (not COGNITO).',
  issuerInvalid: 'Enter the issuer URL (https://…).',
  clientIdRequired: 'Enter the client ID.',
  clientSecretRequired: 'Enter the client secret.',
  metadataUrlInvalid: 'Enter the SAML metadata URL (https://…).',
  saved: 'Single sign-on settings saved successfully!',
  passwordSignInOff:
    'Password sign-in is turned off for this company. Use the single sign-on button instead.',
  unknownEmail: 'No user with this e-mail address exists in this company. Ask your administrator to add you.',
  ambiguousEmail:
    'More than one user in this company has this e-mail address. Ask your administrator to give it to one user only.',
  emailNotVerified: 'Your identity provider did not confirm your e-mail address.',
  ssoNotConfigured: 'Single sign-on is not set up for this company.',
  ssoFailed: 'Single sign-on failed. Please try again.',
  inactiveUser: 'Your account is deactivated. Please contact your administrator.',
} as const;
