/**
 * The parts used on a work order's tasks (issue 25 item 3): GET Part/GetWorkOrderParts/{wo_id}
 * reads the work order's part lines, written by Part/UseStock in the transaction of each use, from
 * their own partition (no scan), with each task's parts cost and the total.
 */
import { PartsApi } from '#shared/parts/api.js';
import { lineCost, partsCostOf } from '#shared/parts/rules.js';
import { ok } from '#lib/envelope.js';
import { route } from '#functions/users/index.js';
import { maintenanceCompanyOf } from '#functions/tenancy/index.js';
import { partsWorkOrder } from '../work-orders.js';
import { listWorkOrderPartLines } from '../store/parts.js';

/** GET Part/GetWorkOrderParts/{wo_id}: the work order's part lines, each task's parts cost and the total. */
export const getWorkOrderParts = route(PartsApi.getWorkOrderParts, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const tenant = request.tenant.company_code;
  const wo = await partsWorkOrder(tenant, companyId, request.params.wo_id, {
    roleId: request.roleId,
    uuid: request.user.uuid,
  });
  const lines = await listWorkOrderPartLines(tenant, wo.wo_id);
  return ok({
    wo_id: wo.wo_id,
    lines: lines.map((l) => ({
      movement_id: l.movement_id,
      task_id: l.task_id,
      part_id: l.part_id,
      part_number: l.part_number,
      name: l.name,
      unit: l.unit,
      quantity: l.quantity,
      unit_cost: l.unit_cost,
      cost: lineCost(l.quantity, l.unit_cost),
      by_uuid: l.by_uuid,
      at: l.at,
    })),
    ...partsCostOf(lines),
  });
});
