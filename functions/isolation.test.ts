/**
 * Tenant isolation across every endpoint built so far: a valid token of one tenant never reaches
 * the other's data (by id, by header, by body); tokens from unknown pools, forged tokens and
 * inactive users are refused; keys are never fetched from an issuer the registry does not know.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { NotificationStatus, Role } from '#shared/codes.js';
import { Messages } from '#shared/messages.js';
import { getCognito } from '#lib/aws.js';
import { domains, type RouteDef } from './routes.js';
import { DOMAIN_SAMPLES } from './samples.js';
import {
  ACME_PASSWORD,
  call,
  DEMO_PASSWORD,
  SHARED_USERNAME,
  signIn,
  tenant,
} from '#functions/test-support/index.js';

const demoManager = () => signIn('demo', 'manager@demo.test', DEMO_PASSWORD);
const acmeManager = () => signIn('acme', 'manager@acme.test', ACME_PASSWORD);

/** Every authenticated route with a valid-shaped request, so only the token decides. */
function sampleRequests(): {
  route: RouteDef;
  pathParameters?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}[] {
  const samples: Record<
    string,
    { pathParameters?: Record<string, string>; query?: Record<string, string>; body?: unknown }
  > = {
    'User/Login': { body: { os: 'web' } },
    'user/ActiveRole': { body: { role_id: 1 } },
    'user/DefaultRole': { body: { role_id: 1 } },
    'user/ActiveSite': { body: { site_id: 2 } },
    'user/DefaultSite': { body: { site_id: 2 } },
    'user/ActiveCompany': { body: { company_id: 1, site_id: 2 } },
    'user/DefaultCompany': { body: { company_id: 1, site_id: 2 } },
    'User/GetNotifications/{pagesize}/{pageindex}': { pathParameters: { pagesize: '20', pageindex: '1' } },
    'User/GetNotificationsCount/{type}': { pathParameters: { type: '1' } },
    'User/UpdateNotificationsStatus': { body: { notification_id: 'x', status: 2 } },
    'User/MarkAllNotificationStatus/{status}': { pathParameters: { status: '2' } },
    'PMNotification/TriggerPMItemNotification': { query: { trigger_id: 't', is_disabled: 'true' } },
    'InspectionForm/AddUpdateForm': {
      body: {
        form_name: 'F',
        form_data:
          '{"display":"form","components":[{"type":"textfield","key":"a","input":true},{"type":"button","action":"submit","input":true}]}',
        work_procedure: 'W',
        form_type_id: 1,
      },
    },
    'InspectionForm/GetAllForms': { query: { pageindex: '1', pagesize: '20' } },
    'InspectionForm/GetForm/{formId}': { pathParameters: { formId: 'f' } },
    'InspectionForm/GetFormTypes/{pageindex}/{pagesize}/{search}': {
      pathParameters: { pageindex: '1', pagesize: '40', search: '-' },
    },
    'InspectionForm/GetInspectionFormsByCompany/{companyId}': { pathParameters: { companyId: '1' } },
    'InspectionForm/GetChecklist/{formId}': { pathParameters: { formId: 'f' } },
    'InspectionForm/SubmitForm': { body: { form_id: 'f', data: {} } },
    'InspectionForm/GetSubmittedForms': { query: { pageindex: '1', pagesize: '20' } },
  };
  Object.assign(samples, ...DOMAIN_SAMPLES.map((d) => d.isolation));
  const all = Object.values(domains).flatMap((d) => d.routes as RouteDef[]);
  // Public routes (the tenant lookup and the resend before sign-in) take no token.
  return all
    .filter((r) => r.endpoint.auth !== 'public')
    .map((route) => ({ route, ...(samples[route.path] ?? {}) }));
}

