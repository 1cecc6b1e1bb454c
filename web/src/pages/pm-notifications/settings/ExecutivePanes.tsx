/**
 * The executive's panes (spec maintenance 2.6, 3, 4): the progress report e-mail (Daily 22,
 * Weekly 23, or off 0) and the PM due not resolved e-mail: switching it on saves it enabled with
 * no disable period; switching it off asks for the period to disable it for (1 week by default;
 * the disabled-till date is computed from now by the server). Toasts 'Settings updated
 * successfully!' or 'Unable to update the setting, please try again'.
 */
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { formatDate } from '@shared/dates';
import { PmNotificationMessages as M } from '@shared/pm-notifications/messages';
import {
  setPmDueEmail,
  setProgressReport,
} from '../../../components/pm-notifications/pm-notifications-calls';
import { Loading, useEmailSettings } from './ManagerPanes';

const TEXTS = { ok: M.settingsUpdated, failed: M.unableToUpdateSetting };
const REPORT_OPTIONS = [
  { value: '22', label: 'Daily' },
  { value: '23', label: 'Weekly' },
  { value: '0', label: 'Off' },
];
const PERIOD_UNITS = [
  { value: '39', label: 'Weeks' },
  { value: '29', label: 'Months' },
];

export function ExecutiveEmailPane() {
  const { query, change } = useEmailSettings();
  const settings = query.data;
  if (!settings) return <Loading />;
  return (
    <FormField
      label="Progress report e-mail"
      description="A summary of inspections and overdue PMs at your sites."
    >
      <RadioGroup
        value={String(settings.executive_report_frequency)}
        items={REPORT_OPTIONS}
        onChange={({ detail }) => {
          const value = Number(detail.value) as 0 | 22 | 23;
          void change(
            () => setProgressReport(value),
            { executive_report_frequency: value, executive_report_status: value !== 0 },
            TEXTS,
          );
        }}
      />
    </FormField>
  );
}

export function ExecutivePmPane() {
  const { query, change } = useEmailSettings();
  const [asking, setAsking] = useState(false);
  const [amount, setAmount] = useState('1');
  const [unit, setUnit] = useState<'39' | '29'>('39');
  const settings = query.data;
  if (!settings) return <Loading />;
  const on = settings.executive_pm_due_not_resolved_email_notification;
  const disable = async () => {
    const disable_till = Math.max(1, Math.floor(Number(amount) || 1));
    const ok = await change(
      () => setPmDueEmail(false, { disable_till, disable_till_by: Number(unit) as 39 | 29 }),
      { executive_pm_due_not_resolved_email_notification: false },
      TEXTS,
    );
    if (ok) setAsking(false);
  };
  return (
    <SpaceBetween size="m">
      <Toggle
        checked={on}
        onChange={({ detail }) =>
          detail.checked
            ? void change(
                () => setPmDueEmail(true),
                {
                  executive_pm_due_not_resolved_email_notification: true,
                  disable_till: null,
                  disable_till_by: null,
                  disabled_till_date: null,
                },
                TEXTS,
              )
            : setAsking(true)
        }
        description="A daily e-mail of the PMs that are past due and not completed."
      >
        PM due not resolved e-mail
      </Toggle>
      {!on && settings.disabled_till_date && (
        <Box color="text-body-secondary">Disabled till {formatDate(settings.disabled_till_date)}</Box>
      )}
      <Modal
        visible={asking}
        header="Disable PM due e-mail"
        onDismiss={() => setAsking(false)}
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setAsking(false)}>
                Cancel
              </Button>
              <Button variant="primary" onClick={() => void disable()}>
                Disable
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        <FormField label="Disable for">
          <SpaceBetween direction="horizontal" size="xs">
            <Input
              type="number"
              inputMode="numeric"
              ariaLabel="Disable for"
              value={amount}
              onChange={({ detail }) => setAmount(detail.value)}
            />
            <Select
              ariaLabel="Disable period unit"
              selectedOption={PERIOD_UNITS.find((o) => o.value === unit) ?? null}
              options={PERIOD_UNITS}
              onChange={({ detail }) => setUnit(detail.selectedOption.value as '39' | '29')}
            />
          </SpaceBetween>
        </FormField>
      </Modal>
    </SpaceBetween>
  );
}
