/**
 * /users/details/{uuid} (spec 2.11, 4, 5, 6): a user's details as an edit form; username and
 * e-mail read-only, the company fixed, roles locked when the default role is operator or
 * maintenance staff. Save, Cancel; back to the list 3 s after success. Breadcrumb with the user id.
 */
import { useNavigate, useParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import { Language } from '@shared/codes';
import { Messages } from '@shared/messages';
import { operatorHasOtherRoles } from '@shared/users/rules';
import { useFormSubmit, useNavigateLater } from '../../app/form-hooks';
import { useSession } from '../../app/session/session-store';
import { toast } from '../../app/toasts';
import { AssignmentFields, roleChoice } from './AssignmentFields';
import { FormLoading, UserFormFrame } from './UserFormFrame';
import { LanguageField, StatusField } from './user-form-parts';
import { TextField } from './user-form-fields';
import {
  applyAssignmentRules,
  checkUserPayload,
  userWirePayload,
  type UserFormValues,
} from './user-form-model';
import { useFormChoices, type FormChoices } from './use-form-choices';
import { useUserDetail } from './use-user-detail';
import { useUserForm } from './use-user-form';
import { saveUser, type UserDetail } from './users-api';

const REDIRECT_DELAY_MS = 3000;

function UsersBreadcrumb({ uuid }: { uuid: string }) {
  const navigate = useNavigate();
  return (
    <BreadcrumbGroup
      ariaLabel="Breadcrumbs"
      items={[
        { text: 'Users', href: '/users' },
        { text: uuid, href: `/users/details/${uuid}` },
      ]}
      onFollow={(event) => {
        event.preventDefault();
        if (event.detail.href === '/users') navigate('/users');
      }}
    />
  );
}

export function UserDetailsPage() {
  const { uuid = '' } = useParams();
  const choices = useFormChoices();
  const { detail, failed } = useUserDetail(uuid);

  if (failed) {
    return (
      <>
        <UsersBreadcrumb uuid={uuid} />
        <Alert type="error">{Messages.noDataFound}</Alert>
      </>
    );
  }
  if (!detail || choices.loading) return <FormLoading />;
  return <EditUserForm detail={detail} choices={choices} />;
}

function valuesOf(detail: UserDetail, choices: FormChoices): UserFormValues {
  const siteIds = detail.usersites.map((s) => s.site_id);
  const values: UserFormValues = {
    email: detail.email,
    username: detail.username,
    password: '',
    firstname: detail.firstname,
    lastname: detail.lastname,
    status: detail.status,
    companyId: detail.company_id,
    roleIds: detail.userroles.map((r) => r.role_id),
    defaultRoleId: detail.default_rolename_web,
    siteIds,
    defaultSiteId: detail.default_site_id,
    languageId: detail.prefer_language_id ?? Language.English,
  };
  return applyAssignmentRules(values, choices);
}

function EditUserForm({ detail, choices }: { detail: UserDetail; choices: FormChoices }) {
  const navigate = useNavigate();
  const navigateLater = useNavigateLater();
  const session = useSession();
  const form = useUserForm(() => valuesOf(detail, choices), choices);
  const { values, errors, bind } = form;
  const { busy: saving, submit } = useFormSubmit(form.setErrors);

  // Roles the editor may give, plus those the user already holds (the server keeps them).
  const roleChoices = [
    ...choices.roles.map((r) => roleChoice(r.role_id, r.name)),
    ...detail.userroles
      .filter((r) => !choices.roles.some((c) => c.role_id === r.role_id))
      .map((r) => roleChoice(r.role_id, r.role_name)),
  ];

  const save = () => {
    const payload = userWirePayload(values, {
      variant: 'edit',
      companyOfSite: choices.companyOfSite,
      uuid: detail.uuid,
      requestBy: session.loginData?.uuid,
    });
    return submit(checkUserPayload(payload, 'edit', choices.creatorRoleId), async () => {
      toast.success((await saveUser(payload)) || Messages.userUpdated);
      navigateLater('/users', REDIRECT_DELAY_MS);
    });
  };

  return (
    <UserFormFrame
      top={<UsersBreadcrumb uuid={detail.uuid} />}
      title={`${detail.firstname} ${detail.lastname}`.trim() || detail.username}
      submitText="Save"
      saving={saving}
      blocked={operatorHasOtherRoles(values.roleIds)}
      onSubmit={() => void save()}
      onCancel={() => navigate('/users')}
    >
      <TextField label="User Name" value={values.username} readOnly errorText={errors.username} />
      <TextField label="Email" value={values.email} readOnly errorText={errors.email} />
      <TextField label="First Name" {...bind('firstname')} />
      <TextField label="Last Name" {...bind('lastname')} />
      <StatusField form={form} />
      <LanguageField form={form} choices={choices} />
      <AssignmentFields
        form={form}
        choices={choices}
        labels={{
          company: 'Company',
          roles: 'Role',
          defaultRole: 'Default Role',
          sites: 'Site',
          defaultSite: 'Default Site',
        }}
        roleChoices={roleChoices}
        companyReadOnly
        companyName={detail.company_name}
        rolesLocked={detail.is_role_locked}
      />
    </UserFormFrame>
  );
}
