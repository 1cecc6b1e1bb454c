/**
 * /profile (spec 2.11, 5, 6): the signed-in user's own details. First and last name are
 * editable (checked by the shared profile rules); username, e-mail, status, role and (not for a
 * super admin) company and sites are read-only. 'Update Profile' saves the names.
 */
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import { Role } from '@shared/codes';
import { Messages } from '@shared/messages';
import { userFormSchema } from '@shared/users/rules';
import type { UserDetail } from '@shared/users/schemas';
import { readSession, useSession, writeSession } from '../../../app/session/session-store';
import { toast } from '../../../app/toasts';
import { TextField } from '../../../components/forms/fields';
import { FormFrame, FormLoading } from '../../../components/forms/FormFrame';
import { payloadResolver } from '../../../components/forms/payload-resolver';
import { listRowsKey } from '../../../components/list-kit/list-keys';
import { withQueryClient } from '../../../components/query/query-client';
import { useUserDetail } from '../common/use-user-detail';
import { saveUser, usersKeys } from '../common/users-calls';

export const ProfilePage = withQueryClient(function ProfilePage() {
  const uuid = useSession().loginData?.uuid ?? '';
  const { detail, failed } = useUserDetail(uuid);

  if (failed) return <Alert type="error">{Messages.somethingWentWrongSpaced}</Alert>;
  if (!detail) return <FormLoading />;
  return <ProfileForm detail={detail} />;
});

const joined = (values: string[]) => values.filter(Boolean).join(', ');

interface ProfileValues {
  firstname: string;
  lastname: string;
}

function ProfileForm({ detail }: { detail: UserDetail }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const toPayload = (values: ProfileValues) => ({
    uuid: detail.uuid,
    requestby: detail.uuid,
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
  });
  const schema = useMemo(
    () => userFormSchema({ variant: 'profile', creatorRoleId: session.roleId ?? 0 }),
    [session.roleId],
  );
  const form = useForm<ProfileValues>({
    defaultValues: { firstname: detail.firstname, lastname: detail.lastname },
    resolver: payloadResolver(schema, toPayload),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const values = form.watch();
  const isSuperAdmin =
    session.roleId === Role.SuperAdmin || detail.userroles.some((r) => r.role_id === Role.SuperAdmin);

  /** A name field: its value, its message, cleared when it changes. */
  const bind = (name: keyof ProfileValues) => ({
    value: values[name],
    errorText: form.formState.errors[name]?.message,
    onChange: (value: string) => {
      form.setValue(name, value, { shouldDirty: true });
      form.clearErrors(name);
    },
  });

  const update = form.handleSubmit(async (submitted) => {
    const payload = toPayload(submitted);
    try {
      await saveUser(payload, { quiet: true });
    } catch (failure) {
      // Spec 8: the profile's own wording for any failure.
      toast.error(Messages.somethingWentWrongSpaced);
      throw failure;
    }
    toast.success(Messages.profileUpdated);
    // The top bar shows the new name.
    const { loginData } = readSession();
    if (loginData)
      writeSession({ loginData: { ...loginData, firstname: payload.firstname, lastname: payload.lastname } });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: usersKeys.detail(detail.uuid) }),
      queryClient.invalidateQueries({ queryKey: listRowsKey(usersKeys.list) }),
    ]);
  });

  return (
    <FormFrame
      title="Profile"
      submitText="Update Profile"
      // The profile stays on the page after success: busy only while saving.
      saving={form.formState.isSubmitting}
      onSubmit={() => void update().catch(() => undefined)}
    >
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
    </FormFrame>
  );
}
