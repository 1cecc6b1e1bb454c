/**
 * The maintenance requests calls' contract (spec maintenance 3 'Maintenance request', 5, 7
 * 'Maintenance requests'; core 7 GetMaintenanceRequestOpenStatusCount) and the portal's: zod
 * request and response schemas with the spec's texts, wire names as the spec writes them.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { idList, pageNumber, searchText, text } from '../common/readers.js';
import { Messages } from '../messages.js';
import { RequestMessages } from './messages.js';
import {
  DEFAULT_PRIORITY,
  isPriority,
  PORTAL_PHOTO_MAX_BYTES,
  PORTAL_PHOTO_TYPES,
  PORTAL_TOKEN_PATTERN,
  REQUEST_DESCRIPTION_MAX,
  REQUEST_FILTER_TYPES,
  REQUEST_TITLE_MAX,
  REQUEST_TYPE_FILTERS,
  RESOLVE_REASON_MAX,
} from './rules.js';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const toNumber = (v: unknown) => (blank(v) ? undefined : typeof v === 'string' ? Number(v.trim()) : v);

/** A required text: absent or blank gives `required`; longer than max gives `tooLong`. */
export const requiredText = (required: string, max: number, tooLong: string = Messages.invalidRequest) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === 'number' ? String(v) : v),
    z.string({ error: required }).trim().max(max, { error: tooLong }),
  );

/** A required positive id (number or numeric text). */
export const requiredId = (message: string) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: message })
      .int({ error: message })
      .positive({ error: message })
      .max(Number.MAX_SAFE_INTEGER, { error: message }),
  );
/** An optional id: absent, null, '' or 0 reads as null. */
export const nullableId = lazySchema(() =>
  z.preprocess(
    (v) => (blank(v) || v === 0 || v === '0' ? null : toNumber(v)),
    z
      .number({ error: Messages.invalidRequest })
      .int({ error: Messages.invalidRequest })
      .positive({ error: Messages.invalidRequest })
      .max(Number.MAX_SAFE_INTEGER, { error: Messages.invalidRequest })
      .nullable(),
  ),
);
/** Priority 45/46/47; absent means Low (spec 4 default). */
export const priorityField = lazySchema(() =>
  z.preprocess(
    (v) => (blank(v) ? DEFAULT_PRIORITY : toNumber(v)),
    z
      .number({ error: RequestMessages.priorityInvalid })
      .refine(isPriority, { error: RequestMessages.priorityInvalid }),
  ),
);
const codeOf = (allowed: readonly number[]) =>
  z.preprocess(
    (v) => (blank(v) ? 0 : toNumber(v)),
    z
      .number({ error: Messages.invalidRequest })
      .refine((n) => allowed.includes(n), { error: Messages.invalidRequest }),
  );

/** Spec 7 list paging: pageIndex and pageSize; the initial load sends 0 and 0, read as the first page of 20. */
export const camelPaging = {
  pageSize: pageNumber(20, 100).transform((n) => n || 20),
  pageIndex: pageNumber(1, 100_000).transform((n) => Math.max(n, 1)),
};

// ---- the list (POST MaintenanceRequest/GetAllMaintenanceRequest) and its options ----

export const requestListBody = lazySchema(() =>
  z.object({
    ...camelPaging,
    mr_id: idList('mr_id'),
    search_string: searchText,
    mr_filter_type: codeOf(REQUEST_FILTER_TYPES),
    type: codeOf(REQUEST_TYPE_FILTERS),
    /** The requestors' uuids (a single one or a list). */
    requested_by: z.preprocess(
      (v) => (blank(v) ? [] : Array.isArray(v) ? v : [v]),
      z
        .array(
          z
            .string({ error: Messages.invalidRequest })
            .trim()
            .min(1, { error: Messages.invalidRequest })
            .max(64, { error: Messages.invalidRequest }),
        )
        .max(100, { error: Messages.invalidRequest }),
    ),
  }),
);
export type RequestListBody = z.infer<typeof requestListBody>;
export const requestOptionBody = lazySchema(() =>
  requestListBody.extend({ option_search_string: searchText }),
);
export type RequestOptionBody = z.infer<typeof requestOptionBody>;

