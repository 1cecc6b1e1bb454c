/**
 * The Create Work Order and Edit panels (spec maintenance 2.8, 4, 5 'Work order create/edit', 8):
 * Title (at most 100), Description, Asset, Priority, Due date, Tasks from the catalogue (Add Task),
 * the asset's Issues (Link Issue; 'Asset must be selected first to link Issues !' without an
 * asset), Attachments and the Service Dealer. Edit also shows the created date and the status
 * buttons (Open, Reopened, In Progress, Completed). Made from a request, the asset and the title
 * come from it and the asset is locked. The shared body schema checks the values (the server's
 * messages). After submit the panel closes and the lists reload whatever the outcome (spec 8).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { toast } from '../../../app/toasts';
import { ChoiceField, TextAreaField, TextField } from '../../../components/forms/fields';
import { payloadResolver } from '../../../components/forms/payload-resolver';
import { AssetSelectField, type PickableAsset } from '../../../components/maintenance/AssetSelectField';
import { SETTABLE_STATUSES, workOrderTypeFor } from '@shared/workorders/rules';
import * as z from 'zod';
import { workOrderBody, workOrderTaskInput } from '@shared/workorders/schemas';
import {
  MAINTENANCE_PRIORITY_CHOICES,
  MaintenancePriority,
  WorkOrderStatus,
  workOrderStatusName,
} from '../../../components/maintenance/maintenance-codes';
import { SidePanel } from '../../../components/SidePanel';
import { AddTaskModal } from './AddTaskModal';
import { IssuesSection } from './IssuesSection';
import { LinkIssueModal } from './LinkIssueModal';
import { TasksSection } from './TasksSection';
import { TimeSpentModal } from './TimeSpentModal';
import {
  addTimeSpent,
  draftOf,
  draftTaskOf,
  mergeIssues,
  mergeTasks,
  type DraftAttachment,
  type DraftIssue,
  type DraftTask,
} from './work-order-draft';
import { AttachmentsEditor, DealerEditor, type DealerChoice } from './WorkOrderSlots';
import { refreshWorkOrders, saveWorkOrder, WorkOrderMessages, type WorkOrderDetail, type WorkOrderPayload } from './workorders-calls';
import './workorders.css';
import { SaveCancelForm } from '../../../components/forms/SaveCancelForm';

/** What a request hands to the panel (spec 2.7 'Create Work Order'). */
export interface FromRequest {
  mr_id: number;
  mr_type: number;
  title: string;
  description: string;
  priority: number;
  asset_id: number;
  asset: PickableAsset | null;
}

export interface WorkOrderValues {
  title: string;
  description: string;
  asset: PickableAsset | null;
  priority: number;
  due_at: string;
  status: number;
  tasks: DraftTask[];
  issues: DraftIssue[];
  attachments: DraftAttachment[];
  dealer: DealerChoice | null;
}

/** The edit panel's status buttons (spec 4: Open, Reopened, In Progress, Completed). */
const EDIT_STATUSES = [WorkOrderStatus.Open, WorkOrderStatus.Reopened, WorkOrderStatus.InProgress, WorkOrderStatus.Completed].filter((s) =>
  (SETTABLE_STATUSES as readonly number[]).includes(s),
);

function initialValues(workOrder: WorkOrderDetail | undefined, fromRequest: FromRequest | undefined): WorkOrderValues {
  if (workOrder)
    return {
      title: workOrder.title,
      description: workOrder.description,
      asset: workOrder.asset,
      priority: workOrder.priority,
      due_at: workOrder.due_at ? workOrder.due_at.slice(0, 10) : '',
      status: workOrder.status,
      ...draftOf(workOrder),
    };
  const asset = fromRequest?.asset ?? null;
  return {
    title: fromRequest?.title ?? '',
    description: fromRequest?.description ?? '',
    asset,
    priority: fromRequest?.priority ?? MaintenancePriority.Low,
    due_at: '',
    status: WorkOrderStatus.Open,
    tasks: [],
    issues: [],
    attachments: [],
    dealer: null,
  };
}

/** The add/update body of spec 7 (wo_id, wo_number, status and completed_date only when editing). */
export function workOrderPayload(
  values: WorkOrderValues,
  context: { workOrder?: WorkOrderDetail; fromRequest?: FromRequest; fullPage?: boolean },
): WorkOrderPayload {
  const { workOrder, fromRequest } = context;
  const mrId = workOrder?.mr_id ?? fromRequest?.mr_id ?? null;
  return {
    ...(workOrder
      ? {
          wo_id: workOrder.wo_id,
          wo_number: workOrder.wo_number,
          status: values.status,
          completed_date: workOrder.completed_date ?? null,
        }
      : { wo_id: null }),
    title: values.title,
    description: values.description,
    asset_id: values.asset?.asset_id,
    priority: values.priority,
    due_at: values.due_at || null,
    wo_type: workOrder?.wo_type ?? workOrderTypeFor(fromRequest?.mr_type),
    ...(mrId ? { mr_id: mrId } : {}),
    WorkOrderTasks: values.tasks.map((t) => ({
      task_id: t.task_id,
      status: t.status,
      time_spent_hours: t.time_spent_hours,
      time_spent_minutes: t.time_spent_minutes,
      hourly_rate: t.hourly_rate,
    })),
    issue: values.issues.map((i) => ({ issue_id: i.issue_uuid, mr_id: mrId, is_archive: false })),
    workOrderAttachments: values.attachments.map((a) => ({ user_uploaded_name: a.user_uploaded_name, filename: a.filename })),
    service_dealer_id: values.dealer?.service_dealer_id ?? null,
    ...(context.fullPage ? { is_full_page: true } : {}),
  };
}

