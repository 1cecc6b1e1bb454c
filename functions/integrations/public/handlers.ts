/**
 * The public API v1's resource routes (issue 28): assets read by the key's company's list index
 * (cursor pagination), one asset by id, and meter readings in bulk (Idempotency-Key required).
 */
import { AssetStatus } from '#shared/codes.js';
import { PublicApiV1 } from '#shared/integrations/api.js';
import { IntegrationMessages as M } from '#shared/integrations/messages.js';
import type { PublicAsset } from '#shared/integrations/schemas.js';
import {
  getAsset as readAsset,
  getAssets,
  readEntries,
  Sub,
  type AssetRecord,
} from '#functions/assets/index.js';
import { idempotent } from '#lib/idempotency.js';
import { applyReadings } from '../operations/meter-readings.js';
import { idempotencyKeyOf, PublicApiError, publicRoute } from './chain.js';
import { decodeCursor, pageOf } from './cursor.js';

export { issueToken } from './token.js';
export { getInspection, listInspections } from './inspections.js';
export { completeWorkOrder, createWorkOrder, getWorkOrder, listWorkOrders } from './work-orders.js';

/** An asset list entry's order (listing's sort keys: 1# or 2# by status, then the name). */
const ASSET_ORDER = /^[12]#/;

const statusOf = (status: number): PublicAsset['status'] =>
  status === AssetStatus.Active
    ? 'active'
    : status === AssetStatus.InMaintenance
      ? 'maintenance'
      : 'inactive';

const assetView = (a: AssetRecord): PublicAsset => ({
  id: a.asset_id,
  internal_id: a.internal_asset_id,
  name: a.name,
  company_id: a.company_id,
  site_id: a.site_id,
  model: a.model_name,
  model_year: a.model_year,
  serial_number: a.asset_serial_number,
  status: statusOf(a.status),
  meter_hours: a.meter_hours ?? null,
  updated_at: (a as { modified?: string }).modified ?? (a as { created?: string }).created ?? '',
});

export const listAssets = publicRoute(PublicApiV1.listAssets, 'assets:read', async ({ claims, query }) => {
  const after = decodeCursor(query.cursor, ASSET_ORDER);
  const entries = await readEntries(
    claims.tenant,
    claims.company_id,
    Sub.all,
    after
      ? { from: after, limit: query.limit + 1, keep: (e) => e.order !== after }
      : { limit: query.limit + 1 },
  );
  const page = entries.slice(0, query.limit);
  const records = new Map(
    (
      await getAssets(
        claims.tenant,
        page.map((e) => e.asset_id),
      )
    ).map((a) => [a.asset_id, a]),
  );
  const data = page.flatMap((e) => {
    const asset = records.get(e.asset_id);
    return asset && asset.company_id === claims.company_id ? [assetView(asset)] : [];
  });
  return { body: pageOf(data, entries.length > query.limit ? page[page.length - 1].order : null) };
});

export const getAsset = publicRoute(PublicApiV1.getAsset, 'assets:read', async ({ claims, params }) => {
  const asset = await readAsset(claims.tenant, params.id);
  if (!asset || asset.company_id !== claims.company_id)
    throw new PublicApiError(404, 'not_found', M.assetNotFound);
  return { body: assetView(asset) };
});

export const postMeterReadings = publicRoute(
  PublicApiV1.postMeterReadings,
  'meter-readings:write',
  async ({ claims, key, headers, body }) => {
    const idempotencyKey = idempotencyKeyOf(headers);
    const response = await idempotent(
      {
        tenant: claims.tenant,
        user: `APIKEY#${claims.key_id}`,
        operation: 'v1/meter-readings',
        key: idempotencyKey,
        request: body,
      },
      async (guard) => {
        const outcome = await applyReadings(
          claims.tenant,
          claims.company_id,
          { by: `API key ${key.name}`, source: `api:${key.name}` },
          body.readings,
        );
        if (outcome.problems.length)
          throw new PublicApiError(422, 'validation_failed', M.invalidBody, outcome.problems);
        // Stored after the writes (they are many transactions): a retry then answers this.
        // Killed between the two, a retry finds the readings already on the asset: "unchanged".
        await guard.store(outcome.response!);
        return outcome.response!;
      },
    );
    return { body: response };
  },
);
