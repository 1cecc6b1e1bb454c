/**
 * /users/create (spec 2.11, 5, 6): the legacy create form, one role; Save, Cancel. Language is
 * asked for operators only, whose username and e-mail are generated. Back to the list 1 s after success.
 */
import { useNavigate } from 'react-router-dom';
import { Role } from '@shared/codes';
import { Messages } from '@shared/messages';
import { assignsAllSites, needsSingleSite } from '@shared/users/rules';
import { useFormSubmit, useNavigateLater } from '../../app/form-hooks';
import { toast } from '../../app/toasts';
import { initialCreateValues } from './user-form-defaults';
import { UserFormFrame } from './UserFormFrame';
import { ChoiceField, MultiChoiceField, TextField } from './user-form-fields';
import { checkUserPayload, isOperatorOnly, userWirePayload } from './user-form-model';
import { CreateUserGate, IdentityFields, LanguageField, StatusField } from './user-form-parts';
import type { FormChoices } from './use-form-choices';
import { useUserForm } from './use-user-form';
import { saveUser } from './users-api';

const REDIRECT_DELAY_MS = 1000;

export function LegacyUserPage() {
  return <CreateUserGate form={LegacyUserForm} />;
}

function LegacyUserForm({ choices }: { choices: FormChoices }) {
  const navigate = useNavigate();
  const navigateLater = useNavigateLater();
  const form = useUserForm(() => initialCreateValues(choices), choices);
  const { values, errors, change, bind } = form;
  const { busy: saving, submit } = useFormSubmit(form.setErrors);

  const operator = isOperatorOnly(values.roleIds);
  const isSuperAdmin = choices.creatorRoleId === Role.SuperAdmin;
  const siteChoices = choices
    .sitesOf(values.companyId)
    .map((s) => ({ value: s.site_id, label: s.site_name }));
  const sitesLocked = assignsAllSites(values.roleIds) || choices.fixedSiteId !== null;

  const save = () => {
    // The legacy form has no default pickers: the first site is the default.
    const sent = {
      ...values,
      defaultSiteId: values.defaultSiteId ?? values.siteIds[0] ?? null,
      ...(operator ? { email: '', username: '' } : {}),
    };
    const payload = userWirePayload(sent, { variant: 'legacy', companyOfSite: choices.companyOfSite });
    return submit(checkUserPayload(payload, 'legacy', choices.creatorRoleId), async () => {
      toast.success((await saveUser(payload)) || Messages.userCreated);
      navigateLater('/users', REDIRECT_DELAY_MS);
    });
  };

  return (
    <UserFormFrame
      title="User Info"
      submitText="Save"
      saving={saving}
      onSubmit={() => void save()}
      onCancel={() => navigate('/users')}
    >
      <IdentityFields form={form} generated={operator} usernameLabel="User Name" />
      <TextField label="First Name" {...bind('firstname')} />
      <TextField label="Last Name" {...bind('lastname')} />
      <StatusField form={form} />
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
      {operator && <LanguageField form={form} choices={choices} />}
    </UserFormFrame>
  );
}
