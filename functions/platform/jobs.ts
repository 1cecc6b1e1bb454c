/**
 * The platform's runner (functions/jobs.ts `tenantProvisioning`): provisions or resumes every
 * tenant Platform/CreateTenant asked for whose provisioning has not finished (status provisioning:
 * not started yet, or a run stopped half-way), with the first admin it recorded, through the same
 * provisionTenant as `npm run tenant -- create`. Each tenant is claimed first (a lease on its
 * registry item), so the runner the create call starts and a scheduled one never work on the same
 * tenant at once; provisionTenant is idempotent step by step, so a run killed anywhere is finished
 * by the next once the lease expires. A failed tenant stays failed until an operator creates it again.
 *
 * It finishes deletions too (Platform/DeleteTenant marks a tenant `deleting` with its export's
 * place): export, then removal, resumable the same way (functions/platform/operations/delete-tenant.ts).
 */
import type { SchedulerEvent } from '#lib/scheduler.js';
import { logger } from '#lib/logger.js';
import { TenantStatus } from '#shared/tenancy/rules.js';
import { claimTenantLease, listTenants, releaseTenantLease } from '#functions/tenancy/index.js';
import { config } from '#lib/config.js';
import { provisionTenant } from './operations/provision-tenant.js';
import { deleteTenant } from './operations/delete-tenant.js';
import { parseTarget } from './operations/export-target.js';

/** Longer than a run may last (the job's 300 s timeout): a lease outlives only a killed run. */
export const PROVISIONING_LEASE_MS = 6 * 60_000;

export interface ProvisioningRunSummary {
  tenants: number;
  provisioned: number;
  failed: number;
  /** Deletions finished. */
  deleted: number;
  /** Held by another runner. */
  skipped: number;
}

export async function resumeTenantProvisioning(
  _event: SchedulerEvent = {},
  options: { codes?: string[] } = {},
): Promise<ProvisioningRunSummary> {
  const all = await listTenants(true);
  const pending = all.filter(
    (t) =>
      t.status === TenantStatus.Provisioning &&
      t.provisioning_runner &&
      t.admin_email &&
      t.admin_name &&
      (!options.codes || options.codes.includes(t.company_code)),
  );
  const summary: ProvisioningRunSummary = {
    tenants: all.length,
    provisioned: 0,
    failed: 0,
    deleted: 0,
    skipped: 0,
  };
  /** Runs `work` on a tenant this runner claims (its lease), counting what came of it. */
  const underLease = async (
    code: string,
    done: 'provisioned' | 'deleted',
    failure: string,
    work: () => Promise<unknown>,
  ) => {
    if (!(await claimTenantLease(code, PROVISIONING_LEASE_MS))) {
      summary.skipped++;
      return;
    }
    try {
      await work();
      summary[done]++;
    } catch (error) {
      summary.failed++;
      logger.error(failure, { tenant: code, error: (error as Error).message });
    } finally {
      await releaseTenantLease(code).catch(() => undefined);
    }
  };
  for (const tenant of pending)
    await underLease(tenant.company_code, 'provisioned', 'tenant provisioning failed', () =>
      provisionTenant({
        code: tenant.company_code,
        name: tenant.name,
        admin: { email: tenant.admin_email!, name: tenant.admin_name! },
        logoUrl: tenant.logo_url,
        color: tenant.color,
      }),
    );
  const deleting = all.filter(
    (t) =>
      t.status === TenantStatus.Deleting &&
      t.deletion_export &&
      (!options.codes || options.codes.includes(t.company_code)),
  );
  for (const tenant of deleting)
    await underLease(tenant.company_code, 'deleted', 'tenant deletion stopped; the next run resumes it', () =>
      deleteTenant(tenant.company_code, parseTarget(tenant.deletion_export!), {
        table: config.tableName,
        bucket: config.filesBucket,
        reportsBucket: config.reportsBucket,
      }),
    );
  return summary;
}
