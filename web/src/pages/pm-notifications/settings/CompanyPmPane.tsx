/**
 * The company admin's PM notifications (spec maintenance 2.6, 4): the master switch (turning it
 * off asks 'Disable Notification' first, then saves status 2) and the company's reminder
 * configuration in the shared editor.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { ReminderMessages } from '@shared/pm/messages';
import { PmNotificationMessages as M } from '@shared/pm-notifications/messages';
import type { CompanyConfigRow, ReminderWire } from '@shared/pm-notifications/schemas';
import { toast } from '../../../app/toasts';
import {
  loadCompanyConfig,
  pmNotificationKeys,
  RESET_SETTINGS,
  saveCompanyConfig,
  setPmNotifications,
} from '../../../components/pm-notifications/pm-notifications-calls';
import { ReminderSettingsEditor } from '../../../components/pm-notifications/ReminderSettingsEditor';

export function CompanyPmPane({ companyId }: { companyId: number }) {
  const queryClient = useQueryClient();
  const key = pmNotificationKeys.company(companyId);
  const query = useQuery({ queryKey: key, queryFn: () => loadCompanyConfig(companyId) });
  const [confirmOff, setConfirmOff] = useState(false);
  const on = query.data?.status === 1;

  const switchTo = useMutation({
    mutationFn: setPmNotifications,
    onSuccess: (_answer, next) => {
      queryClient.setQueryData<CompanyConfigRow>(key, (old) =>
        old ? { ...old, status: next ? 1 : 2, company_pm_notification_configuration: next } : old,
      );
      toast.success(M.notificationSettingsUpdated);
    },
    onError: () => toast.error(M.somethingWentWrong),
  });
  const switching = switchTo.isPending;
  const save = async (settings: ReminderWire): Promise<ReminderWire | null> => {
    try {
      const answer = await saveCompanyConfig(companyId, settings);
      queryClient.setQueryData(key, answer.data);
      toast.success(M.configurationsUpdated);
      return answer.data;
    } catch {
      toast.error(M.somethingWentWrong);
      return null;
    }
  };

  return (
    <SpaceBetween size="l">
      <Toggle
        checked={on}
        disabled={query.isPending || switching}
        onChange={({ detail }) => (detail.checked ? switchTo.mutate(true) : setConfirmOff(true))}
      >
        PM notifications
      </Toggle>
      <ReminderSettingsEditor
        settings={query.data ?? null}
        loading={query.isPending}
        disabled={!on}
        onSave={save}
        onReset={() => save(RESET_SETTINGS)}
      />
      <Modal
        visible={confirmOff}
        header={ReminderMessages.disableTitle}
        onDismiss={() => setConfirmOff(false)}
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setConfirmOff(false)}>
                Cancel
              </Button>
              <Button
                variant="primary"
                onClick={() => {
                  setConfirmOff(false);
                  switchTo.mutate(false);
                }}
              >
                Disable
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        No PM reminders will be sent for this company's assets until notifications are turned on again.
      </Modal>
    </SpaceBetween>
  );
}
