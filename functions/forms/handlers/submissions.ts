/** Submitted work-procedure forms (spec maintenance 2.11, 3 'Submitted inspection'): the operator API's submit and the site's list. */
import { FormsApi } from '#shared/forms/api.js';
import { FormMessages } from '#shared/forms/messages.js';
import { FormTypeId } from '#shared/forms/rules.js';
import { ok, okList } from '#lib/envelope.js';
import { badRequest } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { activeSite, listedSiteIds } from '../scope.js';
import { countSubmissions, getFormOrNotFound, insertSubmission, listSubmissions } from '../store.js';
import { submittedFormRow } from '../views.js';

/**
 * POST InspectionForm/SubmitForm: any active role (operators above all) submits a work procedure
 * of the active site's company; stored with the form as it was then, in the site's timezone.
 */
export const submitForm = route(FormsApi.submitForm, async ({ tenant, user, siteId, body, org }) => {
  const site = activeSite(await org(), siteId);
  const form = await getFormOrNotFound(tenant.company_code, site.company_id, body.form_id);
  if (form.form_type_id !== FormTypeId.WorkProcedure) throw badRequest(FormMessages.notAWorkProcedure);
  const record = await insertSubmission(tenant.company_code, {
    form,
    site,
    user,
    data: body.data,
    asset_id: body.asset_id,
  });
  return ok(submittedFormRow(record), FormMessages.submissionSaved);
});

/**
 * GET InspectionForm/GetSubmittedForms?pageindex&pagesize: a page of the active site's submitted
 * forms, newest first; with a company's all-sites entry active, those of the company's sites the caller works in.
 */
export const getSubmittedForms = route(
  FormsApi.getSubmittedForms,
  async ({ tenant, user, siteId, query, org }) => {
    const siteIds = listedSiteIds(await org(), user, siteId);
    const [records, total] = await Promise.all([
      listSubmissions(tenant.company_code, siteIds, { pageSize: query.pagesize, pageIndex: query.pageindex }),
      countSubmissions(tenant.company_code, siteIds),
    ]);
    return okList(records.map(submittedFormRow), total);
  },
);
