/** What the work order handlers share: the work order in the caller's scope, who acts, and a status-only change's commit. */
import { WorkOrderMessages } from '#shared/workorders/messages.js';
import { notFound } from '#lib/errors.js';
import { fullName, inScope, type MaintScope } from '#functions/requests/index.js';
import { getRequest } from '#functions/requests/index.js';
import { getWorkOrder, type WorkOrderRecord } from '../store.js';
import { commitWorkOrder, requestWithWorkOrder, type WorkOrderChange } from '../writes.js';

export async function workOrderInScope(scope: MaintScope, woId: number): Promise<WorkOrderRecord> {
  const w = await getWorkOrder(scope.tenant, woId);
  if (!w || !inScope(scope, w)) throw notFound(WorkOrderMessages.workOrderNotFound);
  return w;
}

export const byOf = (user: { uuid: string; firstname: string; lastname: string }) => ({
  uuid: user.uuid,
  name: fullName(user),
});

/** A status-only change (complete, reopen, task-driven): the request follows, history and notification as every write. */
export async function commitStatusChange(
  scope: MaintScope,
  before: WorkOrderRecord,
  after: WorkOrderRecord,
  by: { uuid: string; name: string },
  at: Date,
  meterHours?: number,
) {
  const change: WorkOrderChange = {
    tenant: scope.tenant,
    before,
    after,
    by,
    timezone: scope.timezoneOf(after.site_id),
    at,
    meterHours,
  };
  const req =
    after.mr_id && before.status !== after.status ? await getRequest(scope.tenant, after.mr_id) : undefined;
  if (req) change.request = [{ before: req, after: requestWithWorkOrder(req, after, at) }];
  await commitWorkOrder(change, scope.org);
}
