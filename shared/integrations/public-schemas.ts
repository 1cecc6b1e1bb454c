/**
 * The public API v1 (issue 28 item 3): zod schemas of its errors, the token endpoint, assets,
 * inspections and work orders (its own OpenAPI document is generated from these and
 * ./reading-schemas.ts: functions/public-openapi.ts).
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { ASSET_PAGE_DEFAULT, ASSET_PAGE_MAX, PUBLIC_STATUSES } from './rules.js';
import { workOrderBody } from '../workorders/schemas.js';

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
    status: z.enum(enumOf(PUBLIC_STATUSES.inspection)).optional(),
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
    status: z.enum(enumOf(PUBLIC_STATUSES.inspection)),
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
  assetListQuery.extend({ status: z.enum(enumOf(PUBLIC_STATUSES.workOrder)).optional() }),
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
    status: z.enum(enumOf(PUBLIC_STATUSES.workOrder)),
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
        status: z.enum(enumOf(PUBLIC_STATUSES.task)),
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
