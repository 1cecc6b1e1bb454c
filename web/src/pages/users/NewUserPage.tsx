/**
 * /users/createnew (spec 2.11, 5, 6): the newer create form with several roles and sites and
 * their defaults; Create User, Cancel. Operators get a generated username and e-mail.
 */
import { useNavigate } from 'react-router-dom';
import { Role } from '@shared/codes';
import { Messages } from '@shared/messages';
import { operatorHasOtherRoles } from '@shared/users/rules';
import { useFormSubmit } from '../../app/form-hooks';
import { toast } from '../../app/toasts';
import { AssignmentFields } from './AssignmentFields';
import { UserFormFrame } from './UserFormFrame';
import { CreateUserGate, IdentityFields, LanguageField, StatusField } from './user-form-parts';
import { TextField } from './user-form-fields';
import { checkUserPayload, isOperatorOnly, userWirePayload } from './user-form-model';
import { initialCreateValues } from './user-form-defaults';
import type { FormChoices } from './use-form-choices';
import { useUserForm } from './use-user-form';
import { saveUser } from './users-api';

export function NewUserPage() {
  return <CreateUserGate form={NewUserForm} />;
}

function NewUserForm({ choices }: { choices: FormChoices }) {
  const navigate = useNavigate();
  const form = useUserForm(() => initialCreateValues(choices), choices);
  const { values, bind } = form;
  const { busy: saving, submit } = useFormSubmit(form.setErrors);
  const generatedIdentity = isOperatorOnly(values.roleIds);

  const create = () => {
    const sent = generatedIdentity ? { ...values, email: '', username: '' } : values;
    const payload = userWirePayload(sent, { variant: 'new', companyOfSite: choices.companyOfSite });
    return submit(checkUserPayload(payload, 'new', choices.creatorRoleId), async () => {
      await saveUser(payload);
      toast.success(Messages.userCreatedBang);
      navigate('/users');
    });
  };

  return (
    <UserFormFrame
      title="User Info"
      submitText="Create User"
      saving={saving}
      blocked={operatorHasOtherRoles(values.roleIds)}
      onSubmit={() => void create()}
      onCancel={() => navigate('/users')}
    >
      <IdentityFields form={form} generated={generatedIdentity} usernameLabel="Username" />
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
    </UserFormFrame>
  );
}
