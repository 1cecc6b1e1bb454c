/** Work order assignees: the people a work order may be assigned to, and the list's Assign action (issue 22 item 5). */
import { WorkOrdersApi } from '#shared/workorders/api.js';
import { WorkOrderMessages } from '#shared/workorders/messages.js';
import { isWorkOrderEditable } from '#shared/workorders/rules.js';
import { ok } from '#lib/envelope.js';
import { refuse } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { assigneeOptions, checkedAssignees, notifyAssigned, withAssignees } from '../operations/assignees.js';
import { byOf, commitStatusChange, workOrderInScope, workScope } from './helpers.js';

/** GET WorkOrder/GetAssigneeOptions: the active maintenance staff of the scope's sites (by key, never scanned). */
export const getAssigneeOptions = route(WorkOrdersApi.getAssigneeOptions, async (request) => {
  const scope = await workScope(request);
  const list = await assigneeOptions(scope.tenant, scope.siteIds);
  return ok({ list, listsize: list.length });
});

/** POST WorkOrder/AssignWorkOrder: replaces the assignees of an Open, In Progress or Reopened work order. */
export const assignWorkOrder = route(WorkOrdersApi.assignWorkOrder, async (request) => {
  const scope = await workScope(request);
  const before = await workOrderInScope(scope, request.body.wo_id);
  if (!isWorkOrderEditable(before.status)) throw refuse(WorkOrderMessages.notEditable);
  const at = new Date();
  const by = byOf(request.user);
  const assignees = await checkedAssignees(scope.tenant, before.site_id, request.body.assigned_to);
  const after = withAssignees({ ...before, updated_at: at.toISOString() }, assignees);
  await commitStatusChange(scope, before, after, by, at);
  await notifyAssigned({ tenant: request.tenant, before, after, by });
  return ok(
    { wo_id: after.wo_id, wo_number: after.wo_number, status: after.status },
    WorkOrderMessages.assigned,
  );
});
