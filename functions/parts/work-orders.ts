/** The work orders the parts domain uses stock on and reads the parts of. */
import { Role } from '#shared/codes.js';
import { PartMessages } from '#shared/parts/messages.js';
import { notFound } from '#lib/errors.js';
import { getWorkOrder } from '#functions/workorders/index.js';

/**
 * A work order of the company the user may use parts on or read the parts of: maintenance staff
 * only those assigned to them (another is not found, as the work order calls answer them).
 */
export async function partsWorkOrder(
  tenant: string,
  companyId: number,
  woId: number,
  user: { roleId: number; uuid: string },
) {
  const wo = await getWorkOrder(tenant, woId);
  if (
    !wo ||
    wo.company_id !== companyId ||
    (user.roleId === Role.MaintenanceStaff && !(wo.assigned_to ?? []).includes(user.uuid))
  )
    throw notFound(PartMessages.workOrderNotFound);
  return wo;
}