export const requestAsset = lazySchema(() =>
  z.object({
    asset_id: z.number(),
    internal_asset_id: z.string(),
    name: z.string(),
    meter_hours: z.number(),
  }),
);
export const linkedWorkOrder = lazySchema(() =>
  z.object({ wo_id: z.number(), wo_number: z.string(), title: z.string() }),
);
/** Spec 3 'Issue (link list)' as a request shows it. */
export const requestIssue = lazySchema(() =>
  z.object({
    issue_uuid: z.string(),
    issue_number: z.string(),
    name: z.string(),
    status: z.number(),
  }),
);

/** Spec 3 'Maintenance request'. */
export const requestRow = lazySchema(() =>
  z.object({
    mr_id: z.number(),
    title: z.string(),
    description: z.string(),
    asset_id: z.number(),
    asset: requestAsset,
    priority: z.number(),
    priority_name: z.string(),
    mr_type: z.number(),
    mr_type_name: z.string(),
    requested_by: z.string(),
    requested_by_name: z.string(),
    status: z.number(),
    status_name: z.string(),
    /** The linked work order's status and number; null when none. */
    work_order_status: z.number().nullable(),
    work_order_status_name: z.string().nullable(),
    work_order_number: z.string().nullable(),
    wo_id: z.number().nullable(),
    /** '3 hours', '2 days' since the request was raised. */
    time_elapsed: z.string(),
    created_at: z.string(),
    site_id: z.number(),
    inspection_id: z.string().nullable(),
    meter_at_inspection: z.number().nullable(),
    resolve_reason: z.string().nullable(),
    /** Raised from the no-sign-in portal (type 52). */
    is_portal: z.boolean(),
    /** The portal report's photo, by a short-lived URL; null when none. */
    photo_url: z.string().nullable(),
  }),
);
export type RequestRow = z.infer<typeof requestRow>;

/** The View and Edit panels: the row with its linked work order(s) and issues. */
export const requestDetail = lazySchema(() =>
  requestRow.extend({
    workOrders: z.array(linkedWorkOrder),
    issues: z.array(requestIssue),
  }),
);
export type RequestDetail = z.infer<typeof requestDetail>;

export const requestedByOption = lazySchema(() =>
  z.object({ requested_by: z.string(), requested_by_name: z.string() }),
);

// ---- add/update, resolve, details ----

/**
 * POST MaintenanceRequest/AddUpdateMaintenanceRequest. Create: title, description, asset_id, priority.
 * Update (mr_id): the Edit panel changes the description and links or unlinks a work order
 * (wo_id, null to unlink); title, asset, priority may also change; mr_type and status are read-only
 * (status follows the link and Resolve).
 */
export const requestBody = lazySchema(() =>
  z.object({
    mr_id: nullableId,
    title: requiredText(RequestMessages.titleRequired, REQUEST_TITLE_MAX, RequestMessages.titleTooLong),
    description: requiredText(
      RequestMessages.descriptionRequired,
      REQUEST_DESCRIPTION_MAX,
      RequestMessages.descriptionTooLong,
    ),
    asset_id: requiredId(RequestMessages.assetRequired),
    priority: priorityField,
    mr_type: z.unknown().optional(),
    status: z.unknown().optional(),
    wo_id: nullableId.optional(),
  }),
);
export type RequestBody = z.infer<typeof requestBody>;

/** POST MaintenanceRequest/ResolveMaintenanceRequest. */
export const resolveBody = lazySchema(() =>
  z.object({
    mr_id: requiredId(RequestMessages.requestNotFound),
    resolve_reason: requiredText(
      RequestMessages.reasonRequired,
      RESOLVE_REASON_MAX,
      RequestMessages.reasonTooLong,
    ),
  }),
);
export type ResolveBody = z.infer<typeof resolveBody>;

export const requestIdParams = lazySchema(() =>
  z.object({ mr_id: requiredId(RequestMessages.requestNotFound) }),
);

/**
 * POST MaintenanceRequest/CreateRequestFromInspection (type 53): a manager raises a request from an
 * issue (issue_uuid) or an inspection (inspection_id); the request keeps the inspection and its meter reading.
 */