/** The panels' check: the shared body, with at least one task (spec 5 'Tasks are required !'). */
const panelBody = workOrderBody.extend({
  WorkOrderTasks: z.array(workOrderTaskInput).min(1, { error: WorkOrderMessages.tasksRequired }),
});

/** Today, yyyy-mm-dd: the due date picker allows no past day (spec 2.2 'Date pickers disallow past dates'). */
const today = () => new Date().toISOString().slice(0, 10);

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
    // Spec 5: the panels require at least one task (the schema leaves it to the caller: the full page does not).
    resolver: payloadResolver<WorkOrderValues>(panelBody, (v) => workOrderPayload(v, context), {
      asset_id: 'asset',
      WorkOrderTasks: 'tasks',
    }),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const values = form.watch();
  const { errors, isSubmitting } = form.formState;
  const set = <K extends keyof WorkOrderValues>(name: K, value: WorkOrderValues[K]) => {
    form.setValue(name, value as never);
    form.clearErrors(name);
  };
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
      <SaveCancelForm onSubmit={() => void submit()} onCancel={onClose} saving={isSubmitting} saveDisabled={uploading}>
        <SpaceBetween size="l">
          {editing && (
            <Box color="text-body-secondary">Created {workOrder.created_at?.slice(0, 10)}</Box>
          )}
          <TextField
            label="Title"
            placeholder="Enter Title"
            value={values.title}
            errorText={errors.title?.message}
            disabled={isSubmitting}
            onChange={(v) => set('title', v)}
          />
          <TextAreaField
            label="Description"
            placeholder="Enter Description"
            value={values.description}
            errorText={errors.description?.message}
            disabled={isSubmitting}
            onChange={(v) => set('description', v)}
          />
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
            <FormField label="Due Date" stretch>
              <DatePicker
                value={values.due_at}
                placeholder="YYYY/MM/DD"
                disabled={isSubmitting}
                isDateEnabled={(date) => date.toISOString().slice(0, 10) >= today()}
                onChange={({ detail }) => set('due_at', detail.value)}
              />
            </FormField>
          </div>
          {editing && (
            <div data-field="Status">
              <FormField label="Status">
                <SegmentedControl
                  label="Status"
                  selectedId={String(values.status)}
                  options={EDIT_STATUSES.map((s) => ({ id: String(s), text: workOrderStatusName(s), disabled: isSubmitting }))}
                  onChange={({ detail }) => set('status', Number(detail.selectedId))}
                />
              </FormField>
            </div>
          )}
          <Container
            header={
              <Header
                variant="h3"
                actions={
                  <Button formAction="none" disabled={isSubmitting} onClick={() => setDialog('tasks')}>
                    Add Task
                  </Button>
                }
              >
                Tasks
              </Header>
            }
          >
            <SpaceBetween size="s">
              {tasksError && <Alert type="error">{tasksError}</Alert>}
              <TasksSection
                tasks={values.tasks}
                editable={!isSubmitting}
                onStatus={(taskId, status) =>
                  set('tasks', values.tasks.map((t) => (t.task_id === taskId ? { ...t, status } : t)))
                }
                onTimeSpent={(task) => setDialog({ timeFor: task })}
                onRemove={(taskId) => set('tasks', values.tasks.filter((t) => t.task_id !== taskId))}
              />
            </SpaceBetween>
          </Container>
          <Container
            header={
              <Header
                variant="h3"
                actions={
                  <Button
                    formAction="none"
                    disabled={isSubmitting}
                    onClick={() => (values.asset ? setDialog('issues') : setAssetFirst(true))}
                  >
                    Link Issue
                  </Button>
                }
              >
                Issues
              </Header>
            }
          >
            <SpaceBetween size="s">
              {assetFirst && <Alert type="warning">{WorkOrderMessages.assetFirst}</Alert>}
              <IssuesSection
                issues={values.issues}
                onRemove={
                  values.status === WorkOrderStatus.Completed
                    ? undefined
                    : (uuid) => set('issues', values.issues.filter((i) => i.issue_uuid !== uuid))
                }
              />
            </SpaceBetween>
          </Container>
          <AttachmentsEditor
            attachments={values.attachments}
            disabled={isSubmitting}
            removable={workOrder?.status !== WorkOrderStatus.Completed}
            onBusyChange={setUploading}
            onChange={(next) => set('attachments', next)}
          />
          <DealerEditor dealer={values.dealer} disabled={isSubmitting} onChange={(next) => set('dealer', next)} />
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
            set(
              'tasks',
              values.tasks.map((t) => (t.task_id === dialog.timeFor.task_id ? addTimeSpent(t, entry.hours, entry.minutes) : t)),
            );
            setDialog('none');
          }}
        />
      )}
    </SidePanel>
  );
}
