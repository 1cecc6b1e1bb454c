/**
 * The failure-code calls' contract (issue 25 item 5): zod request and response schemas. The web
 * forms check their values with the same body schemas.
 */
import * as z from 'zod';
import { Messages } from '../messages.js';
import { ReliabilityMessages } from './messages.js';
import { METRICS_MAX_MONTHS, monthsFromTo } from './metrics.js';
import {
  DOWNTIME_REASON_MAX,
  FAILURE_CODE_KINDS,
  FAILURE_CODE_MAX,
  FAILURE_DESCRIPTION_MAX,
} from './rules.js';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const text = (max: number, missing: string, tooLong: string) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z.string({ error: missing }).trim().max(max, { error: tooLong }),
  );

const kind = z.enum(FAILURE_CODE_KINDS, { error: ReliabilityMessages.kindInvalid });
const code = text(FAILURE_CODE_MAX, ReliabilityMessages.codeRequired, ReliabilityMessages.codeTooLong);
const description = text(
  FAILURE_DESCRIPTION_MAX,
  ReliabilityMessages.descriptionRequired,
  ReliabilityMessages.descriptionTooLong,
);

/** POST FailureCode/CreateFailureCode. */
export const createFailureCodeBody = z.object({ kind, code, description });
export type CreateFailureCodeBody = z.infer<typeof createFailureCodeBody>;

/** POST FailureCode/UpdateFailureCode: a code's description, or its return to service. */
export const updateFailureCodeBody = z.object({
  kind,
  code,
  description,
  is_active: z.boolean({ error: Messages.invalidRequest }).optional(),
});
export type UpdateFailureCodeBody = z.infer<typeof updateFailureCodeBody>;

/** POST FailureCode/DeactivateFailureCode. */
export const deactivateFailureCodeBody = z.object({ kind, code });

/** POST FailureCode/FilterFailureCodes: one kind or all, active only unless all are asked. */
export const failureCodeListBody = z.object({
  kind: kind.optional(),
  status: z.enum(['active', 'all'], { error: Messages.invalidRequest }).default('active'),
});

export const failureCodeRow = z.object({
  kind,
  code: z.string(),
  description: z.string(),
  is_active: z.boolean(),
});
export type FailureCodeRow = z.infer<typeof failureCodeRow>;

// ---- downtime and availability (issue 25 items 5, 6) ----

const reason = text(
  DOWNTIME_REASON_MAX,
  ReliabilityMessages.reasonRequired,
  ReliabilityMessages.reasonTooLong,
);
/** A client-made id (a retry sends the same one and gets the first answer). */
const clientId = z.uuid({ error: Messages.invalidRequest });

/** The part of Issue/MarkAssetDown and WorkOrder/MarkAssetDown that is the downtime's. */
export const markDownFields = { downtime_id: clientId, reason };
/** The part of Issue/MarkAssetUp and WorkOrder/MarkAssetUp that is the return to service's. */
export const markUpFields = { request_id: clientId };

/** What opened or closed a downtime: an issue (its uuid) or a work order (its id), with its number or title. */
export const downtimeSource = z.object({
  kind: z.enum(['issue', 'workorder']),
  id: z.string(),
  label: z.string(),
});

export const downtimeRow = z.object({
  downtime_id: z.string(),
  asset_id: z.number(),
  start: z.string(),
  /** Null while the asset is still down. */
  end: z.string().nullable(),
  reason: z.string(),
  planned: z.boolean(),
  opened_by: downtimeSource,
  opened_by_name: z.string(),
  closed_by: downtimeSource.nullable(),
  closed_by_name: z.string().nullable(),
});
export type DowntimeRow = z.infer<typeof downtimeRow>;

/** POST Downtime/GetAssetAvailability. */
export const availabilityBody = z.object({
  asset_id: z.coerce
    .number({ error: Messages.invalidRequest })
    .int()
    .positive({ error: Messages.invalidRequest }),
  days: z
    .union([z.literal(30), z.literal(90), z.literal(365)], { error: ReliabilityMessages.periodInvalid })
    .default(30),
});

export const assetAvailability = z.object({
  asset_id: z.number(),
  days: z.number(),
  from: z.string(),
  to: z.string(),
  /** The open downtime, when the asset is down now. */
  current: downtimeRow.nullable(),
  availability_pct: z.number(),
  downtime_count: z.number(),
  hours_down: z.number(),
  mttr_hours: z.number().nullable(),
  mtbf_hours: z.number().nullable(),
  unplanned_count: z.number(),
  planned_count: z.number(),
  /** The downtimes that touch the period, newest first. */
  downtimes: z.array(downtimeRow),
});
export type AssetAvailability = z.infer<typeof assetAvailability>;

