/**
 * The assets calls' contract (spec core 3 'Asset list row', 'Asset detail', 'Meter hour history
 * row', 'Asset create payload', 'Asset bulk upload', 'Activity'; maintenance 3 'Hierarchy
 * asset'; core 7 'Assets'): zod request and response schemas, with the spec's texts.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { AssetStatus } from '../codes.js';
import { idList, optionalId, paging, readId, searchText, text, textList } from '../common/readers.js';
import { Messages } from '../messages.js';
import { AssetMessages } from './messages.js';
import { importId, importUploadBodyOf } from '../common/import-jobs.js';
import {
  AssetListStatus,
  INTERNAL_ID_MAX,
  LABEL_JOB_MAX,
  MAX_UPLOAD_ROWS,
  METER_HOURS_MAX,
  MODEL_YEAR_MAX_LENGTH,
} from './rules.js';

/** A numeric asset id from a number or a numeric string. */
export const assetId = lazySchema(() =>
  z.preprocess(readId, z.number({ error: AssetMessages.assetNotFound })),
);

/** A required text; `field` names it in the too-long message (else 'Invalid request': not typed by a user). */
const required = (message: string, max = 100, field?: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : (v ?? '')),
    z
      .string({ error: message })
      .trim()
      .min(1, { error: message })
      .max(max, { error: field ? AssetMessages.tooLong(field, max) : Messages.invalidRequest }),
  );
const optional = (max = 100, field?: string) =>
  text(max, field ? AssetMessages.tooLong(field, max) : undefined).transform((s) => s ?? '');

/** Internal ids are digits (spec 5), read from numbers or text ('1001', 1001, ' 1001 '). */
export const internalAssetId = lazySchema(() =>
  required(AssetMessages.internalIdRequired, INTERNAL_ID_MAX, 'Internal Asset ID').pipe(
    z.string().regex(/^\d+$/, { error: AssetMessages.internalIdDigits }),
  ),
);
const modelYearOptional = lazySchema(() =>
  optional(MODEL_YEAR_MAX_LENGTH + 10)
    .pipe(z.string().regex(/^\d*$/, { error: AssetMessages.modelYearDigits }))
    .pipe(z.string().max(MODEL_YEAR_MAX_LENGTH, { error: AssetMessages.modelYearLength })),
);

// ---- the list (POST Asset/FilterAsset and its options) ----

const listStatus = lazySchema(() =>
  z.preprocess(
    (v) =>
      v === undefined || v === null || v === '' ? AssetListStatus.All : typeof v === 'string' ? Number(v) : v,
    z.union(
      [
        z.literal(AssetListStatus.All),
        z.literal(AssetListStatus.Active),
        z.literal(AssetListStatus.Inactive),
      ],
      { error: Messages.invalidRequest },
    ),
  ),
);

export const assetListBody = lazySchema(() =>
  z.object({
    ...paging,
    user_id: text(64),
    site_id: idList('site_id'),
    company_id: idList('company_id'),
    status: listStatus,
    asset_id: idList('asset_id'),
    internal_asset_id: textList(20),
    model_name: textList(100),
    model_year: textList(10),
    /** 1: only assets with open issues. */
    show_open_issues: z.preprocess(
      (v) => (v === '1' || v === 1 || v === true ? 1 : 0),
      z.union([z.literal(0), z.literal(1)]),
    ),
    search_string: searchText,
  }),
);
export type AssetListBody = z.infer<typeof assetListBody>;

export const assetOptionBody = lazySchema(() => assetListBody.extend({ option_search_string: searchText }));
export type AssetOptionBody = z.infer<typeof assetOptionBody>;

/**
 * A row of POST Asset/FilterAsset. Both column readings of spec 2.6 are served (the screen
 * shows Open Issues, Model and Model Year; see the list page for why).
 */
export const assetRow = lazySchema(() =>
  z.object({
    asset_id: z.number(),
    name: z.string(),
    internal_asset_id: z.string(),
    openIssuesCount: z.number(),
    company_id: z.number(),
    company_name: z.string(),
    model_name: z.string(),
    model_year: z.string(),
    site_id: z.number(),
    site_name: z.string(),
    status: z.number(),
    status_name: z.string(),
    criticality_index: z.number().nullable(),
    condition_index: z.number().nullable(),
    levels: z.number(),
    /** When the asset went down, while it is down (issue 25 item 5); null when it is in service. */
    down_since: z.string().nullable().optional(),
  }),
);
export type AssetRow = z.infer<typeof assetRow>;

