/** Inspection forms: the builder's forms, their types, the checklist an operator answers, submitted work procedures. */
import { FormsApi } from '../../shared/forms/api.js';
import { serve, type DomainDef } from '../lib/routing.js';

export const formsDomain = {
  folder: 'forms',
  permissions: { table: 'readWrite' },
  routes: [
    serve(FormsApi.addUpdateForm, 'addUpdateForm'),
    serve(FormsApi.getForms, 'getForms'),
    serve(FormsApi.getForm, 'getForm'),
    serve(FormsApi.getFormTypes, 'getFormTypes'),
    serve(FormsApi.getFormsByCompany, 'getFormsByCompany'),
    serve(FormsApi.getChecklist, 'getChecklist'),
    serve(FormsApi.submitForm, 'submitForm'),
    serve(FormsApi.getSubmittedForms, 'getSubmittedForms'),
  ],
} satisfies DomainDef;
