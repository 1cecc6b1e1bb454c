/**
 * The platform-admin routes (issue 27 item 1) on the emulators: only the platform pool's operator
 * may call them (a tenant's super admin gets 403 on every one), CreateTenant provisions through the
 * same provisionTenant (in this process on the twin) and a retry answers the same tenant, suspend
 * and resume, bad input refused with its message, and the runner finishing a run stopped half-way.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '#shared/messages.js';
import { PlatformMessages } from '#shared/platform/messages.js';
import { PLATFORM_TENANT } from '#shared/platform/rules.js';
import { call, DEMO_PASSWORD, signIn } from '#functions/test-support/index.js';
import { listActiveCompanyTenants, listTenants } from '#functions/tenancy/store.js';
import { mailTo } from '#functions/users/test-tenant.js';
import { PLATFORM_OPERATOR } from '#scripts/dev/seed-data.js';
import { ProvisioningStopped, provisionTenant, requestTenant } from './index.js';
import { resumeTenantProvisioning } from './jobs.js';

const run = Date.now().toString(36).slice(-5);
type Row = { success: number; message: string; data: { code: string; status: string; user_pool_id: string } };

let operator: string;
let demoSuperAdmin: string;
const asOperator = (extra: { body?: unknown; query?: Record<string, string> }) => ({
  token: operator,
  domain: PLATFORM_TENANT,
  ...extra,
});

async function statusOf(code: string): Promise<string> {
  const result = await call<Row>('GET', 'Platform/GetTenant', asOperator({ query: { code } }));
  return result.body.data?.status;
}

async function until(code: string, status: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while ((await statusOf(code)) !== status) {
    if (Date.now() > deadline) throw new Error(`${code} never became ${status} (is ${await statusOf(code)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  [operator, demoSuperAdmin] = await Promise.all([
    signIn(PLATFORM_TENANT, PLATFORM_OPERATOR.username, PLATFORM_OPERATOR.password),
    signIn('demo', 'superadmin@demo.test', DEMO_PASSWORD),
  ]);
});

describe('Platform/* routes', () => {
  it("refuses a tenant's super admin on every platform route with 403, and writes nothing", async () => {
    const code = `pdeny${run}`;
    const body = { code, name: 'Denied', admin_email: `a@${code}.test`, admin_name: 'Ada Admin' };
    const calls = [
      call<Row>('POST', 'Platform/CreateTenant', { token: demoSuperAdmin, domain: 'demo', body }),
      call<Row>('POST', 'Platform/SuspendTenant', {
        token: demoSuperAdmin,
        domain: 'demo',
        body: { code: 'acme' },
      }),
      call<Row>('POST', 'Platform/ResumeTenant', {
        token: demoSuperAdmin,
        domain: 'demo',
        body: { code: 'acme' },
      }),
      call<Row>('GET', 'Platform/GetTenant', {
        token: demoSuperAdmin,
        domain: 'demo',
        query: { code: 'acme' },
      }),
    ];
    for (const result of await Promise.all(calls)) {
      expect(result.statusCode, result.raw).toBe(403);
      expect(result.body).toMatchObject({ success: 0, message: PlatformMessages.operatorsOnly });
    }
    expect((await listTenants(true)).map((t) => t.company_code)).not.toContain(code);
    expect((await listTenants(true)).find((t) => t.company_code === 'acme')?.status).toBe(1);
  });

  it('refuses no token, and a platform token sent as another tenant', async () => {
    const noToken = await call('GET', 'Platform/GetTenant', { query: { code: 'acme' } });
    expect(noToken.statusCode).toBe(401);
    const mismatch = await call('GET', 'Platform/GetTenant', {
      token: operator,
      domain: 'demo',
      query: { code: 'acme' },
    });
    expect(mismatch.statusCode).toBe(401);
    expect(mismatch.body).toMatchObject({ message: Messages.tenantMismatch });
  });

  it('creates a tenant (provisioning, then active, the admin invited), a retry answers the same tenant', async () => {
    const code = `pmade${run}`;
    const body = { code, name: 'Made By Ops', admin_email: `Ada@${code}.test`, admin_name: 'Ada Admin' };
    const created = await call<Row>('POST', 'Platform/CreateTenant', asOperator({ body }));
    expect(created.statusCode, created.raw).toBe(200);
    expect(created.body).toMatchObject({ success: 1, message: PlatformMessages.provisioningStarted });
    expect(created.body.data.code).toBe(code);
    expect(['provisioning', 'active']).toContain(created.body.data.status);
    await until(code, 'active');
    expect(await mailTo(`ada@${code}.test`)).toHaveLength(1);

    const retry = await call<Row>('POST', 'Platform/CreateTenant', asOperator({ body }));
    expect(retry.statusCode).toBe(200);
    expect(retry.body.data.status).toBe('active');
    const registered = (await listTenants(true)).filter((t) => t.company_code === code);
    expect(registered).toHaveLength(1);
    expect(retry.body.data.user_pool_id).toBe(registered[0].user_pool_id);
    expect(await mailTo(`ada@${code}.test`)).toHaveLength(1);

    const other = await call<Row>(
      'POST',
      'Platform/CreateTenant',
      asOperator({ body: { ...body, name: 'Someone Else' } }),
    );
    expect(other.statusCode).toBe(409);
    expect(other.body.message).toBe(PlatformMessages.alreadyExists);

    const suspended = await call<Row>('POST', 'Platform/SuspendTenant', asOperator({ body: { code } }));
    expect(suspended.body).toMatchObject({
      message: PlatformMessages.suspended,
      data: { status: 'suspended' },
    });
    // Scheduled work skips a suspended tenant, and never runs for the platform's own registry item.
    const scheduledFor = async () => (await listActiveCompanyTenants()).map((t) => t.company_code);
    expect(await scheduledFor()).not.toContain(code);
    expect(await scheduledFor()).not.toContain(PLATFORM_TENANT);
    expect(await scheduledFor()).toContain('demo');
    const resumed = await call<Row>('POST', 'Platform/ResumeTenant', asOperator({ body: { code } }));
    expect(resumed.body).toMatchObject({ message: PlatformMessages.resumed, data: { status: 'active' } });
    expect(await scheduledFor()).toContain(code);
  });

  it('refuses bad input with its message and writes nothing', async () => {
    const cases: [unknown, string][] = [
      [
        { code: 'platform', name: 'X', admin_email: 'a@x.test', admin_name: 'A B' },
        PlatformMessages.codeReserved,
      ],
      [
        { code: 'Bad Code!', name: 'X', admin_email: 'a@x.test', admin_name: 'A B' },
        PlatformMessages.codeInvalid,
      ],
      [
        { code: `pbad${run}`, name: '', admin_email: 'a@x.test', admin_name: 'A B' },
        PlatformMessages.nameRequired,
      ],
      [
        { code: `pbad${run}`, name: 'X', admin_email: 'nope', admin_name: 'A B' },
        PlatformMessages.adminEmailRequired,
      ],
      [{ code: `pbad${run}`, name: 'X', admin_email: 'a@x.test' }, PlatformMessages.adminNameRequired],
      [
        { code: `pbad${run}`, name: 'X', admin_email: 'a@x.test', admin_name: 'A B', color: 'red' },
        PlatformMessages.colorInvalid,
      ],
    ];
    for (const [body, message] of cases) {
      const result = await call<Row>('POST', 'Platform/CreateTenant', asOperator({ body }));
      expect(result.statusCode, JSON.stringify(body)).toBe(400);
      expect(result.body.message).toBe(message);
    }
    expect((await listTenants(true)).map((t) => t.company_code)).not.toContain(`pbad${run}`);
    const unknown = await call<Row>(
      'GET',
      'Platform/GetTenant',
      asOperator({ query: { code: `pnone${run}` } }),
    );
    expect(unknown.statusCode).toBe(404);
    const platform = await call<Row>(
      'POST',
      'Platform/SuspendTenant',
      asOperator({ body: { code: PLATFORM_TENANT } }),
    );
    expect(platform.statusCode).toBe(404);
  });

  it('the runner finishes a provisioning stopped half-way (killed after the pool): one active tenant', async () => {
    const code = `prun${run}`;
    const input = { code, name: 'Resumed', admin: { email: `ada@${code}.test`, name: 'Ada Admin' } };
    // As Platform/CreateTenant records it (the runner's tenant), then a run killed after the pool.
    expect(await requestTenant(input, {}, true)).toBe(true);
    await expect(provisionTenant(input, { failAfter: 'pool' })).rejects.toBeInstanceOf(ProvisioningStopped);
    expect(await statusOf(code)).toBe('provisioning');
    const summary = await resumeTenantProvisioning({}, { codes: [code] });
    expect(summary).toMatchObject({ provisioned: 1, failed: 0, skipped: 0 });
    // A second runner meeting the same tenant (the create call's and the schedule's) finds it done.
    expect(await resumeTenantProvisioning({}, { codes: [code] })).toMatchObject({ provisioned: 0 });
    expect(await statusOf(code)).toBe('active');
    expect(await mailTo(`ada@${code}.test`)).toHaveLength(1);
  });
});
