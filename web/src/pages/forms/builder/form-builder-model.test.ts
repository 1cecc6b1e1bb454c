/** The builder's fields as POST add/update form's body, and the messages the shared schema gives them. */
import { describe, expect, it } from 'vitest';
import { FormMessages } from '@shared/forms/messages';
import { formBody } from '@shared/forms/schemas';
import { EMPTY_FORM_VALUES, formPayload } from './form-builder-model';

describe('formPayload', () => {
  it('sends form_id only when editing, and the builder schema as text', () => {
    const values = { name: 'Lift check', description: '', workProcedure: 'Park first.', formTypeId: 2 };
    expect(formPayload(values, '{"components":[]}', null)).toEqual({
      form_name: 'Lift check',
      form_description: '',
      work_procedure: 'Park first.',
      form_type_id: 2,
      form_data: '{"components":[]}',
    });
    expect(formPayload(values, '{}', 'f-1')).toMatchObject({ form_id: 'f-1' });
  });

  it('empty fields give the spec messages of name, work procedure and form type', () => {
    const result = formBody.safeParse(formPayload(EMPTY_FORM_VALUES, '{}', null));
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(messages).toEqual({
      form_name: FormMessages.nameRequired,
      work_procedure: FormMessages.workProcedureRequired,
      form_type_id: FormMessages.formTypeRequired,
    });
  });
});
