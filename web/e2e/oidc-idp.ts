/**
 * A local OpenID provider for the single sign-on browser tests: `oidc-provider` on 127.0.0.1 (a
 * free port) with one client, the twin's OAuth stand-in, and accounts by e-mail. Its development
 * sign-in page takes any login (the account's e-mail here) and password, then asks for consent.
 */
import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from '../../scripts/dev/process.js';

export interface TestIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

export async function startTestIdp(twinOAuthUrl: string): Promise<TestIdp> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'assetcare-twin';
  const clientSecret = 'test-idp-client-secret';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${twinOAuthUrl}/oauth2/idpresponse`],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // Any login is an account whose e-mail it is, verified (as Entra ID and Okta say of theirs).
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: true }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: true } },
  });
  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
