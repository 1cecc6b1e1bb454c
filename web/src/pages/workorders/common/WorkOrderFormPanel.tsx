/**
 * The Create Work Order and Edit panels (spec maintenance 2.8, 4, 5 'Work order create/edit', 8):
 * Title (at most 100), Description, Asset, Priority, Due date, Tasks from the catalogue (Add Task),
 * the asset's Issues (Link Issue; 'Asset must be selected first to link Issues !' without an
 * asset), Attachments, the Service Dealer and "Assigned to" (maintenance staff of the site, issue 22). Edit also shows the created date and the status
 * buttons (Open, Reopened, In Progress, Completed). Made from a request, the asset and the title
 * come from it and the asset is locked. The shared body schema checks the values (the server's
 * messages). After submit the panel closes and the lists reload whatever the outcome (spec 8).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { dayjs } from '@shared/dates';
import { toast } from '../../../app/toasts';
import { ChoiceField, TextAreaField, TextField } from '../../../components/forms/fields';
import { UsDatePicker } from '../../../components/forms/UsDatePicker';
import { payloadResolver } from '../../../components/forms/payload-resolver';
import { AssetSelectField } from '../../../components/maintenance/AssetSelectField';
import { SETTABLE_STATUSES } from '@shared/workorders/rules';
import {
  MAINTENANCE_PRIORITY_CHOICES,
  MaintenancePriority,
  WorkOrderStatus,
  workOrderStatusName,
} from '../../../components/maintenance/maintenance-codes';
import { SidePanel } from '../../../components/SidePanel';
import { AddTaskModal } from './AddTaskModal';
import { AssigneesField } from './AssigneesField';
import { FailureCodeSelects } from '../../reliability/failure-codes/FailureCodeSelects';
import { IssuesEditor } from './IssuesEditor';
import { LinkIssueModal } from './LinkIssueModal';
import { TasksEditor } from './TasksEditor';
import { TimeSpentModal } from './TimeSpentModal';
import { showDate } from './dates';
import { draftTaskOf, mergeIssues, mergeTasks, withTimeSpent, type DraftTask } from './work-order-draft';
import {
  initialValues,
  panelBodyFor,
  userToday,
  workOrderPayload,
  type FromRequest,
  type WorkOrderValues,
} from './work-order-payload';
import { AttachmentsEditor, DealerEditor } from './WorkOrderSlots';
import {
  refreshWorkOrders,
  saveWorkOrder,
  WorkOrderMessages,
  type WorkOrderDetail,
} from './workorders-calls';
import './workorders.css';
import { SaveCancelForm } from '../../../components/forms/SaveCancelForm';
import { useFieldBinder } from '../../../components/forms/field-binder';

/** The edit panel's status buttons (spec 4: Open, Reopened, In Progress, Completed). */
const EDIT_STATUSES = [
  WorkOrderStatus.Open,
  WorkOrderStatus.Reopened,
  WorkOrderStatus.InProgress,
  WorkOrderStatus.Completed,
].filter((s) => (SETTABLE_STATUSES as readonly number[]).includes(s));

