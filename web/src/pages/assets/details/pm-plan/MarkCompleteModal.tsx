/**
 * The 'Mark PM completed' modal of an asset's PM Plan tab (maintenance 2.4, 3 'Mark-complete
 * payload', 5 'Mark complete'): Completed On (a date, today or later as the spec says), Completed
 * at (meter hours, min 0), Completed In hours (min 0) and Minutes (0 to 59), Comment; Cancel and
 * Mark Completed. Hours and minutes start as the open trigger's total estimated time; the meter
 * reading starts as the asset's current meter hours (ours: what users would type).
 *
 * react-hook-form checks the values with the shared markCompleteBody and the form's own rules
 * (mark-complete-values.ts); the spec shows no messages for the limits, so a field out of them is
 * outlined red. On success: 'PM marked as completed', the modal closes and the tab reloads.
 */
import { useForm } from 'react-hook-form';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { dayjs } from '@shared/dates';
import { AssetPlanTexts } from '@shared/pm/asset-plan-messages';
import { AssetPmMessages } from '@shared/pm/messages';
import { markCompleteBody } from '@shared/pm/schemas';
import { payloadResolver } from '../../../../components/forms/payload-resolver';
import { UsDatePicker } from '../../../../components/forms/UsDatePicker';
import {
  completionPayload,
  completionSchema,
  type CompletionTarget,
  type CompletionValues,
  type MarkCompleteBody,
} from './mark-complete-values';
import { ModalFooter } from '../../../../components/ModalFooter';

/** Today as the date picker writes it (the user's calendar day). */
const today = () => dayjs().format('YYYY-MM-DD');

export interface MarkCompleteTarget extends CompletionTarget {
  title: string;
  total_est_time_hours: number;
  total_est_time_minutes: number;
  /** The PM is triggered by meter hours (alone or with time): the reading is required. */
  meterRequired: boolean;
}

function NumberField({
  label,
  description,
  value,
  error,
  disabled,
  onChange,
}: {
  label: string;
  description?: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div data-field={label}>
      <FormField label={label} description={description} errorText={error || undefined}>
        <Input
          type="number"
          inputMode="decimal"
          value={value}
          disabled={disabled}
          invalid={error !== undefined}
          onChange={({ detail }) => onChange(detail.value)}
        />
      </FormField>
    </div>
  );
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
  onSubmit: (payload: MarkCompleteBody) => Promise<boolean>;
  onClose: () => void;
}) {
  const form = useForm<CompletionValues>({
    defaultValues: {
      completed_on: today(),
      completed_at_meter_hours: typeof meterHours === 'number' ? String(meterHours) : '',
      completed_in_hours: String(target.total_est_time_hours ?? 0),
      completed_in_minutes: String(target.total_est_time_minutes ?? 0),
      comments: '',
    },
    resolver: payloadResolver<CompletionValues>(completionSchema(today(), target.meterRequired), (values) =>
      completionPayload(values, target),
    ),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const values = form.watch();
  const { errors, isSubmitting } = form.formState;
  // The spec shows no messages for the limits (the field is outlined); only the meter and comment rules' words show.
  const worded: string[] = [AssetPmMessages.completedAtMeterRequired, AssetPmMessages.commentTooLong];
  const errorOf = (field: keyof CompletionValues) =>
    errors[field] ? (worded.includes(errors[field]?.message ?? '') ? errors[field].message : '') : undefined;
  const set = (field: keyof CompletionValues) => (value: string) =>
    form.setValue(field, value, { shouldValidate: form.formState.isSubmitted });

  const save = form.handleSubmit(async (checked) => {
    const done = await onSubmit(markCompleteBody.parse(completionPayload(checked, target)));
    if (done) onClose();
  });

  return (
    <Modal
      visible
      header={AssetPlanTexts.markCompleteTitle}
      onDismiss={() => !isSubmitting && onClose()}
      footer={
        <ModalFooter
          busy={isSubmitting}
          actionText="Mark Completed"
          onAction={() => void save()}
          onCancel={onClose}
        />
      }
    >
      <SpaceBetween size="m">
        <Box variant="h4">{target.title}</Box>
        <div data-field="Completed On">
          <FormField label="Completed On" constraintText="MM/DD/YYYY" errorText={errorOf('completed_on')}>
            <UsDatePicker
              value={values.completed_on}
              label="Completed On"
              onChange={set('completed_on')}
              isDateEnabled={(date) => dayjs(date).format('YYYY-MM-DD') >= today()}
              disabled={isSubmitting}
              invalid={errorOf('completed_on') !== undefined}
            />
          </FormField>
        </div>
        <NumberField
          label="Completed at"
          description="Meter hours"
          value={values.completed_at_meter_hours}
          error={errorOf('completed_at_meter_hours')}
          disabled={isSubmitting}
          onChange={set('completed_at_meter_hours')}
        />
        <ColumnLayout columns={2}>
          <NumberField
            label="Completed In hours"
            value={values.completed_in_hours}
            error={errorOf('completed_in_hours')}
            disabled={isSubmitting}
            onChange={set('completed_in_hours')}
          />
          <NumberField
            label="Minutes"
            value={values.completed_in_minutes}
            error={errorOf('completed_in_minutes')}
            disabled={isSubmitting}
            onChange={set('completed_in_minutes')}
          />
        </ColumnLayout>
        <div data-field="Comment">
          <FormField label="Comment" errorText={errorOf('comments') || undefined}>
            <Textarea
              rows={3}
              value={values.comments}
              disabled={isSubmitting}
              invalid={errorOf('comments') !== undefined}
              onChange={({ detail }) => set('comments')(detail.value)}
            />
          </FormField>
        </div>
      </SpaceBetween>
    </Modal>
  );
}
