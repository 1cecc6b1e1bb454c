/**
 * The parts spreadsheet import (issue 25 item 1; import-job.ts): a presigned PUT for the sheet's
 * rows as JSON under the client's import id, the start (idempotent: the same id answers the same
 * import), the job's progress, the caller's import history and a refused import's per-row report.
 * Company admins and managers (PART_WRITE_ROLES) import into their active site's company; each
 * reads only their own imports.
 */
import { PartsApi } from '#shared/parts/api.js';
import { PartMessages } from '#shared/parts/messages.js';
import { importJobRow } from '#lib/jobs/import-jobs.js';
import { ok, okList } from '#lib/envelope.js';
import { route } from '#functions/users/index.js';
import { maintenanceCompanyOf } from '#functions/tenancy/index.js';
import { runPartImportJob } from '../import-job.js';
import { partImports, type PartImport } from '../store/imports.js';

const importRowOf = (job: PartImport) => importJobRow(job, job.parts_created);

/** POST Part/PartImportUploadUrl. */
export const partImportUploadUrl = route(PartsApi.partImportUploadUrl, async (request) => {
  await maintenanceCompanyOf(request);
  const tenant = request.tenant.company_code;
  await partImports.assertNotStarted(tenant, request.user.uuid, request.body.import_id);
  return ok(await partImports.uploadUrl(tenant, request.body.import_id, request.body.size));
});

/** POST Part/StartPartImport: queues the job of the uploaded rows; a repeat answers the same import. */
export const startPartImport = route(PartsApi.startPartImport, async (request) => {
  const job = await partImports.startOnce(
    {
      tenant: request.tenant.company_code,
      import_id: request.body.import_id,
      requested_by: request.user.uuid,
      file_name: request.body.file_name,
    },
    async () => ({ company_id: await maintenanceCompanyOf(request) }),
    (started) => runPartImportJob(started),
  );
  return ok(importRowOf(job), PartMessages.importStarted);
});

/** GET Part/GetPartImport/{import_id}: the caller's import, its state and rows written of total. */
export const getPartImport = route(PartsApi.getPartImport, async ({ tenant, user, params }) =>
  ok(importRowOf(await partImports.own(tenant.company_code, user.uuid, params.import_id))),
);

/** GET Part/PartImportHistory/{pageindex}/{pagesize}: the caller's imports, newest first. */
export const partImportHistory = route(PartsApi.partImportHistory, async ({ tenant, user, params }) => {
  const { items, total } = await partImports.byRequester(tenant.company_code, user.uuid, {
    pageSize: params.pagesize,
    pageIndex: params.pageindex,
  });
  return okList(items.map(importRowOf), total);
});

/** GET Part/PartImportProblems/{import_id}: the per-row report of the caller's refused import. */
export const partImportProblems = route(PartsApi.partImportProblems, async ({ tenant, user, params }) => {
  const job = await partImports.own(tenant.company_code, user.uuid, params.import_id);
  return ok({ problems: job.problems > 0 ? await partImports.readProblems(job.tenant, job.import_id) : [] });
});
