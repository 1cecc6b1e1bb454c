import { createContext, useContext } from 'react';
import type { Branding } from '@shared/tenancy/schemas';

/** How the tenant's users sign in (issue 27 item 2), from its pool details. */
export interface TenantSignIn {
  /** "Sign in with <name>" is offered when set. */
  ssoProviderName: string | null;
  /** false: the password form is hidden (SSO only). */
  passwordSignIn: boolean;
}

export const signInOf = (details: {
  sso_provider_name?: string | null;
  oauth_domain?: string | null;
  password_sign_in?: boolean;
}): TenantSignIn => ({
  ssoProviderName: (details.oauth_domain && details.sso_provider_name) || null,
  passwordSignIn: details.password_sign_in ?? true,
});

export interface TenantInfo {
  code: string;
  branding: Branding;
  signIn: TenantSignIn;
  /**
   * Reads the tenant's pool details again and applies their branding (name, colour, logo) at once:
   * the Branding page calls it after a save, so the header and the sign-in screens show the new one;
   * the single sign-on settings likewise (the login page's button, Amplify's OAuth domain).
   */
  refreshBranding: () => Promise<void>;
}

export const TenantContext = createContext<TenantInfo | null>(null);

export function useTenant(): TenantInfo {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant outside TenantContext');
  return tenant;
}
