/**
 * The reports calls' contract (spec core 3 'Report rows', 'Executive rows', 5, 7 'reports'): zod
 * request and response schemas. Date checks are the shared rules (rules.ts), so the server
 * answers the form's own messages.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { paging, text } from '../common/readers.js';
import { Messages } from '../messages.js';
import { ReportMessages } from './messages.js';
import { latestToday, ReportKind, reportFormProblem, type ReportKindId } from './rules.js';

const day = lazySchema(() =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: Messages.invalidRequest }).trim().max(20, { error: ReportMessages.validDate }),
  ),
);

/** A From/To pair checked by the report form's rules for `kind` (first problem as the message). */
const rangeOf = (kind: ReportKindId, fields: { from: string; to: string }) =>
  z.object({ [fields.from]: day, [fields.to]: day }).superRefine((value, ctx) => {
    const problem = reportFormProblem(
      { kind, asset: 'x', fromDate: value[fields.from] as string, toDate: value[fields.to] as string },
      latestToday(),
    );
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** GET Report/.../{fromDate}/{toDate}: a range of at most a year, no future day. */
export const reportRangeParams = lazySchema(
  () =>
    rangeOf(ReportKind.Yard, {
      from: 'fromDate',
      to: 'toDate',
    }) as unknown as z.ZodType<{ fromDate: string; toDate: string }>,
);

const percentage = lazySchema(() => z.string());
export const yardRow = lazySchema(() =>
  z.object({
    yard: z.string(),
    site_id: z.number(),
    approvedinspection: z.number(),
    totalinspection: z.number(),
    approvedpercentage: percentage,
  }),
);
export const equipmentTypeRow = lazySchema(() => yardRow.extend({ equipment_type: z.string() }));
export const assetReportRow = lazySchema(() =>
  yardRow.extend({
    internal_asset_id: z.string(),
    asset_name: z.string(),
    begin_hours: z.number().nullable(),
    end_hours: z.number().nullable(),
  }),
);
export const latestHourRow = lazySchema(() =>
  z.object({
    internal_asset_id: z.string(),
    asset_name: z.string(),
    current_meter_hours: z.number().nullable(),
    /** ISO time; shown in `timezone`. */
    latest_inspection_date: z.string().nullable(),
    timezone: z.string(),
  }),
);
export const executiveRow = lazySchema(() =>
  z.object({
    internal_asset_id: z.string(),
    asset_name: z.string(),
    asset_serial_number: z.string(),
    current_meter_hours: z.number().nullable(),
    last_12_month_Usage_Hours: z.number(),
    first_inspection_date: z.string().nullable(),
    latest_inspection_date: z.string().nullable(),
    last_12_month_Submitted_Inspections: z.number(),
    timezone: z.string(),
  }),
);
export type YardRow = z.infer<typeof yardRow>;
export type EquipmentTypeRow = z.infer<typeof equipmentTypeRow>;
export type AssetReportRow = z.infer<typeof assetReportRow>;
export type LatestHourRow = z.infer<typeof latestHourRow>;
export type ExecutiveRow = z.infer<typeof executiveRow>;

/** POST Report/GenerateInspectionOfAssetReport: queues the asset's history (90 days at most) and answers the history page. */
export const generateHistoryBody = lazySchema(() =>
  z
    .object({
      requested_by: text(64),
      internal_asset_id: z.preprocess(
        (v) => (typeof v === 'number' ? String(v) : (v ?? '')),
        z
          .string({ error: ReportMessages.selectAsset })
          .trim()
          .max(100, { error: ReportMessages.selectAsset }),
      ),
      from_date: day,
      to_date: day,
      ...paging,
    })
    .superRefine((value, ctx) => {
      const problem = reportFormProblem(
        {
          kind: ReportKind.AssetInspection,
          asset: value.internal_asset_id,
          fromDate: value.from_date,
          toDate: value.to_date,
        },
        latestToday(),
      );
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
);

/** GET Report/GetHistoryOfAssetReports?pagesize&pageindex&internal_asset_id&user_id: the caller's history reports, newest first. */
export const historyQuery = lazySchema(() =>
  z.object({ ...paging, internal_asset_id: text(100), user_id: text(64) }),
);

/** POST Report/CheckReportStatus {reports_id}: the rows of these reports (the table polls it while any is in progress). */
export const checkStatusBody = lazySchema(() =>
  z.object({
    reports_id: z.preprocess(
      (v) => (Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? Number(x) : x)) : v),
      z
        .array(
          z
            .number({ error: Messages.invalidRequest })
            .int({ error: Messages.invalidRequest })
            .positive({ error: Messages.invalidRequest }),
          { error: Messages.invalidRequest },
        )
        .max(100, { error: Messages.invalidRequest }),
    ),
  }),
);

export const historyRow = lazySchema(() =>
  z.object({
    report_id: z.number(),
    report_number: z.string(),
    internal_asset_id: z.string(),
    asset_name: z.string(),
    from_date: z.string(),
    to_date: z.string(),
    /** 17 InProgress, 18 Completed, 19 Failed. */
    status: z.number(),
    status_name: z.string(),
    /** An expiring link to the Excel file once Completed, else ''. */
    download_link: z.string(),
    /** Why a Failed report failed. */
    error: z.string(),
  }),
);
export type HistoryRow = z.infer<typeof historyRow>;

/** GET Report/GetReportAssets?search_string: the picker's assets of the caller's sites. */
export const reportAssetsQuery = lazySchema(() => z.object({ search_string: text(100) }));
export const reportAssetOption = lazySchema(() =>
  z.object({
    asset_id: z.number(),
    name: z.string(),
    internal_asset_id: z.string(),
  }),
);

/** GET Report/GetInsights?company_id&site_id&from_date&to_date: the built-in insights over the roll-ups. */
export const insightsQuery = lazySchema(() =>
  z
    .object({
      company_id: z.coerce.number({ error: Messages.invalidRequest }).int().min(0).optional(),
      site_id: z.coerce.number({ error: Messages.invalidRequest }).int().min(0).optional(),
      from_date: day,
      to_date: day,
    })
    .superRefine((value, ctx) => {
      const problem = reportFormProblem(
        { kind: ReportKind.Yard, fromDate: value.from_date, toDate: value.to_date },
        latestToday(),
      );
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
);
/** The maintenance measures of a day or site (reports/ops-rollups.ts in the server). */
const maintenanceMeasures = {
  /** Issues closed, and the minutes they were open, summed (mean time to close = close_minutes / issues_closed). */
  issues_closed: z.number(),
  close_minutes: z.number(),
  /** PM triggers completed (the planned work), and of those on time (PM compliance). */
  pm_completed: z.number(),
  pm_on_time: z.number(),
  /** Work orders completed (the unplanned work: from requests, issues or by hand). */
  wo_completed: z.number(),
  /** Work order cost (dollars): labour + parts (issue 25 item 3). */
  wo_cost: z.number(),
  /** Of which labour (tasks' spent time × rate) and parts (used on the tasks, at the unit cost then). */
  labour_cost: z.number(),
  parts_cost: z.number(),
};
export const insightsDay = lazySchema(() =>
  z.object({
    date: z.string(),
    submitted: z.number(),
    approved: z.number(),
    /** Minutes from submit to approval, summed over the approved ones. */
    approve_minutes: z.number(),
    usage_hours: z.number(),
    ...maintenanceMeasures,
  }),
);
export const insightsSite = lazySchema(() =>
  z.object({
    site_id: z.number(),
    site_name: z.string(),
    submitted: z.number(),
    approved: z.number(),
    approve_minutes: z.number(),
    usage_hours: z.number(),
    open_issues: z.number(),
    ...maintenanceMeasures,
  }),
);
export const insights = lazySchema(() =>
  z.object({
    sites: z.array(insightsSite),
    days: z.array(insightsDay),
    /** Open issues by age bucket (days since opened). */
    open_issue_ages: z.array(z.object({ bucket: z.string(), count: z.number() })),
  }),
);
export type Insights = z.infer<typeof insights>;

/** POST Report/AssetMaintenanceRecord: the asset whose maintenance record (a PDF) is asked for (issue 24). */
export const maintenanceRecordBody = lazySchema(() =>
  z.object({
    asset_id: z.preprocess(
      (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
      z
        .number({ error: ReportMessages.assetNotFound })
        .int({ error: ReportMessages.assetNotFound })
        .positive({ error: ReportMessages.assetNotFound })
        .max(Number.MAX_SAFE_INTEGER, { error: ReportMessages.assetNotFound }),
    ),
  }),
);
