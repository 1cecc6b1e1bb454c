/**
 * The inspection list's contract (spec core 3 'Inspection list row'; 7 'Inspections'): POST
 * Inspection/FilterInspections, its option calls and its row.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { idList, paging, searchText, text, textList } from '../common/readers.js';
import { Messages } from '../messages.js';
import { notOkAttribute } from './schemas.js';

// ---- the list (POST Inspection/FilterInspections and its options) ----

export const inspectionListBody = lazySchema(() =>
  z.object({
    ...paging,
    user_id: text(64),
    site_id: idList('site_id'),
    company_id: idList('company_id'),
    /** 0 or absent: every status; 8 Pending; 10 Accepted. */
    status: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? 0 : typeof v === 'string' ? Number(v) : v),
      z.union([z.literal(0), z.literal(8), z.literal(10)], { error: Messages.invalidRequest }),
    ),
    asset_id: idList('asset_id'),
    internal_asset_id: textList(20),
    shift_number: idList('shift'),
    requestor_id: textList(64),
    manager_id: textList(64),
    /** 1: only inspections with new not-ok attributes. */
    new_not_ok_attribute: z.preprocess(
      (v) => (v === '1' || v === 1 || v === true ? 1 : 0),
      z.union([z.literal(0), z.literal(1)]),
    ),
    search_string: searchText,
    /** The browser's zone with '/' as '-' (spec 7); times are shown in the site's zone regardless. */
    timezone: text(64),
  }),
);
export type InspectionListBody = z.infer<typeof inspectionListBody>;
export const inspectionOptionBody = lazySchema(() =>
  inspectionListBody.extend({ option_search_string: searchText }),
);
export type InspectionOptionBody = z.infer<typeof inspectionOptionBody>;

export const inspectionSite = lazySchema(() =>
  z.object({
    site_id: z.number(),
    site_name: z.string(),
    company_id: z.number(),
    company_name: z.string(),
    timezone: z.string(),
    showHideApprove: z.boolean(),
    isManagerNotes: z.boolean(),
  }),
);
export const inspectionAsset = lazySchema(() =>
  z.object({
    asset_id: z.number(),
    name: z.string(),
    internal_asset_id: z.string(),
  }),
);
export const imageList = lazySchema(() => z.object({ image_names: z.array(z.string()) }));

export const inspectionRow = lazySchema(() =>
  z.object({
    inspection_id: z.string(),
    /** Submission time, ISO. */
    datetime_requested: z.string(),
    checkoutRequestDateTime: z.string(),
    sites: inspectionSite,
    asset: inspectionAsset,
    status: z.number(),
    status_name: z.string(),
    /** '3 hours', '2 days': since submission. */
    time_elapsed: z.string(),
    shift: z.number(),
    operator_uuid: z.string(),
    operator_firstname: z.string(),
    operator_lastname: z.string(),
    manager_name: z.string().nullable(),
    /** ISO, null while pending. */
    approval_date: z.string().nullable(),
    meter_hours: z.number(),
    new_notok_attributes: z.array(notOkAttribute),
    image_list: imageList,
  }),
);
export type InspectionRow = z.infer<typeof inspectionRow>;

export const inspectionAssetOption = lazySchema(() => inspectionAsset);
export const inspectionCompanyOption = lazySchema(() =>
  z.object({ company_id: z.number(), company_name: z.string() }),
);
export const inspectionSiteOption = lazySchema(() =>
  z.object({
    site_id: z.number(),
    site_name: z.string(),
    company_id: z.number(),
  }),
);
export const inspectionShiftOption = lazySchema(() => z.object({ shift: z.number() }));
/** Spec 3 'requestor (uuid, firstname, lastname)'. */
export const inspectionOperatorOption = lazySchema(() =>
  z.object({
    uuid: z.string(),
    firstname: z.string(),
    lastname: z.string(),
  }),
);
/** Spec 3 'supervisor (uuid, username)'. */
export const inspectionSupervisorOption = lazySchema(() =>
  z.object({ uuid: z.string(), username: z.string() }),
);
