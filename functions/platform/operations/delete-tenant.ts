/**
 * Deletes a tenant (issue 27 item 1): exports it first (./tenant-data.ts), then removes every table
 * item of it, its files (and generated reports) and its user pool, and leaves the registry item as a tombstone (status
 * deleted, with the export's place and the time): the code cannot be provisioned again by accident
 * (putNewTenant writes only a free code) and a deleted tenant's tokens and sign-in page are refused
 * like an unknown tenant's.
 *
 * Only a suspended tenant (or a failed provisioning) may be deleted: suspending first is the
 * operator's deliberate step, and nobody writes while the export runs. Resumable: the registry item
 * says `deleting` and where the export goes before anything is removed; a run stopped anywhere is
 * finished by the next one, which keeps the export already complete (its manifest, written last)
 * rather than exporting a half-removed tenant over it. The items removed are exactly the keys the
 * export wrote (the export's enumeration, tenant-data.ts says why it is a filtered Scan): the
 * deletion reads no table a second time.
 */
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DeleteUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PlatformMessages } from '#shared/platform/messages.js';
import { DELETABLE_TENANT_STATUSES, PLATFORM_TENANT } from '#shared/platform/rules.js';
import { TenantStatus } from '#shared/tenancy/rules.js';
import { getCognito } from '#lib/aws.js';
import { getTenant, updateTenant, type Tenant } from '#functions/tenancy/index.js';
import { describeTarget, parseTarget, type ExportTarget } from './export-target.js';
import { batchWrite, exportedKeys, exportTenant, readManifest, tenantFileKeys } from './tenant-data.js';

export const DELETION_STEPS = ['marked', 'exported', 'items', 'files', 'pool'] as const;
export type DeletionStep = (typeof DELETION_STEPS)[number];

export class DeletionStopped extends Error {
  constructor(step: DeletionStep) {
    super(`deletion stopped after step ${step} (failAfter)`);
    this.name = 'DeletionStopped';
  }
}

export interface DeleteOptions {
  table: string;
  bucket: string;
  /** The reports bucket: the tenant's generated reports are removed, not exported. */
  reportsBucket?: string;
  onProgress?: (step: DeletionStep, detail: string) => void;
  /** Tests: throw right after this step, as a crash there would. */
  failAfter?: DeletionStep;
}

/**
 * Marks the tenant `deleting` with where its export goes (a resumed deletion keeps the place it
 * recorded). Throws PlatformMessages.suspendBeforeDelete for a tenant that may not be deleted.
 */
export async function markTenantDeleting(code: string, exportTo: ExportTarget): Promise<Tenant> {
  const tenant = await getTenant(code);
  if (!tenant || code === PLATFORM_TENANT) throw new Error(PlatformMessages.notFound);
  if (tenant.status === TenantStatus.Deleted) return tenant;
  if (!DELETABLE_TENANT_STATUSES.includes(tenant.status))
    throw new Error(PlatformMessages.suspendBeforeDelete);
  if (tenant.status === TenantStatus.Deleting && tenant.deletion_export) return tenant;
  return updateTenant(code, { status: TenantStatus.Deleting, deletion_export: describeTarget(exportTo) });
}

/** Runs (or resumes) the deletion of a tenant marked deleting; a deleted one is answered as it is. */
export async function deleteTenant(code: string, exportTo: ExportTarget, options: DeleteOptions) {
  const progress = options.onProgress ?? (() => undefined);
  const done = (step: DeletionStep, detail: string) => {
    progress(step, detail);
    if (options.failAfter === step) throw new DeletionStopped(step);
  };
  let tenant = await markTenantDeleting(code, exportTo);
  if (tenant.status === TenantStatus.Deleted) return tenant;
  const target = parseTarget(tenant.deletion_export!);
  done('marked', tenant.deletion_export!);

  const where = { table: options.table, bucket: options.bucket };
  const manifest = await readManifest(target);
  if (!manifest) await exportTenant(code, target, where);
  done('exported', manifest ? `kept the export of ${manifest.exported_at}` : 'exported');

  const keys = (await exportedKeys(target)).filter((key) => key.pk?.S !== 'REGISTRY');
  await batchWrite(
    options.table,
    keys.map((Key) => ({ DeleteRequest: { Key } })),
  );
  done('items', `${keys.length} items`);

  // Its files (exported), and its generated reports (`reports/<tenant>/…`, made again on request).
  const s3 = new S3Client({ forcePathStyle: true });
  let removed = 0;
  for (const bucket of [options.bucket, options.reportsBucket].filter(Boolean) as string[]) {
    const keys = await tenantFileKeys(code, bucket);
    for (const Key of keys) await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
    removed += keys.length;
  }
  done('files', `${removed} files`);

  if (tenant.user_pool_id) {
    try {
      await getCognito().send(new DeleteUserPoolCommand({ UserPoolId: tenant.user_pool_id }));
    } catch (error) {
      // Deleted by the run that stopped after it.
      if ((error as Error).name !== 'ResourceNotFoundException') throw error;
    }
  }
  done('pool', tenant.user_pool_id || 'none');

  tenant = await updateTenant(code, { status: TenantStatus.Deleted, deleted_at: new Date().toISOString() });
  return tenant;
}
