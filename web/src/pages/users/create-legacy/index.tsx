/**
 * /users/create (spec 2.11, 5, 6): the legacy create form, one role; Save, Cancel. Language is
 * asked for operators only, whose username and e-mail are generated. Back to the list 1 s after success.
 */
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Role } from '@shared/codes';
import { Messages } from '@shared/messages';
import { assignsAllSites, needsSingleSite } from '@shared/users/rules';
import { useNavigateLater } from '../../../app/form-hooks';
import { toast } from '../../../app/toasts';
import { ChoiceField, MultiChoiceField, TextField } from '../../../components/forms/fields';
import { FormFrame } from '../../../components/forms/FormFrame';
import { listRowsKey } from '../../../components/list-kit/list-keys';
import { useReturnToList } from '../../../components/list-kit/return-to-list';
import { withQueryClient } from '../../../components/query/query-client';
import type { FormChoices } from '../common/use-form-choices';
import { useUserForm } from '../common/use-user-form';
import { initialCreateValues } from '../common/user-form-defaults';
import { isOperatorOnly, userWirePayload, type UserFormValues } from '../common/user-form-model';
import { CreateUserGate, IdentityFields, LanguageField, StatusField } from '../common/user-form-parts';
import { saveUser, usersKeys } from '../common/users-calls';

const REDIRECT_DELAY_MS = 1000;

export const LegacyUserPage = withQueryClient(function LegacyUserPage() {
  return <CreateUserGate form={LegacyUserForm} />;
});

/** The legacy form has no default pickers (the first site is the default); an operator's identity is generated. */
function legacyPayload(values: UserFormValues, choices: FormChoices) {
  const sent = {
    ...values,
    defaultSiteId: values.defaultSiteId ?? values.siteIds[0] ?? null,
    ...(isOperatorOnly(values.roleIds) ? { email: '', username: '' } : {}),
  };
  return userWirePayload(sent, { variant: 'legacy', companyOfSite: choices.companyOfSite });
}

function LegacyUserForm({ choices }: { choices: FormChoices }) {
  const navigate = useNavigate();
  const listUrl = useReturnToList('/users');
  const navigateLater = useNavigateLater(navigate);
  const queryClient = useQueryClient();
  const form = useUserForm({
    defaultValues: initialCreateValues(choices),
    facts: choices,
    variant: 'legacy',
    creatorRoleId: choices.creatorRoleId,
    toPayload: (values) => legacyPayload(values, choices),
  });
  const { values, errorOf, change, bind } = form;

  const operator = isOperatorOnly(values.roleIds);
  const isSuperAdmin = choices.creatorRoleId === Role.SuperAdmin;
  const siteChoices = choices
    .sitesOf(values.companyId)
    .map((s) => ({ value: s.site_id, label: s.site_name }));
  const sitesLocked = assignsAllSites(values.roleIds) || choices.fixedSiteId !== null;

  const save = form.submit(async (submitted) => {
    toast.success((await saveUser(legacyPayload(submitted, choices))) || Messages.userCreated);
    await queryClient.invalidateQueries({ queryKey: listRowsKey(usersKeys.list) });
    navigateLater(listUrl, REDIRECT_DELAY_MS);
  });

  return (
    <FormFrame
      title="User Info"
      submitText="Save"
      saving={form.saving}
      onSubmit={save}
      onCancel={() => navigate(listUrl)}
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
        errorText={errorOf('roleIds')}
        emptyText={Messages.noRoleFound}
        onChange={(id) => change('roleIds', id === null ? [] : [id])}
      />
      {isSuperAdmin && (
        <ChoiceField
          label="Company"
          choices={choices.companies.map((c) => ({ value: c.company_id, label: c.company_name }))}
          selected={values.companyId}
          errorText={errorOf('companyId')}
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
          errorText={errorOf('siteIds')}
          emptyText={Messages.noSiteFound}
          onChange={(id) => change('siteIds', id === null ? [] : [id])}
        />
      ) : (
        <MultiChoiceField
          label="Site"
          choices={siteChoices}
          selected={values.siteIds}
          disabled={sitesLocked}
          // No Default Site picker here: its message shows under Site.
          errorText={errorOf('siteIds') ?? errorOf('defaultSiteId')}
          emptyText={Messages.noSiteFound}
          onChange={(ids) => change('siteIds', ids)}
        />
      )}
      {operator && <LanguageField form={form} choices={choices} />}
    </FormFrame>
  );
}
