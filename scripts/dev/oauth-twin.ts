/**
 * The twin's stand-in for Cognito's hosted UI in single sign-on (issue 27 item 2): cognito-local
 * has no federation, so this serves the three OAuth endpoints Amplify's signInWithRedirect uses,
 * as Cognito does: /oauth2/authorize sends the user to the tenant's identity provider,
 * /oauth2/idpresponse takes the provider's answer (openid-client does the OIDC side: discovery,
 * PKCE, code exchange, ID token checks) and finds the user by the provider's verified e-mail among
 * the tenant's users (none: back to the login page with the message, nobody created), and
 * /oauth2/token trades the one-time code (PKCE-checked) for tokens signed as cognito-local's
 * (oauth-tokens.ts). The web client's callback URLs and providers are read from cognito-local,
 * where the tenancy domain's save wrote them (functions/tenancy/identity-providers.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { DescribeUserPoolClientCommand } from '@aws-sdk/client-cognito-identity-provider';
import { UserStatus } from '#shared/codes.js';
import { SsoMessages } from '#shared/tenancy/sso.js';
import { pickSsoUser, ssoEmail } from '#shared/tenancy/sso-link.js';
import { getCognito } from '#lib/aws.js';
import { getSso, listTenants, type Tenant } from '#functions/tenancy/store.js';
import { getUserByEmail } from '#functions/users/index.js';
import { issueTokens, type SignedInUser } from './oauth-tokens.js';

const TTL_MS = 5 * 60_000;

interface Pending {
  tenant: Tenant;
  redirectUri: string;
  appState: string;
  codeChallenge: string;
  verifier: string;
  idp: oidc.Configuration;
  at: number;
}
interface IssuedCode {
  tenant: Tenant;
  user: SignedInUser;
  redirectUri: string;
  codeChallenge: string;
  at: number;
}

export interface OAuthTwinOptions {
  /** This server's own origin (https://127.0.0.1:<port>): the providers' redirect goes here. */
  origin: string;
  /** cognito-local's URL: the tokens' issuer is `<url>/<pool id>`. */
  cognitoUrl: string;
}

class OAuthRefusal extends Error {}

