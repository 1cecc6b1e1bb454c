/**
 * Edit or duplicate an asset PM (maintenance 2.2, 2.4, 8): the drawer 'PM' with PM Title, PM
 * Description, the PM Status tiles (Open, Waiting, In Progress; Completed goes through mark
 * complete), the schedule and tasks, Attachments (the generic field: upload, remove) and the
 * Service Dealer picker; Cancel and Save
 * ('Saving...'). react-hook-form checks the values with the shared body schema (the server's
 * messages: 'PM title is required !', 'PM Description is required !'). Edit saves through
 * AssetPM/UpdateAssetPM, a duplicate ('Duplicate - ' title) through AssetPM/AddAssetPM; after
 * success 'PM added successfully !' (spec 8 words a PM save so) and the tab reloads. Spec 8: a
 * failed save shows the server's message and the drawer still closes and refreshes.
 *
 * INTERIM: the schedule and tasks are shown, not edited, until the generic PM form
 * (web/src/components/pm, branch wt-pmlib) is merged; this drawer then hosts it with the values
 * of pm-form-values.ts.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tiles from '@cloudscape-design/components/tiles';
import { AssetPlanTexts } from '@shared/pm/asset-plan-messages';
import { PmStatus } from '@shared/pm/codes';
import { AssetPmMessages } from '@shared/pm/messages';
import { createAssetPmBody, updateAssetPmBody, type AssetPmItem } from '@shared/pm/schemas';
import type { DealerRow } from '@shared/dealers/schemas';
import { formatTaskTime } from '@shared/tasks/rules';
import { toast } from '../../../../app/toasts';
import { AttachmentsField } from '../../../../components/attachments/AttachmentsField';
import { ServiceDealerPicker } from '../../../../components/dealers/ServiceDealerPicker';
import { TextAreaField, TextField } from '../../../../components/forms/fields';
import { payloadResolver } from '../../../../components/forms/payload-resolver';
import { SidePanel } from '../../../../components/SidePanel';
import { PM_STATUS_NAMES } from '../../../../components/pm/PmStatusBadge';
import { addAssetPm, updateAssetPm } from './pm-plan-calls';
import { pmFormBody, pmFormValues, type PmFormValues } from './pm-form-values';
import { scheduleText } from './pm-schedule-text';

const STATUS_TILES = [PmStatus.Open, PmStatus.Waiting, PmStatus.InProgress].map((status) => ({
  value: String(status),
  label: PM_STATUS_NAMES[status],
}));

export function PmFormDrawer({
  pm,
  mode,
  onSaved,
  onClose,
}: {
  pm: AssetPmItem;
  mode: 'edit' | 'duplicate';
  onSaved: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [dealer, setDealer] = useState<DealerRow | null>(pm.serviceDealers);
  const [uploading, setUploading] = useState(false);
  const form = useForm<PmFormValues>({
    defaultValues: pmFormValues(pm, mode),
    resolver: payloadResolver<PmFormValues>(mode === 'edit' ? updateAssetPmBody : createAssetPmBody, (values) =>
      pmFormBody(pm, values, mode),
    ),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const values = form.watch();
  const { errors, isSubmitting } = form.formState;

  const text = (name: 'title' | 'description') => ({
    value: values[name],
    errorText: errors[name]?.message,
    disabled: isSubmitting,
    onChange: (value: string) => {
      form.setValue(name, value);
      form.clearErrors(name);
    },
  });

  const submit = form.handleSubmit(async (checked) => {
    const body = pmFormBody(pm, checked, mode);
    try {
      await (mode === 'edit' ? updateAssetPm(pm.asset_pm_id, body) : addAssetPm(body));
      toast.success(AssetPmMessages.added);
    } catch {
      // The API client showed the server's message; the drawer still closes and refreshes (spec 8).
    }
    await onSaved();
    onClose();
  });

  return (
    <SidePanel title="PM" onClose={onClose} closable={!isSubmitting} wide>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Form
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" variant="link" disabled={isSubmitting} onClick={onClose}>
                Cancel
              </Button>
              <Button variant="primary" disabled={isSubmitting || uploading}>
                {isSubmitting ? 'Saving...' : 'Save'}
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="l">
            <TextField label="PM Title" placeholder="Enter PM Title" {...text('title')} />
            <TextAreaField label="PM Description" rows={4} placeholder="Enter PM Description" {...text('description')} />
            <div data-field="PM Status">
              <FormField label="PM Status" description={values.status === null ? 'Due or overdue: the status stays until you choose one.' : undefined}>
                <Tiles
                  columns={3}
                  value={values.status === null ? null : String(values.status)}
                  items={STATUS_TILES.map((tile) => ({ ...tile, disabled: isSubmitting }))}
                  onChange={({ detail }) => form.setValue('status', Number(detail.value))}
                />
              </FormField>
            </div>
            <FormField label="Schedule Triggers">
              <Box>{scheduleText(pm)}</Box>
            </FormField>
            <FormField label="Tasks">
              {pm.assetPMTasks.length === 0 ? (
                <Box color="text-body-secondary">{AssetPlanTexts.noTasks}</Box>
              ) : (
                <ul className="ac-pm-view-list">
                  {pm.assetPMTasks.map((task) => (
                    <li key={task.task_id}>
                      {task.tasks.task_code} {task.tasks.task_title} ({formatTaskTime(task.tasks.task_est_hours, task.tasks.task_est_minutes)})
                    </li>
                  ))}
                </ul>
              )}
            </FormField>
            <AttachmentsField
              value={values.attachments}
              disabled={isSubmitting}
              onBusyChange={setUploading}
              onChange={(attachments) => form.setValue('attachments', attachments)}
            />
            <ServiceDealerPicker
              value={dealer}
              disabled={isSubmitting}
              onChange={(chosen) => {
                setDealer(chosen);
                form.setValue('service_dealer_id', chosen?.service_dealer_id ?? null);
              }}
            />
          </SpaceBetween>
        </Form>
      </form>
    </SidePanel>
  );
}
