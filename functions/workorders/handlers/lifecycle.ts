/** Work order delete and complete handlers (each one transaction through operations/workorders.ts). */
import { WorkOrdersApi } from '#shared/workorders/api.js';
import { WorkOrderMessages } from '#shared/workorders/messages.js';
import {
  canCompleteWorkOrder,
  canDeleteWorkOrder,
  isWorkOrderEditable,
  WorkOrderStatus,
} from '#shared/workorders/rules.js';
import { ok } from '#lib/envelope.js';
import { idempotent } from '#lib/idempotency.js';
import { refuse } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { applyFailureCodes, withFailureCodes } from '#functions/reliability/index.js';
import { getRequest } from '#functions/requests/index.js';
import { commitWorkOrder, requestWithWorkOrder, type WorkOrderChange } from '../operations/workorders.js';
import { workOrderInScope, byOf, commitStatusChange, workScope } from './helpers.js';

/** DELETE WorkOrder/DeleteWorkOrder/{wo_id}: only Open, In Progress, Reopened; its request returns to Open, its issues are free again, its cost leaves the roll-up. */
export const deleteWorkOrder = route(WorkOrdersApi.deleteWorkOrder, async (request) => {
  const scope = await workScope(request);
  const before = await workOrderInScope(scope, request.params.wo_id);
  if (!canDeleteWorkOrder(before.status)) throw refuse(WorkOrderMessages.notDeletable);
  const at = new Date();
  const change: WorkOrderChange = {
    tenant: scope.tenant,
    before,
    after: null,
    by: byOf(request.user),
    timezone: scope.timezoneOf(before.site_id),
    at,
  };
  const req = before.mr_id ? await getRequest(scope.tenant, before.mr_id) : undefined;
  if (req && req.wo_id === before.wo_id)
    change.request = [{ before: req, after: requestWithWorkOrder(req, null, at) }];
  await commitWorkOrder(change, scope.org);
  return ok({ wo_id: before.wo_id }, WorkOrderMessages.deleted);
});

/** POST WorkOrder/CompleteWorkOrder: 56 when every task is Completed, or with override; a retry with the same client_request_id answers the first result. */
export const completeWorkOrder = route(WorkOrdersApi.completeWorkOrder, async (request) => {
  const scope = await workScope(request);
  return idempotent(
    {
      tenant: scope.tenant,
      user: request.user.uuid,
      operation: 'CompleteWorkOrder',
      key: request.body.client_request_id,
      request: request.body,
    },
    async (guard) => {
      const before = await workOrderInScope(scope, request.body.wo_id);
      if (!isWorkOrderEditable(before.status)) throw refuse(WorkOrderMessages.notEditable);
      // Override is the manager's decision (shared/workorders/rules.ts ASSIGNEE_CALL_ROLES): maintenance staff complete only finished work.
      const override = Boolean(request.body.override) && !scope.assignedTo;
      if (!canCompleteWorkOrder(before.tasks, override)) throw refuse(WorkOrderMessages.completeBlocked);
      const codes = await applyFailureCodes(scope.tenant, before.company_id, before, {
        remedy_code: request.body.remedy_code,
      });
      const at = new Date();
      const after = {
        ...withFailureCodes(before, codes),
        status: WorkOrderStatus.Completed,
        completed_date: at.toISOString().slice(0, 10),
        updated_at: at.toISOString(),
      };
      const result = ok(
        { wo_id: after.wo_id, wo_number: after.wo_number, status: after.status },
        WorkOrderMessages.updated,
      );
      await commitStatusChange(scope, before, after, byOf(request.user), at, guard.record(result));
      return result;
    },
  );
});
