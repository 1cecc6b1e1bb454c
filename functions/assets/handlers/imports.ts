/**
 * The import job's calls (a spreadsheet over IMPORT_SYNC_MAX_ROWS rows; functions/assets/import-job.ts):
 * a presigned PUT for the checked rows' JSON under the client's import id, the start (idempotent:
 * the same id answers the same import), the job's progress, the caller's import history and an
 * import's per-row problem report. A company admin imports into their active site's company, a
 * super admin into any company of the tenant, as Asset/BulkUploadAssets; each reads only their own imports.
 */
import { AssetsApi } from '#shared/assets/api.js';
import { AssetMessages } from '#shared/assets/messages.js';
import { ok, okList } from '#lib/envelope.js';
import { badRequest, conflict, notFound } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import { route } from '#functions/users/index.js';
import { runImportJob } from '../import-job.js';
import {
  createImport,
  getImport,
  importUploaded,
  presignImportUpload,
  readProblems,
  requesterImports,
  type AssetImport,
} from '../store/imports.js';
import { importRowOf } from '../views.js';
import { companyOfCall } from '../scope.js';

/** In a Lambda the scheduled runner takes the job (a kick would freeze with the response); on the twin it starts at once. */
const kickJobs = () => !process.env.AWS_LAMBDA_FUNCTION_NAME;

/** The caller's import of that id, or 404 (another user's answers like one that does not exist). */
async function ownImport(tenant: string, uuid: string, importId: string): Promise<AssetImport> {
  const job = await getImport(tenant, importId);
  if (!job || job.requested_by !== uuid) throw notFound(AssetMessages.importNotFound);
  return job;
}

/** POST Asset/ImportUploadUrl: a presigned PUT (its type and length signed) for the rows' JSON. */
export const importUploadUrl = route(AssetsApi.importUploadUrl, async ({ tenant, user, body }) => {
  const code = tenant.company_code;
  const existing = await getImport(code, body.import_id);
  // An id already started is that import: its file is not replaced.
  if (existing)
    throw existing.requested_by === user.uuid
      ? conflict(AssetMessages.importAlreadyStarted)
      : notFound(AssetMessages.importNotFound);
  return ok(await presignImportUpload(code, body.import_id, body.size));
});

/** POST Asset/StartAssetImport: queues the job of the uploaded rows; a repeat answers the same import. */
export const startAssetImport = route(
  AssetsApi.startAssetImport,
  async ({ tenant, user, roleId, siteId, body, org }) => {
    const code = tenant.company_code;
    const repeat = await getImport(code, body.import_id);
    if (repeat) {
      if (repeat.requested_by !== user.uuid) throw notFound(AssetMessages.importNotFound);
      return ok(importRowOf(repeat), AssetMessages.importStarted);
    }
    const companyId = companyOfCall(await org(), roleId, siteId, body.company_id);
    if (!(await importUploaded(code, body.import_id))) throw badRequest(AssetMessages.importUploadMissing);
    await createImport({
      tenant: code,
      import_id: body.import_id,
      requested_by: user.uuid,
      company_id: companyId,
      ...(body.site_id ? { site_id: body.site_id } : {}),
      file_name: body.file_name,
    });
    const job = (await getImport(code, body.import_id))!;
    if (job.requested_by !== user.uuid) throw notFound(AssetMessages.importNotFound);
    if (kickJobs())
      void runImportJob(job).catch((error: unknown) =>
        logger.warn('asset import kick failed', {
          tenant: code,
          import: body.import_id,
          error: (error as Error).message,
        }),
      );
    return ok(importRowOf(job), AssetMessages.importStarted);
  },
);

/** GET Asset/GetAssetImport/{import_id}: the caller's import, its state and rows written of total. */
export const getAssetImport = route(AssetsApi.getAssetImport, async ({ tenant, user, params }) =>
  ok(importRowOf(await ownImport(tenant.company_code, user.uuid, params.import_id))),
);

/** GET Asset/AssetImportHistory/{pageindex}/{pagesize}: the caller's imports, newest first. */
export const assetImportHistory = route(AssetsApi.assetImportHistory, async ({ tenant, user, params }) => {
  const { items, total } = await requesterImports(tenant.company_code, user.uuid, {
    pageSize: params.pagesize,
    pageIndex: params.pageindex,
  });
  return okList(items.map(importRowOf), total);
});

/** GET Asset/AssetImportProblems/{import_id}: the per-row report of the caller's refused import. */
export const assetImportProblems = route(AssetsApi.assetImportProblems, async ({ tenant, user, params }) => {
  const job = await ownImport(tenant.company_code, user.uuid, params.import_id);
  return ok({ problems: job.problems > 0 ? await readProblems(job.tenant, job.import_id) : [] });
});
