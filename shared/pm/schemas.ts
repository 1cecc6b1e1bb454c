/**
 * The asset PM calls' contract (spec maintenance 2.1, 2.4, 3 'Asset PM' / 'PM list row' / 'Filter
 * options' / 'Mark-complete payload', 4, 7 'PM'; core-platform 2.4, 7 dashboard PM calls): zod
 * request and response schemas, wire names as the spec writes them. The PM list screen, the asset
 * PM plan tab and the dashboard read these; the server validates with them. The PM list's own
 * calls (body, options, row, metrics, the dashboard card) are in list-schemas.ts, the asset PM as
 * the calls answer it (triggers, plan tab, completion log) in detail-schemas.ts, the PM calendar in
 * calendar-schemas.ts.
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
import { PmStatus } from './codes.js';
import { AssetPmMessages, PmMessages } from './messages.js';
import { NO_PAST_CHECK, pmTriggerFields, scheduleCheckParams, scheduleRefinement } from './trigger-fields.js';

export const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
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
