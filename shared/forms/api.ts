/**
 * The inspection form endpoints (spec maintenance 7 'Forms and others', core 7 'inspection forms
 * by company'). The spec gives methods and payloads but not paths; these follow its naming.
 */
import { lazySchema } from '../common/lazy-schema.js';
import { dataList, endpoint, envelope, listEnvelope } from '../common/endpoint.js';
import { Role } from '../codes.js';
import { WEB_ROLES } from '../roles.js';
import {
  checklist,
  companyFormsParams,
  formBody,
  formIdParams,
  formListQuery,
  formRow,
  formType,
  formTypeParams,
  submissionBody,
  submittedForm,
  submittedListQuery,
} from './schemas.js';

/** Who builds forms: the people who set up a company's equipment. */
export const FORM_EDITOR_ROLES = [Role.SuperAdmin, Role.CompanyAdmin, Role.Manager] as const;

export const FormsApi = {
  addUpdateForm: endpoint({
    method: 'POST',
    path: 'InspectionForm/AddUpdateForm',
    summary: 'Creates a form (no form_id) or updates one; form_data is the Form.io JSON as text',
    auth: 'session',
    roles: FORM_EDITOR_ROLES,
    body: formBody,
    response: lazySchema(() => envelope(formRow)),
  }),
  getForms: endpoint({
    method: 'GET',
    path: 'InspectionForm/GetAllForms',
    summary: "A page of the active company's forms (page 20)",
    auth: 'session',
    roles: WEB_ROLES,
    query: formListQuery,
    response: lazySchema(() => listEnvelope(formRow)),
  }),
  getForm: endpoint({
    method: 'GET',
    path: 'InspectionForm/GetForm/{formId}',
    summary: 'One form, to view or edit',
    auth: 'session',
    roles: WEB_ROLES,
    params: formIdParams,
    response: lazySchema(() => envelope(formRow)),
  }),
  getFormTypes: endpoint({
    method: 'GET',
    path: 'InspectionForm/GetFormTypes/{pageindex}/{pagesize}/{search}',
    summary: "The form types (page 40; '-' for no search)",
    auth: 'session',
    roles: WEB_ROLES,
    params: formTypeParams,
    response: lazySchema(() => dataList(formType)),
  }),
  getFormsByCompany: endpoint({
    method: 'GET',
    path: 'InspectionForm/GetInspectionFormsByCompany/{companyId}',
    summary: "A company's inspection-checklist forms, for the asset forms and upload",
    auth: 'session',
    roles: WEB_ROLES,
    params: companyFormsParams,
    response: lazySchema(() => dataList(formRow)),
  }),
  getChecklist: endpoint({
    method: 'GET',
    path: 'InspectionForm/GetChecklist/{formId}',
    summary: 'The attributes an operator answers for a checklist form (the operator API)',
    auth: 'session',
    params: formIdParams,
    response: lazySchema(() => envelope(checklist)),
  }),
  submitForm: endpoint({
    method: 'POST',
    path: 'InspectionForm/SubmitForm',
    summary: 'The operator API: a submitted work-procedure form',
    auth: 'session',
    body: submissionBody,
    response: lazySchema(() => envelope(submittedForm)),
  }),
  getSubmittedForms: endpoint({
    method: 'GET',
    path: 'InspectionForm/GetSubmittedForms',
    summary: "A page of the active site's submitted forms, newest first",
    auth: 'session',
    roles: WEB_ROLES,
    query: submittedListQuery,
    response: lazySchema(() => listEnvelope(submittedForm)),
  }),
};
