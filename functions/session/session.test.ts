import { describe, expect, it } from 'vitest';
import { ForgotPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { Role } from '#shared/codes.js';
import { Messages } from '#shared/messages.js';
import { isUnknownUserRefusal, signInFailureMessage } from '#shared/session/rules.js';
import { getCognito } from '#lib/aws.js';
import { call, DEMO_PASSWORD, freshUser, signIn, tenant, uniqueName } from '#functions/test-support/index.js';

/**
 * Spec 8 and issue 23: the sign-in screens tell nobody which usernames exist. The identity pool
 * checks the password (not the API), so its real refusals are read here and passed through the
 * rules the screens show them with (shared/session/rules.ts).
 */
describe('sign-in and forgot-password answers', () => {
  const refusal = (username: string, password: string) =>
    signIn('demo', username, password).then(
      () => expect.unreachable('signed in'),
      (error: unknown) => error,
    );

  it('shows an unknown username and a wrong password the same sentence, the spec one', async () => {
    const answers = [
      signInFailureMessage(await refusal('manager@demo.test', 'Wrong@1234')),
      signInFailureMessage(await refusal(uniqueName('nobody'), 'Wrong@1234')),
      signInFailureMessage(await refusal(uniqueName('nobody'), DEMO_PASSWORD)),
    ];
    expect(answers).toEqual([
      Messages.invalidCredentials,
      Messages.invalidCredentials,
      Messages.invalidCredentials,
    ]);
  });

  it('keeps other failures their own message', () => {
    expect(signInFailureMessage(new TypeError('Network error'))).toBe('Network error');
    expect(signInFailureMessage('not an error')).toBe(Messages.invalidCredentials);
  });

  it('treats forgot password for an unknown username as the code sent to a known one', async () => {
    const { user_pool_web_client_id: ClientId } = await tenant('demo');
    const forgot = (Username: string) =>
      getCognito()
        .send(new ForgotPasswordCommand({ ClientId, Username }))
        .then(
          () => 'sent',
          (error: unknown) => (isUnknownUserRefusal(error) ? 'sent' : String(error)),
        );
    const known = await freshUser('demo', { roles: [Role.Manager], sites: [2] });
    expect([await forgot(known.username), await forgot(uniqueName('nobody'))]).toEqual(['sent', 'sent']);
  });
});

describe('POST User/Login', () => {
  it('answers the login data of the signed-in user', async () => {
    const token = await signIn('demo', 'manager@demo.test', DEMO_PASSWORD);
    const { statusCode, body } = await call<{ success: number; data: Record<string, unknown> }>(
      'POST',
      'User/Login',
      {
        token,
        domain: 'demo',
        body: { username: 'manager@demo.test', password: null, notification_token: null, os: 'web' },
      },
    );
    expect(statusCode).toBe(200);
    expect(body.success).toBe(1);
    expect(body.data.username).toBe('manager@demo.test');
    expect(body.data.userroles).toEqual([{ role_id: Role.Manager, role_name: 'Manager' }]);
    expect(body.data.default_rolename_web).toBe(Role.Manager);
    expect((body.data.usersites as { site_id: number }[]).map((s) => s.site_id)).toEqual([1, 2, 3, 4]);
  });

  it('refuses an operator-only user on the web without signing them out', async () => {
    const token = await signIn('demo', 'operator@demo.test', DEMO_PASSWORD);
    const { statusCode, body } = await call('POST', 'User/Login', {
      token,
      domain: 'demo',
      body: { os: 'web' },
    });
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ success: 0, message: Messages.noWebAccess });
  });

  it('rejects a malformed body with 400 and writes nothing', async () => {
    const token = await signIn('demo', 'manager@demo.test', DEMO_PASSWORD);
    const { statusCode, body } = await call('POST', 'User/Login', {
      token,
      domain: 'demo',
      body: '{not json',
    });
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ success: 0, message: Messages.invalidRequest });
  });
});

describe('PUT user/ActiveRole and DefaultRole', () => {
  it('switches between held roles and refuses others', async () => {
    const user = await freshUser('demo', { roles: [Role.Manager, Role.Executive], sites: [2] });
    const token = await user.token();
    const switched = await call('PUT', 'user/ActiveRole', {
      token,
      domain: 'demo',
      body: { platform: 'web', role_id: Role.Executive },
    });
    expect(switched.body).toMatchObject({ success: 1 });
    const refused = await call('PUT', 'user/ActiveRole', {
      token,
      domain: 'demo',
      body: { platform: 'web', role_id: Role.SuperAdmin },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatchObject({ success: 0, message: Messages.notAssignedRole });
    const defaulted = await call('PUT', 'user/DefaultRole', {
      token,
      domain: 'demo',
      body: { role_id: Role.Executive, user_id: user.uuid },
    });
    expect(defaulted.body).toMatchObject({ success: 1, message: Messages.defaultRoleUpdated });
    const login = await call<{ data: { default_rolename_web: number; active_role_web: number } }>(
      'POST',
      'User/Login',
      { token, domain: 'demo', body: { os: 'web' } },
    );
    expect(login.body.data.default_rolename_web).toBe(Role.Executive);
    expect(login.body.data.active_role_web).toBe(Role.Executive);
  });
});

describe('POST User/ResendTemporaryPassword', () => {
  const sentTo = async (address: string) => {
    const response = await fetch(`${process.env.AWS_ENDPOINT_URL_SESV2}/store`);
    const { emails } = (await response.json()) as {
      emails: { destination: { to: string[] }; body: { text?: string } }[];
    };
    return emails.filter((mail) => mail.destination.to.includes(address));
  };

  it('mails a new temporary password to a user who never completed the first sign-in, and the old one stops working', async () => {
    const user = await freshUser('demo', { roles: [Role.Manager], sites: [2], temporary: true });
    const result = await call('POST', 'User/ResendTemporaryPassword', {
      domain: 'demo',
      body: { username: user.username.toUpperCase() },
    });
    expect(result.statusCode).toBe(200);
    expect(result.body).toMatchObject({ success: 1, message: Messages.tempPasswordResendRequested });
    const mails = await sentTo(user.username);
    expect(mails).toHaveLength(1);
    expect(mails[0].body.text).toMatch(/Temporary password: \S+/);
    await expect(signIn('demo', user.username, user.password)).rejects.toThrow();
  });

  it('answers the same for an unknown username, a registered user and another tenant, and sends nothing', async () => {
    const registered = await freshUser('demo', { roles: [Role.Manager], sites: [2] });
    const unknown = uniqueName('nobody');
    for (const [domain, username] of [
      ['demo', unknown],
      ['demo', registered.username],
      ['acme', registered.username],
      ['nowhere', registered.username],
    ]) {
      const result = await call('POST', 'User/ResendTemporaryPassword', { domain, body: { username } });
      expect(result.body).toMatchObject({ success: 1, message: Messages.tempPasswordResendRequested });
    }
    expect(await sentTo(unknown)).toHaveLength(0);
    expect(await sentTo(registered.username)).toHaveLength(0);
    expect(await signIn('demo', registered.username, registered.password)).toBeTruthy();
  });

  it('refuses a missing username with 400 and the spec text', async () => {
    const result = await call('POST', 'User/ResendTemporaryPassword', { domain: 'demo', body: {} });
    expect(result.statusCode).toBe(400);
    expect(result.body).toMatchObject({ success: 0, message: Messages.usernameRequired });
  });
});
