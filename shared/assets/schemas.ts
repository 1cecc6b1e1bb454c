/**
 * The assets calls' contract (spec core 3 'Asset list row'; core 7 'Assets'): the field readers the
 * asset schemas share, the list (POST Asset/FilterAsset and its options) and the label calls; zod
 * request and response schemas, with the spec's texts. One asset's calls are in detail-schemas.ts,
 * add/update and the bulk upload in payload-schemas.ts, the hierarchy and cluster in
 * hierarchy-schemas.ts.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { idList, paging, readId, searchText, text, textList } from '../common/readers.js';
import { Messages } from '../messages.js';
import { AssetMessages } from './messages.js';
import { AssetListStatus, INTERNAL_ID_MAX, LABEL_JOB_MAX } from './rules.js';

/** A numeric asset id from a number or a numeric string. */
export const assetId = lazySchema(() =>
  z.preprocess(readId, z.number({ error: AssetMessages.assetNotFound })),
);

/** A required text; `field` names it in the too-long message (else 'Invalid request': not typed by a user). */
export const required = (message: string, max = 100, field?: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : (v ?? '')),
    z
      .string({ error: message })
      .trim()
      .min(1, { error: message })
      .max(max, { error: field ? AssetMessages.tooLong(field, max) : Messages.invalidRequest }),
  );
export const optional = (max = 100, field?: string) =>
  text(max, field ? AssetMessages.tooLong(field, max) : undefined).transform((s) => s ?? '');

/** Internal ids are digits (spec 5), read from numbers or text ('1001', 1001, ' 1001 '). */
export const internalAssetId = lazySchema(() =>
  required(AssetMessages.internalIdRequired, INTERNAL_ID_MAX, 'Internal Asset ID').pipe(
    z.string().regex(/^\d+$/, { error: AssetMessages.internalIdDigits }),
  ),
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
