/**
 * The integrations contract (issue 28 items 1 and 3): zod schemas of the company admin's API key
 * calls, the held readings review, and the public API v1 (its own OpenAPI document is generated
 * from these: functions/public-openapi.ts).
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { METER_HOURS_MAX } from '../assets/rules.js';
import { IntegrationMessages as M } from './messages.js';
import {
  API_KEY_DEFAULT_DAYS,
  API_KEY_MAX_DAYS,
  API_KEY_NAME_MAX,
  API_SCOPES,
  ASSET_PAGE_DEFAULT,
  ASSET_PAGE_MAX,
  METER_BATCH_MAX,
  PUBLIC_INSPECTION_STATUSES,
  PUBLIC_TASK_STATUSES,
  PUBLIC_WORK_ORDER_STATUSES,
} from './rules.js';
import { workOrderBody } from '../workorders/schemas.js';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export const apiScope = lazySchema(() => z.enum(API_SCOPES, { error: M.scopeInvalid }));

// ---- company admin: API keys ----

/** POST ApiKey/CreateApiKey. */
export const createApiKeyBody = lazySchema(() =>
  z.object({
    name: z.preprocess(
      (v) => (blank(v) ? undefined : v),
      z.string({ error: M.nameRequired }).trim().max(API_KEY_NAME_MAX, { error: M.nameTooLong }),
    ),
    scopes: z
      .array(apiScope, { error: M.scopesRequired })
      .min(1, { error: M.scopesRequired })
      .max(API_SCOPES.length, { error: M.scopeInvalid })
      .transform((s) => [...new Set(s)]),
    expires_in_days: z.preprocess(
      (v) => (blank(v) ? API_KEY_DEFAULT_DAYS : v),
      z.coerce
        .number({ error: M.expiryInvalid })
        .int({ error: M.expiryInvalid })
        .min(1, { error: M.expiryInvalid })
        .max(API_KEY_MAX_DAYS, { error: M.expiryInvalid }),
    ),
  }),
);
export type CreateApiKeyBody = z.infer<typeof createApiKeyBody>;

/** POST ApiKey/RevokeApiKey. */
export const revokeApiKeyBody = lazySchema(() =>
  z.object({
    key_id: z
      .string({ error: M.keyIdRequired })
      .trim()
      .regex(/^[a-z0-9]{8,40}$/, { error: M.keyNotFound }),
  }),
);

/** POST ApiKey/FilterApiKeys: the active company's keys (no filter yet). */
export const filterApiKeysBody = lazySchema(() => z.object({}).loose());

export const apiKeyRow = lazySchema(() =>
  z.object({
    key_id: z.string(),
    /** What the integrator sends as client_id (the tenant, company and key id). */
    client_id: z.string(),
    name: z.string(),
    scopes: z.array(z.string()),
    created_at: z.string(),
    created_by_name: z.string(),
    expires_at: z.string(),
    last_used_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
    /** Active, Expired or Revoked. */
    status: z.string(),
  }),
);
export type ApiKeyRow = z.infer<typeof apiKeyRow>;

/** The new key with its secret: the only answer that ever carries it. */
export const createdApiKey = lazySchema(() => apiKeyRow.extend({ client_secret: z.string() }));

// ---- held meter readings ----

export const filterHeldReadingsBody = lazySchema(() => z.object({}).loose());
export const reviewHeldReadingBody = lazySchema(() =>
  z.object({
    reading_id: z
      .string({ error: M.readingIdRequired })
      .trim()
      .regex(/^[A-Za-z0-9-]{8,60}$/, { error: M.readingNotFound }),
    approve: z.boolean({ error: M.approveRequired }),
  }),
);
export const heldReadingRow = lazySchema(() =>
  z.object({
    reading_id: z.string(),
    asset_id: z.number(),
    asset_name: z.string(),
    value: z.number(),
    at: z.string(),
    /** The asset's meter hours when the reading was held. */
    meter_hours_then: z.number(),
    reason: z.string(),
    reason_text: z.string(),
    source: z.string(),
    received_at: z.string(),
  }),
);
export type HeldReadingRow = z.infer<typeof heldReadingRow>;

// ---- public API v1 ----

/** Every public error: a stable code, a message, and per-item details where there are several. */
export const publicError = lazySchema(() =>
  z.object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z
        .array(z.object({ index: z.number().int().optional(), field: z.string(), message: z.string() }))
        .optional(),
    }),
  }),
);
export type PublicError = z.infer<typeof publicError>;

