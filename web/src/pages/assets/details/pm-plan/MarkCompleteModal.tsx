/**
 * The 'Mark PM completed' modal of an asset's PM Plan tab (maintenance 2.4, 3 'Mark-complete
 * payload', 5 'Mark complete'): Completed On (a date, today or later as the spec says), Completed
 * at (meter hours, min 0), Completed In hours (min 0) and Minutes (0 to 59), Comment; Cancel and
 * Mark Completed. Hours and minutes start as the open trigger's total estimated time; the meter
 * reading starts as the asset's current meter hours (ours: what users would type).
 *
 * The spec shows no messages for these fields: an out-of-range number is outlined red and blocks
 * the save. On success: 'PM marked as completed', the tab's lists and the metrics reload.
 */
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { dayjs } from '@shared/dates';
import { completionErrors, completionPayload, type CompletionValues } from './mark-complete-values';

/** Today as the date picker writes it (the user's calendar day). */
const today = () => dayjs().format('YYYY-MM-DD');

export interface MarkCompleteTarget {
  asset_pm_id: number;
  pm_trigger_id: number;
  title: string;
  total_est_time_hours: number;
  total_est_time_minutes: number;
}

export function MarkCompleteModal({
  target,
  meterHours,
  onSubmit,
  onClose,
}: {
  target: MarkCompleteTarget;
  /** The asset's current meter hours (the Completed at field's first value). */
  meterHours: number | null | undefined;
  /** Sends the payload; resolves true when the server took it. */
  onSubmit: (payload: ReturnType<typeof completionPayload>) => Promise<boolean>;
  onClose: () => void;
}) {
  const [values, setValues] = useState<CompletionValues>({
    completed_on: today(),
    completed_at_meter_hours: typeof meterHours === 'number' ? String(meterHours) : '',
    completed_in_hours: String(target.total_est_time_hours ?? 0),
    completed_in_minutes: String(target.total_est_time_minutes ?? 0),
    comments: '',
  });
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const errors = checked ? completionErrors(values, today()) : {};

  const set = (field: keyof CompletionValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const save = async () => {
    setChecked(true);
    if (Object.keys(completionErrors(values, today())).length > 0) return;
    setSaving(true);
    const done = await onSubmit(completionPayload(values, target));
    setSaving(false);
    if (done) onClose();
  };

  return (
    <Modal
      visible
      header="Mark PM completed"
      onDismiss={() => !saving && onClose()}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={saving} onClick={onClose}>
              Cancel
            </Button>
            <Button variant="primary" loading={saving} onClick={() => void save()}>
              Mark Completed
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box variant="h4">{target.title}</Box>
        <div data-field="Completed On">
          <FormField label="Completed On" constraintText="MM/DD/YYYY">
            <DatePicker
              value={values.completed_on.replace(/-/g, '/')}
              onChange={({ detail }) => set('completed_on')(detail.value.replace(/\//g, '-'))}
              isDateEnabled={(date) => dayjs(date).format('YYYY-MM-DD') >= today()}
              placeholder="YYYY/MM/DD"
              invalid={Boolean(errors.completed_on)}
              openCalendarAriaLabel={(selected) => `Choose the completion date${selected ? `, ${selected}` : ''}`}
            />
          </FormField>
        </div>
        <div data-field="Completed at">
          <FormField label="Completed at" description="Meter hours">
            <Input
              type="number"
              inputMode="decimal"
              value={values.completed_at_meter_hours}
              invalid={Boolean(errors.completed_at_meter_hours)}
              onChange={({ detail }) => set('completed_at_meter_hours')(detail.value)}
            />
          </FormField>
        </div>
        <ColumnLayout columns={2}>
          <div data-field="Completed In hours">
            <FormField label="Completed In hours">
              <Input
                type="number"
                inputMode="numeric"
                value={values.completed_in_hours}
                invalid={Boolean(errors.completed_in_hours)}
                onChange={({ detail }) => set('completed_in_hours')(detail.value)}
              />
            </FormField>
          </div>
          <div data-field="Minutes">
            <FormField label="Minutes">
              <Input
                type="number"
                inputMode="numeric"
                value={values.completed_in_minutes}
                invalid={Boolean(errors.completed_in_minutes)}
                onChange={({ detail }) => set('completed_in_minutes')(detail.value)}
              />
            </FormField>
          </div>
        </ColumnLayout>
        <div data-field="Comment">
          <FormField label="Comment">
            <Textarea rows={3} value={values.comments} onChange={({ detail }) => set('comments')(detail.value)} />
          </FormField>
        </div>
      </SpaceBetween>
    </Modal>
  );
}