export const assetNameOption = lazySchema(() =>
  z.object({
    asset_id: z.number(),
    name: z.string(),
    internal_asset_id: z.string(),
  }),
);
export const assetCompanyOption = lazySchema(() =>
  z.object({ company_id: z.number(), company_name: z.string() }),
);
export const assetModelOption = lazySchema(() => z.object({ model_name: z.string() }));
export const assetModelYearOption = lazySchema(() => z.object({ model_year: z.string() }));
export const assetSiteOption = lazySchema(() =>
  z.object({
    site_id: z.number(),
    site_name: z.string(),
    company_id: z.number(),
  }),
);
export const assetStatusOption = lazySchema(() => z.object({ status: z.number(), status_name: z.string() }));

// ---- details, edit, meter history, activity ----

export const assetParams = lazySchema(() => z.object({ asset_id: assetId }));

export const assetDetail = lazySchema(() =>
  z.object({
    asset_id: z.number(),
    internal_asset_id: z.string(),
    name: z.string(),
    /** A presigned GET URL of the photo in S3 (expires in an hour), or null. */
    asset_photo: z.string().nullable(),
    asset_type: z.string(),
    product_name: z.string(),
    model_name: z.string(),
    model_year: z.string(),
    asset_serial_number: z.string(),
    current_stage: z.string(),
    inspectionform_id: z.string().nullable(),
    inspectionform_name: z.string().nullable(),
    company_id: z.number(),
    company_name: z.string(),
    site_id: z.number(),
    site_name: z.string(),
    timezone: z.string(),
    status: z.number(),
    status_name: z.string(),
    meter_hours: z.number().nullable(),
    openIssuesCount: z.number(),
    parent_internal_asset_id: z.string().nullable(),
    levels: z.number(),
    criticality_index: z.number().nullable(),
    condition_index: z.number().nullable(),
    /** When the asset went down, while it is down (issue 25 item 5); null when it is in service. */
    down_since: z.string().nullable().optional(),
    /** Filled by the inspections and work orders domains; empty until they have rows for the asset. */
    inspections: z.array(z.unknown()),
    workOrders: z.array(z.unknown()),
  }),
);
export type AssetDetail = z.infer<typeof assetDetail>;

export const assetStatusBody = lazySchema(() =>
  z.object({
    asset_id: assetId,
    status: z.preprocess(
      readId,
      z.union(Object.values(AssetStatus).map((s) => z.literal(s)) as [z.ZodLiteral<3>, z.ZodLiteral<4>], {
        error: AssetMessages.statusRequired,
      }),
    ),
    updatedby: text(64),
  }),
);
export const assetStatusChanged = lazySchema(() =>
  z.object({
    asset_id: z.number(),
    status: z.number(),
    status_name: z.string(),
  }),
);

/** Meter hours: whole, not negative (the 'not below the last reading' rule needs the store). */
export const meterHoursValue = lazySchema(() =>
  z.preprocess(
    (v) =>
      v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
        ? undefined
        : typeof v === 'string'
          ? Number(v)
          : v,
    z
      .number({ error: AssetMessages.meterRequired })
      .min(0, { error: AssetMessages.meterNegative })
      // The limit before the whole-number check, as meterHoursError: 1e99 is over the limit, not a fraction.
      // The text is made when needed: it formats the limit with Intl, whose first use costs a cold start.
      .max(METER_HOURS_MAX, { error: () => AssetMessages.meterTooHigh(METER_HOURS_MAX) })
      .int({ error: AssetMessages.meterWhole }),
  ),
);
export const meterHoursBody = lazySchema(() =>
  z.object({
    asset_id: assetId,
    meter_hours: meterHoursValue,
    requested_by: text(64),
  }),
);
export const meterHoursChanged = lazySchema(() =>
  z.object({ asset_id: z.number(), meter_hours: z.number() }),
);

export const meterHistoryBody = lazySchema(() =>
  z.object({ ...paging, asset_id: assetId, search_string: text(100) }),
);
export const meterHistoryRow = lazySchema(() =>
  z.object({
    updated_at: z.string(),
    timezone: z.string(),
    meter_hours: z.number(),
    updated_by_name: z.string(),
  }),
);
export type MeterHistoryRow = z.infer<typeof meterHistoryRow>;

export const activityQuery = lazySchema(() =>
  z.object({
    ...paging,
    filter_type: z.preprocess(
      (v) => (v === undefined || v === '' ? 0 : Number(v)),
      z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: Messages.invalidRequest }),
    ),
    /** Without it: the activity of the caller's active site(s) (the dashboard's feed). */
    asset_id: z.preprocess(readId, z.number().optional()),
  }),
);
export const activityRow = lazySchema(() =>
  z.object({
    activity_id: z.string(),
    activity_type: z.number(),
    activity_message: z.string(),
    updated_by_name: z.string(),
    created_at: z.string(),
    timezone: z.string(),
    asset_id: z.number(),
    internal_asset_id: z.string(),
    asset_name: z.string(),
  }),
);
export type ActivityRow = z.infer<typeof activityRow>;

