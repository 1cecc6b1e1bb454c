/**
 * GET v1/inspections and GET v1/inspections/{id} (scope inspections:read): the key's company's
 * submitted inspections, read by the inspection list index's keys (inspections' public module),
 * a page after a cursor; one with its answers.
 */
import { PublicApiV1 } from '#shared/integrations/api.js';
import { IntegrationMessages as M } from '#shared/integrations/messages.js';
import { PUBLIC_STATUSES } from '#shared/integrations/rules.js';
import { companyInspection, companyInspectionsAfter } from '#functions/inspections/index.js';
import { PublicApiError, publicRoute } from './chain.js';
import { decodeCursor, pageOf } from './cursor.js';
import { inspectionDetailView, inspectionView } from './views.js';

/** An inspection list entry's order: the inverted submission time (13 digits), then the id. */
const INSPECTION_ORDER = /^\d{13}#[A-Za-z0-9_.-]{1,100}$/;

export const listInspections = publicRoute(
  PublicApiV1.listInspections,
  'inspections:read',
  async ({ claims, query }) => {
    const { inspections, next } = await companyInspectionsAfter(claims.tenant, claims.company_id, {
      limit: query.limit,
      after: decodeCursor(query.cursor, INSPECTION_ORDER),
      ...(query.status ? { status: PUBLIC_STATUSES.inspection[query.status] } : {}),
      ...(query.asset_id ? { assetId: query.asset_id } : {}),
      ...(query.since ? { sinceMs: Date.parse(query.since) } : {}),
    });
    return { body: pageOf(inspections.map(inspectionView), next) };
  },
);

export const getInspection = publicRoute(
  PublicApiV1.getInspection,
  'inspections:read',
  async ({ claims, params }) => {
    const record = await companyInspection(claims.tenant, claims.company_id, params.id);
    if (!record) throw new PublicApiError(404, 'not_found', M.inspectionNotFound);
    return { body: inspectionDetailView(record) };
  },
);
