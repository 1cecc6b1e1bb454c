/**
 * The PM form (spec maintenance 2.2, 5, 9), shared by the PM library and the asset PM drawer:
 * PM Title, PM Description, the status tiles (library: Active 1 / Inactive 2; asset PMs: Open 43,
 * Waiting 42, In Progress 33), Schedule Triggers (type 24/25, by 26/27/28 and their day and meter
 * fields; past days disabled), Tasks (Add Task modal over the catalogue; total estimated time with
 * the 60-minute carry), Attachments and Service Dealer; Cancel / Save ("Saving..." while busy).
 *
 * react-hook-form checks the payload with the shared zod schema (default: the library's
 * pmBodyFor(today); the asset PM form passes its own), so the messages are the server's; the
 * parent adds the fields the form does not show (pm_plan_id, asset_id ...) with `extraPayload`.
 */
import { useState } from 'react';
import { useForm, Controller } from 'react-hook-form';
import type * as z from 'zod';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Alert from '@cloudscape-design/components/alert';
import Table from '@cloudscape-design/components/table';
import Textarea from '@cloudscape-design/components/textarea';
import type { AttachmentRow } from '@shared/attachments/schemas';
import type { DealerRow } from '@shared/dealers/schemas';
import { PmStatus, PmTriggerBy, PmTriggerType, RepeatPeriod } from '@shared/pm/codes';
import { totalEstimatedTime } from '@shared/pm/estimates';
import { meterStartPreview } from '@shared/pm/meter-start';
import { MeterStartTexts } from '@shared/pm/messages';
import { isByMeter, isByTime } from '@shared/pm/triggers';
import { pmBodyFor } from '@shared/pm-library/schemas';
import { LibraryPmStatus } from '@shared/pm-library/rules';
import { formatTaskTime } from '@shared/tasks/rules';
import { AttachmentsField } from '../attachments/AttachmentsField';
import { ServiceDealerPicker } from '../dealers/ServiceDealerPicker';
import { payloadResolver } from '../forms/payload-resolver';
import { UsDatePicker } from '../forms/UsDatePicker';
import { TaskPickerModal, type PickedTask } from './TaskPickerModal';
import { SaveCancelForm } from '../forms/SaveCancelForm';

/** Which status tiles the form shows. */
export const PM_STATUS_TILES = {
  library: [
    { id: String(LibraryPmStatus.Active), text: 'Active' },
    { id: String(LibraryPmStatus.Inactive), text: 'Inactive' },
  ],
  asset: [
    { id: String(PmStatus.Open), text: 'Open' },
    { id: String(PmStatus.Waiting), text: 'Waiting' },
    { id: String(PmStatus.InProgress), text: 'In Progress' },
  ],
} as const;

export interface PmFormValues {
  title: string;
  description: string;
  /** Library: 1 / 2. Asset PM: 43 / 42 / 33, or null to keep a Due or Overdue PM's status. */
  status: number | null;
  pm_trigger_type: number;
  pm_trigger_by: number;
  is_trigger_on_starting_at: boolean;
  datetime_due_at: string;
  meter_hours_due_at: string;
  datetime_starting_at: string;
  datetime_repeates_every: string;
  datetime_repeat_time_period_type: number;
  meter_hours_starting_at: string;
  meter_hours_repeates_every: string;
  tasks: PickedTask[];
  attachments: AttachmentRow[];
  dealer: DealerRow | null;
}

export const emptyPmValues = (status: number): PmFormValues => ({
  title: '',
  description: '',
  status,
  pm_trigger_type: PmTriggerType.Recurring,
  pm_trigger_by: PmTriggerBy.Time,
  is_trigger_on_starting_at: false,
  datetime_due_at: '',
  meter_hours_due_at: '',
  datetime_starting_at: '',
  datetime_repeates_every: '',
  datetime_repeat_time_period_type: RepeatPeriod.Months,
  meter_hours_starting_at: '',
  meter_hours_repeates_every: '',
  tasks: [],
  attachments: [],
  dealer: null,
});