export function createOAuthTwin(options: OAuthTwinOptions) {
  const pending = new Map<string, Pending>();
  const codes = new Map<string, IssuedCode>();
  const fresh = <T extends { at: number }>(map: Map<string, T>, key: string | null) => {
    const found = key ? map.get(key) : undefined;
    if (key) map.delete(key);
    return found && Date.now() - found.at < TTL_MS ? found : undefined;
  };

  const backTo = (redirectUri: string, params: Record<string, string>) => {
    const url = new URL(redirectUri);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.toString();
  };

  async function authorize(url: URL): Promise<string> {
    const q = url.searchParams;
    const clientId = q.get('client_id') ?? '';
    const redirectUri = q.get('redirect_uri') ?? '';
    const tenant = (await listTenants(true)).find((t) => t.user_pool_web_client_id === clientId);
    if (!tenant) throw new OAuthRefusal('invalid client_id');
    const { UserPoolClient: client } = await getCognito().send(
      new DescribeUserPoolClientCommand({ UserPoolId: tenant.user_pool_id, ClientId: clientId }),
    );
    if (!client?.CallbackURLs?.includes(redirectUri)) throw new OAuthRefusal('redirect_mismatch');
    if (q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256')
      throw new OAuthRefusal('only the code flow with PKCE (S256) is served');
    const appState = q.get('state') ?? '';
    const sso = await getSso(tenant.company_code);
    const provider = q.get('identity_provider');
    const offered = client.SupportedIdentityProviders ?? [];
    if (
      !sso?.enabled ||
      sso.provider_type !== 'OIDC' ||
      !sso.provider_name ||
      !offered.includes(sso.provider_name)
    )
      return backTo(redirectUri, {
        error: 'invalid_request',
        error_description: SsoMessages.ssoNotConfigured,
        state: appState,
      });
    if (provider && provider !== sso.provider_name)
      return backTo(redirectUri, {
        error: 'invalid_request',
        error_description:
          provider === 'COGNITO' && !offered.includes('COGNITO')
            ? SsoMessages.passwordSignInOff
            : SsoMessages.ssoNotConfigured,
        state: appState,
      });
    const issuer = new URL(sso.oidc_issuer!);
    const idp = await oidc.discovery(
      issuer,
      sso.oidc_client_id!,
      undefined,
      oidc.ClientSecretPost(sso.oidc_client_secret),
      // The test provider runs on plain http on loopback (shared/tenancy/sso.ts isProviderUrl).
      issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    pending.set(state, {
      tenant,
      redirectUri,
      appState,
      codeChallenge: q.get('code_challenge') ?? '',
      verifier,
      idp,
      at: Date.now(),
    });
    return oidc
      .buildAuthorizationUrl(idp, {
        redirect_uri: `${options.origin}/oauth2/idpresponse`,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
      })
      .toString();
  }

  async function idpResponse(url: URL): Promise<string> {
    const flow = fresh(pending, url.searchParams.get('state'));
    if (!flow) throw new OAuthRefusal('unknown or expired state');
    const failed = (message: string) =>
      backTo(flow.redirectUri, { error: 'access_denied', error_description: message, state: flow.appState });
    if (url.searchParams.get('error')) return failed(SsoMessages.ssoFailed);
    const tokens = await oidc.authorizationCodeGrant(flow.idp, url, {
      pkceCodeVerifier: flow.verifier,
      expectedState: url.searchParams.get('state') ?? undefined,
    });
    let claims: Record<string, unknown> = { ...tokens.claims() };
    if (!claims.email)
      claims = {
        ...claims,
        ...(await oidc.fetchUserInfo(flow.idp, tokens.access_token, String(claims.sub))),
      };
    if (typeof claims.email !== 'string' || claims.email_verified !== true)
      return failed(SsoMessages.emailNotVerified);
    // The same mapping as the cloud's pre sign-up trigger (shared/tenancy/sso-link.ts); the
    // users domain keeps an e-mail to one user, so here it is that one or none.
    const found = await getUserByEmail(flow.tenant.company_code, ssoEmail(claims.email));
    const picked = pickSsoUser(found ? [found] : []);
    if ('refusal' in picked) return failed(picked.refusal);
    const user = picked.user;
    if (user.status !== UserStatus.Active) return failed(SsoMessages.inactiveUser);
    const code = randomBytes(24).toString('base64url');
    codes.set(code, {
      tenant: flow.tenant,
      user: { sub: user.uuid, username: user.username, email: user.email },
      redirectUri: flow.redirectUri,
      codeChallenge: flow.codeChallenge,
      at: Date.now(),
    });
    return backTo(flow.redirectUri, { code, state: flow.appState });
  }

  async function token(form: URLSearchParams) {
    if (form.get('grant_type') !== 'authorization_code')
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    const issued = fresh(codes, form.get('code'));
    const clientId = form.get('client_id');
    const verifier = form.get('code_verifier') ?? '';
    if (
      !issued ||
      clientId !== issued.tenant.user_pool_web_client_id ||
      form.get('redirect_uri') !== issued.redirectUri ||
      (await oidc.calculatePKCECodeChallenge(verifier)) !== issued.codeChallenge
    )
      return { status: 400, body: { error: 'invalid_grant' } };
    const body = await issueTokens(issued.user, {
      cognitoUrl: options.cognitoUrl,
      userPoolId: issued.tenant.user_pool_id,
      clientId,
    });
    return { status: 200, body };
  }

  return async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', options.origin);
    // The token call is the app's fetch from its own origin (Amplify adds a user-agent header).
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-headers', 'content-type, x-amz-user-agent');
    res.setHeader('access-control-allow-methods', 'POST, GET, OPTIONS');
    res.setHeader('cache-control', 'no-store');
    try {
      if (req.method === 'OPTIONS') return res.writeHead(204).end();
      if (req.method === 'GET' && url.pathname === '/health') return res.writeHead(200).end('ok');
      if (req.method === 'GET' && url.pathname === '/oauth2/authorize')
        return res.writeHead(302, { location: await authorize(url) }).end();
      if (req.method === 'GET' && url.pathname === '/oauth2/idpresponse')
        return res.writeHead(302, { location: await idpResponse(url) }).end();
      if (req.method === 'POST' && url.pathname === '/oauth2/token') {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const { status, body } = await token(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        return res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      }
      res.writeHead(404).end();
    } catch (error) {
      const refusal = error instanceof OAuthRefusal;
      if (!refusal) process.stderr.write(`oauth twin: ${(error as Error).stack ?? String(error)}\n`);
      res.writeHead(refusal ? 400 : 500, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          error: refusal ? 'invalid_request' : 'server_error',
          error_description: (error as Error).message,
        }),
      );
    }
  };
}
