/**
 * /profile (spec 2.11, 5, 6): the signed-in user's own details. First and last name are
 * editable; username, e-mail, status, role and (not for a super admin) company and sites are
 * read-only. 'Update Profile' saves the names.
 */
import { useEffect, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import { Role } from '@shared/codes';
import { Messages } from '@shared/messages';
import { readSession, useSession, writeSession } from '../../app/session/session-store';
import { toast } from '../../app/toasts';
import { FormLoading, UserFormFrame } from './UserFormFrame';
import { TextField } from './user-form-fields';
import { checkUserPayload, hasErrors, type FieldErrors } from './user-form-model';
import { getUserDetails, saveUser, type UserDetail } from './users-api';

export function ProfilePage() {
  const uuid = useSession().loginData?.uuid ?? '';
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

  if (failed) return <Alert type="error">{Messages.somethingWentWrongSpaced}</Alert>;
  if (!detail) return <FormLoading />;
  return <ProfileForm detail={detail} />;
}

const joined = (values: string[]) => values.filter(Boolean).join(', ');

function ProfileForm({ detail }: { detail: UserDetail }) {
  const session = useSession();
  const [firstname, setFirstname] = useState(detail.firstname);
  const [lastname, setLastname] = useState(detail.lastname);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const isSuperAdmin =
    session.roleId === Role.SuperAdmin || detail.userroles.some((r) => r.role_id === Role.SuperAdmin);

  const submit = async () => {
    const payload = {
      uuid: detail.uuid,
      requestby: detail.uuid,
      firstname: firstname.trim(),
      lastname: lastname.trim(),
    };
    const found = checkUserPayload(payload, 'profile', session.roleId ?? 0);
    setErrors(found);
    if (hasErrors(found)) return;
    setSaving(true);
    try {
      await saveUser(payload, { quiet: true });
      toast.success(Messages.profileUpdated);
      // The top bar shows the new name.
      const { loginData } = readSession();
      if (loginData)
        writeSession({
          loginData: { ...loginData, firstname: payload.firstname, lastname: payload.lastname },
        });
    } catch {
      // Spec 8: the profile's own wording for any failure.
      toast.error(Messages.somethingWentWrongSpaced);
    } finally {
      setSaving(false);
    }
  };

  return (
    <UserFormFrame title="Profile" submitText="Update Profile" saving={saving} onSubmit={() => void submit()}>
      <TextField
        label="First Name"
        value={firstname}
        errorText={errors.firstname}
        onChange={(v) => {
          setFirstname(v);
          setErrors((e) => ({ ...e, firstname: undefined }));
        }}
      />
      <TextField
        label="Last Name"
        value={lastname}
        errorText={errors.lastname}
        onChange={(v) => {
          setLastname(v);
          setErrors((e) => ({ ...e, lastname: undefined }));
        }}
      />
      <TextField label="Username" value={detail.username} readOnly />
      <TextField label="Email" value={detail.email} readOnly />
      <TextField label="Status" value={detail.status_name} readOnly />
      <TextField label="Role" value={joined(detail.userroles.map((r) => r.role_name))} readOnly />
      {!isSuperAdmin && (
        <>
          <TextField label="Company" value={detail.company_name ?? ''} readOnly />
          <TextField label="Sites" value={joined(detail.usersites.map((s) => s.site_name))} readOnly />
        </>
      )}
    </UserFormFrame>
  );
}
