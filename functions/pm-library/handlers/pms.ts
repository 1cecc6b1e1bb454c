/**
 * Library PMs (spec maintenance 2.2, 3, 5, 7, 8): add / replace with the schedule, tasks from the
 * catalogue, uploaded attachments and a service dealer of the company; list by plan; get; move;
 * delete. The "not in the past" check uses the active site's day.
 */
import { PmLibraryApi } from '#shared/pm-library/api.js';
import { PmLibraryMessages } from '#shared/pm-library/messages.js';
import { validateSchedule } from '#shared/pm/schedule-validation.js';
import { scheduleOf } from '#shared/pm/trigger-fields.js';
import { dateOnlyIn, LOS_ANGELES } from '#shared/dates.js';
import { assertAttachmentsUploaded } from '#functions/attachments/index.js';
import { getCompanyDealer, getDealers } from '#functions/dealers/index.js';
import { ok } from '#lib/envelope.js';
import { badRequest, notFound } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { maintenanceCompanyOf } from '#functions/tenancy/index.js';
import { createPm, deletePm, movePm, updatePm } from '../operations/pms.js';
import { getFullPm, getLibraryPm, getPlan, listPmsOfPlan, type FullLibraryPm } from '../store/library.js';
import { pmView } from '../views.js';

async function pmViews(tenant: string, pms: FullLibraryPm[]) {
  const dealers = await getDealers(
    tenant,
    pms.map((p) => p.pm.service_dealer_id).filter((id): id is number => typeof id === 'number'),
  );
  return Promise.all(pms.map((pm) => pmView(tenant, pm, dealers)));
}

export const addUpdatePM = route(PmLibraryApi.addUpdatePM, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const tenant = request.tenant.company_code;
  const { pm_id, pmTasks, PMAttachments, ...fields } = request.body;
  const org = await request.org();
  const site = org.sites.find((s) => s.site_id === request.siteId);
  const today = dateOnlyIn(new Date(), site?.timezone ?? LOS_ANGELES);
  const before = pm_id === undefined ? undefined : await getLibraryPm(tenant, companyId, pm_id);
  if (pm_id !== undefined && !before) throw notFound(PmLibraryMessages.pmNotFound);
  const issue = validateSchedule(scheduleOf(request.body), today, before?.datetime_starting_at ?? null)[0];
  if (issue) throw badRequest(issue.message);
  if (!(await getPlan(tenant, companyId, fields.pm_plan_id))) throw notFound(PmLibraryMessages.planNotFound);
  if (
    fields.service_dealer_id !== null &&
    !(await getCompanyDealer(tenant, companyId, fields.service_dealer_id))
  )
    throw badRequest(PmLibraryMessages.dealerNotFound);
  await assertAttachmentsUploaded(tenant, PMAttachments, before?.attachments.map((a) => a.filename) ?? []);
  const input = {
    ...fields,
    task_ids: pmTasks,
    attachments: PMAttachments.map((a) => ({
      filename: a.filename,
      user_uploaded_name: a.user_uploaded_name,
    })),
  };
  const saved =
    pm_id === undefined
      ? await createPm(tenant, companyId, input)
      : await updatePm(tenant, companyId, pm_id, input);
  const [row] = await pmViews(tenant, [(await getFullPm(tenant, companyId, saved.pm_id))!]);
  return ok(row, pm_id === undefined ? PmLibraryMessages.pmAdded : PmLibraryMessages.pmUpdated);
});

export const getPMsByPlan = route(PmLibraryApi.getPMsByPlan, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const tenant = request.tenant.company_code;
  if (!(await getPlan(tenant, companyId, request.params.id))) throw notFound(PmLibraryMessages.planNotFound);
  return ok({ list: await pmViews(tenant, await listPmsOfPlan(tenant, companyId, request.params.id)) });
});

export const getPM = route(PmLibraryApi.getPM, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const tenant = request.tenant.company_code;
  const pm = await getFullPm(tenant, companyId, request.params.pm_id);
  if (!pm) throw notFound(PmLibraryMessages.pmNotFound);
  return ok((await pmViews(tenant, [pm]))[0]);
});

export const deletePM = route(PmLibraryApi.deletePM, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  await deletePm(request.tenant.company_code, companyId, request.params.pm_id);
  return ok({ id: request.params.pm_id }, PmLibraryMessages.pmDeleted);
});

export const movePM = route(PmLibraryApi.movePM, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  await movePm(request.tenant.company_code, companyId, request.body.pm_id, request.body.new_pm_plan_id);
  return ok(
    { pm_id: request.body.pm_id, pm_plan_id: request.body.new_pm_plan_id },
    PmLibraryMessages.pmMoved,
  );
});
