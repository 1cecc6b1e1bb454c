/**
 * The platform-admin calls (issue 27 item 1): create (starts provisioning), suspend, resume,
 * delete (starts the deletion) and read a tenant. Only the platform's own operators may call them: a SuperAdmin of the platform
 * pool (shared/platform/rules.ts), the tenant being the verified token's. Any tenant's user,
 * its super admin included, gets 403.
 */
import { Role } from '#shared/codes.js';
import { PlatformApi } from '#shared/platform/api.js';
import { PlatformMessages } from '#shared/platform/messages.js';
import { DELETABLE_TENANT_STATUSES, PLATFORM_TENANT, RESERVED_TENANT_CODES } from '#shared/platform/rules.js';
import { TenantStatus } from '#shared/tenancy/rules.js';
import { config } from '#lib/config.js';
import { ok } from '#lib/envelope.js';
import { badRequest, conflict, forbidden, notFound } from '#lib/errors.js';
import { startRunner } from '#lib/jobs/start-runner.js';
import { logger } from '#lib/logger.js';
import { getTenant, updateTenant, type Tenant } from '#functions/tenancy/index.js';
import { route } from '#functions/users/index.js';
import { requestTenant, setTenantSuspended, type NewTenant } from '../operations/provision-tenant.js';
import { markTenantDeleting } from '../operations/delete-tenant.js';
import { TENANT_EXPORTS_PREFIX } from '../operations/export-target.js';
import { resumeTenantProvisioning } from '../jobs.js';
import { platformTenantRow } from '../views.js';

type Authed = { tenant: Tenant; user: { roles: number[] } };

/** The platform's operators only: the platform pool's token, a SuperAdmin there. */
function operatorsOnly(request: Authed): void {
  if (request.tenant.company_code !== PLATFORM_TENANT || !request.user.roles.includes(Role.SuperAdmin))
    throw forbidden(PlatformMessages.operatorsOnly);
}

async function existing(code: string): Promise<Tenant> {
  const tenant = await getTenant(code);
  if (!tenant || code === PLATFORM_TENANT) throw notFound(PlatformMessages.notFound);
  return tenant;
}

/**
 * Runs the tenant runner (provisioning and deletion) for this tenant: in the cloud its Lambda at once (an asynchronous
 * invoke, which Lambda queues and retries; the runner's schedule takes whatever a run leaves), on
 * the twin in this process, as the import jobs do. The same provisionTenant either way.
 */
function startTenantRunner(code: string): void {
  const failed = (error: unknown) =>
    logger.warn('tenant runner start failed; the scheduled runner takes it', {
      tenant: code,
      error: (error as Error).message,
    });
  if (process.env.AWS_LAMBDA_FUNCTION_NAME) void startRunner('tenantProvisioning').catch(failed);
  else void resumeTenantProvisioning({}, { codes: [code] }).catch(failed);
}

/**
 * POST Platform/CreateTenant: writes the registry item (status provisioning, the first admin
 * asked for) and starts the runner. A retry (same code, name and admin) answers the tenant as it
 * is; a failed one is started again; another tenant's code is a conflict.
 */
export const createTenant = route(PlatformApi.createTenant, async (request) => {
  operatorsOnly(request);
  const { code, name, admin_email, admin_name, color } = request.body;
  if (RESERVED_TENANT_CODES.includes(code)) throw badRequest(PlatformMessages.codeReserved);
  const input: NewTenant = { code, name, admin: { email: admin_email, name: admin_name }, color };
  if (!(await requestTenant(input, {}, true))) {
    const before = (await getTenant(code))!;
    if (before.status === TenantStatus.Deleting || before.status === TenantStatus.Deleted)
      throw conflict(PlatformMessages.codeOfDeletedTenant);
    if (before.name !== name || before.admin_email !== admin_email)
      throw conflict(PlatformMessages.alreadyExists);
    if (before.status !== TenantStatus.Failed)
      return ok(platformTenantRow(before), PlatformMessages.provisioningStarted);
    await updateTenant(code, { status: TenantStatus.Provisioning });
  }
  const tenant = (await getTenant(code))!;
  startTenantRunner(code);
  return ok(platformTenantRow(tenant), PlatformMessages.provisioningStarted);
});

/**
 * Suspends or resumes a tenant (the two calls differ only in the flag and their texts): an active
 * or suspended tenant only; setting the status it already has answers it as it is.
 */
async function setSuspension(
  request: Authed & { body: { code: string } },
  suspended: boolean,
  message: { refused: string; done: string },
) {
  operatorsOnly(request);
  const tenant = await existing(request.body.code);
  if (tenant.status !== TenantStatus.Active && tenant.status !== TenantStatus.Suspended)
    throw badRequest(message.refused);
  return ok(platformTenantRow(await setTenantSuspended(tenant.company_code, suspended)), message.done);
}

/** POST Platform/SuspendTenant. */
export const suspendTenant = route(PlatformApi.suspendTenant, (request) =>
  setSuspension(request, true, { refused: PlatformMessages.notActive, done: PlatformMessages.suspended }),
);

/** POST Platform/ResumeTenant. */
export const resumeTenant = route(PlatformApi.resumeTenant, (request) =>
  setSuspension(request, false, { refused: PlatformMessages.notSuspended, done: PlatformMessages.resumed }),
);

/**
 * POST Platform/DeleteTenant: a suspended (or failed) tenant is marked deleting, with its export's
 * place in the files bucket (tenant-exports/<tenant>/<time>/), and the runner exports and removes
 * it (functions/platform/operations/delete-tenant.ts). A repeat while it runs answers it deleting
 * (the runner resumes a stopped run); a deleted tenant is answered as it is.
 */
export const deleteTenant = route(PlatformApi.deleteTenant, async (request) => {
  operatorsOnly(request);
  const tenant = await existing(request.body.code);
  if (tenant.status === TenantStatus.Deleted) return ok(platformTenantRow(tenant), PlatformMessages.deleted);
  if (!DELETABLE_TENANT_STATUSES.includes(tenant.status))
    throw badRequest(PlatformMessages.suspendBeforeDelete);
  const code = tenant.company_code;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const marked = await markTenantDeleting(code, {
    bucket: config.filesBucket,
    prefix: `${TENANT_EXPORTS_PREFIX}${code}/${stamp}/`,
  });
  startTenantRunner(code);
  return ok(platformTenantRow(marked), PlatformMessages.deletionStarted);
});

/** GET Platform/GetTenant. */
export const getTenantStatus = route(PlatformApi.getTenant, async (request) => {
  operatorsOnly(request);
  return ok(platformTenantRow(await existing(request.query.code)));
});