export const requestFromInspectionBody = lazySchema(() =>
  z
    .object({
      issue_uuid: text(64),
      inspection_id: text(64),
      title: requiredText(RequestMessages.titleRequired, REQUEST_TITLE_MAX, RequestMessages.titleTooLong),
      description: requiredText(
        RequestMessages.descriptionRequired,
        REQUEST_DESCRIPTION_MAX,
        RequestMessages.descriptionTooLong,
      ),
      priority: priorityField,
    })
    .refine((b) => Boolean(b.issue_uuid || b.inspection_id), {
      error: RequestMessages.sourceRequired,
      path: ['issue_uuid'],
    }),
);
export type RequestFromInspectionBody = z.infer<typeof requestFromInspectionBody>;

export const savedRequest = lazySchema(() =>
  z.object({ mr_id: z.number(), status: z.number(), wo_id: z.number().nullable() }),
);

/** Core 7: GET MaintenanceRequest/GetMaintenanceRequestOpenStatusCount reads openMRCount. */
export const openCount = lazySchema(() => z.object({ openMRCount: z.number().int().min(0) }));

/** GET MaintenanceRequest/GetAllWorkOrderWithNoMR/{assetId}?pageindex&pagesize=20&searchstring. */
export const noRequestWorkOrderParams = lazySchema(() =>
  z.object({ assetId: requiredId(RequestMessages.assetRequired) }),
);
export const noRequestWorkOrderQuery = lazySchema(() =>
  z.object({
    pageindex: pageNumber(1, 100_000).transform((n) => Math.max(n, 1)),
    pagesize: pageNumber(20, 100).transform((n) => n || 20),
    searchstring: searchText,
  }),
);

// ---- the no-sign-in portal (ours) ----

/** The portal token in the label's QR URL: random, one per asset; anything else is refused as the same 'not valid'. */
export const portalParams = lazySchema(() =>
  z.object({
    token: z
      .string({ error: RequestMessages.portalLinkInvalid })
      .regex(PORTAL_TOKEN_PATTERN, { error: RequestMessages.portalLinkInvalid }),
  }),
);
/** Only the asset's name, nothing else of the tenant. */
export const portalAsset = lazySchema(() => z.object({ name: z.string() }));

/** The photo's type and its size in bytes: the upload URL signs both, so storage refuses another size. */
export const portalPhotoBody = lazySchema(() =>
  z.strictObject({
    content_type: z.enum(PORTAL_PHOTO_TYPES, { error: RequestMessages.portalPhotoInvalid }),
    size: z
      .number({ error: RequestMessages.portalPhotoInvalid })
      .int({ error: RequestMessages.portalPhotoInvalid })
      .min(1, { error: RequestMessages.portalPhotoInvalid })
      .max(PORTAL_PHOTO_MAX_BYTES, { error: RequestMessages.portalPhotoInvalid }),
  }),
);
/** A presigned PUT for one photo (expires in minutes); `photo` is what the report then names. */
export const portalPhotoUpload = lazySchema(() =>
  z.object({
    upload_url: z.string(),
    photo: z.string(),
    content_type: z.string(),
  }),
);

/** The report: title, description, an optional photo from GetPhotoUploadUrl; unknown fields are refused. */
export const portalReportBody = lazySchema(() =>
  z.strictObject({
    title: requiredText(RequestMessages.titleRequired, REQUEST_TITLE_MAX, RequestMessages.titleTooLong),
    description: requiredText(
      RequestMessages.descriptionRequired,
      REQUEST_DESCRIPTION_MAX,
      RequestMessages.descriptionTooLong,
    ),
    photo: z
      .preprocess(
        (v) => (blank(v) ? null : v),
        z
          .string({ error: RequestMessages.portalPhotoInvalid })
          .regex(/^portal\/[A-Za-z0-9_-]{16,64}\.(jpg|png|webp)$/, {
            error: RequestMessages.portalPhotoInvalid,
          })
          .nullable(),
      )
      .optional(),
  }),
);
export type PortalReportBody = z.infer<typeof portalReportBody>;
export const portalReported = lazySchema(() => z.object({ reported: z.literal(true) }));
