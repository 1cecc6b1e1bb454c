/**
 * A users row's actions (spec 2.11, 4): Resend Temporary Password while the registration is
 * incomplete, View, and the activate/deactivate toggle. View and the toggle stay visible but
 * disabled where the server says the viewer may not touch the user (own row, protected roles).
 */
import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { UserStatus } from '@shared/codes';
import { Messages } from '@shared/messages';
import { toast } from '../../app/toasts';
import { resendTemporaryPassword, updateUserStatus, type UserRow } from './users-api';

export interface UserRowActionsProps {
  row: UserRow;
  onView: (row: UserRow) => void;
  /** After a status change: the list reloads. */
  onStatusChanged: () => void;
}

export function UserRowActions({ row, onView, onStatusChanged }: UserRowActionsProps) {
  const [busy, setBusy] = useState<'status' | 'resend' | null>(null);
  const active = row.status === UserStatus.Active;

  const toggleStatus = async () => {
    setBusy('status');
    try {
      toast.success(
        (await updateUserStatus(row.uuid, active ? UserStatus.Inactive : UserStatus.Active)) ||
          Messages.userStatusUpdated,
      );
      onStatusChanged();
    } catch {
      // The client showed the refusal.
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resend');
    try {
      toast.success((await resendTemporaryPassword(row.uuid)) || Messages.tempPasswordSent);
    } catch {
      // The client showed the refusal.
    } finally {
      setBusy(null);
    }
  };

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
          disabled={!row.can_toggle || busy !== null}
          ariaLabel={`${active ? 'Deactivate' : 'Activate'} ${row.username}`}
          onChange={() => void toggleStatus()}
        >
          {active ? 'Active' : 'Inactive'}
        </Toggle>
      </SpaceBetween>
      {row.can_resend && (
        <Button
          variant="inline-link"
          loading={busy === 'resend'}
          disabled={busy !== null}
          onClick={() => void resend()}
        >
          Resend Temporary Password
        </Button>
      )}
    </SpaceBetween>
  );
}
