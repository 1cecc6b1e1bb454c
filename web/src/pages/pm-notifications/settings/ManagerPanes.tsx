/**
 * The manager's panes (spec maintenance 2.6): Email notifications (operator usage report e-mail,
 * pending reviews e-mail) and PM notifications (their own PM notifications), each toggle saved at
 * once with 'Notification settings updated !' or 'Something went wrong !'.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Toggle from '@cloudscape-design/components/toggle';
import { PmNotificationMessages as M } from '@shared/pm-notifications/messages';
import type { EmailSettingsRow } from '@shared/pm-notifications/schemas';
import { toast } from '../../../app/toasts';
import {
  loadEmailSettings,
  pmNotificationKeys,
  setOperatorUsageEmail,
  setPendingReviewsEmail,
  setPmNotifications,
} from '../../../components/pm-notifications/pm-notifications-calls';

export function useEmailSettings() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: pmNotificationKeys.email, queryFn: loadEmailSettings });
  /** Saves one setting; the answer (or the patch, for calls that answer something else) becomes the cached settings. */
  const change = async (
    call: () => Promise<{ data: unknown }>,
    patch: Partial<EmailSettingsRow>,
    texts: { ok: string; failed: string },
  ) => {
    try {
      const answer = await call();
      const data = answer.data as Partial<EmailSettingsRow>;
      queryClient.setQueryData<EmailSettingsRow>(pmNotificationKeys.email, (old) =>
        old ? { ...old, ...patch, ...('uuid' in data ? data : {}) } : old,
      );
      toast.success(texts.ok);
      return true;
    } catch {
      toast.error(texts.failed);
      return false;
    }
  };
  return { query, change };
}

export const Loading = () => (
  <Box textAlign="center" padding="l">
    <Spinner /> {M.loading}
  </Box>
);

const TEXTS = { ok: M.notificationSettingsUpdated, failed: M.somethingWentWrong };

export function ManagerEmailPane() {
  const { query, change } = useEmailSettings();
  const settings = query.data;
  if (!settings) return <Loading />;
  return (
    <SpaceBetween size="m">
      <Toggle
        checked={settings.operator_usage_report_email_not_status}
        onChange={({ detail }) =>
          void change(
            () => setOperatorUsageEmail(settings.uuid, detail.checked),
            { operator_usage_report_email_not_status: detail.checked },
            TEXTS,
          )
        }
        description="A daily e-mail of the inspections your operators submitted the day before."
      >
        Operator usage report e-mail
      </Toggle>
      <Toggle
        checked={settings.email_notification_status}
        onChange={({ detail }) =>
          void change(
            () => setPendingReviewsEmail(detail.checked),
            { email_notification_status: detail.checked },
            TEXTS,
          )
        }
        description="A daily e-mail of the inspections waiting for your review."
      >
        Pending reviews e-mail
      </Toggle>
    </SpaceBetween>
  );
}

export function ManagerPmPane() {
  const { query, change } = useEmailSettings();
  const settings = query.data;
  if (!settings) return <Loading />;
  return (
    <Toggle
      checked={settings.manager_pm_notification_status}
      onChange={({ detail }) =>
        void change(
          () => setPmNotifications(detail.checked),
          { manager_pm_notification_status: detail.checked },
          TEXTS,
        )
      }
      description="PM reminders, due and overdue notices for the PMs of your sites, in the app and by e-mail."
    >
      PM notifications
    </Toggle>
  );
}
