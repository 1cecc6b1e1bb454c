/**
 * Parts several user forms share: the create forms' gate and their e-mail and username fields;
 * status and language.
 */
import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { canCreateUsers } from '@shared/users/rules';
import { useFormChoices, type FormChoices } from './use-form-choices';
import type { UserForm } from './use-user-form';
import { STATUS_CHOICES } from './user-form-defaults';
import { ChoiceField, TextField } from '../../../components/forms/fields';
import { FormLoading } from '../../../components/forms/FormFrame';

/** A create form's page: executives create no users (spec 2.11); the form waits for its choices. */
export function CreateUserGate({ form: Form }: { form: ComponentType<{ choices: FormChoices }> }) {
  const choices = useFormChoices();
  if (!canCreateUsers(choices.creatorRoleId)) return <Navigate to="/users" replace />;
  if (choices.loading) return <FormLoading />;
  return <Form choices={choices} />;
}

/**
 * E-mail and username of the create forms. For an operator-only user they are generated (spec 5):
 * then they are blank and off, with a note.
 */
export function IdentityFields({
  form,
  generated,
  usernameLabel,
}: {
  form: UserForm;
  generated: boolean;
  usernameLabel: string;
}) {
  const identity = (key: 'email' | 'username') => ({
    ...form.bind(key),
    value: generated ? '' : form.values[key],
    disabled: generated,
    description: generated ? 'Generated from the first and last name.' : undefined,
  });
  return (
    <>
      <TextField label="Email" type="email" {...identity('email')} />
      <TextField label={usernameLabel} {...identity('username')} />
    </>
  );
}

export function StatusField({ form }: { form: UserForm }) {
  return (
    <ChoiceField
      label="Status"
      choices={STATUS_CHOICES}
      selected={form.values.status}
      errorText={form.errorOf('status')}
      onChange={(v) => form.change('status', v)}
    />
  );
}

export function LanguageField({ form, choices }: { form: UserForm; choices: FormChoices }) {
  return (
    <ChoiceField
      label="Language"
      choices={choices.languages.map((l) => ({ value: l.id, label: l.language }))}
      selected={form.values.languageId}
      errorText={form.errorOf('languageId')}
      onChange={(v) => form.change('languageId', v)}
    />
  );
}
