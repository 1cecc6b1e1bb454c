/** Forms as the clients read them (spec maintenance 3 'Form', 'Form type', 'Submitted inspection'): the shared contract's rows. */
import type { FormRow, FormType, SubmittedForm } from '#shared/forms/schemas.js';
import type { Form, FormTypeRecord, SubmittedFormRecord } from './store.js';

export const formTypeRow = (type: Pick<FormTypeRecord, 'form_type_id' | 'form_type_name'>): FormType => ({
  form_type_id: type.form_type_id,
  form_type_name: type.form_type_name,
});

/** A form row; the type's name comes from the tenant's form types. */
export function formRow(
  form: Form,
  types: Pick<FormTypeRecord, 'form_type_id' | 'form_type_name'>[],
): FormRow {
  return {
    form_id: form.form_id,
    form_name: form.form_name,
    form_description: form.form_description,
    form_data: form.form_data,
    work_procedure: form.work_procedure,
    form_type_id: form.form_type_id,
    form_type_name: types.find((t) => t.form_type_id === form.form_type_id)?.form_type_name ?? '',
    company_id: form.company_id,
  };
}

export function submittedFormRow(record: SubmittedFormRecord): SubmittedForm {
  return {
    submission_id: record.submission_id,
    created_at: record.created_at,
    timezone: record.timezone,
    requested_by: record.requested_by,
    asset_form_name: record.asset_form_name,
    asset_form_description: record.asset_form_description,
    asset_form_data: record.asset_form_data,
  };
}
