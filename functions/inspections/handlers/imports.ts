/**
 * The inspection-forms import job's calls (a spreadsheet over IMPORT_SYNC_MAX_ROWS rows;
 * functions/inspections/upload-job.ts), as the asset import's (functions/lib/jobs/import-jobs.ts):
 * a presigned PUT for the sheet's rows as JSON under the client's import id, the start
 * (idempotent: the same id answers the same import), the job's progress, the caller's import
 * history and an import's per-row problem report. The company is checked as
 * Inspection/UploadInspectionForms checks it; each user reads only their own imports.
 */
import { InspectionsApi } from '#shared/inspections/api.js';
import { InspectionImportMessages } from '#shared/inspections/messages.js';
import { ok, okList } from '#lib/envelope.js';
import { importJobRow } from '#lib/jobs/import-jobs.js';
import { route } from '#functions/users/index.js';
import { assertUploadCompany } from '../operations/upload-plan.js';
import { inspectionImports, type InspectionImport } from '../store/imports.js';
import { runInspectionImportJob } from '../upload-job.js';

const rowOf = (job: InspectionImport) => importJobRow(job, job.inspections_created);

/** POST Inspection/ImportUploadUrl: a presigned PUT (its type and length signed) for the rows' JSON. */
export const inspectionImportUploadUrl = route(
  InspectionsApi.inspectionImportUploadUrl,
  async ({ tenant, user, body }) => {
    const code = tenant.company_code;
    await inspectionImports.assertNotStarted(code, user.uuid, body.import_id);
    return ok(await inspectionImports.uploadUrl(code, body.import_id, body.size));
  },
);

/** POST Inspection/StartInspectionImport: queues the job of the uploaded rows; a repeat answers the same import. */
export const startInspectionImport = route(InspectionsApi.startInspectionImport, async (req) => {
  const { tenant, user, body } = req;
  const job = await inspectionImports.startOnce(
    {
      tenant: tenant.company_code,
      import_id: body.import_id,
      requested_by: user.uuid,
      file_name: body.file_name,
    },
    async () => ({ company_id: assertUploadCompany(req, await req.org(), body.company_id) }),
    (started) => runInspectionImportJob(started),
  );
  return ok(rowOf(job), InspectionImportMessages.started);
});

/** GET Inspection/GetInspectionImport/{import_id}: the caller's import, its state and rows written of total. */
export const getInspectionImport = route(
  InspectionsApi.getInspectionImport,
  async ({ tenant, user, params }) =>
    ok(rowOf(await inspectionImports.own(tenant.company_code, user.uuid, params.import_id))),
);

/** GET Inspection/InspectionImportHistory/{pageindex}/{pagesize}: the caller's imports, newest first. */
export const inspectionImportHistory = route(
  InspectionsApi.inspectionImportHistory,
  async ({ tenant, user, params }) => {
    const { items, total } = await inspectionImports.byRequester(tenant.company_code, user.uuid, {
      pageSize: params.pagesize,
      pageIndex: params.pageindex,
    });
    return okList(items.map(rowOf), total);
  },
);

/** GET Inspection/InspectionImportProblems/{import_id}: the per-row report of the caller's refused import. */
export const inspectionImportProblems = route(
  InspectionsApi.inspectionImportProblems,
  async ({ tenant, user, params }) => {
    const job = await inspectionImports.own(tenant.company_code, user.uuid, params.import_id);
    return ok({
      problems: job.problems > 0 ? await inspectionImports.readProblems(job.tenant, job.import_id) : [],
    });
  },
);
