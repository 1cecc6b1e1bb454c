/**
 * The builder's fields (spec 2.10) as react-hook-form values, and the POST add/update form body
 * they become: the shared schema checks that body, so the fields show the server's messages.
 */
import type { FormRow } from '@shared/forms/schemas';
import type { FormBody } from '../common/forms-calls';

export interface FormBuilderValues {
  name: string;
  description: string;
  workProcedure: string;
  formTypeId: number | null;
}

export const EMPTY_FORM_VALUES: FormBuilderValues = {
  name: '',
  description: '',
  workProcedure: '',
  formTypeId: null,
};

export const formValuesOf = (row: FormRow): FormBuilderValues => ({
  name: row.form_name,
  description: row.form_description,
  workProcedure: row.work_procedure,
  formTypeId: row.form_type_id,
});

/** The payload field each message shows under. */
export const FIELD_OF_PAYLOAD = {
  form_name: 'name',
  form_description: 'description',
  work_procedure: 'workProcedure',
  form_type_id: 'formTypeId',
} as const;

export function formPayload(values: FormBuilderValues, formData: string, formId: string | null): FormBody {
  return {
    ...(formId ? { form_id: formId } : {}),
    form_name: values.name,
    form_description: values.description,
    work_procedure: values.workProcedure,
    // No type chosen fails the schema's positive-number check ('Form Type is required !').
    form_type_id: values.formTypeId ?? 0,
    form_data: formData,
  };
}
