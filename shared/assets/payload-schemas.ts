/**
 * Adding and updating assets (spec core 3 'Asset create payload', 'Asset bulk upload'; 7 'Assets'): the
 * create/update payload, the asset types, the bulk upload and its import job.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { AssetStatus } from '../codes.js';
import { readId } from '../common/readers.js';
import { AssetMessages } from './messages.js';
import { importId, importUploadBodyOf } from '../common/import-jobs.js';
import { MAX_UPLOAD_ROWS, MODEL_YEAR_MAX_LENGTH } from './rules.js';
import { internalAssetId, optional, required } from './schemas.js';

const modelYearOptional = lazySchema(() =>
  optional(MODEL_YEAR_MAX_LENGTH + 10)
    .pipe(z.string().regex(/^\d*$/, { error: AssetMessages.modelYearDigits }))
    .pipe(z.string().max(MODEL_YEAR_MAX_LENGTH, { error: AssetMessages.modelYearLength })),
);

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
