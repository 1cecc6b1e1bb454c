/**
 * The asset PM calls' contract (spec maintenance 2.1, 2.4, 3 'Asset PM' / 'PM list row' / 'Filter
 * options' / 'Mark-complete payload', 4, 7 'PM'; core-platform 2.4, 7 dashboard PM calls): zod
 * request and response schemas, wire names as the spec writes them. The PM list screen, the asset
 * PM plan tab and the dashboard read these; the server validates with them. The PM list's own
 * calls (body, options, row, metrics, the dashboard card) are in list-schemas.ts.
 *
 * Ids: library ids (pm_id, pm_plan_id, pm_category_id, task_id, service_dealer_id) are numbers as
 * the PM library and tasks domains hand them out. The asset PM side's ids are strings the server
 * makes (asset_pm_id, asset_pm_plan_id, pm_trigger_id, trigger_task_id): they carry the asset they
 * belong to, so a call naming one needs no lookup table.
 *
 * The schedule fields are shared/pm/trigger-fields.ts, the same for the PM library's PMs.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { optionalId, text } from '../common/readers.js';
import { isDateOnly } from '../dates.js';
import { Messages } from '../messages.js';
import { CalendarTexts, isCalendarRange } from './calendar.js';
import { PmStatus } from './codes.js';
import { AssetPmMessages, PmMessages } from './messages.js';
import { NO_PAST_CHECK, pmTriggerFields, scheduleCheckParams, scheduleRefinement } from './trigger-fields.js';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/** A number from a number or a numeric string; blank is null (the list schemas read it too). */
export const num = (v: unknown) => (blank(v) ? null : typeof v === 'string' ? Number(v.trim()) : v);

/** A number that may be absent, '' or null (read as null); min 0 (spec 5: numeric inputs have min 0). */
const optionalNumber = lazySchema(() =>
  z.preprocess(
    num,
    z
      .number({ error: Messages.invalidRequest })
      .min(0, { error: Messages.invalidRequest })
      .max(10_000_000, { error: Messages.invalidRequest })
      .nullable(),
  ),
);

/** A string id the server made (asset_pm_id and friends). */
export const serverId = (message: string = Messages.invalidRequest) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: message })
      .trim()
      .min(1, { error: message })
      .max(80, { error: message })
      .regex(/^[A-Za-z0-9._-]+$/, { error: message }),
  );

// ---- Asset PM create / duplicate / update (spec 7 'Update asset PM', 'create/duplicate asset PM') ----

const taskRef = lazySchema(() =>
  z.preprocess(
    (v) => (v && typeof v === 'object' ? v : { task_id: v }),
    z.object({ task_id: z.preprocess(num, z.number({ error: PmMessages.tasksRequired }).int().positive()) }),
  ),
);
const attachmentRef = lazySchema(() =>
  z.object({
    user_uploaded_name: z.string({ error: Messages.invalidRequest }).trim().min(1).max(200),
    filename: z.string({ error: Messages.invalidRequest }).trim().min(1).max(300),
    file_url: z.string().max(2000).nullish(),
  }),
);

/** Statuses a person may set on an asset PM (spec 2.2: the tiles set Open, Waiting or In Progress; Completed is mark-complete). */
export const SETTABLE_PM_STATUSES = [PmStatus.Open, PmStatus.Waiting, PmStatus.InProgress] as const;

const assetPmFields = lazySchema(() =>
  z.object({
    asset_id: z.preprocess(num, z.number({ error: Messages.invalidRequest }).int().positive()),
    asset_pm_plan_id: serverId().nullish(),
    pm_id: optionalId,
    title: z.preprocess(
      (v) => (blank(v) ? undefined : v),
      z
        .string({ error: PmMessages.titleRequired })
        .trim()
        .min(1, { error: PmMessages.titleRequired })
        .max(200, { error: Messages.invalidRequest }),
    ),
    description: z.preprocess(
      (v) => (blank(v) ? undefined : v),
      z
        .string({ error: PmMessages.descriptionRequired })
        .trim()
        .max(4000, { error: Messages.invalidRequest }),
    ),
    /** Open 43, Waiting 42, In Progress 33; absent keeps the current one (a new PM starts as the engine says). */
    status: z.preprocess(
      num,
      z
        .union([z.literal(PmStatus.Open), z.literal(PmStatus.Waiting), z.literal(PmStatus.InProgress)])
        .nullable()
        .catch(null),
    ),
    ...pmTriggerFields.shape,
    assetPMTasks: z.preprocess(
      (v) => (blank(v) ? [] : v),
      z
        .array(taskRef, { error: PmMessages.tasksRequired })
        .min(1, { error: PmMessages.tasksRequired })
        .max(50, { error: Messages.invalidRequest }),
    ),
    AssetPMAttachments: z.preprocess(
      (v) => (blank(v) ? [] : v),
      z.array(attachmentRef).max(20, { error: Messages.invalidRequest }),
    ),
    service_dealer_id: optionalId,
  }),
);

