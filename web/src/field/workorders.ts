/**
 * My work's data (issue 22 item 5): the work orders assigned to me at my site (POST
 * WorkOrder/GetAllWorkOrders: for maintenance staff the server reads only their own, by their
 * assignee index) and each one's details (GET WorkOrder/GetWorkOrderDetails), kept in IndexedDB so
 * the list and every work order open offline; and what the queue still holds for a work order,
 * laid over the kept details so the screen shows the user's own changes before they are sent.
 */
import { Role } from '@shared/codes';
import { isWorkOrderEditable, WorkOrderStatus, WorkOrderTaskStatus } from '@shared/workorders/rules';
import type { WorkOrderDetail, WorkOrderRow } from '@shared/workorders/schemas';
import { call } from './api';
import { fieldDb } from './db';
import type { FieldSession } from './session';
import type { QueueItem } from './types';

/** At most this many work orders are kept (the open ones come first: newest first by the server). */
const KEPT = 50;
/** The statuses My work lists: what can still be worked on. */
const OPEN_STATUSES = [WorkOrderStatus.Open, WorkOrderStatus.InProgress, WorkOrderStatus.Reopened];

export interface WorkList {
  workOrders: WorkOrderDetail[];
  at: number | null;
  refused?: string;
}

/** The role My work calls act under: maintenance staff when held, else a manager trying the app. */
export function workRoleOf(session: FieldSession): number {
  const held = session.loginData.userroles.map((r) => r.role_id);
  return held.includes(Role.MaintenanceStaff) ? Role.MaintenanceStaff : Role.Manager;
}

export async function cachedWork(user: string): Promise<WorkList> {
  const kept = await (await fieldDb()).get('work', user);
  return { workOrders: kept?.workOrders ?? [], at: kept?.at ?? null };
}

/** Reads the list and each work order's details from the server and keeps them. */
export async function refreshWork(session: FieldSession): Promise<WorkList> {
  const user = session.loginData.uuid;
  const as = { roleId: workRoleOf(session) };
  const answer = await call<never>(
    'POST',
    'WorkOrder/GetAllWorkOrders',
    { pageIndex: 1, pageSize: KEPT, status: OPEN_STATUSES },
    as,
  );
  if (answer.kind !== 'ok') {
    const kept = await cachedWork(user);
    return answer.kind === 'refused' ? { ...kept, refused: answer.message } : kept;
  }
  const rows = (answer.list ?? []) as WorkOrderRow[];
  const workOrders: WorkOrderDetail[] = [];
  for (const row of rows) {
    const detail = await call<WorkOrderDetail>(
      'GET',
      `WorkOrder/GetWorkOrderDetails/${row.wo_id}`,
      undefined,
      as,
    );
    if (detail.kind === 'ok') workOrders.push(detail.data);
  }
  const at = Date.now();
  await (await fieldDb()).put('work', { user, workOrders, at });
  return { workOrders, at };
}

/** The work order's steps still in the queue (not sent), oldest first. */
export const pendingOf = (queue: QueueItem[], woId: number) =>
  queue.filter((i) => i.work?.wo_id === woId && i.status !== 'sent');

/** A task as the user last left it: its kept status, or the status of its last queued step. */
export function taskStatusOf(queue: QueueItem[], woId: number, taskId: number, kept: number): number {
  const last = pendingOf(queue, woId)
    .filter((i) => i.kind === 'task_status' && i.work?.task_id === taskId && i.status !== 'refused')
    .at(-1);
  return last?.work?.status ?? kept;
}

/** Whether the user may complete the work order: editable, not queued to complete, every task Completed (queued included). */
export function canCompleteHere(queue: QueueItem[], w: WorkOrderDetail): boolean {
  if (!isWorkOrderEditable(w.status)) return false;
  if (pendingOf(queue, w.wo_id).some((i) => i.kind === 'wo_complete')) return false;
  return (
    w.workOrderTasks.length > 0 &&
    w.workOrderTasks.every(
      (t) => taskStatusOf(queue, w.wo_id, t.task_id, t.status) === WorkOrderTaskStatus.Completed,
    )
  );
}
