/**
 * Stock movements (issue 25 item 2): receive, adjust, transfer, use on a work order task. Each is
 * recorded by operations/movements.ts in one transaction with the quantities it changes; a
 * client-made movement_id makes a retry answer the first result.
 */
import { Role } from '#shared/codes.js';
import { PartsApi } from '#shared/parts/api.js';
import { PartMessages } from '#shared/parts/messages.js';
import { MovementKind } from '#shared/parts/rules.js';
import { ok } from '#lib/envelope.js';
import { badRequest, notFound } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { maintenanceCompanyOf, type Org } from '#functions/tenancy/index.js';
import { getWorkOrder } from '#functions/workorders/index.js';
import { recordMovement, type MovementRequest } from '../operations/movements.js';
import { companySite } from '../sites.js';

type Common = Pick<MovementRequest, 'tenant' | 'companyId' | 'by' | 'siteName'>;

async function common(
  request: Parameters<typeof maintenanceCompanyOf>[0] & {
    tenant: { company_code: string };
    user: { uuid: string };
  },
): Promise<Common & { org: Org }> {
  const companyId = await maintenanceCompanyOf(request);
  const org = await request.org();
  return {
    tenant: request.tenant.company_code,
    companyId,
    by: request.user.uuid,
    org,
    siteName: (id: number) => org.sites.find((s) => s.site_id === id)?.site_name ?? '',
  };
}

/** POST Part/ReceiveStock: a quantity received at a site at a cost (the moving average cost follows). */
export const receiveStock = route(PartsApi.receiveStock, async (request) => {
  const c = await common(request);
  const { body } = request;
  companySite(c.org, c.companyId, body.site_id);
  const result = await recordMovement({
    ...c,
    partId: body.part_id,
    operation: 'Part/ReceiveStock',
    movementId: body.movement_id,
    body,
    receivedCost: body.unit_cost,
    changes: [
      {
        siteId: body.site_id,
        delta: body.quantity,
        kind: MovementKind.Receive,
        unitCost: body.unit_cost,
        reason: body.reason,
      },
    ],
  });
  return ok(result, PartMessages.received);
});

/** POST Part/AdjustStock: a site's quantity corrected up or down, with its reason. */
export const adjustStock = route(PartsApi.adjustStock, async (request) => {
  const c = await common(request);
  const { body } = request;
  companySite(c.org, c.companyId, body.site_id);
  const result = await recordMovement({
    ...c,
    partId: body.part_id,
    operation: 'Part/AdjustStock',
    movementId: body.movement_id,
    body,
    changes: [{ siteId: body.site_id, delta: body.quantity, kind: MovementKind.Adjust, reason: body.reason }],
  });
  return ok(result, PartMessages.adjusted);
});

/** POST Part/TransferStock: out of one site and into another, one transaction. */
export const transferStock = route(PartsApi.transferStock, async (request) => {
  const c = await common(request);
  const { body } = request;
  companySite(c.org, c.companyId, body.from_site_id);
  companySite(c.org, c.companyId, body.to_site_id);
  const result = await recordMovement({
    ...c,
    partId: body.part_id,
    operation: 'Part/TransferStock',
    movementId: body.movement_id,
    body,
    changes: [
      {
        siteId: body.from_site_id,
        delta: -body.quantity,
        kind: MovementKind.TransferOut,
        reason: body.reason,
        otherSiteId: body.to_site_id,
      },
      {
        siteId: body.to_site_id,
        delta: body.quantity,
        kind: MovementKind.TransferIn,
        reason: body.reason,
        otherSiteId: body.from_site_id,
      },
    ],
  });
  return ok(result, PartMessages.transferred);
});

/**
 * POST Part/UseStock: parts used on a task of a work order of the company, from the work order's
 * site. Maintenance staff use parts only on work orders assigned to them (another is not found,
 * as the work order calls answer them).
 */
export const useStock = route(PartsApi.useStock, async (request) => {
  const c = await common(request);
  const { body } = request;
  const wo = await getWorkOrder(c.tenant, body.wo_id);
  if (
    !wo ||
    wo.company_id !== c.companyId ||
    (request.roleId === Role.MaintenanceStaff && !(wo.assigned_to ?? []).includes(request.user.uuid))
  )
    throw notFound(PartMessages.workOrderNotFound);
  if (!wo.tasks.some((t) => t.task_id === body.task_id)) throw badRequest(PartMessages.taskNotFound);
  const result = await recordMovement({
    ...c,
    partId: body.part_id,
    operation: 'Part/UseStock',
    movementId: body.movement_id,
    body,
    changes: [
      {
        siteId: wo.site_id,
        delta: -body.quantity,
        kind: MovementKind.Use,
        reason: `${wo.wo_number} ${wo.title}`,
        woId: wo.wo_id,
        taskId: body.task_id,
      },
    ],
  });
  return ok(result, PartMessages.used);
});