/** Optional failure codes on an issue or a work order: blank means none. */
const optionalCode = z.preprocess(
  (v) => (blank(v) ? undefined : v),
  z
    .string({ error: Messages.invalidRequest })
    .trim()
    .max(FAILURE_CODE_MAX, { error: ReliabilityMessages.codeTooLong })
    .optional(),
);
export const failureCodeFields = {
  problem_code: optionalCode,
  cause_code: optionalCode,
  remedy_code: optionalCode,
};

/**
 * The failure codes on an issue or a work order write (create, edit, complete): absent keeps the
 * record's code (the spec's payloads carry none and change nothing), '' or null clears it.
 */
const codeEdit = z.preprocess(
  (v) => (v === undefined ? undefined : blank(v) ? null : v),
  z
    .string({ error: Messages.invalidRequest })
    .trim()
    .max(FAILURE_CODE_MAX, { error: ReliabilityMessages.codeTooLong })
    .nullable()
    .optional(),
);
export const failureCodeEdits = {
  problem_code: codeEdit,
  cause_code: codeEdit,
  remedy_code: codeEdit,
};
/** The remedy alone (completing a work order). */
export const remedyCodeEdit = { remedy_code: codeEdit };
/** The codes a detail answers: null when none. */
export const failureCodesShown = {
  problem_code: z.string().nullable(),
  cause_code: z.string().nullable(),
  remedy_code: z.string().nullable(),
};

/** yyyy-mm. */
const monthField = z
  .string({ error: ReliabilityMessages.monthsInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: ReliabilityMessages.monthsInvalid });
const metricsId = z.coerce
  .number({ error: Messages.invalidRequest })
  .int()
  .positive({ error: Messages.invalidRequest });

/**
 * POST Reliability/GetMetrics (issue 25 item 6): the scope (the company, one of its sites, models
 * or assets) and a period of months, at most METRICS_MAX_MONTHS; `by` adds a row per site or model.
 * The company defaults to the caller's active site's.
 */
export const metricsBody = z
  .object({
    scope: z
      .enum(['company', 'site', 'model', 'asset'], { error: Messages.invalidRequest })
      .default('company'),
    company_id: metricsId.optional(),
    site_id: metricsId.optional(),
    model_name: z.string({ error: Messages.invalidRequest }).trim().min(1).max(100).optional(),
    asset_id: metricsId.optional(),
    from_month: monthField,
    to_month: monthField,
    by: z.enum(['site', 'model'], { error: Messages.invalidRequest }).optional(),
  })
  .refine(
    (b) => b.from_month <= b.to_month && monthsFromTo(b.from_month, b.to_month).length <= METRICS_MAX_MONTHS,
    {
      error: ReliabilityMessages.monthsInvalid,
    },
  )
  .refine(
    (b) =>
      (b.scope !== 'site' || b.site_id !== undefined) &&
      (b.scope !== 'model' || b.model_name !== undefined) &&
      (b.scope !== 'asset' || b.asset_id !== undefined),
    { error: Messages.invalidRequest },
  );
export type MetricsBody = z.infer<typeof metricsBody>;

const metricsFigures = {
  mtbf_hours: z.number().nullable(),
  mttr_hours: z.number().nullable(),
  availability_pct: z.number().nullable(),
  downtime_count: z.number(),
  planned_count: z.number(),
  hours_down_unplanned: z.number(),
  hours_down_planned: z.number(),
  repair_hours: z.number(),
  repair_count: z.number(),
  asset_count: z.number(),
  period_hours: z.number(),
  top_failure_codes: z.array(
    z.object({ kind: z.enum(['problem', 'cause', 'remedy']), code: z.string(), count: z.number() }),
  ),
};
export const reliabilityMetrics = z.object({
  scope: z.enum(['company', 'site', 'model', 'asset']),
  company_id: z.number(),
  from_month: z.string(),
  to_month: z.string(),
  ...metricsFigures,
  /** With `by`: one row per site or model that had downtime in the period, or assets. */
  rows: z.array(z.object({ key: z.string(), label: z.string(), ...metricsFigures })),
});
export type ReliabilityMetricsAnswer = z.infer<typeof reliabilityMetrics>;
