/**
 * An asset PM as the calls answer it (spec maintenance 3 'Asset PM'): its triggers and their tasks,
 * the asset's plan tab, the answers of the asset PM writes, and the asset's completion log
 * (issue 24 item 3). The request bodies are in schemas.ts.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { Messages } from '../messages.js';
import { pmTaskFields } from '../pm-library/schemas.js';
import { assetPlanParams } from './schemas.js';

// ---- Asset PM detail (spec 3 'Asset PM') ----

export const triggerTask = lazySchema(() =>
  z.object({
    trigger_task_id: z.string(),
    task_id: z.number(),
    status: z.number(),
    status_name: z.string(),
    tasks: pmTaskFields,
  }),
);

export const activeTrigger = lazySchema(() =>
  z.object({
    pm_trigger_id: z.string(),
    asset_pm_status: z.number(),
    asset_pm_status_name: z.string(),
    /** ISO instant the PM falls due (start of the due day in the site's timezone). */
    due_datetime: z.string().nullable(),
    /** The due day, YYYY-MM-DD. */
    due_date: z.string().nullable(),
    due_meter_hours: z.number().nullable(),
    due_in: z.string(),
    total_est_time_hours: z.number(),
    total_est_time_minutes: z.number(),
    forecast_due_date: z.string().nullable(),
    meter_readings_stale: z.boolean(),
    pmTriggersTasks: z.array(triggerTask),
  }),
);

export const completedTrigger = lazySchema(() =>
  z.object({
    pm_trigger_id: z.string(),
    completed_on: z.string(),
    completed_at_meter_hours: z.number().nullable(),
    completed_in_hours: z.number(),
    completed_in_minutes: z.number(),
    comments: z.string(),
    completed_by_name: z.string(),
    on_time: z.boolean(),
    due_date: z.string().nullable(),
    due_meter_hours: z.number().nullable(),
  }),
);

/** A part a PM needs and how many (issue 25 item 3): the part's id in the company's catalogue. */
export const pmPartLine = lazySchema(() => z.object({ part_id: z.string(), quantity: z.number() }));
export type PmPartLine = z.infer<typeof pmPartLine>;

export const assetPmItem = lazySchema(() =>
  z.object({
    asset_id: z.number(),
    asset_pm_plan_id: z.string().nullable(),
    asset_pm_plan_name: z.string(),
    asset_pm_id: z.string(),
    pm_id: z.number().nullable(),
    title: z.string(),
    description: z.string(),
    status: z.number(),
    pm_trigger_type: z.number(),
    pm_trigger_by: z.number(),
    datetime_due_at: z.string().nullable(),
    meter_hours_due_at: z.number().nullable(),
    datetime_starting_at: z.string().nullable(),
    datetime_repeates_every: z.number().nullable(),
    datetime_repeat_time_period_type: z.number().nullable(),
    meter_hours_starting_at: z.number().nullable(),
    meter_hours_repeates_every: z.number().nullable(),
    is_trigger_on_starting_at: z.boolean(),
    /** 'Fixed One Time' / 'Recurring' and 'Time' / 'Meter Hours' / 'Time / Meter Hours'. */
    pm_type_status_name: z.string(),
    pm_by_status_name: z.string(),
    assetPMTasks: z.array(z.object({ task_id: z.number(), tasks: triggerTask.shape.tasks })),
    assetPMAttachments: z.array(
      z.object({
        asset_pm_attachment_id: z.string(),
        file_url: z.string(),
        user_uploaded_name: z.string(),
        filename: z.string(),
      }),
    ),
    service_dealer_id: z.number().nullable(),
    serviceDealers: z
      .object({ service_dealer_id: z.number(), name: z.string(), email: z.string() })
      .nullable(),
    /** The one open trigger; null for a completed fixed PM. */
    active_PMTrigger: activeTrigger.nullable(),
    /** The latest completion (the Completed filter lists the PMs that have one). */
    last_completion: completedTrigger.nullable(),
    /** The parts the PM needs (issue 25 item 3), set through Part/SetPmParts; their stock is the parts domain's answer. */
    pm_parts: z.array(pmPartLine),
  }),
);
export type AssetPmItem = z.infer<typeof assetPmItem>;

/** The asset's plan tab: its plan (or none) and its PMs for the filter. */
export const assetPlan = lazySchema(() =>
  z.object({
    list: z.array(assetPmItem),
    listsize: z.number(),
    asset_pm_plan_id: z.string().nullable(),
    /** The plan name, or 'No PM Plan' (spec 2.4 footer). */
    asset_pm_plan_name: z.string(),
    pm_plan_id: z.number().nullable(),
  }),
);

export const deletedAssetPm = lazySchema(() => z.object({ asset_pm_id: z.string() }));
export const addedPlan = lazySchema(() =>
  z.object({
    asset_pm_plan_id: z.string(),
    asset_pm_plan_name: z.string(),
    pm_plan_id: z.number(),
    pmCount: z.number(),
  }),
);
export const removedPlan = lazySchema(() => z.object({ asset_pm_plan_id: z.string(), removed: z.number() }));
export const completedPm = lazySchema(() =>
  z.object({
    asset_pm_id: z.string(),
    completed: completedTrigger,
    next_trigger: activeTrigger.nullable(),
  }),
);
/** GET AssetPM/GetCompletionLog/{assetId}?asset_pm_id=: the asset's completion log (issue 24 item 3). */
export const completionLogParams = lazySchema(() => z.object({ assetId: assetPlanParams.shape.assetId }));
export const completionLogQuery = lazySchema(() =>
  z.object({
    /** One PM's completions; absent: every PM of the asset. */
    asset_pm_id: z
      .string({ error: Messages.invalidRequest })
      .max(80, { error: Messages.invalidRequest })
      .optional(),
  }),
);
export const completionLogRow = lazySchema(() =>
  completedTrigger.extend({
    asset_pm_id: z.string(),
    /** The PM's title when it was completed. */
    title: z.string(),
    /** 'Late by 3 days' / 'Late by 10 MHrs', or null when on time. */
    late_by: z.string().nullable(),
    attachments: z.array(z.object({ user_uploaded_name: z.string(), filename: z.string() })),
    /** The work order the completion came from, when it came from one. */
    wo_id: z.number().nullable(),
    wo_number: z.string().nullable(),
  }),
);
export type CompletionLogRow = z.infer<typeof completionLogRow>;
export const completionLog = lazySchema(() =>
  z.object({ list: z.array(completionLogRow), listsize: z.number() }),
);

export const updatedTaskStatus = lazySchema(() =>
  z.object({
    trigger_task_id: z.string(),
    status: z.number(),
    pm_trigger_completed: z.boolean(),
  }),
);
