/**
 * The public API v1's work orders: GET v1/work-orders and GET v1/work-orders/{id} (scope
 * workorders:read), read by the work order list index's keys across the key's company's sites;
 * POST v1/work-orders (create, the web's create rules) and POST v1/work-orders/{id}/complete
 * (scope workorders:write), each with its Idempotency-Key: a retry answers the first result and
 * writes nothing (the record is written in the work order's own transaction), the same key with
 * another body is a 422, as on v1/meter-readings. Reads and writes go through workorders' public module.
 */
import { PublicApiV1 } from '#shared/integrations/api.js';
import { IntegrationMessages as M } from '#shared/integrations/messages.js';
import { PUBLIC_STATUSES } from '#shared/integrations/rules.js';
import type { PublicWorkOrder } from '#shared/integrations/schemas.js';
import { WorkOrderMessages } from '#shared/workorders/messages.js';
import { earliestToday, isDueDateAllowed } from '#shared/workorders/rules.js';
import { getAsset } from '#functions/assets/index.js';
import {
  companyWorkOrder,
  companyWorkOrdersAfter,
  completeCompanyWorkOrder,
  createCompanyWorkOrder,
  type Actor,
} from '#functions/workorders/index.js';
import { idempotent } from '#lib/idempotency.js';
import type { KeyClaims } from '../operations/access-tokens.js';
import type { ApiKeyRecord } from '../store/api-keys.js';
import { idempotencyKeyOf, PublicApiError, publicRoute } from './chain.js';
import { decodeCursor, pageOf } from './cursor.js';
import { workOrderView } from './views.js';

/** A work order list entry's order: the inverted creation time (13 digits), then the padded id. */
const WORK_ORDER_ORDER = /^\d{13}#\d{12}$/;

/** The key as the work order's history and list name who acted. */
const actorOf = (claims: KeyClaims, key: ApiKeyRecord): Actor => ({
  uuid: `APIKEY#${claims.key_id}`,
  name: `API key ${key.name}`,
});

const invalid = (field: string, message: string) =>
  new PublicApiError(422, 'validation_failed', M.invalidBody, [{ field, message }]);

export const listWorkOrders = publicRoute(
  PublicApiV1.listWorkOrders,
  'workorders:read',
  async ({ claims, query }) => {
    const { workOrders, next } = await companyWorkOrdersAfter(claims.tenant, claims.company_id, {
      limit: query.limit,
      after: decodeCursor(query.cursor, WORK_ORDER_ORDER),
      ...(query.status ? { status: PUBLIC_STATUSES.workOrder[query.status] } : {}),
    });
    return { body: pageOf(workOrders.map(workOrderView), next) };
  },
);

export const getWorkOrder = publicRoute(
  PublicApiV1.getWorkOrder,
  'workorders:read',
  async ({ claims, params }) => {
    const w = await companyWorkOrder(claims.tenant, claims.company_id, params.id);
    if (!w) throw new PublicApiError(404, 'not_found', WorkOrderMessages.workOrderNotFound);
    return { body: workOrderView(w) };
  },
);

export const createWorkOrder = publicRoute(
  PublicApiV1.createWorkOrder,
  'workorders:write',
  async ({ claims, key, headers, body }) => {
    const created = await idempotent<PublicWorkOrder>(
      {
        tenant: claims.tenant,
        user: `APIKEY#${claims.key_id}`,
        operation: 'v1/work-orders',
        key: idempotencyKeyOf(headers),
        request: body,
      },
      async (guard) => {
        const asset = await getAsset(claims.tenant, body.asset_id);
        if (!asset || asset.company_id !== claims.company_id) throw invalid('asset_id', M.unknownAsset);
        if (!isDueDateAllowed(body.due_at, undefined, earliestToday(new Date())))
          throw invalid('due_at', WorkOrderMessages.dueDatePast);
        const w = await createCompanyWorkOrder({
          tenant: claims.tenant,
          companyId: claims.company_id,
          asset,
          fields: body,
          by: actorOf(claims, key),
          records: (made) => guard.record(workOrderView(made)),
        });
        return workOrderView(w);
      },
    );
    return { status: 201, body: created };
  },
);

export const completeWorkOrder = publicRoute(
  PublicApiV1.completeWorkOrder,
  'workorders:write',
  async ({ claims, key, headers, params, body }) => {
    const completed = await idempotent<PublicWorkOrder>(
      {
        tenant: claims.tenant,
        user: `APIKEY#${claims.key_id}`,
        operation: 'v1/work-orders/complete',
        key: idempotencyKeyOf(headers),
        request: { id: params.id, ...body },
      },
      async (guard) =>
        workOrderView(
          await completeCompanyWorkOrder({
            tenant: claims.tenant,
            companyId: claims.company_id,
            woId: params.id,
            override: body.override,
            by: actorOf(claims, key),
            records: (done) => guard.record(workOrderView(done)),
          }),
        ),
    );
    return { body: completed };
  },
);
