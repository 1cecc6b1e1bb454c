/**
 * Meter readings from outside (issue 28 item 3): zod schemas of the public API v1's batch of
 * readings and its answer, the held readings review, and the manager's upload of a readings file.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { METER_HOURS_MAX } from '../assets/rules.js';
import { IntegrationMessages as M } from './messages.js';
import { METER_BATCH_MAX } from './rules.js';

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

// ---- public API v1: meter readings (scope meters:write) ----

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
