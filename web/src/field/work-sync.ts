/**
 * How a My work step is sent (sync.ts sends the queue in order): each carries its
 * client_request_id (a retry answers the first result: functions/lib/idempotency.ts) and
 * device_time, under the role it was made under. The server's answer decides as for any step.
 * A photo or file (wo_attachment) goes in three calls under the step's one client_request_id:
 * WorkOrder/AttachmentUploadUrl (a retry answers the same filename), the PUT of the kept bytes
 * (the filename is then kept in the step), WorkOrder/AddWorkOrderAttachment (a retry answers the
 * first result): however often it is retried, the work order gets one attachment.
 */
import { call, putToStorage, type Outcome } from './api';
import { fieldDb } from './db';
import type { QueueItem, WorkStep } from './types';

export function sendWorkStep(item: QueueItem, work: WorkStep): Promise<Outcome<unknown>> {
  const stamp = { client_request_id: item.client_request_id, device_time: item.device_time };
  const as = { roleId: work.role_id };
  if (item.kind === 'wo_attachment') return sendAttachment(item, work, stamp, as);
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

async function sendAttachment(
  item: QueueItem,
  work: WorkStep,
  stamp: { client_request_id: string; device_time: string },
  as: { roleId: number },
): Promise<Outcome<unknown>> {
  const db = await fieldDb();
  let file = work.file!;
  if (!file.filename) {
    const stored = await db.get('photos', file.photo_id);
    if (!stored) return { kind: 'refused', status: 400, message: 'photo lost' };
    const url = await call<{ filename: string; upload_url: string; headers: Record<string, string> }>(
      'POST',
      'WorkOrder/AttachmentUploadUrl',
      { wo_id: work.wo_id, file_name: file.name, content_type: file.type, size: file.size, ...stamp },
      as,
    );
    if (url.kind !== 'ok') return url;
    // The same file signed again next time (the step keeps its client_request_id).
    const failed = await putToStorage(url.data, stored.blob);
    if (failed) return failed;
    file = { ...file, filename: url.data.filename };
    const now = (await db.get('queue', item.id!)) ?? item;
    await db.put('queue', { ...now, work: { ...work, file } });
  }
  const answer = await call(
    'POST',
    'WorkOrder/AddWorkOrderAttachment',
    { wo_id: work.wo_id, user_uploaded_name: file.name, filename: file.filename, ...stamp },
    as,
  );
  if (answer.kind === 'ok') await db.delete('photos', file.photo_id);
  return answer;
}