export const assetFormQuery = lazySchema(() => z.object({ assetid: assetId, ...paging }));

// ---- labels ----

const chosenAssets = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(assetId, { error: AssetMessages.selectAtLeastOneAsset })
      .min(1, { error: AssetMessages.selectAtLeastOneAsset })
      .max(max, { error: Messages.invalidRequest }),
  );

export const assetBarcodeBody = lazySchema(() => z.object({ assetList: chosenAssets(1000) }));

/** POST Report/ExportAssetLabels: the label sheet of a large selection, drawn by a job. */
export const assetLabelJobBody = lazySchema(() => z.object({ assetList: chosenAssets(LABEL_JOB_MAX) }));

// ---- add, update, types, bulk upload ----

export const assetTypeParams = lazySchema(() =>
  z.object({
    pageindex: z.coerce.number().int().min(0).default(1),
    pagesize: z.coerce.number().int().min(0).max(100).default(40),
    /** '-' or blank for no search. */
    search: z.string().max(100).default('-'),
  }),
);
export const assetTypeRow = lazySchema(() => z.object({ asset_type_id: z.number(), name: z.string() }));

/** POST Asset/AddUpdateAsset: the create payload (spec 3); with asset_id it updates that asset. */
export const assetPayload = lazySchema(() =>
  z.object({
    asset_id: z.preprocess(readId, z.number().nullish()),
    internal_asset_id: internalAssetId,
    // The manual add form's labels name the typed fields.
    name: required(AssetMessages.nameRequired, 200, 'Asset Name'),
    asset_type: optional(100, 'Asset Type'),
    product_name: optional(100, 'Make/Product'),
    model_name: optional(100, 'Model'),
    model_year: modelYearOptional,
    asset_serial_number: optional(100, 'Serial Number'),
    current_stage: optional(100, 'Current Stage'),
    inspectionform_id: required(AssetMessages.inspectionFormRequired, 64),
    company_id: z.preprocess(readId, z.number({ error: AssetMessages.companyRequired })),
    site_id: z.preprocess(readId, z.number({ error: AssetMessages.siteRequired })),
    /** '3' Active, '4' the other (spec 3); defaults to Active. */
    status: z.preprocess(
      (v) => readId(v) ?? AssetStatus.Active,
      z.union(Object.values(AssetStatus).map((s) => z.literal(s)) as [z.ZodLiteral<3>, z.ZodLiteral<4>], {
        error: AssetMessages.statusRequired,
      }),
    ),
    /** The parent's internal id; empty for a top-level asset. */
    parent: optional(20, 'Parent Asset (Internal ID)').pipe(
      z.string().regex(/^\d*$/, { error: AssetMessages.parentUnknown }),
    ),
    children: optional(20),
    criticality_index: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number().min(0).max(10).optional(),
    ),
    condition_index: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number().min(0).max(10).optional(),
    ),
  }),
);
export type AssetPayload = z.infer<typeof assetPayload>;
export const savedAsset = lazySchema(() => z.object({ asset_id: z.number(), internal_asset_id: z.string() }));

/**
 * One spreadsheet row (spec 3 'AssetRequestModel', 5 'Spreadsheet asset upload'): every field
 * required; the browser checks each row with this before sending, the server again.
 */
export const uploadRow = lazySchema(() =>
  z.object({
    internal_asset_id: internalAssetId,
    // A row names its columns as the spec's required texts do.
    name: required(AssetMessages.nameRequired, 200, 'Asset Name'),
    asset_type: required(AssetMessages.assetTypeRequired, 100, 'Asset Type'),
    product_name: required(AssetMessages.productNameRequired, 100, 'Product Name'),
    model_name: required(AssetMessages.modelNameRequired, 100, 'Model Number'),
    model_year: required(AssetMessages.modelYearRequired, MODEL_YEAR_MAX_LENGTH + 10)
      .pipe(z.string().regex(/^\d+$/, { error: AssetMessages.modelYearDigits }))
      .pipe(z.string().max(MODEL_YEAR_MAX_LENGTH, { error: AssetMessages.modelYearLength })),
    asset_serial_number: required(AssetMessages.serialRequired, 100, 'Serial No.'),
    current_stage: required(AssetMessages.currentStageRequired, 100, 'Current Stage'),
    /** A form id or a form name of the company. */
    inspectionform_id: required(AssetMessages.inspectionFormRequired, 200),
    /** A site name of the company; blank puts the asset on the chosen site. */
    site_location: optional(200),
    children: optional(2000),
  }),
);
export type UploadRow = z.infer<typeof uploadRow>;

