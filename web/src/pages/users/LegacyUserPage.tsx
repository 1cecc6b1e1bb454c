/**
 * /users/create (spec 2.11, 5, 6): the legacy create form, one role; Save, Cancel. Language is
 * asked for operators only, whose username and e-mail are generated. Back to the list 1 s after success.
 */
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Role } from '@shared/codes';
import { Messages } from '@shared/messages';
import { assignsAllSites, canCreateUsers, needsSingleSite } from '@shared/roles';
import { toast } from '../../app/toasts';
import { initialCreateValues, STATUS_CHOICES } from './user-form-defaults';
import { UserFormFrame, FormLoading } from './UserFormFrame';
import { ChoiceField, MultiChoiceField, TextField } from './user-form-fields';
import { checkUserPayload, hasErrors, isOperatorOnly, userWirePayload } from './user-form-model';
import { useFormChoices, type FormChoices } from './use-form-choices';
import { useUserForm } from './use-user-form';
import { saveUser } from './users-api';

const REDIRECT_DELAY_MS = 1000;

export function LegacyUserPage() {
  const choices = useFormChoices();
  // Spec 2.11: executives create no users.
  if (!canCreateUsers(choices.creatorRoleId)) return <Navigate to="/users" replace />;
  if (choices.loading) return <FormLoading />;
  return <LegacyUserForm choices={choices} />;
}

function LegacyUserForm({ choices }: { choices: FormChoices }) {
  const navigate = useNavigate();
  const { values, errors, setErrors, change } = useUserForm(() => initialCreateValues(choices), choices);
  const [saving, setSaving] = useState(false);
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const operator = isOperatorOnly(values.roleIds);
  const isSuperAdmin = choices.creatorRoleId === Role.SuperAdmin;
  const siteChoices = choices
    .sitesOf(values.companyId)
    .map((s) => ({ value: s.site_id, label: s.site_name }));
  const sitesLocked = assignsAllSites(values.roleIds) || choices.fixedSiteId !== null;
  const identityNote = operator ? 'Generated from the first and last name.' : undefined;

  const submit = async () => {
    // The legacy form has no default pickers: the first site is the default.
    const sent = {
      ...values,
      defaultSiteId: values.defaultSiteId ?? values.siteIds[0] ?? null,
      ...(operator ? { email: '', username: '' } : {}),
    };
    const payload = userWirePayload(sent, { variant: 'legacy', companyOfSite: choices.companyOfSite });
    const found = checkUserPayload(payload, 'legacy', choices.creatorRoleId);
    setErrors(found);
    if (hasErrors(found)) return;
    setSaving(true);
    try {
      toast.success((await saveUser(payload)) || Messages.userCreated);
      redirect.current = window.setTimeout(() => navigate('/users'), REDIRECT_DELAY_MS);
    } catch {
      setSaving(false);
    }
  };

  return (
    <UserFormFrame
      title="User Info"
      submitText="Save"
      saving={saving}
      onSubmit={() => void submit()}
      onCancel={() => navigate('/users')}
    >
      <TextField
        label="Email"
        type="email"
        value={operator ? '' : values.email}
        disabled={operator}
        description={identityNote}
        errorText={errors.email}
        onChange={(v) => change('email', v)}
      />
      <TextField
        label="User Name"
        value={operator ? '' : values.username}
        disabled={operator}
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
      <ChoiceField
        label="Status"
        choices={STATUS_CHOICES}
        selected={values.status}
        errorText={errors.status}
        onChange={(v) => change('status', v)}
      />
      <ChoiceField
        label="Role"
        choices={choices.roles.map((r) => ({ value: r.role_id, label: r.name }))}
        selected={values.roleIds[0] ?? null}
        disabled={choices.creatorRoleId === Role.Manager}
        errorText={errors.userroles}
        emptyText={Messages.noRoleFound}
        onChange={(id) => change('roleIds', id === null ? [] : [id])}
      />
      {isSuperAdmin && (
        <ChoiceField
          label="Company"
          choices={choices.companies.map((c) => ({ value: c.company_id, label: c.company_name }))}
          selected={values.companyId}
          errorText={errors.ac_default_company}
          emptyText={Messages.noCompanyFound}
          onChange={(id) => change('companyId', id)}
        />
      )}
      {needsSingleSite(values.roleIds) ? (
        <ChoiceField
          label="Site"
          choices={siteChoices}
          selected={values.siteIds[0] ?? null}
          disabled={sitesLocked}
          errorText={errors.usersites}
          emptyText={Messages.noSiteFound}
          onChange={(id) => change('siteIds', id === null ? [] : [id])}
        />
      ) : (
        <MultiChoiceField
          label="Site"
          choices={siteChoices}
          selected={values.siteIds}
          disabled={sitesLocked}
          errorText={errors.usersites ?? errors.ac_default_site}
          emptyText={Messages.noSiteFound}
          onChange={(ids) => change('siteIds', ids)}
        />
      )}
      {operator && (
        <ChoiceField
          label="Language"
          choices={choices.languages.map((l) => ({ value: l.id, label: l.language }))}
          selected={values.languageId}
          errorText={errors.prefer_language_id}
          onChange={(v) => change('languageId', v)}
        />
      )}
    </UserFormFrame>
  );
}