describe('tenant isolation', () => {
  let demoToken: string;
  let acmeToken: string;
  beforeAll(async () => {
    [demoToken, acmeToken] = await Promise.all([demoManager(), acmeManager()]);
  });

  it('refuses every authenticated endpoint when the domain header names the other tenant', async () => {
    const requests = sampleRequests();
    expect(requests.length).toBeGreaterThan(10);
    for (const request of requests) {
      const result = await call(request.route.method, request.route.path, {
        ...request,
        token: demoToken,
        domain: 'acme',
        roleId: Role.Manager,
        siteId: 2,
      });
      expect(result.statusCode, `${request.route.method} ${request.route.path}`).toBe(401);
    }
  });

  it('refuses every authenticated endpoint without a token, with a garbage token, or with a forged one', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const demo = await tenant('demo');
    const forged = await new SignJWT({
      token_use: 'access',
      client_id: demo.user_pool_web_client_id,
      username: 'manager@demo.test',
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .setIssuer(demo.issuer)
      .setSubject('00000000-0000-0000-0000-000000000000')
      .setExpirationTime('1h')
      .sign(privateKey);
    for (const request of sampleRequests()) {
      for (const token of [undefined, 'not-a-jwt', forged]) {
        const result = await call(request.route.method, request.route.path, {
          ...request,
          token,
          domain: 'demo',
          roleId: Role.Manager,
          siteId: 2,
        });
        expect(
          result.statusCode,
          `${request.route.path} with ${token ? token.slice(0, 10) : 'no token'}`,
        ).toBe(401);
      }
    }
  });

  it('refuses a token from a pool that is not in the registry, and one issued to another client', async () => {
    const cognito = getCognito();
    const { UserPool } = await cognito.send(new CreateUserPoolCommand({ PoolName: 'unregistered' }));
    const { UserPoolClient } = await cognito.send(
      new CreateUserPoolClientCommand({ UserPoolId: UserPool!.Id!, ClientName: 'rogue' }),
    );
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: UserPool!.Id!,
        Username: 'manager@demo.test',
        MessageAction: 'SUPPRESS',
      }),
    );
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: UserPool!.Id!,
        Username: 'manager@demo.test',
        Password: DEMO_PASSWORD,
        Permanent: true,
      }),
    );
    const auth = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: UserPoolClient!.ClientId!,
        AuthParameters: { USERNAME: 'manager@demo.test', PASSWORD: DEMO_PASSWORD },
      }),
    );
    const rogue = await call('POST', 'User/Login', {
      token: auth.AuthenticationResult!.AccessToken,
      domain: 'demo',
      body: { os: 'web' },
    });
    expect(rogue.statusCode).toBe(401);

    // Same registered pool, but a client the tenant did not register for its web app.
    const demo = await tenant('demo');
    const { UserPoolClient: other } = await cognito.send(
      new CreateUserPoolClientCommand({
        UserPoolId: demo.user_pool_id,
        ClientName: 'other',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'],
      }),
    );
    const viaOther = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: other!.ClientId!,
        AuthParameters: { USERNAME: 'manager@demo.test', PASSWORD: DEMO_PASSWORD },
      }),
    );
    expect(
      (
        await call('POST', 'User/Login', {
          token: viaOther.AuthenticationResult!.AccessToken,
          domain: 'demo',
          body: { os: 'web' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('never fetches keys from an issuer the registry does not know', async () => {
    let fetched = 0;
    const server = http.createServer((_req, res) => {
      fetched += 1;
      res.end('{"keys":[]}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/local_evil`;
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT({ token_use: 'access', client_id: 'x' })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer(issuer)
      .setSubject('s')
      .setExpirationTime('1h')
      .sign(privateKey);
    const result = await call('POST', 'User/Login', { token, body: { os: 'web' } });
    server.close();
    expect(result.statusCode).toBe(401);
    expect(fetched).toBe(0);
  });

  it('refuses a user who is inactive in the registry even though the pool still signs them in', async () => {
    const token = await signIn('demo', 'inactive@demo.test', DEMO_PASSWORD);
    const result = await call('POST', 'User/Login', { token, domain: 'demo', body: { os: 'web' } });
    expect(result.statusCode).toBe(401);
    expect(result.body).toMatchObject({ success: 0, message: Messages.userInactive });
  });

  it('keeps the shared username apart: each tenant sees its own person', async () => {
    const demo = await call<{
      data: { firstname: string; lastname: string; userroles: { role_id: number }[] };
    }>('POST', 'User/Login', {
      token: await signIn('demo', SHARED_USERNAME, DEMO_PASSWORD),
      domain: 'demo',
      body: { os: 'web' },
    });
    const acme = await call<{
      data: { firstname: string; lastname: string; userroles: { role_id: number }[] };
    }>('POST', 'User/Login', {
      token: await signIn('acme', SHARED_USERNAME, ACME_PASSWORD),
      domain: 'acme',
      body: { os: 'web' },
    });
    expect(demo.body.data.lastname).toBe('Demo');
    expect(acme.body.data.lastname).toBe('Acme');
    expect(acme.body.data.userroles).toEqual([{ role_id: Role.Executive, role_name: 'Executive' }]);
    await expect(signIn('acme', SHARED_USERNAME, DEMO_PASSWORD)).rejects.toThrow();
    await expect(signIn('acme', 'manager@demo.test', DEMO_PASSWORD)).rejects.toThrow();
  });

  it("refuses the other tenant's sites and companies by id, body and header", async () => {
    // Site 6 and company 2 exist only in demo; acme's manager holds sites 2 and 3 of acme.
    const byBody = await call('PUT', 'user/ActiveSite', {
      token: acmeToken,
      domain: 'acme',
      body: { site_id: 6 },
    });
    expect(byBody.statusCode).toBe(400);
    expect(byBody.body).toMatchObject({ message: Messages.notAssignedSite });
    const byHeader = await call('GET', 'User/GetNotificationsCount/{type}', {
      token: acmeToken,
      domain: 'acme',
      roleId: Role.Manager,
      siteId: 6,
      pathParameters: { type: '1' },
    });
    expect(byHeader.statusCode).toBe(403);
    const companies = await call<{ data: { company_name: string }[] }>(
      'GET',
      'Company/GetAllCompaniesWithSites',
      { token: acmeToken, domain: 'acme' },
    );
    expect(companies.body.data.map((c) => c.company_name)).toEqual(['Acme Rentals']);
    const superAdmin = await signIn('demo', 'superadmin@demo.test', DEMO_PASSWORD);
    const foreignCompany = await call('PUT', 'user/ActiveCompany', {
      token: superAdmin,
      domain: 'demo',
      body: { company_id: 9, site_id: 2 },
    });
    expect(foreignCompany.statusCode).toBe(400);
  });

  it("cannot read or change the other tenant's notifications by id", async () => {
    const acmeList = await call<{ list: { notification_id: string; notification_status: number }[] }>(
      'GET',
      'User/GetNotifications/{pagesize}/{pageindex}',
      {
        token: acmeToken,
        domain: 'acme',
        roleId: Role.Manager,
        siteId: 2,
        pathParameters: { pagesize: '20', pageindex: '1' },
      },
    );
    const acmeUnread = acmeList.body.list.find((n) => n.notification_status === NotificationStatus.Unread)!;
    const attempt = await call('POST', 'User/UpdateNotificationsStatus', {
      token: demoToken,
      domain: 'demo',
      roleId: Role.Manager,
      siteId: 2,
      body: { notification_id: acmeUnread.notification_id, status: NotificationStatus.Read },
    });
    expect(attempt.statusCode).toBe(404);
    const after = await call<{ list: { notification_id: string; notification_status: number }[] }>(
      'GET',
      'User/GetNotifications/{pagesize}/{pageindex}',
      {
        token: acmeToken,
        domain: 'acme',
        roleId: Role.Manager,
        siteId: 2,
        pathParameters: { pagesize: '20', pageindex: '1' },
      },
    );
    expect(
      after.body.list.find((n) => n.notification_id === acmeUnread.notification_id)?.notification_status,
    ).toBe(NotificationStatus.Unread);
  });
  it("cannot read, update, answer or submit the other tenant's forms by id (both have a company 1)", async () => {
    const session = (token: string, domain: string) => ({ token, domain, roleId: Role.Manager, siteId: 2 });
    const demoForms = await call<{ list: { form_id: string; form_name: string; form_type_id: number }[] }>(
      'GET',
      'InspectionForm/GetAllForms',
      { ...session(demoToken, 'demo'), query: { pagesize: '100' } },
    );
    const checklist = demoForms.body.list.find((f) => f.form_type_id === 1)!;
    const procedure = demoForms.body.list.find((f) => f.form_type_id === 2)!;
    const pathParameters = { formId: checklist.form_id };
    expect(
      (
        await call('GET', 'InspectionForm/GetForm/{formId}', {
          ...session(acmeToken, 'acme'),
          pathParameters,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('GET', 'InspectionForm/GetChecklist/{formId}', {
          ...session(acmeToken, 'acme'),
          pathParameters,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', 'InspectionForm/SubmitForm', {
          ...session(acmeToken, 'acme'),
          body: { form_id: procedure.form_id, data: {} },
        })
      ).statusCode,
    ).toBe(404);
    const form_data = JSON.stringify({
      display: 'form',
      components: [
        { type: 'textfield', key: 'a', input: true },
        { type: 'button', action: 'submit', input: true },
      ],
    });
    const takeover = await call('POST', 'InspectionForm/AddUpdateForm', {
      ...session(acmeToken, 'acme'),
      body: {
        form_id: checklist.form_id,
        form_name: 'Taken',
        form_data,
        work_procedure: 'W',
        form_type_id: 1,
      },
    });
    expect(takeover.statusCode).toBe(404);
    const acmeForms = await call<{ list: { form_id: string }[] }>('GET', 'InspectionForm/GetAllForms', {
      ...session(acmeToken, 'acme'),
      query: { pagesize: '100' },
    });
    expect(acmeForms.body.list.map((f) => f.form_id)).not.toContain(checklist.form_id);
    const again = await call<{ data: { form_name: string } }>('GET', 'InspectionForm/GetForm/{formId}', {
      ...session(demoToken, 'demo'),
      pathParameters,
    });
    expect(again.body.data.form_name).toBe(checklist.form_name);
  });
});
