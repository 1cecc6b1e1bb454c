/**
 * A users row's actions (spec 2.11, 4): Resend Temporary Password while the registration is
 * incomplete, View, and the activate/deactivate toggle. View and the toggle stay visible but
 * disabled where the server says the viewer may not touch the user (own row, protected roles).
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { UserStatus } from '@shared/codes';
import type { UserRow } from '@shared/users/schemas';
import { useResendTemporaryPassword, useUserStatusChange } from './use-users-list';

export interface UserRowActionsProps {
  row: UserRow;
  onView: (row: UserRow) => void;
}

export function UserRowActions({ row, onView }: UserRowActionsProps) {
  const statusChange = useUserStatusChange();
  const resend = useResendTemporaryPassword();
  const busy = statusChange.isPending || resend.isPending;
  const active = row.status === UserStatus.Active;

  return (
    <SpaceBetween size="xxs">
      <SpaceBetween direction="horizontal" size="m" alignItems="center">
        <Button
          variant="inline-link"
          disabled={!row.can_view}
          ariaLabel={`View ${row.username}`}
          onClick={() => onView(row)}
        >
          View
        </Button>
        <Toggle
          checked={active}
          disabled={!row.can_toggle || busy}
          ariaLabel={`${active ? 'Deactivate' : 'Activate'} ${row.username}`}
          onChange={() =>
            statusChange.mutate({ uuid: row.uuid, status: active ? UserStatus.Inactive : UserStatus.Active })
          }
        >
          {active ? 'Active' : 'Inactive'}
        </Toggle>
      </SpaceBetween>
      {row.can_resend && (
        <Button
          variant="inline-link"
          loading={resend.isPending}
          disabled={busy}
          onClick={() => resend.mutate(row.uuid)}
        >
          Resend Temporary Password
        </Button>
      )}
    </SpaceBetween>
  );
}
