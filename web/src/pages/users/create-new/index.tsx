/**
 * /users/createnew (spec 2.11, 5, 6): the newer create form with several roles and sites and
 * their defaults; Create User, Cancel. Operators get a generated username and e-mail.
 */
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Role } from '@shared/codes';
import { Messages } from '@shared/messages';
import { operatorHasOtherRoles } from '@shared/users/rules';
import { toast } from '../../../app/toasts';
import { TextField } from '../../../components/forms/fields';
import { FormFrame } from '../../../components/forms/FormFrame';
import { listRowsKey } from '../../../components/list-kit/list-keys';
import { useReturnToList } from '../../../components/list-kit/return-to-list';
import { withQueryClient } from '../../../components/query/query-client';
import { AssignmentFields } from '../common/AssignmentFields';
import type { FormChoices } from '../common/use-form-choices';
import { useUserForm } from '../common/use-user-form';
import { initialCreateValues } from '../common/user-form-defaults';
import { isOperatorOnly, userWirePayload, type UserFormValues } from '../common/user-form-model';
import { CreateUserGate, IdentityFields, LanguageField, StatusField } from '../common/user-form-parts';
import { saveUser, usersKeys } from '../common/users-calls';

export const NewUserPage = withQueryClient(function NewUserPage() {
  return <CreateUserGate form={NewUserForm} />;
});

function newUserPayload(values: UserFormValues, choices: FormChoices) {
  const sent = isOperatorOnly(values.roleIds) ? { ...values, email: '', username: '' } : values;
  return userWirePayload(sent, { variant: 'new', companyOfSite: choices.companyOfSite });
}

function NewUserForm({ choices }: { choices: FormChoices }) {
  const navigate = useNavigate();
  const listUrl = useReturnToList('/users');
  const queryClient = useQueryClient();
  const form = useUserForm({
    defaultValues: initialCreateValues(choices),
    facts: choices,
    variant: 'new',
    creatorRoleId: choices.creatorRoleId,
    toPayload: (values) => newUserPayload(values, choices),
  });
  const { values, bind } = form;

  const create = form.submit(async (submitted) => {
    await saveUser(newUserPayload(submitted, choices));
    toast.success(Messages.userCreatedBang);
    await queryClient.invalidateQueries({ queryKey: listRowsKey(usersKeys.list) });
    navigate(listUrl);
  });

  return (
    <FormFrame
      title="User Info"
      submitText="Create User"
      saving={form.saving}
      blocked={operatorHasOtherRoles(values.roleIds)}
      onSubmit={create}
      onCancel={() => navigate(listUrl)}
    >
      <IdentityFields form={form} generated={isOperatorOnly(values.roleIds)} usernameLabel="Username" />
      <TextField label="First Name" {...bind('firstname')} />
      <TextField label="Last Name" {...bind('lastname')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        description="Optional. Leave empty to e-mail a generated temporary password."
        {...bind('password')}
      />
      <StatusField form={form} />
      <AssignmentFields
        form={form}
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
        besideCompany={<LanguageField form={form} choices={choices} />}
      />
    </FormFrame>
  );
}
