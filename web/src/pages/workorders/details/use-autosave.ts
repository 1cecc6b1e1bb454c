/**
 * The full page's saves (spec maintenance 2.8 'It saves automatically when tasks, issues or
 * attachments change'): adding or removing tasks, linking or unlinking issues and changing the
 * attachments, and a Time Spent entry (its day kept, as in the panels), save the work order at once
 * (add/update with is_full_page: tasks not required); a task's status goes through its own call. Each save reloads the details,
 * the lists and the requests.
 */
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../app/toasts';
import type { WorkOrderValues } from '../common/work-order-payload';
import { workOrderPayload } from '../common/work-order-payload';
import { draftOf, type DraftAttachment, type DraftIssue, type DraftTask } from '../common/work-order-draft';
import {
  refreshWorkOrders,
  saveWorkOrder,
  setTaskStatus,
  WorkOrderMessages,
  type WorkOrderDetail,
} from '../common/workorders-calls';

export interface Changes {
  tasks?: DraftTask[];
  issues?: DraftIssue[];
  attachments?: DraftAttachment[];
}

/** The work order as it stands, with the changes. */
export function valuesWith(wo: WorkOrderDetail, changes: Changes): WorkOrderValues {
  const draft = draftOf(wo);
  return {
    title: wo.title,
    description: wo.description,
    asset: wo.asset,
    priority: wo.priority,
    due_at: wo.due_at ? wo.due_at.slice(0, 10) : '',
    status: wo.status,
    tasks: changes.tasks ?? draft.tasks,
    issues: changes.issues ?? draft.issues,
    attachments: changes.attachments ?? draft.attachments,
    dealer: draft.dealer,
    assigned_to: wo.assigned_to,
    problem_code: wo.problem_code ?? '',
    cause_code: wo.cause_code ?? '',
    remedy_code: wo.remedy_code ?? '',
  };
}

export function useAutosave(wo: WorkOrderDetail | undefined) {
  const write = useMutation({
    mutationFn: (call: () => Promise<unknown>) => call(),
    onSuccess: () => toast.success(WorkOrderMessages.updated),
  });
  const run = async (call: () => Promise<unknown>) => {
    // A refusal: the API client showed the server's message; the page shows the work order as stored.
    await write.mutateAsync(call).catch(() => undefined);
    await refreshWorkOrders();
  };
  return {
    saving: write.isPending,
    save: (changes: Changes) =>
      wo &&
      run(() => saveWorkOrder(workOrderPayload(valuesWith(wo, changes), { workOrder: wo, fullPage: true }))),
    taskStatus: (taskId: number, status: number) => wo && run(() => setTaskStatus(wo.wo_id, taskId, status)),
  };
}
