/**
 * Work order task handlers: a task's status and its time spent (the labour cost and the asset's
 * roll-up move with it). Both take the field app's client_request_id (functions/lib/idempotency.ts:
 * a retry answers the first result, the record is written in the change's transaction) and
 * device_time (Time Spent's default day is the day the user acted on the device, bounded).
 */
import { WorkOrdersApi } from '#shared/workorders/api.js';
import { WorkOrderMessages } from '#shared/workorders/messages.js';
import { dateOnlyIn } from '#shared/dates.js';
import { isTaskLocked, isWorkOrderEditable, addTime, TIME_ENTRIES_MAX } from '#shared/workorders/rules.js';
import { boundedDeviceTime } from '#shared/inspections/rules.js';
import { idempotent } from '#lib/idempotency.js';
import { ok } from '#lib/envelope.js';
import { badRequest, notFound, refuse } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import type { WorkOrderRecord } from '../store/workorders.js';
import { labourTotalOf } from '../operations/workorders.js';
import { workOrderInScope, byOf, commitStatusChange, workScope } from './helpers.js';

/** One task of an editable work order, not Completed. */
function editableTask(w: WorkOrderRecord, taskId: number) {
  if (!isWorkOrderEditable(w.status)) throw refuse(WorkOrderMessages.notEditable);
  const index = w.tasks.findIndex((t) => t.task_id === taskId);
  if (index < 0) throw notFound(WorkOrderMessages.taskNotOnWorkOrder);
  if (isTaskLocked(w.tasks[index].status)) throw refuse(WorkOrderMessages.completedTaskLocked);
  return index;
}

/** POST WorkOrder/UpdateWorkOrderTaskStatus: the status, and the task's notes when given ('' clears them). */
export const updateWorkOrderTaskStatus = route(WorkOrdersApi.updateWorkOrderTaskStatus, async (request) => {
  const scope = await workScope(request);
  return idempotent(
    {
      tenant: scope.tenant,
      user: request.user.uuid,
      operation: 'UpdateWorkOrderTaskStatus',
      key: request.body.client_request_id,
      request: request.body,
    },
    async (guard) => {
      const before = await workOrderInScope(scope, request.body.wo_id);
      const index = editableTask(before, request.body.task_id);
      const { status, notes } = request.body;
      const tasks = before.tasks.map((t, i) => {
        if (i !== index) return t;
        if (notes === undefined) return { ...t, status };
        const { notes: _old, ...rest } = t;
        return notes ? { ...rest, status, notes } : { ...rest, status };
      });
      const after = { ...before, tasks, updated_at: new Date().toISOString() };
      const result = ok(
        { wo_id: after.wo_id, wo_number: after.wo_number, status: after.status },
        WorkOrderMessages.updated,
      );
      await commitStatusChange(scope, before, after, byOf(request.user), new Date(), guard.record(result));
      return result;
    },
  );
});

/** POST WorkOrder/AddTimeSpent: adds to a task's spent time (60 minutes carried), moving the labour cost and the asset's roll-up. */
export const addTimeSpent = route(WorkOrdersApi.addTimeSpent, async (request) => {
  const scope = await workScope(request);
  return idempotent(
    {
      tenant: scope.tenant,
      user: request.user.uuid,
      operation: 'AddTimeSpent',
      key: request.body.client_request_id,
      request: request.body,
    },
    async (guard) => {
      const before = await workOrderInScope(scope, request.body.wo_id);
      const index = editableTask(before, request.body.task_id);
      if ((before.tasks[index].time_entries?.length ?? 0) >= TIME_ENTRIES_MAX)
        throw badRequest(WorkOrderMessages.tooManyItems);
      const at = new Date();
      // The day defaults to today at the work order's site (spec 5 'defaulting to today'): the
      // device's today when the phone sent its time (bounded: not ahead of now, at most 7 days back).
      const actedAt = new Date(boundedDeviceTime(request.body.device_time, at));
      const tasks = before.tasks.map((t, i) => {
        if (i !== index) return t;
        const sum = addTime(
          { hours: t.time_spent_hours, minutes: t.time_spent_minutes },
          { hours: request.body.time_spent_hours, minutes: request.body.time_spent_minutes },
        );
        const entry = {
          date: request.body.date ?? dateOnlyIn(actedAt, scope.timezoneOf(before.site_id)),
          hours: request.body.time_spent_hours,
          minutes: request.body.time_spent_minutes,
        };
        return {
          ...t,
          time_spent_hours: sum.hours,
          time_spent_minutes: sum.minutes,
          time_entries: [...(t.time_entries ?? []), entry],
        };
      });
      const after = { ...before, tasks, labour_total: labourTotalOf(tasks), updated_at: at.toISOString() };
      const result = ok(
        { wo_id: after.wo_id, wo_number: after.wo_number, status: after.status },
        WorkOrderMessages.updated,
      );
      await commitStatusChange(scope, before, after, byOf(request.user), at, guard.record(result));
      return result;
    },
  );
});
