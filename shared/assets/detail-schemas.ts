/**
 * One asset's contract (spec core 3 'Asset detail', 'Meter hour history row', 'Activity'; 7 'Assets'): its details, its status change,
 * its meter hours and their history, its activity and its inspection forms.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { AssetStatus } from '../codes.js';
import { paging, readId, text } from '../common/readers.js';
import { Messages } from '../messages.js';
import { AssetMessages } from './messages.js';
import { METER_HOURS_MAX } from './rules.js';
import { assetId } from './schemas.js';

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
