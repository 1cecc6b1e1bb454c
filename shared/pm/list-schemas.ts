/** The PM list's requests and rows (spec 2.1, 7 'PM'): its body and filters, the option calls, the row, and the metrics tiles. */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { idList, paging, searchText, textList } from '../common/readers.js';
import { Messages } from '../messages.js';
import { PmStatus } from './codes.js';
import { num } from './schemas.js';

/** PM list filter type (spec 4): 0 All, 1 Current/Upcoming, 2 Completed. */
export const PmFilterType = { All: 0, Upcoming: 1, Completed: 2 } as const;

/** pm_status: 0 (none) or a tile's status: 31 Overdue, 33 In Progress, 42 Waiting, 43 Open (32 Due too). */
const pmStatusFilter = lazySchema(() =>
  z.preprocess(
    (v) => num(v) ?? 0,
    z.union(
      [
        z.literal(0),
        z.literal(PmStatus.Overdue),
        z.literal(PmStatus.Due),
        z.literal(PmStatus.InProgress),
        z.literal(PmStatus.Waiting),
        z.literal(PmStatus.Open),
      ],
      { error: Messages.invalidRequest },
    ),
  ),
);

/** POST AssetPM/GetPMList (also the dashboard's POST AssetPM/DashboardPendingPMItems). pageIndex 1-based (0 reads as 1). */
export const pmListBody = lazySchema(() =>
  z.object({
    pageIndex: paging.pageindex,
    pageSize: paging.pagesize,
    pm_id: idList('pm_id'),
    internal_asset_id: textList(64),
    pm_plan_id: idList('pm_plan_id'),
    site_id: idList('site_id'),
    search_string: searchText,
    pm_filter_type: z.preprocess(
      (v) => num(v) ?? 0,
      z.union([z.literal(0), z.literal(1), z.literal(2)], { error: Messages.invalidRequest }),
    ),
    pm_status: pmStatusFilter,
  }),
);
export type PmListBody = z.infer<typeof pmListBody>;

/** The four option calls: the list's payload plus option_search_string (the searched filter sends its own ids emptied). */
export const pmOptionBody = lazySchema(() => pmListBody.extend({ option_search_string: searchText }));
export type PmOptionBody = z.infer<typeof pmOptionBody>;

/** Spec 2.1 row fields, plus the trigger, the forecast and compliance (issue 10 item 7). */
export const pmListRow = lazySchema(() =>
  z.object({
    asset_pm_id: z.string(),
    asset_id: z.number(),
    internal_asset_id: z.string(),
    pm_id: z.number().nullable(),
    title: z.string(),
    asset_name: z.string(),
    asset_pm_plan_id: z.string().nullable(),
    pm_plan_id: z.number().nullable(),
    pm_plan_name: z.string(),
    /** The PM status code of the row (spec 4): 31 Overdue, 32 Due, 33, 42, 43, or 44 Completed (completed rows). */
    asset_pm_status: z.number(),
    asset_pm_status_name: z.string(),
    /** The asset PM record's status: 1 Active. */
    status: z.number(),
    /** 'Due in 5 days', 'Overdue by 12 MHrs', 'Due today'; 'Completed on MM-DD-YYYY' for completed rows; '' when unknown. */
    due_in: z.string(),
    total_est_time_hours: z.number(),
    total_est_time_minutes: z.number(),
    site_id: z.number(),
    site_name: z.string(),
    pm_trigger_id: z.string().nullable(),
    pm_trigger_type: z.number(),
    pm_trigger_by: z.number(),
    /** The open trigger's due day (YYYY-MM-DD, site calendar) and due reading; null when not by that part. */
    due_date: z.string().nullable(),
    due_meter_hours: z.number().nullable(),
    /** The asset's current meter reading as the PM engine last saw it. */
    current_meter_hours: z.number().nullable(),
    /** Forecast due day (meter and both PMs; by time: the due day), from the asset's average daily usage. */
    forecast_due_date: z.string().nullable(),
    forecast_by_meter: z.boolean(),
    /** Meter hours per day over the last 30 days, one decimal; null when it cannot be told. */
    average_daily_usage: z.number().nullable(),
    /** The asset's latest reading is older than 14 days (or there is none): the forecast is unreliable. */
    meter_readings_stale: z.boolean(),
    /** Completed rows: the day and whether it was on time (10% tolerance). */
    completed_on: z.string().nullable(),
    completed_on_time: z.boolean().nullable(),
  }),
);
export type PmListRow = z.infer<typeof pmListRow>;

export const pmTitleOption = lazySchema(() => z.object({ pm_id: z.number(), title: z.string() }));
export const pmAssetOption = lazySchema(() => z.object({ internal_asset_id: z.string(), name: z.string() }));
export const pmPlanOption = lazySchema(() => z.object({ pm_plan_id: z.number(), plan_name: z.string() }));
export const pmSiteOption = lazySchema(() => z.object({ site_id: z.number(), site_name: z.string() }));

/** PM metrics (spec 2.1; core 2.4 tiles): counters kept with the status writes, plus compliance. */
export const pmMetrics = lazySchema(() =>
  z.object({
    inProgressCount: z.number(),
    openCount: z.number(),
    overdueCount: z.number(),
    waitingCount: z.number(),
    dueCount: z.number(),
    /** Completions on time (10% tolerance on the interval) over all completions, percent with one decimal; null before any. */
    compliancePercent: z.number().nullable(),
    completedCount: z.number(),
    completedOnTimeCount: z.number(),
  }),
);
export type PmMetrics = z.infer<typeof pmMetrics>;

/** GET AssetPM/GetPMMetrics?site_id: the active site's (all its company's sites for the all-sites entry); site_id narrows it. */
export const pmMetricsQuery = lazySchema(() => z.object({ site_id: idList('site_id') }));

/** GET AssetPM/DashboardPendingPMItems: the dashboard's Upcoming PMs card (core 2.4). */
export const dashboardPendingPms = lazySchema(() =>
  z.object({
    /** Open triggers (Current/Upcoming) in the active site's scope: what the card's number shows. */
    upcomingCount: z.number(),
    overdueCount: z.number(),
    dueCount: z.number(),
    /** The next few, soonest first. */
    list: z.array(pmListRow),
  }),
);
