/**
 * A tenant's single sign-on settings (issue 27 item 2): one item in the tenant's partition,
 * client secret included (the twin's OAuth stand-in reads it to talk to the provider; in the cloud
 * Cognito holds its own copy). The login page's part (provider name, OAuth domain, password
 * sign-in) is copied onto the registry item, which is read before sign-in; the secret never is.
 */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { SSO_PROVIDER_TYPES } from '#shared/tenancy/sso.js';
import { table } from '#lib/db.js';
import { tenancyKeys } from './keys.js';
import { setTenantSignIn, type Tenant } from './registry.js';

export const SsoEntity = new Entity({
  name: 'TenantSso',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    enabled: boolean(),
    provider_type: string()
      .enum(...SSO_PROVIDER_TYPES)
      .optional(),
    provider_name: string().optional(),
    oidc_issuer: string().optional(),
    oidc_client_id: string().optional(),
    oidc_client_secret: string().optional(),
    saml_metadata_url: string().optional(),
    password_sign_in: boolean(),
    /** The name Cognito knows the provider by now (a renamed provider replaces the old one). */
    cognito_provider_name: string().optional(),
    oauth_domain: string().optional(),
  }),
  computeKey: ({ tenant }: { tenant: string }) => ({ pk: tenancyKeys.sso(tenant), sk: 'SETTINGS' }),
});

export type TenantSso = FormattedItem<typeof SsoEntity>;

export async function getSso(tenant: string): Promise<TenantSso | undefined> {
  const { Item } = await SsoEntity.build(GetItemCommand).key({ tenant }).options({ consistent: true }).send();
  return Item;
}

/** Stores the settings, then the login page's part of them on the registry item. */
export async function saveSso(sso: TenantSso): Promise<Tenant> {
  await SsoEntity.build(PutItemCommand).item(sso).send();
  return setTenantSignIn(
    sso.tenant,
    sso.enabled && sso.provider_name && sso.oauth_domain
      ? {
          sso_provider_name: sso.provider_name,
          oauth_domain: sso.oauth_domain,
          password_sign_in: sso.password_sign_in,
        }
      : null,
  );
}