/** POST v1/oauth/token (RFC 6749 4.4; form-encoded or JSON; the client may also use HTTP Basic). */
export const tokenBody = lazySchema(() =>
  z.object({
    grant_type: z.string().max(40),
    client_id: z.string().max(200).optional(),
    client_secret: z.string().max(200).optional(),
    scope: z.string().max(400).optional(),
  }),
);
export const tokenResponse = lazySchema(() =>
  z.object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
    scope: z.string(),
  }),
);
/** RFC 6749 5.2 error answer of the token endpoint. */
export const tokenError = lazySchema(() => z.object({ error: z.string(), error_description: z.string() }));

export const publicAsset = lazySchema(() =>
  z.object({
    id: z.number().int(),
    internal_id: z.string(),
    name: z.string(),
    company_id: z.number().int(),
    site_id: z.number().int(),
    model: z.string(),
    model_year: z.string(),
    serial_number: z.string(),
    status: z.enum(['active', 'inactive', 'maintenance']),
    meter_hours: z.number().nullable(),
    updated_at: z.string(),
  }),
);
export type PublicAsset = z.infer<typeof publicAsset>;

export const assetListQuery = lazySchema(() =>
  z.object({
    limit: z.coerce.number().int().min(1).max(ASSET_PAGE_MAX).default(ASSET_PAGE_DEFAULT),
    cursor: z
      .string()
      .max(400)
      .regex(/^[A-Za-z0-9_-]+$/)
      .optional(),
  }),
);
export const assetPage = lazySchema(() =>
  z.object({ data: z.array(publicAsset), next_cursor: z.string().nullable() }),
);
export const assetParams = lazySchema(() =>
  z.object({ id: z.coerce.number().int().min(1).max(999_999_999_999) }),
);

// ---- public API v1: inspections (scope inspections:read) ----

const enumOf = <K extends string>(table: Record<K, number>) => Object.keys(table) as [K, ...K[]];

/** GET v1/inspections: a page (cursor), optionally of one status, of one asset, submitted since a time. */
export const inspectionListQuery = lazySchema(() =>
  assetListQuery.extend({
    status: z.enum(enumOf(PUBLIC_INSPECTION_STATUSES)).optional(),
    asset_id: z.coerce.number().int().min(1).max(999_999_999_999).optional(),
    /** Only inspections submitted at or after this time (ISO 8601 with its offset). */
    since: z.iso.datetime({ offset: true }).optional(),
  }),
);
export const inspectionParams = lazySchema(() =>
  z.object({
    id: z
      .string()
      .regex(/^[A-Za-z0-9_.-]{1,100}$/)
      .describe('The inspection id'),
  }),
);

/** A submitted inspection as a list row. */
export const publicInspection = lazySchema(() =>
  z.object({
    id: z.string(),
    company_id: z.number().int(),
    site_id: z.number().int(),
    asset_id: z.number().int(),
    asset_name: z.string(),
    internal_asset_id: z.string(),
    status: z.enum(enumOf(PUBLIC_INSPECTION_STATUSES)),
    /** When the operator submitted it (the device's time, bounded by the server's). */
    submitted_at: z.string(),
    approved_at: z.string().nullable(),
    operator_name: z.string(),
    manager_name: z.string().nullable(),
    shift: z.number().int(),
    meter_hours: z.number(),
    /** Not-ok answers that were not already open issues of the asset. */
    new_not_ok_count: z.number().int(),
    photo_count: z.number().int(),
  }),
);
export type PublicInspection = z.infer<typeof publicInspection>;

/** One inspection with its checklist's answers. */
export const publicInspectionDetail = lazySchema(() =>
  publicInspection.extend({
    form_id: z.string(),
    form_name: z.string(),
    operator_notes: z.string(),
    is_comment_important: z.boolean(),
    manager_notes: z.string(),
    answers: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        /** The form field's value type (shared/forms/rules.ts). */
        values_type: z.number().int(),
        value: z.string(),
        values: z.array(z.string()),
      }),
    ),
    new_not_ok: z.array(z.object({ id: z.string(), name: z.string() })),
    photo_names: z.array(z.string()),
    issue_ids: z.array(z.string()),
  }),
);
export type PublicInspectionDetail = z.infer<typeof publicInspectionDetail>;
export const inspectionPage = lazySchema(() =>
  z.object({ data: z.array(publicInspection), next_cursor: z.string().nullable() }),
);

// ---- public API v1: work orders (scopes workorders:read, workorders:write) ----

export const workOrderListQuery = lazySchema(() =>
  assetListQuery.extend({ status: z.enum(enumOf(PUBLIC_WORK_ORDER_STATUSES)).optional() }),
);
export const workOrderParams = lazySchema(() =>
  z.object({ id: z.coerce.number().int().min(1).max(999_999_999_999).describe('The work order id') }),
);

