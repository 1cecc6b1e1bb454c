/**
 * How a My work step is sent (sync.ts sends the queue in order): each carries its
 * client_request_id (a retry answers the first result: functions/lib/idempotency.ts) and
 * device_time, under the role it was made under. The server's answer decides as for any step.
 */
import { call, type Outcome } from './api';
import type { QueueItem, WorkStep } from './types';

export function sendWorkStep(item: QueueItem, work: WorkStep): Promise<Outcome<unknown>> {
  const stamp = { client_request_id: item.client_request_id, device_time: item.device_time };
  const as = { roleId: work.role_id };
  if (item.kind === 'time_spent')
    return call(
      'POST',
      'WorkOrder/AddTimeSpent',
      {
        wo_id: work.wo_id,
        task_id: work.task_id,
        time_spent_hours: work.hours ?? 0,
        time_spent_minutes: work.minutes ?? 0,
        ...stamp,
      },
      as,
    );
  if (item.kind === 'task_status')
    return call(
      'POST',
      'WorkOrder/UpdateWorkOrderTaskStatus',
      {
        wo_id: work.wo_id,
        task_id: work.task_id,
        status: work.status,
        ...(work.notes !== undefined ? { notes: work.notes } : {}),
        ...stamp,
      },
      as,
    );
  return call('POST', 'WorkOrder/CompleteWorkOrder', { wo_id: work.wo_id, ...stamp }, as);
}
