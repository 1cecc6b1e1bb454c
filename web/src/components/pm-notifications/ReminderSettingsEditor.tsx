/**
 * The PM reminder configuration (spec maintenance 2.5, 2.6, 4, 5): First notification, Second
 * notification (each a switch, a number with Months/Weeks/Days and a meter-hours number), On due
 * notification (always on, disabled), Update Settings and Reset (confirm 'Reset PM
 * Configurations'). Used by the asset's Notifications tab and the company admin's notification
 * settings. The second reminder's units and values are capped by the first as the user edits;
 * on submit the shared schema gives spec 5's messages under the offending field.
 */
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Toggle from '@cloudscape-design/components/toggle';
import { ReminderMessages } from '@shared/pm/messages';
import { PmNotificationMessages as M } from '@shared/pm-notifications/messages';
import { reminderSettingsBody, type ReminderWire } from '@shared/pm-notifications/schemas';
import { payloadResolver } from '../forms/payload-resolver';
import {
  capSecond,
  FIELD_OF,
  formValuesOf,
  secondLimits,
  secondUnitOptions,
  UNIT_OPTIONS,
  wireOf,
  type ReminderFormValues,
  type ReminderPart,
} from './reminder-form';
import './pm-notifications.css';

const resolver = payloadResolver<ReminderFormValues>(
  reminderSettingsBody,
  (values) => ({ ...wireOf(values) }),
  FIELD_OF,
);

export interface ReminderSettingsEditorProps {
  /** The settings shown (null while loading). */
  settings: ReminderWire | null;
  loading: boolean;
  /** Saves the settings (the caller toasts); resolves to the stored settings, or null when refused. */
  onSave: (settings: ReminderWire) => Promise<ReminderWire | null>;
  /** Saves both reminders off (spec 4 Reset); resolves as onSave. */
  onReset: () => Promise<ReminderWire | null>;
  disabled?: boolean;
}

/** A typed amount, lowered to `max` when above it (the caps apply as the user edits). */
const capped = (value: string, max: number | undefined) =>
  max !== undefined && value.trim() !== '' && Number(value) > max ? String(Math.max(max, 0)) : value;

