/**
 * The work order form's values and their mapping to the add/update body (spec maintenance 7): what the
 * Create/Edit panels and the full page's autosave send, the panels' initial values and their check.
 */
import * as z from 'zod';
import { dayjs } from '@shared/dates';
import { isDueDateAllowed, workOrderTypeFor } from '@shared/workorders/rules';
import { workOrderBody, workOrderTaskInput } from '@shared/workorders/schemas';
import type { PickableAsset } from '../../../components/maintenance/AssetSelectField';
import { MaintenancePriority, WorkOrderStatus } from '../../../components/maintenance/maintenance-codes';
import { draftOf, type DraftAttachment, type DraftIssue, type DraftTask } from './work-order-draft';
import type { DealerChoice } from './WorkOrderSlots';
import { WorkOrderMessages, type WorkOrderDetail, type WorkOrderPayload } from './workorders-calls';

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
  /** Issue 22: the maintenance staff assigned (uuids). */
  assigned_to: string[];
  /** Issue 25 item 5: the failure codes ('' none). */
  problem_code: string;
  cause_code: string;
  remedy_code: string;
}

export function initialValues(
  workOrder: WorkOrderDetail | undefined,
  fromRequest: FromRequest | undefined,
): WorkOrderValues {
  if (workOrder)
    return {
      title: workOrder.title,
      description: workOrder.description,
      asset: workOrder.asset,
      priority: workOrder.priority,
      due_at: workOrder.due_at ? workOrder.due_at.slice(0, 10) : '',
      status: workOrder.status,
      ...draftOf(workOrder),
      assigned_to: workOrder.assigned_to,
      problem_code: workOrder.problem_code ?? '',
      cause_code: workOrder.cause_code ?? '',
      remedy_code: workOrder.remedy_code ?? '',
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
    assigned_to: [],
    problem_code: '',
    cause_code: '',
    remedy_code: '',
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
      time_entries: t.time_entries,
      hourly_rate: t.hourly_rate,
    })),
    issue: values.issues.map((i) => ({ issue_id: i.issue_uuid, mr_id: mrId, is_archive: false })),
    workOrderAttachments: values.attachments.map((a) => ({
      user_uploaded_name: a.user_uploaded_name,
      filename: a.filename,
    })),
    service_dealer_id: values.dealer?.service_dealer_id ?? null,
    // The full page's autosave leaves the assignees as they are (it does not edit them).
    // The full page's autosave leaves the failure codes as they are too (only the panels edit them).
    ...(context.fullPage
      ? { is_full_page: true }
      : {
          assigned_to: values.assigned_to,
          problem_code: values.problem_code,
          cause_code: values.cause_code,
          remedy_code: values.remedy_code,
        }),
  };
}

/**
 * Today, yyyy-mm-dd in the user's calendar: the due date picker allows no past day (spec 2.2 'Date
 * pickers disallow past dates'). Not toISOString: its UTC day made today unpickable east of UTC
 * (the calendar's local midnight is the day before in UTC) and in US evenings (UTC is a day ahead).
 */
export const userToday = () => dayjs().format('YYYY-MM-DD');

/**
 * The panels' check: the shared body, with at least one task (spec 5 'Tasks are required !') and a
 * due date not before the user's today unless it is the work order's own, kept unchanged.
 */
export const panelBodyFor = (workOrder: WorkOrderDetail | undefined) =>
  workOrderBody.extend({
    due_at: workOrderBody.shape.due_at.refine(
      (due) => isDueDateAllowed(due, workOrder?.due_at, userToday()),
      { error: WorkOrderMessages.dueDatePast },
    ),
    WorkOrderTasks: z.array(workOrderTaskInput).min(1, { error: WorkOrderMessages.tasksRequired }),
  });
