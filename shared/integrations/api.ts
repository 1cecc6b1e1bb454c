/**
 * The integrations endpoints (issue 28 items 1 and 3). Two contracts:
 *  - IntegrationsApi: the web app's calls (company admins' API keys, managers' held readings),
 *    the spec's envelope and paths in the project's style (`ApiKey/CreateApiKey`);
 *  - PublicApiV1: the versioned public API for integrators under /api/v1/, with real HTTP
 *    status codes and its own OpenAPI document (functions/public-openapi.ts). Its `auth: 'token'`
 *    means an API key's access token (functions/integrations/public/chain.ts verifies it), not
 *    a user's; PUBLIC_SCOPES names the scope each route needs.
 */
import { lazySchema } from '../common/lazy-schema.js';
import { endpoint, envelope, listEnvelope } from '../common/endpoint.js';
import { API_KEY_ADMIN_ROLES, HELD_READING_ROLES, type ApiScope } from './rules.js';
import {
  apiKeyRow,
  assetListQuery,
  assetPage,
  assetParams,
  completeWorkOrderBody,
  createWorkOrderBody,
  inspectionListQuery,
  inspectionPage,
  inspectionParams,
  publicInspectionDetail,
  publicWorkOrder,
  workOrderListQuery,
  workOrderPage,
  workOrderParams,
  createApiKeyBody,
  createdApiKey,
  filterApiKeysBody,
  filterHeldReadingsBody,
  heldReadingRow,
  meterReadingsBody,
  meterReadingsResponse,
  publicAsset,
  reviewHeldReadingBody,
  revokeApiKeyBody,
  tokenBody,
  tokenResponse,
  uploadMeterReadingsBody,
  uploadMeterReadingsResult,
} from './schemas.js';
import * as z from 'zod';

export const IntegrationsApi = {
  filterApiKeys: endpoint({
    method: 'POST',
    path: 'ApiKey/FilterApiKeys',
    summary: "The active company's API keys with their scopes, expiry, last use and status (never a secret)",
    auth: 'session',
    roles: API_KEY_ADMIN_ROLES,
    body: filterApiKeysBody,
    response: lazySchema(() => listEnvelope(apiKeyRow)),
  }),
  createApiKey: endpoint({
    method: 'POST',
    path: 'ApiKey/CreateApiKey',
    summary: 'Creates a named key with scopes and an expiry; the answer carries its secret, once',
    auth: 'session',
    roles: API_KEY_ADMIN_ROLES,
    body: createApiKeyBody,
    response: lazySchema(() => envelope(createdApiKey)),
  }),
  revokeApiKey: endpoint({
    method: 'POST',
    path: 'ApiKey/RevokeApiKey',
    summary: 'Revokes a key: its tokens are refused (401) from then on',
    auth: 'session',
    roles: API_KEY_ADMIN_ROLES,
    body: revokeApiKeyBody,
    response: lazySchema(() => envelope(apiKeyRow)),
  }),
  filterHeldReadings: endpoint({
    method: 'POST',
    path: 'MeterReading/FilterHeldReadings',
    summary: "The active company's meter readings held for review (backwards or implausible), oldest first",
    auth: 'session',
    roles: HELD_READING_ROLES,
    body: filterHeldReadingsBody,
    response: lazySchema(() => listEnvelope(heldReadingRow)),
  }),
  reviewHeldReading: endpoint({
    method: 'POST',
    path: 'MeterReading/ReviewHeldReading',
    summary: 'Approves (applies, as Asset/UpdateMeterHours does) or rejects a held reading',
    auth: 'session',
    roles: HELD_READING_ROLES,
    body: reviewHeldReadingBody,
    response: lazySchema(() => envelope(z.object({ reading_id: z.string(), applied: z.boolean() }))),
  }),
  uploadMeterReadings: endpoint({
    method: 'POST',
    path: 'MeterReading/UploadMeterReadings',
    summary:
      "A manager's file of meter readings (rows as text, at most 1,000): every row or none; backwards or implausible readings held for review",
    auth: 'session',
    roles: HELD_READING_ROLES,
    body: uploadMeterReadingsBody,
    response: lazySchema(() => envelope(uploadMeterReadingsResult)),
  }),
};

