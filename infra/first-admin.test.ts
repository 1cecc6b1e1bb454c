import { randomUUID } from 'node:crypto';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { Role } from '#shared/codes.js';
import { getCognito } from '#lib/aws.js';
import { tenant } from '#functions/test-support/index.js';
import { getUser } from '#functions/users/store/index.js';
import { createFirstAdmin } from './first-admin.js';

describe('first admin of a new tenant', () => {
  it('creates a SuperAdmin who must set a password at first sign-in', async () => {
    const email = `first-admin-${randomUUID().slice(0, 8)}@acme.test`;
    const created = await createFirstAdmin({ tenant: 'acme', email, firstname: 'Ada', lastname: 'First' });
    expect(await getUser('acme', created.uuid)).toMatchObject({
      username: email,
      roles: [Role.SuperAdmin],
      status: 1,
    });
    const acme = await tenant('acme');
    const signIn = await getCognito().send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: acme.user_pool_web_client_id,
        AuthParameters: { USERNAME: email, PASSWORD: created.temporaryPassword },
      }),
    );
    expect(signIn.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  });

  it('refuses a tenant that is not deployed', async () => {
    await expect(
      createFirstAdmin({ tenant: 'nowhere', email: 'a@b.test', firstname: 'A', lastname: 'B' }),
    ).rejects.toThrow(/not deployed/);
  });
});