export const publicWorkOrder = lazySchema(() =>
  z.object({
    id: z.number().int(),
    number: z.string(),
    title: z.string(),
    description: z.string(),
    company_id: z.number().int(),
    site_id: z.number().int(),
    asset_id: z.number().int(),
    asset_name: z.string(),
    internal_asset_id: z.string(),
    /** 45 Low, 46 Medium, 47 High (as the body of a create takes it). */
    priority: z.number().int(),
    priority_name: z.string(),
    status: z.enum(enumOf(PUBLIC_WORK_ORDER_STATUSES)),
    /** yyyy-mm-dd. */
    due_date: z.string().nullable(),
    completed_date: z.string().nullable(),
    /** The maintenance request it was made from. */
    request_id: z.number().int().nullable(),
    /** The assignees' user ids. */
    assigned_to: z.array(z.string()),
    tasks: z.array(
      z.object({
        task_id: z.number().int(),
        code: z.string(),
        title: z.string(),
        status: z.enum(enumOf(PUBLIC_TASK_STATUSES)),
        estimated_minutes: z.number().int(),
        spent_minutes: z.number().int(),
      }),
    ),
    /** The tasks' labour cost (spent time × hourly rate), in the company's currency. */
    labour_total: z.number(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type PublicWorkOrder = z.infer<typeof publicWorkOrder>;
export const workOrderPage = lazySchema(() =>
  z.object({ data: z.array(publicWorkOrder), next_cursor: z.string().nullable() }),
);

/**
 * POST v1/work-orders: the web's create fields and rules (shared/workorders/schemas.ts
 * workOrderBody: its messages), without tasks, issues or attachments (the full page's first save).
 */
export const createWorkOrderBody = lazySchema(() =>
  workOrderBody.pick({ asset_id: true, title: true, description: true, priority: true, due_at: true }),
);
export type CreateWorkOrderBody = z.infer<typeof createWorkOrderBody>;
/** POST v1/work-orders/{id}/complete: `override` completes one whose tasks are not all Completed (or that has none). */
export const completeWorkOrderBody = lazySchema(() => z.object({ override: z.boolean().default(false) }));

export const meterReadingIn = lazySchema(() =>
  z.object({
    assetId: z.number().int().min(1).max(999_999_999_999),
    at: z.iso.datetime({ offset: true }),
    /** Whole hours, as the asset's meter keeps them (Asset/UpdateMeterHours's rule). */
    value: z.number().int().min(0).max(METER_HOURS_MAX),
  }),
);
export const meterReadingsBody = lazySchema(() =>
  z.object({
    readings: z.array(meterReadingIn).min(1).max(METER_BATCH_MAX, { error: M.batchTooLarge }),
  }),
);
export type MeterReadingIn = z.infer<typeof meterReadingIn>;

export const meterReadingResult = lazySchema(() =>
  z.object({
    index: z.number().int(),
    assetId: z.number().int(),
    /** applied: the asset's meter moved; unchanged: equal to it (nothing written); held: kept for review. */
    status: z.enum(['applied', 'unchanged', 'held']),
    reason: z.string().optional(),
  }),
);
export const meterReadingsResponse = lazySchema(() =>
  z.object({
    applied: z.number().int(),
    unchanged: z.number().int(),
    held: z.number().int(),
    results: z.array(meterReadingResult),
  }),
);
export type MeterReadingsResponse = z.infer<typeof meterReadingsResponse>;

// ---- the manager's upload of readings (the browser reads the CSV or xlsx file into text cells) ----

/** One row of the file as text, with its row number as the spreadsheet shows it (header is row 1). */
export const uploadReadingRow = lazySchema(() =>
  z.object({
    row: z.number().int().min(2).max(1_000_000),
    asset_id: z.string().max(40).default(''),
    asset_code: z.string().max(100).default(''),
    time: z.string().max(60).default(''),
    value: z.string().max(40).default(''),
  }),
);
export type UploadReadingRow = z.infer<typeof uploadReadingRow>;
export const uploadMeterReadingsBody = lazySchema(() =>
  z.object({
    /** A uuid the browser makes once per file: a retried upload answers the first result. */
    client_request_id: z.uuid({ error: M.uploadRequestIdInvalid }),
    file_name: z.string().trim().min(1).max(200),
    rows: z
      .array(uploadReadingRow)
      .min(1, { error: M.uploadEmpty })
      .max(METER_BATCH_MAX, { error: M.uploadTooLarge }),
  }),
);
export const uploadMeterReadingsResult = lazySchema(() =>
  z.object({
    applied: z.number().int(),
    unchanged: z.number().int(),
    held: z.number().int(),
  }),
);
