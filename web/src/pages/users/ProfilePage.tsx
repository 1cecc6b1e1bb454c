/**
 * /profile (spec 2.11, 5, 6): the signed-in user's own details. First and last name are
 * editable; username, e-mail, status, role and (not for a super admin) company and sites are
 * read-only. 'Update Profile' saves the names.
 */
import Alert from '@cloudscape-design/components/alert';
import { Role } from '@shared/codes';
import { Messages } from '@shared/messages';
import { useFormFields, useFormSubmit } from '../../app/form-hooks';
import { readSession, useSession, writeSession } from '../../app/session/session-store';
import { toast } from '../../app/toasts';
import { FormLoading, UserFormFrame } from './UserFormFrame';
import { TextField } from './user-form-fields';
import { checkUserPayload } from './user-form-model';
import { useUserDetail } from './use-user-detail';
import { saveUser, type UserDetail } from './users-api';

export function ProfilePage() {
  const uuid = useSession().loginData?.uuid ?? '';
  const { detail, failed } = useUserDetail(uuid);

  if (failed) return <Alert type="error">{Messages.somethingWentWrongSpaced}</Alert>;
  if (!detail) return <FormLoading />;
  return <ProfileForm detail={detail} />;
}

const joined = (values: string[]) => values.filter(Boolean).join(', ');

function ProfileForm({ detail }: { detail: UserDetail }) {
  const session = useSession();
  const { values, setErrors, bind } = useFormFields({
    firstname: detail.firstname,
    lastname: detail.lastname,
  });
  const { busy: saving, submit } = useFormSubmit(setErrors, { idleAfterSuccess: true });
  const isSuperAdmin =
    session.roleId === Role.SuperAdmin || detail.userroles.some((r) => r.role_id === Role.SuperAdmin);

  const update = () => {
    const payload = {
      uuid: detail.uuid,
      requestby: detail.uuid,
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
    };
    return submit(
      checkUserPayload(payload, 'profile', session.roleId ?? 0),
      async () => {
        await saveUser(payload, { quiet: true });
        toast.success(Messages.profileUpdated);
        // The top bar shows the new name.
        const { loginData } = readSession();
        if (loginData)
          writeSession({
            loginData: { ...loginData, firstname: payload.firstname, lastname: payload.lastname },
          });
      },
      // Spec 8: the profile's own wording for any failure.
      () => toast.error(Messages.somethingWentWrongSpaced),
    );
  };

  return (
    <UserFormFrame title="Profile" submitText="Update Profile" saving={saving} onSubmit={() => void update()}>
      <TextField label="First Name" {...bind('firstname')} />
      <TextField label="Last Name" {...bind('lastname')} />
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
