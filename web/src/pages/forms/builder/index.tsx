/**
 * /inspection-forms/create (spec 2.10, 5 'Form builder'): Name, Description, Work Procedure, Form
 * Type and Form.io's drag-and-drop builder; 'Create Form' (or 'Update' with ?form_id=, the form
 * read first) and 'Discard'. On save the fields' messages, then the builder's two checks as an
 * error toast, then POST add/update form with the builder's schema as text.
 */
import { useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { FORM_EDITOR_ROLES } from '@shared/forms/api';
import { formBody, type FormRow } from '@shared/forms/schemas';
import { Messages } from '@shared/messages';
import { formDefinitionIssue, parseFormData, type FormioForm } from '@shared/forms/rules';
import { useSession } from '../../../app/session/session-store';
import { toast } from '../../../app/toasts';
import { FormioBuilder } from '../../../components/formio/FormioBuilder';
import type { FormioBuilderInstance } from '../../../components/formio/load-formio';
import { ChoiceField, TextAreaField, TextField } from '../../../components/forms/fields';
import { FormLoading } from '../../../components/forms/FormFrame';
import '../../../components/forms/forms.css';
import { payloadResolver } from '../../../components/forms/payload-resolver';
import { listRowsKey } from '../../../components/list-kit/list-keys';
import { useReturnToList } from '../../../components/list-kit/return-to-list';
import { withQueryClient } from '../../../components/query/query-client';
import { formsKeys, getForm, getFormTypes, saveForm } from '../common/forms-calls';
import {
  EMPTY_FORM_VALUES,
  FIELD_OF_PAYLOAD,
  formPayload,
  formValuesOf,
  type FormBuilderValues,
} from './form-builder-model';

const NEW_FORM: FormioForm = { display: 'form', components: [] };

export const FormBuilderPage = withQueryClient(function FormBuilderPage() {
  const session = useSession();
  const formId = useSearchParams()[0].get('form_id');
  const allowed = FORM_EDITOR_ROLES.some((role) => role === session.roleId);
  const stored = useQuery({
    queryKey: formsKeys.detail(formId ?? ''),
    queryFn: () => getForm(formId ?? ''),
    enabled: Boolean(formId) && allowed,
    // The builder edits what is stored now, not a cached copy.
    gcTime: 0,
  });
  // The server refuses the save to other roles (an executive reaching the URL): say so up front.
  if (!allowed) return <Alert type="error">{Messages.roleNotAuthorised}</Alert>;
  if (formId && !stored.data) return <FormLoading />;
  return <FormBuilderScreen key={formId ?? 'new'} stored={formId ? (stored.data ?? null) : null} />;
});

function FormBuilderScreen({ stored }: { stored: FormRow | null }) {
  const navigate = useNavigate();
  const listUrl = useReturnToList('/inspection-forms');
  const queryClient = useQueryClient();
  const builder = useRef<FormioBuilderInstance | null>(null);
  const initialForm = useMemo(() => (stored && parseFormData(stored.form_data)) || NEW_FORM, [stored]);
  const formId = stored?.form_id ?? null;
  const types = useQuery({ queryKey: formsKeys.types, queryFn: getFormTypes });

  const form = useForm<FormBuilderValues>({
    defaultValues: stored ? formValuesOf(stored) : EMPTY_FORM_VALUES,
    resolver: payloadResolver(formBody, (values) => formPayload(values, '', formId), FIELD_OF_PAYLOAD),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const values = form.watch();
  const { errors, isSubmitting } = form.formState;
  const bind = (key: 'name' | 'description' | 'workProcedure') => ({
    value: values[key],
    errorText: errors[key]?.message,
    onChange: (value: string) => {
      form.setValue(key, value);
      form.clearErrors(key);
    },
  });

  const save = form.handleSubmit(async (submitted) => {
    const schema = builder.current?.schema ?? null;
    const issue = formDefinitionIssue(schema);
    if (issue) {
      toast.error(issue);
      return;
    }
    const message = await saveForm(formPayload(submitted, JSON.stringify(schema), formId));
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: listRowsKey(formsKeys.list) });
    navigate(listUrl);
  });

  return (
    <Form
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button disabled={isSubmitting} onClick={() => navigate(listUrl)}>
            Discard
          </Button>
          <Button variant="primary" loading={isSubmitting} onClick={() => void save().catch(() => undefined)}>
            {formId ? 'Update' : 'Create Form'}
          </Button>
        </SpaceBetween>
      }
    >
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">Form Info</Header>}>
          <div className="ac-form-grid">
            <TextField label="Name" {...bind('name')} />
            <ChoiceField
              label="Form Type"
              choices={(types.data ?? []).map((t) => ({ value: t.form_type_id, label: t.form_type_name }))}
              selected={values.formTypeId}
              errorText={errors.formTypeId?.message}
              onChange={(value) => {
                form.setValue('formTypeId', value);
                form.clearErrors('formTypeId');
              }}
            />
            <TextAreaField label="Description" rows={3} {...bind('description')} />
            <TextAreaField label="Work Procedure" rows={3} {...bind('workProcedure')} />
          </div>
        </Container>
        <Container header={<Header variant="h2">Form</Header>}>
          <FormioBuilder
            initial={initialForm}
            onReady={(instance) => {
              builder.current = instance;
            }}
          />
        </Container>
      </SpaceBetween>
    </Form>
  );
}
