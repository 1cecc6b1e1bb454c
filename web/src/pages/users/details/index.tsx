/**
 * /users/details/{uuid} (spec 2.11, 4, 5, 6): a user's details as an edit form; username and
 * e-mail read-only, the company fixed, roles locked when the default role is operator or
 * maintenance staff. Save, Cancel; back to the list 3 s after success. Breadcrumb with the user id.
 */
import { useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import { Language } from '@shared/codes';
import { Messages } from '@shared/messages';
import { emailSuppressedText, operatorHasOtherRoles } from '@shared/users/rules';
import type { UserDetail } from '@shared/users/schemas';
import { useNavigateLater } from '../../../app/form-hooks';
import { useSession } from '../../../app/session/session-store';
import { toast } from '../../../app/toasts';
import { TextField } from '../../../components/forms/fields';
import { FormFrame, FormLoading } from '../../../components/forms/FormFrame';
import { listRowsKey } from '../../../components/list-kit/list-keys';
import { useReturnToList } from '../../../components/list-kit/return-to-list';
import { withQueryClient } from '../../../components/query/query-client';
import { AssignmentFields, roleChoice } from '../common/AssignmentFields';
import { useFormChoices, type FormChoices } from '../common/use-form-choices';
import { useUserDetail } from '../common/use-user-detail';
import { useUserForm } from '../common/use-user-form';
import { applyAssignmentRules, userWirePayload, type UserFormValues } from '../common/user-form-model';
import { LanguageField, StatusField } from '../common/user-form-parts';
import { saveUser, usersKeys } from '../common/users-calls';

const REDIRECT_DELAY_MS = 3000;

function UsersBreadcrumb({ uuid }: { uuid: string }) {
  const navigate = useNavigate();
  const listUrl = useReturnToList('/users');
  return (
    <BreadcrumbGroup
      ariaLabel="Breadcrumbs"
      items={[
        { text: 'Users', href: listUrl },
        { text: uuid, href: `/users/details/${uuid}` },
      ]}
      onFollow={(event) => {
        event.preventDefault();
        if (event.detail.href === listUrl) navigate(listUrl);
      }}
    />
  );
}

export const UserDetailsPage = withQueryClient(function UserDetailsPage() {
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
});

function valuesOf(detail: UserDetail, choices: FormChoices): UserFormValues {
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
    siteIds: detail.usersites.map((s) => s.site_id),
    defaultSiteId: detail.default_site_id,
    languageId: detail.prefer_language_id ?? Language.English,
  };
  return applyAssignmentRules(values, choices);
}

function EditUserForm({ detail, choices }: { detail: UserDetail; choices: FormChoices }) {
  const navigate = useNavigate();
  const navigateLater = useNavigateLater(navigate);
  const listUrl = useReturnToList('/users');
  const queryClient = useQueryClient();
  const requestBy = useSession().loginData?.uuid;
  const toPayload = (values: UserFormValues) =>
    userWirePayload(values, {
      variant: 'edit',
      companyOfSite: choices.companyOfSite,
      uuid: detail.uuid,
      requestBy,
    });
  const form = useUserForm({
    defaultValues: valuesOf(detail, choices),
    facts: choices,
    variant: 'edit',
    creatorRoleId: choices.creatorRoleId,
    toPayload,
  });
  const { values, errorOf, bind } = form;

  // Roles the editor may give, plus those the user already holds (the server keeps them).
  const roleChoices = [
    ...choices.roles.map((r) => roleChoice(r.role_id, r.name)),
    ...detail.userroles
      .filter((r) => !choices.roles.some((c) => c.role_id === r.role_id))
      .map((r) => roleChoice(r.role_id, r.role_name)),
  ];

  const save = form.submit(async (submitted) => {
    toast.success((await saveUser(toPayload(submitted))) || Messages.userUpdated);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: listRowsKey(usersKeys.list) }),
      queryClient.invalidateQueries({ queryKey: usersKeys.detail(detail.uuid) }),
    ]);
    navigateLater(listUrl, REDIRECT_DELAY_MS);
  });

  return (
    <FormFrame
      top={<UsersBreadcrumb uuid={detail.uuid} />}
      title={`${detail.firstname} ${detail.lastname}`.trim() || detail.username}
      submitText="Save"
      saving={form.saving}
      blocked={operatorHasOtherRoles(values.roleIds)}
      onSubmit={save}
      onCancel={() => navigate(listUrl)}
    >
      <TextField label="User Name" value={values.username} readOnly errorText={errorOf('username')} />
      <TextField label="Email" value={values.email} readOnly errorText={errorOf('email')} />
      {detail.email_suppressed && (
        <Alert type="warning" data-testid="email-suppressed">
          {emailSuppressedText(detail.email_suppressed)}
        </Alert>
      )}
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
    </FormFrame>
  );
}