/** POST AssetPM/AddAssetPM: creates an asset PM, or duplicates one (the web sends the copy with 'Duplicate - ' in its title). */
export const createAssetPmBody = lazySchema(() =>
  assetPmFields.superRefine(scheduleRefinement(NO_PAST_CHECK), scheduleCheckParams),
);
/** The same with "not in the past" against `today` (the form, with the browser's day). */
export const createAssetPmBodyFor = (today: string) =>
  assetPmFields.superRefine(scheduleRefinement(today), scheduleCheckParams);
export type CreateAssetPmBody = z.infer<typeof createAssetPmBody>;

/** POST AssetPM/UpdateAssetPM: edits an asset PM (asset_pm_id). A changed schedule re-plans its open trigger. */
const updateAssetPmFields = lazySchema(() =>
  assetPmFields.extend({ asset_pm_id: serverId(AssetPmMessages.pmNotFound) }),
);
export const updateAssetPmBody = lazySchema(() =>
  updateAssetPmFields.superRefine(scheduleRefinement(NO_PAST_CHECK), scheduleCheckParams),
);
/** The same with "not in the past" against `today`, the PM's own start allowed to stay (the form). */
export const updateAssetPmBodyFor = (today: string, keptStartingDay: string | null) =>
  updateAssetPmFields.superRefine(scheduleRefinement(today, keptStartingDay), scheduleCheckParams);
export type UpdateAssetPmBody = z.infer<typeof updateAssetPmBody>;

/** POST AssetPM/DuplicateAssetPM: copies an asset PM of the asset as 'Duplicate - <title>' (the dialog's one-click duplicate). */
export const duplicateAssetPmBody = lazySchema(() =>
  z.object({ asset_pm_id: serverId(AssetPmMessages.pmNotFound) }),
);

export const assetPmIdParams = lazySchema(() =>
  z.object({ asset_pm_id: serverId(AssetPmMessages.pmNotFound) }),
);
export const assetPmPlanIdParams = lazySchema(() =>
  z.object({ asset_pm_plan_id: serverId(AssetPmMessages.planNotFound) }),
);

/** GET AssetPM/GetAssetPMPlan/{assetId}/{filter}: 0 All, 1 Upcoming, 2 Completed. */
export const assetPlanParams = lazySchema(() =>
  z.object({
    assetId: z.coerce
      .number({ error: AssetPmMessages.assetNotFound })
      .int({ error: AssetPmMessages.assetNotFound })
      .positive({ error: AssetPmMessages.assetNotFound })
      .max(Number.MAX_SAFE_INTEGER, { error: AssetPmMessages.assetNotFound }),
    filter: z.coerce
      .number({ error: Messages.invalidRequest })
      .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: Messages.invalidRequest })),
  }),
);

/** POST AssetPM/AddPlanToAsset: copies the library plan's PMs onto the asset. */
export const addPlanToAssetBody = lazySchema(() =>
  z.object({
    asset_id: z.preprocess(num, z.number({ error: AssetPmMessages.assetNotFound }).int().positive()),
    pm_plan_id: z.preprocess(num, z.number({ error: AssetPmMessages.planNotFound }).int().positive()),
  }),
);

/** POST AssetPM/MarkComplete (spec 3 'Mark-complete payload'). */
export const markCompleteBody = lazySchema(() =>
  z.object({
    pm_trigger_id: serverId(AssetPmMessages.triggerNotFound),
    asset_pm_id: serverId(AssetPmMessages.pmNotFound),
    // The limit's own message: the modal shows it under the Comment field.
    comments: text(2000, AssetPmMessages.commentTooLong).transform((s) => s ?? ''),
    completed_on: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().slice(0, 10) : v),
      z
        .string({ error: PmMessages.invalidDate })
        .refine((s) => isDateOnly(s), { error: PmMessages.invalidDate }),
    ),
    completed_at_meter_hours: optionalNumber,
    completed_in_hours: z.preprocess(
      (v) => num(v) ?? 0,
      z
        .number({ error: Messages.invalidRequest })
        .int({ error: Messages.invalidRequest })
        .min(0, { error: Messages.invalidRequest })
        .max(100_000, { error: Messages.invalidRequest }),
    ),
    completed_in_minutes: z.preprocess(
      (v) => num(v) ?? 0,
      z
        .number({ error: Messages.invalidRequest })
        .int({ error: Messages.invalidRequest })
        .min(0, { error: Messages.invalidRequest })
        .max(59, { error: Messages.invalidRequest }),
    ),
  }),
);
export type MarkCompleteBody = z.infer<typeof markCompleteBody>;

