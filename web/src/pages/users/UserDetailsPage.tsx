/**
 * /users/details/{uuid} (spec 2.11, 4, 5, 6): a user's details as an edit form; username and
 * e-mail read-only, the company fixed, roles locked when the default role is operator or
 * maintenance staff. Save, Cancel; back to the list 3 s after success. Breadcrumb with the user id.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import { Language } from '@shared/codes';
import { Messages } from '@shared/messages';
import { operatorHasOtherRoles } from '@shared/roles';
import { useSession } from '../../app/session/session-store';
import { toast } from '../../app/toasts';
import { AssignmentFields, roleChoice } from './AssignmentFields';
import { STATUS_CHOICES } from './user-form-defaults';
import { FormLoading, UserFormFrame } from './UserFormFrame';
import { ChoiceField, TextField } from './user-form-fields';
import {
  applyAssignmentRules,
  checkUserPayload,
  hasErrors,
  userWirePayload,
  type UserFormValues,
} from './user-form-model';
import { useFormChoices, type FormChoices } from './use-form-choices';
import { useUserForm } from './use-user-form';
import { getUserDetails, saveUser, type UserDetail } from './users-api';

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
  const [detail, setDetail] = useState<UserDetail | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    getUserDetails(uuid)
      .then((found) => current && setDetail(found))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [uuid]);

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
  const session = useSession();
  const { values, errors, setErrors, change } = useUserForm(() => valuesOf(detail, choices), choices);
  const [saving, setSaving] = useState(false);
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  // Roles the editor may give, plus those the user already holds (the server keeps them).
  const roleChoices = [
    ...choices.roles.map((r) => roleChoice(r.role_id, r.name)),
    ...detail.userroles
      .filter((r) => !choices.roles.some((c) => c.role_id === r.role_id))
      .map((r) => roleChoice(r.role_id, r.role_name)),
  ];

  const submit = async () => {
    const payload = userWirePayload(values, {
      variant: 'edit',
      companyOfSite: choices.companyOfSite,
      uuid: detail.uuid,
      requestBy: session.loginData?.uuid,
    });
    const found = checkUserPayload(payload, 'edit', choices.creatorRoleId);
    setErrors(found);
    if (hasErrors(found)) return;
    setSaving(true);
    try {
      toast.success((await saveUser(payload)) || Messages.userUpdated);
      redirect.current = window.setTimeout(() => navigate('/users'), REDIRECT_DELAY_MS);
    } catch {
      setSaving(false);
    }
  };

  return (
    <UserFormFrame
      top={<UsersBreadcrumb uuid={detail.uuid} />}
      title={`${detail.firstname} ${detail.lastname}`.trim() || detail.username}
      submitText="Save"
      saving={saving}
      blocked={operatorHasOtherRoles(values.roleIds)}
      onSubmit={() => void submit()}
      onCancel={() => navigate('/users')}
    >
      <TextField label="User Name" value={values.username} readOnly errorText={errors.username} />
      <TextField label="Email" value={values.email} readOnly errorText={errors.email} />
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
        label="Language"
        choices={choices.languages.map((l) => ({ value: l.id, label: l.language }))}
        selected={values.languageId}
        errorText={errors.prefer_language_id}
        onChange={(v) => change('languageId', v)}
      />
      <AssignmentFields
        values={values}
        errors={errors}
        change={change}
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
