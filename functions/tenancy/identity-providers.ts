/**
 * Connecting a tenant's pool to its identity provider (issue 27 item 2), behind one small
 * interface: in the cloud, Cognito's CreateIdentityProvider / UpdateIdentityProvider, the pool's
 * hosted-UI domain and the web client's providers and OAuth flow; on the twin (cognito-local has
 * no federation) the same web client update against cognito-local, with the twin's OAuth
 * stand-in (scripts/dev/oauth-twin.ts) as the OAuth domain. Nothing else differs.
 */
import {
  CreateIdentityProviderCommand,
  CreateUserPoolDomainCommand,
  DeleteIdentityProviderCommand,
  DescribeUserPoolCommand,
  UpdateIdentityProviderCommand,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_STAGE, ssoWebClientSettings, userPoolName } from '#shared/tenancy/pool-settings.js';
import type { SsoProviderType } from '#shared/tenancy/sso.js';
import { getCognito } from '#lib/aws.js';
import { tenantWebUrl } from '#lib/config.js';
import type { Tenant } from './store.js';

export interface ProviderConnection {
  tenant: Tenant;
  type: SsoProviderType;
  name: string;
  /** The provider Cognito has now, if any (a rename or a change of type replaces it). */
  previous?: { name: string; type: SsoProviderType };
  oidc?: { issuer: string; clientId: string; clientSecret: string };
  saml?: { metadataUrl: string };
  passwordSignIn: boolean;
}

export interface IdentityProviders {
  /** Connects the provider and offers it on the web client; answers the OAuth domain. */
  connect(connection: ProviderConnection): Promise<{ oauthDomain: string }>;
  /** Takes the provider away: passwords only again. */
  disconnect(tenant: Tenant, previous?: { name: string }): Promise<void>;
}

/** SAML's e-mail claim as Entra ID, Okta and Google Workspace send it by default. */
export const SAML_EMAIL_CLAIM = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress';

/** Where the identity provider sends the user back (registered at the provider). */
export const providerRedirectUrl = (oauthDomain: string) => `https://${oauthDomain}/oauth2/idpresponse`;

/** The tenant's login page, where the OAuth flow returns; the twin's demo tenant is plain localhost too. */
export function loginCallbackUrls(code: string): string[] {
  const web = new URL(tenantWebUrl(code));
  const urls = [`${web.origin}/login`];
  // web/src/app/tenant.ts: a plain local host is the demo tenant.
  if (code === 'demo' && web.hostname.endsWith('.localhost'))
    urls.push(`${web.protocol}//localhost${web.port ? `:${web.port}` : ''}/login`);
  return urls;
}

async function updateWebClient(tenant: Tenant, providerName: string | null, passwordSignIn: boolean) {
  await getCognito().send(
    new UpdateUserPoolClientCommand({
      UserPoolId: tenant.user_pool_id,
      ClientId: tenant.user_pool_web_client_id,
      ...ssoWebClientSettings(tenant.company_code, {
        providerName,
        passwordSignIn,
        callbackUrls: loginCallbackUrls(tenant.company_code),
      }),
    }),
  );
}

const ignoreNotFound = (error: unknown) => {
  if ((error as Error).name !== 'ResourceNotFoundException') throw error;
};

/** Removes a provider the pool had (gone already is fine). */
async function deleteProvider(userPoolId: string, providerName: string) {
  try {
    await getCognito().send(
      new DeleteIdentityProviderCommand({ UserPoolId: userPoolId, ProviderName: providerName }),
    );
  } catch (error) {
    ignoreNotFound(error);
  }
}

function providerFields(connection: ProviderConnection): {
  ProviderDetails: Record<string, string>;
  AttributeMapping: Record<string, string>;
} {
  if (connection.type === 'OIDC') {
    const oidc = connection.oidc!;
    return {
      ProviderDetails: {
        client_id: oidc.clientId,
        client_secret: oidc.clientSecret,
        oidc_issuer: oidc.issuer,
        authorize_scopes: 'openid email profile',
        attributes_request_method: 'GET',
      },
      AttributeMapping: { email: 'email', email_verified: 'email_verified' },
    };
  }
  return {
    ProviderDetails: { MetadataURL: connection.saml!.metadataUrl },
    AttributeMapping: { email: SAML_EMAIL_CLAIM },
  };
}

/** The pool's hosted-UI domain (a Cognito prefix domain named after the pool), made once. */
async function hostedUiDomain(tenant: Tenant): Promise<string> {
  const cognito = getCognito();
  const { UserPool } = await cognito.send(new DescribeUserPoolCommand({ UserPoolId: tenant.user_pool_id }));
  if (UserPool?.CustomDomain) return UserPool.CustomDomain;
  let prefix = UserPool?.Domain;
  if (!prefix) {
    prefix = userPoolName(process.env.STAGE ?? LOCAL_STAGE, tenant.company_code);
    await cognito.send(new CreateUserPoolDomainCommand({ UserPoolId: tenant.user_pool_id, Domain: prefix }));
  }
  return `${prefix}.auth.${tenant.region}.amazoncognito.com`;
}

export const cognitoIdentityProviders: IdentityProviders = {
  async connect(connection) {
    const cognito = getCognito();
    const { tenant, name, previous } = connection;
    const key = { UserPoolId: tenant.user_pool_id, ProviderName: name };
    const fields = providerFields(connection);
    if (previous && (previous.name !== name || previous.type !== connection.type))
      await deleteProvider(tenant.user_pool_id, previous.name);
    try {
      await cognito.send(new UpdateIdentityProviderCommand({ ...key, ...fields }));
    } catch (error) {
      ignoreNotFound(error);
      await cognito.send(
        new CreateIdentityProviderCommand({ ...key, ProviderType: connection.type, ...fields }),
      );
    }
    const oauthDomain = await hostedUiDomain(tenant);
    await updateWebClient(tenant, name, connection.passwordSignIn);
    return { oauthDomain };
  },
  async disconnect(tenant, previous) {
    await updateWebClient(tenant, null, true);
    if (previous) await deleteProvider(tenant.user_pool_id, previous.name);
  },
};

/** The twin: cognito-local keeps the web client's settings; scripts/dev/oauth-twin.ts plays the hosted UI. */
export const twinIdentityProviders = (oauthDomain: string): IdentityProviders => ({
  async connect(connection) {
    await updateWebClient(connection.tenant, connection.name, connection.passwordSignIn);
    return { oauthDomain };
  },
  async disconnect(tenant) {
    await updateWebClient(tenant, null, true);
  },
});

/** The twin sets TWIN_OAUTH_DOMAIN (its OAuth stand-in's host and port); the cloud never does. */
export const identityProviders = (): IdentityProviders =>
  process.env.TWIN_OAUTH_DOMAIN
    ? twinIdentityProviders(process.env.TWIN_OAUTH_DOMAIN)
    : cognitoIdentityProviders;