/** Trigger task statuses (spec 4): 35 New, 36 In Progress, 37 Waiting, 38 Completed. */
export const TriggerTaskStatus = { New: 35, InProgress: 36, Waiting: 37, Completed: 38 } as const;
export const TRIGGER_TASK_STATUS_NAMES: Record<number, string> = {
  35: 'New',
  36: 'In Progress',
  37: 'Waiting',
  38: 'Completed',
};

/** POST AssetPM/UpdateTaskStatus. */
export const updateTaskStatusBody = lazySchema(() =>
  z.object({
    trigger_task_id: serverId(AssetPmMessages.taskNotFound),
    status: z.preprocess(
      num,
      z.union([z.literal(35), z.literal(36), z.literal(37), z.literal(38)], {
        error: Messages.invalidRequest,
      }),
    ),
  }),
);

// ---- Asset PM detail (spec 3 'Asset PM') ----

export const triggerTask = lazySchema(() =>
  z.object({
    trigger_task_id: z.string(),
    task_id: z.number(),
    status: z.number(),
    status_name: z.string(),
    tasks: z.object({
      task_id: z.number(),
      task_code: z.string(),
      task_title: z.string(),
      task_est_hours: z.number(),
      task_est_minutes: z.number(),
    }),
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

// ---- The PM calendar (issue 24; shared/pm/calendar.ts has its rules) ----

const calendarDayField = lazySchema(() =>
  z.string({ error: Messages.invalidRequest }).refine(isDateOnly, {
    error: Messages.invalidRequest,
  }),
);
/** GET AssetPM/GetPMCalendar?from=&to=[&site_id=]: the open PMs placed on days from..to (at most 62 days), of the active site scope or one of its sites. */
export const pmCalendarQuery = lazySchema(() =>
  z
    .object({
      from: calendarDayField,
      to: calendarDayField,
      site_id: z.preprocess(
        (v) => (blank(v) ? undefined : num(v)),
        z
          .number({ error: Messages.invalidRequest })
          .int({ error: Messages.invalidRequest })
          .positive({ error: Messages.invalidRequest })
          .max(Number.MAX_SAFE_INTEGER, { error: Messages.invalidRequest })
          .optional(),
      ),
    })
    .refine((q) => isCalendarRange(q.from, q.to), { error: CalendarTexts.rangeTooLong, path: ['to'] }),
);
export type PmCalendarQuery = z.infer<typeof pmCalendarQuery>;

export const pmCalendarEntry = lazySchema(() =>
  z.object({
    asset_pm_id: z.string(),
    asset_id: z.number(),
    internal_asset_id: z.string(),
    asset_name: z.string(),
    title: z.string(),
    site_id: z.number(),
    site_name: z.string(),
    asset_pm_status: z.number(),
    asset_pm_status_name: z.string(),
    /** overdue / due / upcoming (calendar.ts kindOfStatus). */
    kind: z.enum(['overdue', 'due', 'upcoming']),
    pm_trigger_type: z.number(),
    pm_trigger_by: z.number(),
    /** The day it sits on (YYYY-MM-DD), or null: a meter PM without usage history. */
    day: z.string().nullable(),
    placed_by: z.enum(['due_date', 'usage_forecast']).nullable(),
    due_date: z.string().nullable(),
    due_meter_hours: z.number().nullable(),
    current_meter_hours: z.number().nullable(),
    average_daily_usage: z.number().nullable(),
    due_in: z.string(),
    /** A one-time PM with a due day: a manager may drag it to another day. */
    reschedulable: z.boolean(),
  }),
);
export type PmCalendarEntry = z.infer<typeof pmCalendarEntry>;
export const pmCalendar = lazySchema(() =>
  z.object({
    from: z.string(),
    to: z.string(),
    /** PMs placed on a day in from..to. */
    list: z.array(pmCalendarEntry),
    /** Meter PMs of the scope with no usage forecast (no day). */
    unplaced: z.array(pmCalendarEntry),
  }),
);

/** POST AssetPM/ReschedulePM: a one-time PM's new due day (the spec's date rule: not in the past). */
export const reschedulePmBody = lazySchema(() =>
  z.object({
    asset_pm_id: serverId(AssetPmMessages.pmNotFound),
    datetime_due_at: z.string({ error: PmMessages.invalidDate }).refine(isDateOnly, {
      error: PmMessages.invalidDate,
    }),
  }),
);
export type ReschedulePmBody = z.infer<typeof reschedulePmBody>;
