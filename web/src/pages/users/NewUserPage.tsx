/**
 * /users/createnew (spec 2.11, 5, 6): the newer create form with several roles and sites and
 * their defaults; Create User, Cancel. Operators get a generated username and e-mail.
 */
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Role } from '@shared/codes';
import { Messages } from '@shared/messages';
import { canCreateUsers, operatorHasOtherRoles } from '@shared/roles';
import { toast } from '../../app/toasts';
import { AssignmentFields } from './AssignmentFields';
import { UserFormFrame, FormLoading } from './UserFormFrame';
import { ChoiceField, TextField } from './user-form-fields';
import { checkUserPayload, hasErrors, isOperatorOnly, userWirePayload } from './user-form-model';
import { initialCreateValues, STATUS_CHOICES } from './user-form-defaults';
import { useFormChoices, type FormChoices } from './use-form-choices';
import { useUserForm } from './use-user-form';
import { saveUser } from './users-api';

export function NewUserPage() {
  const choices = useFormChoices();
  // Spec 2.11: executives create no users.
  if (!canCreateUsers(choices.creatorRoleId)) return <Navigate to="/users" replace />;
  if (choices.loading) return <FormLoading />;
  return <NewUserForm choices={choices} />;
}

function NewUserForm({ choices }: { choices: FormChoices }) {
  const navigate = useNavigate();
  const { values, errors, setErrors, change } = useUserForm(() => initialCreateValues(choices), choices);
  const [saving, setSaving] = useState(false);
  const generatedIdentity = isOperatorOnly(values.roleIds);
  const identityNote = generatedIdentity ? 'Generated from the first and last name.' : undefined;

  const submit = async () => {
    const sent = generatedIdentity ? { ...values, email: '', username: '' } : values;
    const payload = userWirePayload(sent, { variant: 'new', companyOfSite: choices.companyOfSite });
    const found = checkUserPayload(payload, 'new', choices.creatorRoleId);
    setErrors(found);
    if (hasErrors(found)) return;
    setSaving(true);
    try {
      await saveUser(payload);
      toast.success(Messages.userCreatedBang);
      navigate('/users');
    } catch {
      setSaving(false);
    }
  };

  return (
    <UserFormFrame
      title="User Info"
      submitText="Create User"
      saving={saving}
      blocked={operatorHasOtherRoles(values.roleIds)}
      onSubmit={() => void submit()}
      onCancel={() => navigate('/users')}
    >
      <TextField
        label="Email"
        type="email"
        value={generatedIdentity ? '' : values.email}
        disabled={generatedIdentity}
        description={identityNote}
        errorText={errors.email}
        onChange={(v) => change('email', v)}
      />
      <TextField
        label="Username"
        value={generatedIdentity ? '' : values.username}
        disabled={generatedIdentity}
        description={identityNote}
        errorText={errors.username}
        onChange={(v) => change('username', v)}
      />
      <TextField
        label="First Name"
        value={values.firstname}
        errorText={errors.firstname}
        onChange={(v) => change('firstname', v)}
      />
      <TextField
        label="Last Name"
        value={values.lastname}
        errorText={errors.lastname}
        onChange={(v) => change('lastname', v)}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        description="Optional. Leave empty to e-mail a generated temporary password."
        errorText={errors.password}
        onChange={(v) => change('password', v)}
      />
      <ChoiceField
        label="Status"
        choices={STATUS_CHOICES}
        selected={values.status}
        errorText={errors.status}
        onChange={(v) => change('status', v)}
      />
      <AssignmentFields
        values={values}
        errors={errors}
        change={change}
        choices={choices}
        labels={{
          company: 'Company',
          roles: 'Roles',
          defaultRole: 'Default Role',
          sites: 'Sites',
          defaultSite: 'Default Site',
        }}
        roleChoices={choices.roles.map((r) => ({ value: r.role_id, label: r.name }))}
        companyReadOnly={choices.fixedCompanyId !== null}
        rolesLocked={choices.creatorRoleId === Role.Manager}
        besideCompany={
          <ChoiceField
            label="Language"
            choices={choices.languages.map((l) => ({ value: l.id, label: l.language }))}
            selected={values.languageId}
            errorText={errors.prefer_language_id}
            onChange={(v) => change('languageId', v)}
          />
        }
      />
    </UserFormFrame>
  );
}