/** The values as the wire payload (spec 7 addUpdatePM; the asset PM call renames the lists, see `listNames`). */
export function pmPayloadOf(
  values: PmFormValues,
  listNames = { tasks: 'pmTasks', attachments: 'PMAttachments' },
): Record<string, unknown> {
  const { tasks, attachments, dealer, ...fields } = values;
  return {
    ...fields,
    [listNames.tasks]: tasks.map((t) => ({ task_id: t.task_id })),
    [listNames.attachments]: attachments.map((a) => ({
      user_uploaded_name: a.user_uploaded_name,
      filename: a.filename,
    })),
    service_dealer_id: dealer?.service_dealer_id ?? null,
  };
}

/** The browser's day (YYYY-MM-DD). */
export const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export interface PmFormProps {
  initial: PmFormValues;
  statusTiles: keyof typeof PM_STATUS_TILES;
  /** Fields the payload needs that the form does not show (pm_plan_id, pm_id, asset_id ...). */
  extraPayload?: Record<string, unknown>;
  /** The schema the payload is checked with (default: the library's, with today's day). */
  schema?: z.ZodType;
  listNames?: { tasks: string; attachments: string };
  /**
   * The asset's current meter reading (the asset PM form): offered as a recurring meter PM's start,
   * with the first due it gives and, for a start below it, that it is already overdue (issue 24).
   */
  currentMeterHours?: number | null;
  onSave: (payload: Record<string, unknown>) => Promise<void>;
  onCancel: () => void;
}

