/**
 * What the work order handlers share: the caller's scope (the maintenance sites, and for
 * maintenance staff only the work orders assigned to them), the work order in it, who acts, and a
 * status-only change's commit.
 */
import { WorkOrderMessages } from '#shared/workorders/messages.js';
import { worksOnAssignedOnly } from '#shared/workorders/rules.js';
import { notFound } from '#lib/errors.js';
import type { Transaction } from '#lib/transactions.js';
import { fullName, inScope, maintScope, type MaintScope } from '#functions/requests/index.js';
import { getRequest } from '#functions/requests/index.js';
import { assigneesOf, getWorkOrder, type WorkOrderRecord } from '../store/workorders.js';
import { commitWorkOrder, requestWithWorkOrder, type WorkOrderChange } from '../operations/workorders.js';

/** The maintenance scope, plus whose assigned work orders alone the caller reaches (maintenance staff: their own). */
export interface WorkScope extends MaintScope {
  assignedTo?: string;
}

export async function workScope(
  request: Parameters<typeof maintScope>[0] & { roleId: number },
): Promise<WorkScope> {
  const scope = await maintScope(request);
  return worksOnAssignedOnly(request.roleId) ? { ...scope, assignedTo: request.user.uuid } : scope;
}

/** Whether the work order is one the caller reaches: of the scope's sites and, for maintenance staff, assigned to them. */
export const reaches = (scope: WorkScope, w: WorkOrderRecord | undefined): w is WorkOrderRecord =>
  inScope(scope, w) && (!scope.assignedTo || assigneesOf(w!).includes(scope.assignedTo));

/** The work order, or 404 'Work order not found' when it is not one the caller reaches (never a hint that it exists). */
export async function workOrderInScope(scope: WorkScope, woId: number): Promise<WorkOrderRecord> {
  const w = await getWorkOrder(scope.tenant, woId);
  if (!reaches(scope, w)) throw notFound(WorkOrderMessages.workOrderNotFound);
  return w;
}

export const byOf = (user: { uuid: string; firstname: string; lastname: string }) => ({
  uuid: user.uuid,
  name: fullName(user),
});

/** A status-only change (complete, reopen, task-driven): the request follows, history and notification as every write; `records` go in its transaction (an idempotency record). */
export async function commitStatusChange(
  scope: MaintScope,
  before: WorkOrderRecord,
  after: WorkOrderRecord,
  by: { uuid: string; name: string },
  at: Date,
  records: Transaction[] = [],
) {
  const change: WorkOrderChange = {
    tenant: scope.tenant,
    before,
    after,
    by,
    timezone: scope.timezoneOf(after.site_id),
    at,
    records,
  };
  const req =
    after.mr_id && before.status !== after.status ? await getRequest(scope.tenant, after.mr_id) : undefined;
  if (req) change.request = [{ before: req, after: requestWithWorkOrder(req, after, at) }];
  await commitWorkOrder(change, scope.org);
}
