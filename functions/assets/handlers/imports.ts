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
import { route } from '#functions/users/index.js';
import { runImportJob } from '../import-job.js';
import { assetImports, presignImportUpload, readProblems, requesterImports } from '../store/imports.js';
import { importRowOf } from '../views.js';
import { companyOfCall } from '../scope.js';

/** POST Asset/ImportUploadUrl: a presigned PUT (its type and length signed) for the rows' JSON. */
export const importUploadUrl = route(AssetsApi.importUploadUrl, async ({ tenant, user, body }) => {
  const code = tenant.company_code;
  await assetImports.assertNotStarted(code, user.uuid, body.import_id);
  return ok(await presignImportUpload(code, body.import_id, body.size));
});

/** POST Asset/StartAssetImport: queues the job of the uploaded rows; a repeat answers the same import. */
export const startAssetImport = route(
  AssetsApi.startAssetImport,
  async ({ tenant, user, roleId, siteId, body, org }) => {
    const job = await assetImports.startOnce(
      {
        tenant: tenant.company_code,
        import_id: body.import_id,
        requested_by: user.uuid,
        file_name: body.file_name,
      },
      async () => ({
        company_id: companyOfCall(await org(), roleId, siteId, body.company_id),
        ...(body.site_id ? { site_id: body.site_id } : {}),
      }),
      (started) => runImportJob(started),
    );
    return ok(importRowOf(job), AssetMessages.importStarted);
  },
);

/** GET Asset/GetAssetImport/{import_id}: the caller's import, its state and rows written of total. */
export const getAssetImport = route(AssetsApi.getAssetImport, async ({ tenant, user, params }) =>
  ok(importRowOf(await assetImports.own(tenant.company_code, user.uuid, params.import_id))),
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
  const job = await assetImports.own(tenant.company_code, user.uuid, params.import_id);
  return ok({ problems: job.problems > 0 ? await readProblems(job.tenant, job.import_id) : [] });
});