export function PmForm({
  initial,
  statusTiles,
  extraPayload = {},
  schema,
  listNames,
  currentMeterHours = null,
  onSave,
  onCancel,
}: PmFormProps) {
  const [picking, setPicking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const toPayload = (values: PmFormValues) => ({ ...pmPayloadOf(values, listNames), ...extraPayload });
  const [resolver] = useState(() =>
    payloadResolver<PmFormValues>(
      schema ?? pmBodyFor(today(), initial.datetime_starting_at || null),
      toPayload,
      {
        [listNames?.tasks ?? 'pmTasks']: 'tasks',
        [listNames?.attachments ?? 'PMAttachments']: 'attachments',
        service_dealer_id: 'dealer',
      },
    ),
  );
  const form = useForm<PmFormValues>({
    defaultValues: initial,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const values = form.watch();
  /** A field's message clears when it changes. */
  const setField = <K extends keyof PmFormValues>(name: K, value: PmFormValues[K]) => {
    form.setValue(name, value as never);
    form.clearErrors(name);
  };
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || uploading;
  const total = totalEstimatedTime(
    values.tasks.map((t) => ({ hours: t.task_est_hours, minutes: t.task_est_minutes })),
  );
  const byTime = isByTime(values.pm_trigger_by as 26);
  const byMeter = isByMeter(values.pm_trigger_by as 26);
  const fixed = values.pm_trigger_type === PmTriggerType.FixedOneTime;
  const noPast = (date: Date) => {
    const t = new Date();
    t.setHours(0, 0, 0, 0);
    return date >= t;
  };
  // A recurring PM's start may not be in the past either (issue 24 item 9), but an edited PM keeps its own.
  const keptStart = initial.datetime_starting_at;
  const startAllowed = (date: Date) => {
    const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    return noPast(date) || day === keptStart;
  };
  const number = (v: string) => (v.trim() === '' || !Number.isFinite(Number(v)) ? null : Number(v));
  const startPreview = meterStartPreview(
    {
      triggerType: values.pm_trigger_type as 25,
      triggerBy: values.pm_trigger_by as 27,
      startingMeterHours: number(values.meter_hours_starting_at),
      repeatMeterHours: number(values.meter_hours_repeates_every),
      triggerOnStartingAt: values.is_trigger_on_starting_at,
    },
    currentMeterHours,
  );

  const text = (
    name:
      | 'meter_hours_due_at'
      | 'datetime_repeates_every'
      | 'meter_hours_starting_at'
      | 'meter_hours_repeates_every',
    label: string,
  ) => (
    <div data-field={label}>
      <FormField label={label} errorText={errors[name]?.message} stretch>
        <Input
          type="number"
          inputMode="numeric"
          value={values[name]}
          disabled={busy}
          onChange={({ detail }) => setField(name, Number(detail.value) < 0 ? '0' : detail.value)}
        />
      </FormField>
    </div>
  );
  const day = (
    name: 'datetime_due_at' | 'datetime_starting_at',
    label: string,
    enabled: (date: Date) => boolean,
  ) => (
    <div data-field={label}>
      <FormField label={label} errorText={errors[name]?.message} constraintText="MM/DD/YYYY" stretch>
        <UsDatePicker
          value={values[name]}
          label={label}
          disabled={busy}
          invalid={errors[name] !== undefined}
          isDateEnabled={enabled}
          onChange={(value) => setField(name, value)}
        />
      </FormField>
    </div>
  );

  const submit = form.handleSubmit(async (checked) => {
    await onSave(toPayload(checked));
  });

  return (
    <>
      <SaveCancelForm
        onSubmit={() => void submit()}
        onCancel={onCancel}
        saving={isSubmitting}
        saveDisabled={uploading}
      >
        <SpaceBetween size="l">
          <div data-field="PM Title">
            <FormField label="PM Title" errorText={errors.title?.message} stretch>
              <Input
                value={values.title}
                disabled={busy}
                placeholder="Enter PM Title"
                onChange={({ detail }) => setField('title', detail.value)}
              />
            </FormField>
          </div>
          <div data-field="PM Description">
            <FormField label="PM Description" errorText={errors.description?.message} stretch>
              <Textarea
                value={values.description}
                disabled={busy}
                placeholder="Enter PM Description"
                onChange={({ detail }) => setField('description', detail.value)}
              />
            </FormField>
          </div>
          <FormField
            label="PM Status"
            errorText={errors.status?.message}
            description={
              values.status === null ? 'Due or overdue: the status stays until you choose one.' : undefined
            }
          >
            <SegmentedControl
              selectedId={values.status === null ? null : String(values.status)}
              options={[...PM_STATUS_TILES[statusTiles]]}
              onChange={({ detail }) => setField('status', Number(detail.selectedId))}
              label="PM Status"
            />
          </FormField>

          <Header variant="h3">Schedule Triggers</Header>
          <ColumnLayout columns={2}>
            <FormField label="Trigger Type">
              <SegmentedControl
                selectedId={String(values.pm_trigger_type)}
                label="Trigger Type"
                options={[
                  { id: String(PmTriggerType.FixedOneTime), text: 'Fixed One Time' },
                  { id: String(PmTriggerType.Recurring), text: 'Recurring' },
                ]}
                onChange={({ detail }) => setField('pm_trigger_type', Number(detail.selectedId))}
              />
            </FormField>
            <FormField label="Trigger By">
              <SegmentedControl
                selectedId={String(values.pm_trigger_by)}
                label="Trigger By"
                options={[
                  { id: String(PmTriggerBy.Time), text: 'Time' },
                  { id: String(PmTriggerBy.MeterHours), text: 'Meter Hours' },
                  { id: String(PmTriggerBy.TimeOrMeterHours), text: 'Time or Meter Hours' },
                ]}
                onChange={({ detail }) => setField('pm_trigger_by', Number(detail.selectedId))}
              />
            </FormField>
          </ColumnLayout>
          {fixed ? (
            <ColumnLayout columns={2}>
              {byTime && day('datetime_due_at', 'Due Date', noPast)}
              {byMeter && text('meter_hours_due_at', 'Due at Meter Hours')}
            </ColumnLayout>
          ) : (
            <SpaceBetween size="s">
              {byTime && (
                <ColumnLayout columns={3}>
                  {day('datetime_starting_at', 'Starting Date', startAllowed)}
                  {text('datetime_repeates_every', 'Repeats Every')}
                  <FormField label="Period">
                    <Select
                      selectedOption={{
                        value: String(values.datetime_repeat_time_period_type),
                        label:
                          values.datetime_repeat_time_period_type === RepeatPeriod.Years ? 'Years' : 'Months',
                      }}
                      options={[
                        { value: String(RepeatPeriod.Months), label: 'Months' },
                        { value: String(RepeatPeriod.Years), label: 'Years' },
                      ]}
                      onChange={({ detail }) =>
                        setField('datetime_repeat_time_period_type', Number(detail.selectedOption.value))
                      }
                    />
                  </FormField>
                </ColumnLayout>
              )}
              {byMeter && (
                <ColumnLayout columns={2}>
                  {text('meter_hours_starting_at', 'Starting at Meter Hours')}
                  {text('meter_hours_repeates_every', 'Repeating every Meter Hours')}
                </ColumnLayout>
              )}
              {byMeter && typeof currentMeterHours === 'number' && (
                <Box variant="small" data-testid="current-reading">
                  {MeterStartTexts.currentReading(currentMeterHours)}{' '}
                  {number(values.meter_hours_starting_at) !== currentMeterHours && (
                    <Button
                      variant="inline-link"
                      disabled={busy}
                      onClick={() => setField('meter_hours_starting_at', String(currentMeterHours))}
                    >
                      {MeterStartTexts.useCurrentReading}
                    </Button>
                  )}
                </Box>
              )}
              {byMeter && startPreview && (
                <div data-testid="first-due">
                  <Alert type={startPreview.overdue ? 'warning' : 'info'}>{startPreview.text}</Alert>
                </div>
              )}
              <Checkbox
                checked={values.is_trigger_on_starting_at}
                onChange={({ detail }) => setField('is_trigger_on_starting_at', detail.checked)}
              >
                Trigger on the starting point
              </Checkbox>
            </SpaceBetween>
          )}

          <div data-field="Tasks">
            <FormField
              label="Tasks"
              errorText={(errors.tasks as { message?: string } | undefined)?.message}
              stretch
            >
              <Table
                variant="embedded"
                items={values.tasks}
                trackBy="task_id"
                columnDefinitions={[
                  { id: 'code', header: 'Task Code', cell: (t) => t.task_code },
                  { id: 'title', header: 'Task Title', cell: (t) => t.task_title },
                  {
                    id: 'est',
                    header: 'Est Time',
                    cell: (t) => formatTaskTime(t.task_est_hours, t.task_est_minutes),
                  },
                  {
                    id: 'remove',
                    header: '',
                    cell: (t) => (
                      <Button
                        formAction="none"
                        variant="inline-icon"
                        iconName="remove"
                        ariaLabel={`Remove ${t.task_title}`}
                        disabled={busy}
                        onClick={() =>
                          setField(
                            'tasks',
                            values.tasks.filter((x) => x.task_id !== t.task_id),
                          )
                        }
                      />
                    ),
                  },
                ]}
                empty={<Box color="text-status-inactive">No Tasks !</Box>}
                footer={
                  <SpaceBetween direction="horizontal" size="m" alignItems="center">
                    <Button
                      formAction="none"
                      iconName="add-plus"
                      disabled={busy}
                      onClick={() => setPicking(true)}
                    >
                      Add Task
                    </Button>
                    <Box data-testid="pm-total-time">Total Estimated Time: {total.display}</Box>
                  </SpaceBetween>
                }
              />
            </FormField>
          </div>

          <Controller
            control={form.control}
            name="attachments"
            render={({ field }) => (
              <AttachmentsField
                value={field.value}
                onChange={field.onChange}
                disabled={busy}
                onBusyChange={setUploading}
              />
            )}
          />
          <Controller
            control={form.control}
            name="dealer"
            render={({ field }) => (
              <ServiceDealerPicker value={field.value} onChange={field.onChange} disabled={busy} />
            )}
          />
        </SpaceBetween>
      </SaveCancelForm>
      {picking && (
        <TaskPickerModal
          chosen={values.tasks}
          onClose={() => setPicking(false)}
          onAdd={(tasks) => {
            setField(
              'tasks',
              tasks.map(({ task_id, task_code, task_title, task_est_hours, task_est_minutes }) => ({
                task_id,
                task_code,
                task_title,
                task_est_hours,
                task_est_minutes,
              })),
            );
            form.clearErrors('tasks');
            setPicking(false);
          }}
        />
      )}
    </>
  );
}
