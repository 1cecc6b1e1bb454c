/**
 * The inspection forms calls of spec 7 ('Forms and others') that the forms screens make, typed by
 * their contracts in shared/forms/api.ts, and the TanStack Query keys of the forms data.
 */
import type * as z from 'zod';
import { FormsApi } from '@shared/forms/api';
import type { formBody, FormRow, FormType } from '@shared/forms/schemas';
import { callApi } from '../../../app/api/client';

export const formsKeys = {
  /** The forms list (the kit adds 'rows', the scope and the request). */
  list: ['inspection-forms', 'list'] as const,
  detail: (formId: string) => ['inspection-forms', 'detail', formId] as const,
  types: ['inspection-forms', 'types'] as const,
  /** The submitted forms list. */
  submitted: ['inspection-forms', 'submitted'] as const,
};

/** The form types page the builder's Form Type offers (spec 7: page 40, no search). */
export const FORM_TYPES_PAGE_SIZE = 40;

export async function getFormTypes(): Promise<FormType[]> {
  const { data } = await callApi(FormsApi.getFormTypes, {
    params: { pageindex: 1, pagesize: FORM_TYPES_PAGE_SIZE, search: '-' },
  });
  return data.list;
}

export async function getForm(formId: string): Promise<FormRow> {
  const { data } = await callApi(FormsApi.getForm, { params: { formId } });
  return data;
}

export type FormBody = z.input<typeof formBody>;

/** POST add/update form; returns the server's message. */
export async function saveForm(body: FormBody): Promise<string> {
  const { message } = await callApi(FormsApi.addUpdateForm, { body });
  return message;
}
