/** Signs a bench user in on the twin's Cognito emulator (USER_PASSWORD_AUTH) and returns the access token. */
import { getTenant } from '#functions/tenancy/store.js';
import type { BenchContext } from './run.js';

export async function accessToken(
  ctx: BenchContext,
  tenantCode: string,
  username: string,
  password: string,
): Promise<string> {
  const tenant = await getTenant(tenantCode);
  if (!tenant) throw new Error(`tenant ${tenantCode} is not seeded`);
  const response = await fetch(`${ctx.env.COGNITO_LOCAL_URL}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: tenant.user_pool_web_client_id,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  });
  const json = (await response.json()) as { AuthenticationResult?: { AccessToken: string } };
  if (!json.AuthenticationResult) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(json)}`);
  return json.AuthenticationResult.AccessToken;
}
