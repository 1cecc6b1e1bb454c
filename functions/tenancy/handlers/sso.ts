/**
 * The tenant's single sign-on (issue 27 item 2): its super admins read the settings (the client
 * secret only as "set") and save them, which connects the identity provider to the tenant's pool
 * (functions/tenancy/identity-providers.ts) before anything is stored. The tenant is the verified
 * token's; the contract's roles refuse everyone else.
 */
import { SsoMessages } from '#shared/tenancy/sso.js';
import { TenancyApi } from '#shared/tenancy/api.js';
import type { SsoSettings } from '#shared/tenancy/schemas.js';
import { ok } from '#lib/envelope.js';
import { badRequest } from '#lib/errors.js';
import { route } from '#functions/tenancy/route.js';
import { identityProviders, providerRedirectUrl } from '../identity-providers.js';
import { getSso, getTenant, saveSso, type TenantSso } from '../store.js';

function settingsOf(sso: TenantSso | undefined): SsoSettings {
  return {
    enabled: sso?.enabled ?? false,
    provider_type: sso?.provider_type ?? null,
    provider_name: sso?.provider_name ?? null,
    oidc_issuer: sso?.oidc_issuer ?? null,
    oidc_client_id: sso?.oidc_client_id ?? null,
    client_secret_set: Boolean(sso?.oidc_client_secret),
    saml_metadata_url: sso?.saml_metadata_url ?? null,
    password_sign_in: sso?.enabled ? sso.password_sign_in : true,
    provider_redirect_url: sso?.oauth_domain ? providerRedirectUrl(sso.oauth_domain) : null,
  };
}

export const getSsoSettings = route(TenancyApi.getSsoSettings, async ({ tenant }) => {
  return ok(settingsOf(await getSso(tenant.company_code)));
});

export const updateSsoSettings = route(TenancyApi.updateSsoSettings, async ({ tenant, body }) => {
  const code = tenant.company_code;
  const stored = await getSso(code);
  // Read again: the route chain's tenant may come from the registry cache.
  const current = (await getTenant(code)) ?? tenant;
  const previous =
    stored?.cognito_provider_name && stored.provider_type
      ? { name: stored.cognito_provider_name, type: stored.provider_type }
      : undefined;
  if (!body.enabled) {
    await identityProviders().disconnect(current, previous);
    const sso: TenantSso = { ...stored, tenant: code, enabled: false, password_sign_in: true };
    delete sso.cognito_provider_name;
    await saveSso(sso);
    return ok(settingsOf(sso), SsoMessages.saved);
  }
  const type = body.provider_type!;
  const name = body.provider_name!;
  // A secret is asked for once; later saves may leave it empty to keep it (it is never read back).
  const clientSecret =
    body.oidc_client_secret ?? (stored?.provider_type === 'OIDC' ? stored.oidc_client_secret : undefined);
  if (type === 'OIDC' && !clientSecret) throw badRequest(SsoMessages.clientSecretRequired);
  const { oauthDomain } = await identityProviders().connect({
    tenant: current,
    type,
    name,
    previous,
    oidc:
      type === 'OIDC'
        ? { issuer: body.oidc_issuer!, clientId: body.oidc_client_id!, clientSecret: clientSecret! }
        : undefined,
    saml: type === 'SAML' ? { metadataUrl: body.saml_metadata_url! } : undefined,
    passwordSignIn: body.password_sign_in,
  });
  const sso: TenantSso = {
    tenant: code,
    enabled: true,
    provider_type: type,
    provider_name: name,
    ...(type === 'OIDC'
      ? {
          oidc_issuer: body.oidc_issuer!,
          oidc_client_id: body.oidc_client_id!,
          oidc_client_secret: clientSecret!,
        }
      : { saml_metadata_url: body.saml_metadata_url! }),
    password_sign_in: body.password_sign_in,
    cognito_provider_name: name,
    oauth_domain: oauthDomain,
  };
  await saveSso(sso);
  return ok(settingsOf(sso), SsoMessages.saved);
});
