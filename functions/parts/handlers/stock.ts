/**
 * Stock movements (issue 25 item 2): receive, adjust, transfer, use on a work order task. Each is
 * recorded by operations/movements.ts in one transaction with the quantities it changes; a
 * client-made movement_id makes a retry answer the first result.
 */
import { LOS_ANGELES } from '#shared/dates.js';
import { PartsApi } from '#shared/parts/api.js';
import { PartMessages } from '#shared/parts/messages.js';
import { MovementKind } from '#shared/parts/rules.js';
import { ok } from '#lib/envelope.js';
import { badRequest } from '#lib/errors.js';
import type { AuthedRequest, LambdaHandler } from '#lib/http.js';
import { route, type User } from '#functions/users/index.js';
import { maintenanceCompanyOf, type Org, type Tenant } from '#functions/tenancy/index.js';
import { recordMovement, type MovementRequest } from '../operations/movements.js';
import { companySite } from '../sites.js';
import { partsWorkOrder } from '../work-orders.js';

type StockEndpoint = (typeof PartsApi)['receiveStock' | 'adjustStock' | 'transferStock' | 'useStock'];
type StockRequest<E extends StockEndpoint> = AuthedRequest<E, Tenant, User, Org>;
/** Who moves stock where: the request's tenant, company, user and org. */
type Mover = Pick<MovementRequest, 'tenant' | 'companyId' | 'by' | 'siteName'> & { org: Org };
/** What a movement changes (its sites checked by the plan), and a receipt's cost. */
type Movement = Pick<MovementRequest, 'changes' | 'receivedCost'>;

async function moverOf(request: StockRequest<StockEndpoint>): Promise<Mover> {
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

/**
 * A stock movement's route: who moves (moverOf), what moves (`plan`, which checks the sites and
 * work order the body names and refuses before anything is written), recorded once per
 * movement_id under the route's name, answered with the route's message.
 */
function movementRoute<E extends StockEndpoint>(
  endpoint: E,
  message: string,
  plan: (
    body: StockRequest<E>['body'],
    mover: Mover,
    request: StockRequest<E>,
  ) => Movement | Promise<Movement>,
): LambdaHandler {
  return route(endpoint as StockEndpoint, async (request) => {
    const mover = await moverOf(request);
    // Every stock body names the part and the client's movement id (shared/parts/schemas.ts).
    const body = request.body as StockRequest<E>['body'] & { part_id: string; movement_id?: string };
    const movement = await plan(body, mover, request as StockRequest<E>);
    const result = await recordMovement({
      ...mover,
      partId: body.part_id,
      operation: endpoint.path,
      movementId: body.movement_id,
      body,
      ...movement,
    });
    return ok(result, message);
  });
}

/** POST Part/ReceiveStock: a quantity received at a site at a cost (the moving average cost follows). */
export const receiveStock = movementRoute(PartsApi.receiveStock, PartMessages.received, (body, mover) => {
  companySite(mover.org, mover.companyId, body.site_id);
  return {
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
  };
});

/** POST Part/AdjustStock: a site's quantity corrected up or down, with its reason. */
export const adjustStock = movementRoute(PartsApi.adjustStock, PartMessages.adjusted, (body, mover) => {
  companySite(mover.org, mover.companyId, body.site_id);
  return {
    changes: [{ siteId: body.site_id, delta: body.quantity, kind: MovementKind.Adjust, reason: body.reason }],
  };
});

/** POST Part/TransferStock: out of one site and into another, one transaction. */
export const transferStock = movementRoute(
  PartsApi.transferStock,
  PartMessages.transferred,
  (body, mover) => {
    companySite(mover.org, mover.companyId, body.from_site_id);
    companySite(mover.org, mover.companyId, body.to_site_id);
    return {
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
    };
  },
);

/**
 * POST Part/UseStock: parts used on a task of a work order of the company, from the work order's
 * site. Maintenance staff use parts only on work orders assigned to them (another is not found,
 * as the work order calls answer them).
 */
export const useStock = movementRoute(PartsApi.useStock, PartMessages.used, async (body, mover, request) => {
  const wo = await partsWorkOrder(mover.tenant, mover.companyId, body.wo_id, {
    roleId: request.roleId,
    uuid: request.user.uuid,
  });
  if (!wo.tasks.some((t) => t.task_id === body.task_id)) throw badRequest(PartMessages.taskNotFound);
  return {
    changes: [
      {
        siteId: wo.site_id,
        delta: -body.quantity,
        kind: MovementKind.Use,
        reason: `${wo.wo_number} ${wo.title}`,
        woId: wo.wo_id,
        taskId: body.task_id,
        costOf: {
          assetId: wo.asset_id,
          siteId: wo.site_id,
          companyId: wo.company_id,
          timezone: mover.org.sites.find((s) => s.site_id === wo.site_id)?.timezone || LOS_ANGELES,
        },
      },
    ],
  };
});