export function ReminderSettingsEditor({
  settings,
  loading,
  onSave,
  onReset,
  disabled,
}: ReminderSettingsEditorProps) {
  const form = useForm<ReminderFormValues>({
    defaultValues: settings ? formValuesOf(settings) : undefined,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  // Save and Reset run the caller's call with the editor busy.
  const write = useMutation({ mutationFn: (work: () => Promise<ReminderWire | null>) => work() });
  const busy = write.isPending;
  const [confirmReset, setConfirmReset] = useState(false);
  // The form follows the server's settings until the user edits: a background refetch (window
  // focus, another user's save) never overwrites unsaved edits. A write makes it follow again.
  const edited = useRef(false);
  useEffect(() => {
    if (settings && !edited.current) form.reset(formValuesOf(settings));
  }, [settings, form]);
  const values = form.watch();
  // payloadResolver keys each message by the form path ('first.meterHours'), flat.
  const errorOf = (path: string) =>
    (form.formState.errors as Record<string, { message?: string } | undefined>)[path]?.message;

  const setFirst = (patch: Partial<ReminderPart>) => {
    edited.current = true;
    const first = { ...values.first, ...patch };
    form.setValue('first', first);
    form.setValue('second', capSecond({ first, second: values.second }));
  };
  const setSecond = (patch: Partial<ReminderPart>) => {
    edited.current = true;
    const second = { ...values.second, ...patch };
    // Switched on: the stored amounts are brought within the first's caps at once.
    form.setValue('second', patch.on ? capSecond({ first: values.first, second }) : second);
  };

  // A stored write shows what the server stored (Reset: both off); a refused one keeps the edits.
  const run = (work: () => Promise<ReminderWire | null>) =>
    write.mutateAsync(work).then((stored) => {
      if (!stored) return;
      edited.current = false;
      form.reset(formValuesOf(stored));
    });
  const submit = form.handleSubmit((valid) => run(() => onSave(wireOf(valid))));

  if (loading || !settings || !values.first) {
    return (
      <div className="ac-pmn-overlay-host">
        <div className="ac-pmn-overlay" role="status">
          <Spinner /> {M.loading}
        </div>
      </div>
    );
  }
  const limits = secondLimits(values);
  const secondUnits = secondUnitOptions(values);
  const row = (which: 'first' | 'second', label: string) => {
    const part = values[which];
    const set = which === 'first' ? setFirst : setSecond;
    const options = which === 'first' ? UNIT_OPTIONS : secondUnits;
    const timeMax = which === 'second' ? limits.time : undefined;
    const meterMax = which === 'second' ? limits.meterHours : undefined;
    return (
      <SpaceBetween size="xs">
        <Toggle
          checked={part.on}
          disabled={disabled || busy}
          onChange={({ detail }) => set({ on: detail.checked })}
        >
          {label}
        </Toggle>
        <ColumnLayout columns={2}>
          <FormField label="Before due" errorText={errorOf(`${which}.timeValue`)}>
            <SpaceBetween direction="horizontal" size="xs">
              <Input
                type="number"
                inputMode="numeric"
                ariaLabel={`${label} time`}
                value={part.timeValue}
                disabled={!part.on || disabled || busy}
                onChange={({ detail }) => set({ timeValue: capped(detail.value, timeMax) })}
              />
              <Select
                ariaLabel={`${label} unit`}
                selectedOption={
                  UNIT_OPTIONS.find((o) => o.value === part.timeUnit)
                    ? {
                        value: String(part.timeUnit),
                        label: UNIT_OPTIONS.find((o) => o.value === part.timeUnit)!.label,
                      }
                    : null
                }
                options={options.map((o) => ({ value: String(o.value), label: o.label }))}
                disabled={!part.on || disabled || busy}
                onChange={({ detail }) => {
                  const unit = Number(detail.selectedOption.value) as ReminderPart['timeUnit'];
                  if (which === 'first') setFirst({ timeUnit: unit });
                  else
                    setSecond({
                      timeUnit: unit,
                      timeValue: capped(
                        part.timeValue,
                        secondLimits({ ...values, second: { ...part, timeUnit: unit } }).time,
                      ),
                    });
                }}
              />
            </SpaceBetween>
          </FormField>
          <FormField label="Meter hours before due" errorText={errorOf(`${which}.meterHours`)}>
            <Input
              type="number"
              inputMode="numeric"
              ariaLabel={`${label} meter hours`}
              value={part.meterHours}
              disabled={!part.on || disabled || busy}
              onChange={({ detail }) => set({ meterHours: capped(detail.value, meterMax) })}
            />
          </FormField>
        </ColumnLayout>
      </SpaceBetween>
    );
  };

  return (
    <div className="ac-pmn-overlay-host">
      {busy && (
        <div className="ac-pmn-overlay" role="status">
          <Spinner /> {M.updating}
        </div>
      )}
      <form onSubmit={(e) => void submit(e)}>
        <SpaceBetween size="l">
          {row('first', 'First notification')}
          {row('second', 'Second notification')}
          <Toggle checked disabled>
            On due notification
          </Toggle>
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" disabled={disabled || busy} onClick={() => setConfirmReset(true)}>
                Reset
              </Button>
              <Button variant="primary" disabled={disabled || busy} onClick={() => void submit()}>
                Update Settings
              </Button>
            </SpaceBetween>
          </Box>
        </SpaceBetween>
      </form>
      <Modal
        visible={confirmReset}
        header={ReminderMessages.resetTitle}
        onDismiss={() => setConfirmReset(false)}
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setConfirmReset(false)}>
                Cancel
              </Button>
              <Button
                variant="primary"
                onClick={() => {
                  setConfirmReset(false);
                  void run(onReset);
                }}
              >
                Reset
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        {ReminderMessages.resetQuestion}
      </Modal>
    </div>
  );
}