export const bulkUploadBody = lazySchema(() =>
  z.object({
    company_id: z.preprocess(readId, z.number({ error: AssetMessages.companyRequired })),
    /** The site for rows without a Functional location. */
    site_id: z.preprocess(readId, z.number().nullish()),
    AssetRequestModel: z
      .array(z.record(z.string(), z.unknown()), { error: AssetMessages.fileEmpty })
      .min(1, { error: AssetMessages.fileEmpty })
      .max(MAX_UPLOAD_ROWS, { error: AssetMessages.tooManyRows }),
  }),
);

export { uploadProblem, type UploadProblem } from '../common/import-jobs.js';
export const bulkUploadResult = lazySchema(() => z.object({ created: z.number() }));

// ---- the import job (a file over IMPORT_SYNC_MAX_ROWS rows: shared/common/import-jobs.ts) ----

export {
  importHistoryParams,
  importId,
  importParams,
  importProblems,
  importRow,
  importUpload,
  type ImportRow,
} from '../common/import-jobs.js';
/** POST Asset/ImportUploadUrl: a presigned PUT for the checked rows' JSON (its length signed). */
export const importUploadBody = lazySchema(() => importUploadBodyOf(AssetMessages.fileEmpty));
/** What the uploaded JSON holds: the rows as Asset/BulkUploadAssets takes them. */
export const importRowsFile = lazySchema(() => bulkUploadBody.pick({ AssetRequestModel: true }));
/** POST Asset/StartAssetImport: the uploaded rows of that id, for the company (and default site) chosen. */
export const startImportBody = lazySchema(() =>
  bulkUploadBody.omit({ AssetRequestModel: true }).extend({
    import_id: importId,
    file_name: required(AssetMessages.fileRequired, 200),
  }),
);

// ---- hierarchy and cluster (maintenance 2.12, 3, 7) ----

/** The hierarchy call (maintenance 7) is the list payload; with parent_internal_asset_id it pages that asset's children, else the top-level assets. */
export const hierarchyBody = lazySchema(() =>
  assetListBody.extend({
    parent_internal_asset_id: text(20).transform((s) => s ?? ''),
  }),
);

export const hierarchyRow = lazySchema(() =>
  z.object({
    asset_id: z.number(),
    internal_asset_id: z.string(),
    parent_internal_asset_id: z.string().nullable(),
    name: z.string(),
    levels: z.number(),
    site_name: z.string(),
    site_id: z.number(),
    /** How many child units it has (the tree shows an expander when above 0). */
    children_count: z.number(),
  }),
);
export type HierarchyRow = z.infer<typeof hierarchyRow>;

export const clusterQuery = lazySchema(() => z.object({ company_id: optionalId, site_id: optionalId }));
/** A site of the cluster with its asset counts (from the list index's counters: no asset is read). */
export const clusterSite = lazySchema(() =>
  z.object({
    site_id: z.number(),
    site_name: z.string(),
    /** Active plus inactive: what expanding the site pages through. */
    asset_count: z.number(),
    active_count: z.number(),
    inactive_count: z.number(),
  }),
);
export const clusterData = lazySchema(() =>
  z.object({
    company_id: z.number(),
    company_name: z.string(),
    sites: z.array(clusterSite),
  }),
);
/** A page of one site's assets: `after` is the previous page's `next` (absent: the first page). */
export const clusterSiteQuery = lazySchema(() =>
  z.object({
    site_id: z.preprocess(readId, z.number({ error: Messages.invalidRequest })),
    after: text(200),
  }),
);
export const clusterAsset = lazySchema(() =>
  z.object({
    asset_id: z.number(),
    internal_asset_id: z.string(),
    parent_internal_asset_id: z.string().nullable(),
    name: z.string(),
    status: z.number(),
  }),
);
export const clusterSiteAssets = lazySchema(() =>
  z.object({
    site_id: z.number(),
    assets: z.array(clusterAsset),
    /** Where the next page starts, null on the last page. */
    next: z.string().nullable(),
  }),
);
export type ClusterAsset = z.infer<typeof clusterAsset>;
export type ClusterSiteAssets = z.infer<typeof clusterSiteAssets>;
export type ClusterData = z.infer<typeof clusterData>;
