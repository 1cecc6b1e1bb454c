/** The builder's forms (spec maintenance 2.10, 5 'Form builder', 7 'Forms and others') and a company's checklists. */
import { FormsApi } from '#shared/forms/api.js';
import { FormMessages } from '#shared/forms/messages.js';
import { checklistAttributes, formDefinitionIssue, FormTypeId, parseFormData } from '#shared/forms/rules.js';
import { ok, okList } from '#lib/envelope.js';
import { badRequest } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { activeCompanyId, assertSeesCompany } from '../scope.js';
import { countForms, getFormOrNotFound, listAllForms, listFormTypes, listForms, putForm } from '../store.js';
import { formRow } from '../views.js';

/** POST InspectionForm/AddUpdateForm: creates (no form_id) or updates a form of the active site's company. */
export const addUpdateForm = route(FormsApi.addUpdateForm, async ({ tenant, siteId, body, org }) => {
  const companyId = activeCompanyId(await org(), siteId);
  // In the spec's order: the form type before the builder's two checks.
  const types = await listFormTypes(tenant.company_code);
  if (!types.some((t) => t.form_type_id === body.form_type_id))
    throw badRequest(FormMessages.formTypeRequired);
  const issue = formDefinitionIssue(parseFormData(body.form_data));
  if (issue) throw badRequest(issue);
  const form = await putForm(tenant.company_code, companyId, {
    form_id: body.form_id ?? undefined,
    form_name: body.form_name,
    form_description: body.form_description ?? '',
    form_data: body.form_data,
    work_procedure: body.work_procedure,
    form_type_id: body.form_type_id,
  });
  return ok(formRow(form, types), FormMessages.formSaved);
});

/** GET InspectionForm/GetAllForms?pageindex&pagesize: a page of the active company's forms, with listsize. */
export const getForms = route(FormsApi.getForms, async ({ tenant, siteId, query, org }) => {
  const companyId = activeCompanyId(await org(), siteId);
  const [forms, total, types] = await Promise.all([
    listForms(tenant.company_code, companyId, { pageSize: query.pagesize, pageIndex: query.pageindex }),
    countForms(tenant.company_code, companyId),
    listFormTypes(tenant.company_code),
  ]);
  return okList(
    forms.map((form) => formRow(form, types)),
    total,
  );
});

/** GET InspectionForm/GetForm/{formId}: one form of the active company. */
export const getForm = route(FormsApi.getForm, async ({ tenant, siteId, params, org }) => {
  const companyId = activeCompanyId(await org(), siteId);
  const [form, types] = await Promise.all([
    getFormOrNotFound(tenant.company_code, companyId, params.formId),
    listFormTypes(tenant.company_code),
  ]);
  return ok(formRow(form, types));
});

/** GET InspectionForm/GetInspectionFormsByCompany/{companyId}: the company's inspection checklists (asset forms, upload). */
export const getFormsByCompany = route(FormsApi.getFormsByCompany, async ({ tenant, user, params, org }) => {
  assertSeesCompany(await org(), user, params.companyId);
  const [forms, types] = await Promise.all([
    listAllForms(tenant.company_code, params.companyId, FormTypeId.InspectionChecklist),
    listFormTypes(tenant.company_code),
  ]);
  return ok({ list: forms.map((form) => formRow(form, types)), listsize: forms.length });
});

/** GET InspectionForm/GetChecklist/{formId}: the attributes an operator answers (operator API, every role). */
export const getChecklist = route(FormsApi.getChecklist, async ({ tenant, siteId, params, org }) => {
  const companyId = activeCompanyId(await org(), siteId);
  const form = await getFormOrNotFound(tenant.company_code, companyId, params.formId);
  if (form.form_type_id !== FormTypeId.InspectionChecklist) throw badRequest(FormMessages.notAChecklist);
  const definition = parseFormData(form.form_data);
  return ok({
    form_id: form.form_id,
    form_name: form.form_name,
    attributes: definition ? checklistAttributes(definition) : [],
  });
});
