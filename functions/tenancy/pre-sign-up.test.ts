/**
 * The tenant pools' pre sign-up trigger (functions/tenancy/pre-sign-up.ts) against a mocked
 * Cognito client: cognito-local has no federation and no AdminLinkProviderForUser, so the calls
 * the trigger makes are what is checked. One user with the e-mail: linked (source the provider's
 * subject, destination that user); none or two: refused with the message, nothing linked; any
 * other sign-up passes through untouched. And the pure rules shared with the twin's stand-in.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  AdminLinkProviderForUserCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { cognitoEqualsFilter, federatedIdentity, pickSsoUser } from '#shared/tenancy/sso-link.js';
import { SsoMessages } from '#shared/tenancy/sso.js';
import { handler } from './pre-sign-up.js';

const POOL = 'us-east-1_Tenant01';
// Restored after this file: a worker runs other files after it (isolate: false), whose Cognito
// calls go to the emulator.
const cognito = mockClient(CognitoIdentityProviderClient);
afterEach(() => cognito.reset());
afterAll(() => cognito.restore());

function event(
  triggerSource: PreSignUpTriggerEvent['triggerSource'],
  userName: string,
  email: string,
): PreSignUpTriggerEvent {
  return {
    version: '1',
    region: 'us-east-1',
    userPoolId: POOL,
    userName,
    triggerSource,
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'web-client' },
    request: { userAttributes: { email, 'cognito:user_status': 'EXTERNAL_PROVIDER' } },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  } as PreSignUpTriggerEvent;
}
const poolUser = (username: string, status = 'CONFIRMED'): UserType => ({
  Username: username,
  UserStatus: status as UserType['UserStatus'],
});
const links = () => cognito.commandCalls(AdminLinkProviderForUserCommand).map((c) => c.args[0].input);

describe('pre sign-up trigger', () => {
  it("links the provider's identity to the one pool user with the e-mail and lets the sign-up go on", async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [poolUser('dana.manager@contoso.test')] });
    cognito.on(AdminLinkProviderForUserCommand).resolves({});
    const incoming = event(
      'PreSignUp_ExternalProvider',
      'Contoso ID_00u1a2b_3c',
      'Dana.Manager@contoso.test',
    );

    const answer = await handler(structuredClone(incoming));

    expect(answer).toEqual(incoming);
    expect(cognito.commandCalls(ListUsersCommand).map((c) => c.args[0].input)).toEqual([
      { UserPoolId: POOL, Filter: 'email = "Dana.Manager@contoso.test"', PaginationToken: undefined },
      { UserPoolId: POOL, Filter: 'email = "dana.manager@contoso.test"', PaginationToken: undefined },
    ]);
    expect(links()).toEqual([
      {
        UserPoolId: POOL,
        DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: 'dana.manager@contoso.test' },
        SourceUser: {
          ProviderName: 'Contoso ID',
          ProviderAttributeName: 'Cognito_Subject',
          ProviderAttributeValue: '00u1a2b_3c',
        },
      },
    ]);
  });

  it('refuses an e-mail no pool user has, with the message, and links nothing', async () => {
    // A federated user left from before the trigger is not a user of the app.
    cognito.on(ListUsersCommand).resolves({ Users: [poolUser('Contoso ID_old', 'EXTERNAL_PROVIDER')] });
    await expect(
      handler(event('PreSignUp_ExternalProvider', 'Contoso ID_00u9', 'stranger@contoso.test')),
    ).rejects.toThrow(SsoMessages.unknownEmail);
    expect(links()).toEqual([]);
  });

  it('refuses an e-mail two pool users have, and links nothing', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [poolUser('op-1001'), poolUser('shared@contoso.test')] });
    await expect(
      handler(event('PreSignUp_ExternalProvider', 'Contoso ID_00u7', 'shared@contoso.test')),
    ).rejects.toThrow(SsoMessages.ambiguousEmail);
    expect(links()).toEqual([]);
  });

  it('hands any other sign-up back unchanged, without a call', async () => {
    const incoming = event(
      'PreSignUp_AdminCreateUser',
      'new.manager@contoso.test',
      'new.manager@contoso.test',
    );
    expect(await handler(structuredClone(incoming))).toEqual(incoming);
    expect(cognito.calls()).toHaveLength(0);
  });
});

describe('single sign-on mapping rules', () => {
  it('splits a federated user name at its first underscore', () => {
    expect(federatedIdentity('Okta_00u_x1')).toEqual({ providerName: 'Okta', subject: '00u_x1' });
    expect(federatedIdentity('nounderscore')).toBeUndefined();
    expect(federatedIdentity('_sub')).toBeUndefined();
  });

  it('picks exactly one user', () => {
    expect(pickSsoUser(['a'])).toEqual({ user: 'a' });
    expect(pickSsoUser([])).toEqual({ refusal: SsoMessages.unknownEmail });
    expect(pickSsoUser(['a', 'b'])).toEqual({ refusal: SsoMessages.ambiguousEmail });
  });

  it("escapes quotes and backslashes in ListUsers' filter", () => {
    expect(cognitoEqualsFilter('email', 'a"b\\c@x.test')).toBe('email = "a\\"b\\\\c@x.test"');
  });
});