export const PublicApiV1 = {
  issueToken: endpoint({
    method: 'POST',
    path: 'v1/oauth/token',
    summary: 'Client-credentials grant: an API key id and secret for a short-lived access token',
    auth: 'public',
    body: tokenBody,
    response: tokenResponse,
  }),
  listAssets: endpoint({
    method: 'GET',
    path: 'v1/assets',
    summary: "The key's company's assets, by name, a page at a time (cursor)",
    auth: 'token',
    query: assetListQuery,
    response: assetPage,
  }),
  getAsset: endpoint({
    method: 'GET',
    path: 'v1/assets/{id}',
    summary: 'One asset of the key’s company',
    auth: 'token',
    params: assetParams,
    response: publicAsset,
  }),
  postMeterReadings: endpoint({
    method: 'POST',
    path: 'v1/meter-readings',
    summary:
      'Up to 1,000 meter readings; backwards or implausible ones are held for review; Idempotency-Key required',
    auth: 'token',
    body: meterReadingsBody,
    response: meterReadingsResponse,
  }),
  listInspections: endpoint({
    method: 'GET',
    path: 'v1/inspections',
    summary:
      "The key's company's submitted inspections, newest first, a page at a time (cursor); by status, asset, submitted since",
    auth: 'token',
    query: inspectionListQuery,
    response: inspectionPage,
  }),
  getInspection: endpoint({
    method: 'GET',
    path: 'v1/inspections/{id}',
    summary: 'One submitted inspection of the key’s company, with its answers',
    auth: 'token',
    params: inspectionParams,
    response: publicInspectionDetail,
  }),
  listWorkOrders: endpoint({
    method: 'GET',
    path: 'v1/work-orders',
    summary: "The key's company's work orders, newest first, a page at a time (cursor); by status",
    auth: 'token',
    query: workOrderListQuery,
    response: workOrderPage,
  }),
  getWorkOrder: endpoint({
    method: 'GET',
    path: 'v1/work-orders/{id}',
    summary: 'One work order of the key’s company, with its tasks',
    auth: 'token',
    params: workOrderParams,
    response: publicWorkOrder,
  }),
  createWorkOrder: endpoint({
    method: 'POST',
    path: 'v1/work-orders',
    summary:
      'Creates an Open work order on an asset of the key’s company (the web’s create rules and messages; no tasks); Idempotency-Key required',
    auth: 'token',
    body: createWorkOrderBody,
    response: publicWorkOrder,
  }),
  completeWorkOrder: endpoint({
    method: 'POST',
    path: 'v1/work-orders/{id}/complete',
    summary:
      'Completes a work order when every task is Completed, or with override (one without tasks needs it); Idempotency-Key required',
    auth: 'token',
    params: workOrderParams,
    body: completeWorkOrderBody,
    response: publicWorkOrder,
  }),
};

/** The scope each public route needs (null: the token endpoint, which takes no token). */
export const PUBLIC_SCOPES: Record<keyof typeof PublicApiV1, ApiScope | null> = {
  issueToken: null,
  listAssets: 'assets:read',
  getAsset: 'assets:read',
  postMeterReadings: 'meter-readings:write',
  listInspections: 'inspections:read',
  getInspection: 'inspections:read',
  listWorkOrders: 'workorders:read',
  getWorkOrder: 'workorders:read',
  createWorkOrder: 'workorders:write',
  completeWorkOrder: 'workorders:write',
};

/** The public routes that create a resource: they answer 201 Created (a retry too, with the first result). */
export const PUBLIC_CREATED: readonly (keyof typeof PublicApiV1)[] = ['createWorkOrder'];