export function WorkOrderFormPanel({
  workOrder,
  fromRequest,
  onClose,
  onSaved,
}: {
  workOrder?: WorkOrderDetail;
  fromRequest?: FromRequest;
  onClose: () => void;
  onSaved?: () => Promise<void> | void;
}) {
  const editing = workOrder !== undefined;
  const assetLocked = editing || fromRequest !== undefined;
  const context = { workOrder, fromRequest };
  const form = useForm<WorkOrderValues>({
    defaultValues: initialValues(workOrder, fromRequest),
    // Spec 5: the panels require at least one task (the schema leaves it to the caller: the full page does not);
    // a due date typed before today is refused under the field (the calendar only greys past days).
    resolver: payloadResolver<WorkOrderValues>(panelBodyFor(workOrder), (v) => workOrderPayload(v, context), {
      asset_id: 'asset',
      WorkOrderTasks: 'tasks',
    }),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { isSubmitting } = form.formState;
  const { values, errors, set, bind } = useFieldBinder(form, isSubmitting);
  const [dialog, setDialog] = useState<'none' | 'tasks' | 'issues' | { timeFor: DraftTask }>('none');
  const [assetFirst, setAssetFirst] = useState(false);
  // An attachment is uploading: Save waits for it.
  const [uploading, setUploading] = useState(false);
  const tasksError = (errors.tasks as { message?: string } | undefined)?.message;

  const submit = form.handleSubmit(async (checked) => {
    try {
      await saveWorkOrder(workOrderPayload(checked, context));
      toast.success(editing ? WorkOrderMessages.updated : WorkOrderMessages.created);
    } catch {
      // The API client showed the server's message.
    }
    onClose();
    await Promise.all([refreshWorkOrders(), onSaved?.()]);
  });

  const title = editing ? `${workOrder.wo_number} ${workOrder.title}` : 'Create Work Order';
  return (
    <SidePanel title={title} onClose={onClose} closable={!isSubmitting && dialog === 'none'} wide>
      <SaveCancelForm
        onSubmit={() => void submit()}
        onCancel={onClose}
        saving={isSubmitting}
        saveDisabled={uploading}
      >
        <SpaceBetween size="l">
          {editing && (
            <Box color="text-body-secondary">
              Created {showDate(workOrder.created_at, workOrder.sites.timezone)}
            </Box>
          )}
          <TextField label="Title" placeholder="Enter Title" {...bind('title')} />
          <TextAreaField label="Description" placeholder="Enter Description" {...bind('description')} />
          <AssetSelectField
            selected={values.asset}
            errorText={errors.asset?.message}
            disabled={isSubmitting || assetLocked}
            onChange={(asset) => {
              set('asset', asset);
              // Another asset's issues do not belong to this one.
              if (asset?.asset_id !== values.asset?.asset_id) set('issues', []);
              setAssetFirst(false);
            }}
          />
          <ChoiceField
            label="Priority"
            choices={MAINTENANCE_PRIORITY_CHOICES}
            selected={values.priority}
            disabled={isSubmitting}
            onChange={(v) => set('priority', v ?? MaintenancePriority.Low)}
          />
          <div data-field="Due Date">
            <FormField
              label="Due Date"
              errorText={errors.due_at?.message}
              constraintText="MM/DD/YYYY"
              stretch
            >
              <UsDatePicker
                value={values.due_at}
                label="Due Date"
                disabled={isSubmitting}
                invalid={errors.due_at !== undefined}
                isDateEnabled={(date) => dayjs(date).format('YYYY-MM-DD') >= userToday()}
                onChange={(value) => set('due_at', value)}
              />
            </FormField>
          </div>
          <AssigneesField
            selected={values.assigned_to}
            names={
              workOrder
                ? Object.fromEntries(
                    workOrder.assigned_to.map((u, i) => [u, workOrder.assigned_to_names[i] ?? u]),
                  )
                : undefined
            }
            siteId={workOrder?.site_id}
            disabled={isSubmitting}
            errorText={(errors.assigned_to as { message?: string } | undefined)?.message}
            onChange={(next) => set('assigned_to', next)}
          />
          <FailureCodeSelects
            values={values}
            disabled={isSubmitting}
            onChange={(field, code) => set(field, code)}
          />
          {editing && (
            <div data-field="Status">
              <FormField label="Status">
                <SegmentedControl
                  label="Status"
                  selectedId={String(values.status)}
                  options={EDIT_STATUSES.map((s) => ({
                    id: String(s),
                    text: workOrderStatusName(s),
                    disabled: isSubmitting,
                  }))}
                  onChange={({ detail }) => set('status', Number(detail.selectedId))}
                />
              </FormField>
            </div>
          )}
          <TasksEditor
            tasks={values.tasks}
            errorText={tasksError}
            disabled={isSubmitting}
            onAdd={() => setDialog('tasks')}
            onTimeSpent={(task) => setDialog({ timeFor: task })}
            onChange={(next) => set('tasks', next)}
          />
          <IssuesEditor
            issues={values.issues}
            disabled={isSubmitting}
            assetFirst={assetFirst}
            removable={values.status !== WorkOrderStatus.Completed}
            onLink={() => (values.asset ? setDialog('issues') : setAssetFirst(true))}
            onChange={(next) => set('issues', next)}
          />
          <AttachmentsEditor
            attachments={values.attachments}
            disabled={isSubmitting}
            removable={workOrder?.status !== WorkOrderStatus.Completed}
            onBusyChange={setUploading}
            onChange={(next) => set('attachments', next)}
          />
          <DealerEditor
            dealer={values.dealer}
            disabled={isSubmitting}
            onChange={(next) => set('dealer', next)}
          />
        </SpaceBetween>
      </SaveCancelForm>
      {dialog === 'tasks' && (
        <AddTaskModal
          alreadyAdded={values.tasks.map((t) => t.task_id)}
          onClose={() => setDialog('none')}
          onAdd={(picked) => {
            set('tasks', mergeTasks(values.tasks, picked.map(draftTaskOf)));
            setDialog('none');
          }}
        />
      )}
      {dialog === 'issues' && values.asset && (
        <LinkIssueModal
          assetId={values.asset.asset_id}
          mrId={workOrder?.mr_id ?? fromRequest?.mr_id ?? null}
          woId={workOrder?.wo_id ?? null}
          alreadyLinked={values.issues.map((i) => i.issue_uuid)}
          onClose={() => setDialog('none')}
          onLink={(picked) => {
            set('issues', mergeIssues(values.issues, picked));
            setDialog('none');
          }}
        />
      )}
      {typeof dialog === 'object' && (
        <TimeSpentModal
          taskTitle={dialog.timeFor.task_title}
          onClose={() => setDialog('none')}
          onSave={(entry) => {
            set('tasks', withTimeSpent(values.tasks, dialog.timeFor.task_id, entry));
            setDialog('none');
          }}
        />
      )}
    </SidePanel>
  );
}
