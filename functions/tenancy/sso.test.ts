/**
 * The tenant's single sign-on settings against the real emulators (DynamoDB Local, cognito-local),
 * the twin's way of connecting (functions/tenancy/identity-providers.ts: the web client in
 * cognito-local): a super admin saves OIDC settings, the secret is never answered, the login
 * page's lookup shows the button, a later save keeps the secret; other roles are refused and bad
 * input is refused with its message, nothing written; with passwords off a password sign-in's
 * token is refused. The cloud's way (Cognito's federation, which cognito-local lacks) with a
 * mocked client: a SAML provider is created with its metadata URL and e-mail mapping.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  CognitoIdentityProviderClient,
  CreateIdentityProviderCommand,
  CreateUserPoolDomainCommand,
  DeleteIdentityProviderCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  UpdateIdentityProviderCommand,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { Role } from '#shared/codes.js';
import { Messages } from '#shared/messages.js';
import type { SsoSettings, UserPoolDetails } from '#shared/tenancy/schemas.js';
import { SsoMessages } from '#shared/tenancy/sso.js';
import { getCognito } from '#lib/aws.js';
import { call } from '#functions/test-support/index.js';
import { seedUsersTenant, type UsersTenant } from '#functions/users/test-tenant.js';
import { SAML_EMAIL_CLAIM } from './identity-providers.js';
import { getSso, getTenant } from './store.js';

interface Answer<T> {
  success: number;
  message: string;
  data: T;
}
const TWIN_DOMAIN = '127.0.0.1:9443';
const SECRET = 'very-secret-value-42';
const oidc = {
  enabled: true,
  provider_type: 'OIDC',
  provider_name: 'Contoso ID',
  oidc_issuer: 'https://login.contoso.test/v2.0',
  oidc_client_id: 'assetcare-web',
  oidc_client_secret: SECRET,
  saml_metadata_url: null,
  password_sign_in: true,
};

let t: UsersTenant;
let bad: UsersTenant;
const asRoot = <T>(tenant: UsersTenant, method: 'GET' | 'POST', path: string, body?: unknown) =>
  tenant.as<Answer<T>>('root', Role.SuperAdmin, 2, method, path, body === undefined ? {} : { body });
const lookup = async (code: string) =>
  (
    await call<Answer<UserPoolDetails>>('GET', 'company/GetUserPoolDetails', {
      query: { company_code: code },
    })
  ).body.data;
const webClient = async (code: string) => {
  const tenant = (await getTenant(code))!;
  const { UserPoolClient } = await getCognito().send(
    new DescribeUserPoolClientCommand({
      UserPoolId: tenant.user_pool_id,
      ClientId: tenant.user_pool_web_client_id,
    }),
  );
  return UserPoolClient!;
};

beforeAll(async () => {
  process.env.TWIN_OAUTH_DOMAIN = TWIN_DOMAIN;
  [t, bad] = await Promise.all([seedUsersTenant('sso'), seedUsersTenant('ssb')]);
});

describe('single sign-on settings', () => {
  it('a super admin connects an OIDC provider: the secret is never answered, the login page shows the button, the web client offers it', async () => {
    const saved = await asRoot<SsoSettings>(t, 'POST', 'Company/UpdateSsoSettings', oidc);
    expect(saved.statusCode, saved.raw).toBe(200);
    expect(saved.body.message).toBe(SsoMessages.saved);
    expect(saved.body.data).toEqual({
      enabled: true,
      provider_type: 'OIDC',
      provider_name: 'Contoso ID',
      oidc_issuer: oidc.oidc_issuer,
      oidc_client_id: 'assetcare-web',
      client_secret_set: true,
      saml_metadata_url: null,
      password_sign_in: true,
      provider_redirect_url: `https://${TWIN_DOMAIN}/oauth2/idpresponse`,
    });
    const read = await asRoot<SsoSettings>(t, 'GET', 'Company/GetSsoSettings');
    expect(read.body.data).toEqual(saved.body.data);
    expect(saved.raw).not.toContain(SECRET);
    expect(read.raw).not.toContain(SECRET);

    const details = await lookup(t.code);
    expect(details).toMatchObject({
      sso_provider_name: 'Contoso ID',
      oauth_domain: TWIN_DOMAIN,
      password_sign_in: true,
    });
    expect(JSON.stringify(details)).not.toContain(SECRET);

    const client = await webClient(t.code);
    expect(client.SupportedIdentityProviders).toEqual(['Contoso ID', 'COGNITO']);
    expect(client.AllowedOAuthFlows).toEqual(['code']);
    expect(client.CallbackURLs).toEqual([`http://${t.code}.localhost:5173/login`]);

    // Saved again without a secret: the stored one is kept.
    const again = await asRoot<SsoSettings>(t, 'POST', 'Company/UpdateSsoSettings', {
      ...oidc,
      oidc_client_secret: '',
      provider_name: 'Contoso',
    });
    expect(again.statusCode, again.raw).toBe(200);
    expect((await getSso(t.code))?.oidc_client_secret).toBe(SECRET);
    expect((await webClient(t.code)).SupportedIdentityProviders).toEqual(['Contoso', 'COGNITO']);
  });

  it('refuses a manager and a company admin, writing nothing', async () => {
    for (const [who, role] of [
      ['manager', Role.Manager],
      ['admin', Role.CompanyAdmin],
    ] as const) {
      const save = await bad.as<Answer<null>>(who, role, 2, 'POST', 'Company/UpdateSsoSettings', {
        body: oidc,
      });
      expect(save.body, who).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
      const read = await bad.as<Answer<null>>(who, role, 2, 'GET', 'Company/GetSsoSettings');
      expect(read.body, who).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
    }
    expect(await getSso(bad.code)).toBeUndefined();
  });

  it('refuses bad input with its message and writes nothing', async () => {
    const before = await getTenant(bad.code);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...oidc, provider_name: '' }, SsoMessages.providerNameInvalid],
      [{ ...oidc, provider_name: 'COGNITO' }, SsoMessages.providerNameInvalid],
      [{ ...oidc, provider_name: 'my_idp' }, SsoMessages.providerNameInvalid],
      [{ ...oidc, oidc_issuer: 'http://login.contoso.test' }, SsoMessages.issuerInvalid],
      [{ ...oidc, oidc_issuer: 'not a url' }, SsoMessages.issuerInvalid],
      [{ ...oidc, oidc_client_id: ' ' }, SsoMessages.clientIdRequired],
      [{ ...oidc, provider_type: 'LDAP' }, SsoMessages.providerTypeRequired],
      [
        { ...oidc, provider_type: 'SAML', saml_metadata_url: 'ftp://x.test/m.xml' },
        SsoMessages.metadataUrlInvalid,
      ],
      // No secret stored yet: the first OIDC save needs one.
      [{ ...oidc, oidc_client_secret: '' }, SsoMessages.clientSecretRequired],
    ];
    for (const [body, message] of cases) {
      const res = await asRoot<null>(bad, 'POST', 'Company/UpdateSsoSettings', body);
      expect([res.statusCode, res.body.message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect(await getSso(bad.code)).toBeUndefined();
    expect(await getTenant(bad.code)).toEqual(before);
    expect((await webClient(bad.code)).SupportedIdentityProviders ?? []).not.toContain('Contoso ID');
  });

  it('with password sign-in off, a password sign-in is refused with the message; turned on again it works', async () => {
    const off = await asRoot<SsoSettings>(bad, 'POST', 'Company/UpdateSsoSettings', {
      ...oidc,
      password_sign_in: false,
    });
    expect(off.statusCode, off.raw).toBe(200);
    expect((await lookup(bad.code)).password_sign_in).toBe(false);
    const client = await webClient(bad.code);
    expect(client.SupportedIdentityProviders).toEqual(['Contoso ID']);
    expect(client.ExplicitAuthFlows).toEqual(['ALLOW_REFRESH_TOKEN_AUTH']);

    // The manager's token comes from a password sign-in (cognito-local's USER_PASSWORD_AUTH).
    const login = await bad.as<Answer<null>>('manager', Role.Manager, 2, 'POST', 'User/Login', {
      body: { username: null, password: null, notification_token: null, os: 'web' },
    });
    expect([login.statusCode, login.body.message]).toEqual([401, SsoMessages.passwordSignInOff]);
    const read = await asRoot<SsoSettings>(bad, 'GET', 'Company/GetSsoSettings');
    expect([read.statusCode, read.body.message]).toEqual([401, SsoMessages.passwordSignInOff]);

    // Disconnected (the registry is written directly: no password token may save it now).
    const { saveSso } = await import('./store.js');
    await saveSso({ ...(await getSso(bad.code))!, enabled: false, password_sign_in: true });
    const back = await asRoot<SsoSettings>(bad, 'GET', 'Company/GetSsoSettings');
    expect(back.statusCode, back.raw).toBe(200);
    expect(back.body.data.enabled).toBe(false);
    expect((await lookup(bad.code)).sso_provider_name).toBeNull();
  });
});

describe('single sign-on in the cloud (Cognito federation, mocked: cognito-local has none)', () => {
  let mock: ReturnType<typeof mockClient> | undefined;
  afterEach(() => {
    mock?.restore();
    process.env.TWIN_OAUTH_DOMAIN = TWIN_DOMAIN;
  });

  it('a SAML provider is created with its metadata URL and e-mail mapping, the hosted-UI domain made, the web client set', async () => {
    await t.token('root');
    const tenant = (await getTenant(t.code))!;
    delete process.env.TWIN_OAUTH_DOMAIN;
    mock = mockClient(getCognito() as CognitoIdentityProviderClient);
    mock
      .on(UpdateIdentityProviderCommand)
      .rejects(Object.assign(new Error('no such provider'), { name: 'ResourceNotFoundException' }));
    mock.on(CreateIdentityProviderCommand).resolves({});
    mock.on(DeleteIdentityProviderCommand).resolves({});
    mock.on(DescribeUserPoolCommand).resolves({ UserPool: { Id: tenant.user_pool_id } });
    mock.on(CreateUserPoolDomainCommand).resolves({});
    mock.on(UpdateUserPoolClientCommand).resolves({});

    const saved = await asRoot<SsoSettings>(t, 'POST', 'Company/UpdateSsoSettings', {
      enabled: true,
      provider_type: 'SAML',
      provider_name: 'Okta',
      saml_metadata_url: 'https://contoso.okta.test/app/metadata',
      password_sign_in: false,
    });
    expect(saved.statusCode, saved.raw).toBe(200);
    const domain = `assetcare-local-${t.code}.auth.${tenant.region}.amazoncognito.com`;
    expect(saved.body.data.provider_redirect_url).toBe(`https://${domain}/oauth2/idpresponse`);

    // The OIDC provider saved before (as Contoso) is replaced: another type.
    expect(mock.commandCalls(DeleteIdentityProviderCommand).map((c) => c.args[0].input)).toEqual([
      { UserPoolId: tenant.user_pool_id, ProviderName: 'Contoso' },
    ]);
    const created = mock.commandCalls(CreateIdentityProviderCommand);
    expect(created.map((c) => c.args[0].input)).toEqual([
      {
        UserPoolId: tenant.user_pool_id,
        ProviderName: 'Okta',
        ProviderType: 'SAML',
        ProviderDetails: { MetadataURL: 'https://contoso.okta.test/app/metadata' },
        AttributeMapping: { email: SAML_EMAIL_CLAIM },
      },
    ]);
    expect(mock.commandCalls(CreateUserPoolDomainCommand)[0]?.args[0].input).toEqual({
      UserPoolId: tenant.user_pool_id,
      Domain: `assetcare-local-${t.code}`,
    });
    const client = mock.commandCalls(UpdateUserPoolClientCommand)[0]?.args[0].input;
    expect(client).toMatchObject({
      ClientId: tenant.user_pool_web_client_id,
      SupportedIdentityProviders: ['Okta'],
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      ExplicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH'],
      CallbackURLs: [`http://${t.code}.localhost:5173/login`],
    });
    expect((await lookup(t.code)).oauth_domain).toBe(domain);
  });
});
