/**
 * The PM library calls' contract (spec maintenance 3 'PM (library)', 'Category', 'Plan'; 5 'PM
 * form', 'Category and plan names'; 7 'addUpdatePM' ... 'getPMsByPlan'): zod request and response
 * schemas. The PM form checks its values with the same body schema (react-hook-form + zodResolver).
 *
 * The schedule fields and checks are shared/pm/trigger-fields.ts (the asset PMs use the same). The
 * "not in the past" check needs the site's day: the endpoint's static schema passes `NO_PAST_CHECK`
 * and the handler checks again with the site's today; the web form builds its schema with the
 * browser's today (`pmBodyFor(today)`).
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { attachmentRefs, attachmentRow } from '../attachments/schemas.js';
import { dealerIdField, dealerRow } from '../dealers/schemas.js';
import { Messages } from '../messages.js';
import { PmMessages } from '../pm/messages.js';
import { pmPartLine } from '../pm/detail-schemas.js';
import { taskRow } from '../tasks/schemas.js';
import {
  NO_PAST_CHECK,
  pmTriggerFields,
  scheduleCheckParams,
  scheduleRefinement,
} from '../pm/trigger-fields.js';
import { PmLibraryMessages } from './messages.js';
import { LibraryPmStatus, nameProblem, PM_DESCRIPTION_MAX, PM_TASKS_MAX, PM_TITLE_MAX } from './rules.js';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const toNumber = (v: unknown) => (blank(v) ? null : typeof v === 'string' ? Number(v.trim()) : v);
const id = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(Number.MAX_SAFE_INTEGER, { error: message });
const optionalId = lazySchema(() =>
  z.preprocess(
    (v) => (blank(v) || v === 0 || v === '0' ? undefined : toNumber(v)),
    id(Messages.invalidRequest).optional(),
  ),
);

/** pmTasks[{task_id}] (ids alone, as numbers or objects): at least one (spec 5), repeats dropped. */
export const pmTaskIds = lazySchema(() =>
  z.preprocess(
    (v) => {
      if (blank(v)) return [];
      if (!Array.isArray(v)) return v;
      const ids = v.map((t) =>
        toNumber(t && typeof t === 'object' ? (t as { task_id?: unknown }).task_id : t),
      );
      return ids.filter((n, i) => ids.indexOf(n) === i);
    },
    z
      .array(id(Messages.invalidRequest), { error: PmMessages.tasksRequired })
      .min(1, { error: PmMessages.tasksRequired })
      .max(PM_TASKS_MAX, { error: PmLibraryMessages.tooManyTasks }),
  ),
);

const pmFields = lazySchema(() =>
  pmTriggerFields.extend({
    pm_id: optionalId,
    pm_plan_id: id(PmLibraryMessages.planNotFound),
    title: z.preprocess(
      (v) => (blank(v) ? undefined : v),
      z
        .string({ error: PmMessages.titleRequired })
        .trim()
        .max(PM_TITLE_MAX, { error: PmLibraryMessages.titleTooLong }),
    ),
    description: z.preprocess(
      (v) => (blank(v) ? undefined : v),
      z
        .string({ error: PmMessages.descriptionRequired })
        .trim()
        .max(PM_DESCRIPTION_MAX, { error: PmLibraryMessages.descriptionTooLong }),
    ),
    status: z.preprocess(
      (v) => (blank(v) ? LibraryPmStatus.Active : toNumber(v)),
      z.union([z.literal(LibraryPmStatus.Active), z.literal(LibraryPmStatus.Inactive)], {
        error: Messages.invalidRequest,
      }),
    ),
    pmTasks: pmTaskIds,
    PMAttachments: attachmentRefs,
    service_dealer_id: dealerIdField.default(null),
  }),
);

/** POST PM/AddUpdatePM with the schedule checked against `today` (the site's day on the server, the browser's in the form). */
export const pmBodyFor = (today: string, keptStartingDay: string | null = null) =>
  pmFields.superRefine(scheduleRefinement(today, keptStartingDay), scheduleCheckParams);
export const pmBody = lazySchema(() => pmBodyFor(NO_PAST_CHECK));
export type PmBody = z.infer<typeof pmBody>;

const nameField = (kind: 'category' | 'plan') =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : v),
    z.string({ error: Messages.invalidRequest }).superRefine((name, ctx) => {
      const problem = nameProblem(kind, name);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  );

/** POST PM/AddUpdatePMCategory: category_name, plus pm_category_id when renaming. */
export const categoryBody = lazySchema(() =>
  z.object({ pm_category_id: optionalId, category_name: nameField('category') }),
);
/** POST PM/AddUpdatePMPlan: plan_name, pm_category_id, plus pm_plan_id when renaming. */
export const planBody = lazySchema(() =>
  z.object({
    pm_plan_id: optionalId,
    pm_category_id: id(PmLibraryMessages.categoryNotFound),
    plan_name: nameField('plan'),
  }),
);
/** POST PM/DuplicatePMPlan. */
export const duplicatePlanBody = lazySchema(() =>
  z.object({ pm_plan_id: id(PmLibraryMessages.planNotFound) }),
);
/** POST PM/MovePMPlan (no name check, spec 5). */
export const movePlanBody = lazySchema(() =>
  z.object({
    pm_plan_id: id(PmLibraryMessages.planNotFound),
    new_pm_category_id: id(PmLibraryMessages.categoryNotFound),
  }),
);
/** POST PM/MovePM (spec 7: new_pm_plan_id, pm_id). */
export const movePmBody = lazySchema(() =>
  z.object({
    pm_id: id(PmLibraryMessages.pmNotFound),
    new_pm_plan_id: id(PmLibraryMessages.planNotFound),
  }),
);

export const categoryIdParams = lazySchema(() => z.object({ id: id(PmLibraryMessages.categoryNotFound) }));
export const planIdParams = lazySchema(() => z.object({ id: id(PmLibraryMessages.planNotFound) }));
export const pmIdParams = lazySchema(() => z.object({ pm_id: id(PmLibraryMessages.pmNotFound) }));

// ---- responses ----

/** Spec 3 'Plan'. */
export const planRow = lazySchema(() =>
  z.object({
    pm_plan_id: z.number(),
    plan_name: z.string(),
    pm_category_id: z.number(),
    pmCount: z.number(),
  }),
);
export type PlanRow = z.infer<typeof planRow>;
/** Spec 3 'Category', with its plans (the asset's Add Plan drawer lists categories with their plans, spec 2.4). */
export const categoryRow = lazySchema(() =>
  z.object({
    pm_category_id: z.number(),
    category_name: z.string(),
    pmPlansCount: z.number(),
    plans: z.array(planRow),
  }),
);
export type CategoryRow = z.infer<typeof categoryRow>;

/** A library task as a PM's task lists show it: a library PM's tasks and an asset PM trigger's (shared/pm/detail-schemas.ts). */
export const pmTaskFields = lazySchema(() =>
  taskRow.pick({
    task_id: true,
    task_code: true,
    task_title: true,
    task_est_hours: true,
    task_est_minutes: true,
  }),
);
export const pmTaskRow = lazySchema(() =>
  z.object({
    pm_task_id: z.number(),
    task_id: z.number(),
    tasks: pmTaskFields,
  }),
);
export type PmTaskRow = z.infer<typeof pmTaskRow>;

/** Spec 3 'PM (library)'. */
export const pmRow = lazySchema(() =>
  z.object({
    pm_id: z.number(),
    title: z.string(),
    description: z.string(),
    status: z.number(),
    pm_plan_id: z.number(),
    pm_trigger_type: z.number(),
    pm_trigger_by: z.number(),
    is_trigger_on_starting_at: z.boolean(),
    datetime_due_at: z.string().nullable(),
    meter_hours_due_at: z.number().nullable(),
    datetime_starting_at: z.string().nullable(),
    datetime_repeates_every: z.number().nullable(),
    datetime_repeat_time_period_type: z.number().nullable(),
    meter_hours_starting_at: z.number().nullable(),
    meter_hours_repeates_every: z.number().nullable(),
    pmTasks: z.array(pmTaskRow),
    pmAttachments: z.array(attachmentRow),
    service_dealer_id: z.number().nullable(),
    serviceDealers: dealerRow.nullable(),
    /** The tasks' total, 60 minutes carried into hours (spec 2.2, 9). */
    total_est_time_hours: z.number(),
    total_est_time_minutes: z.number(),
    /** The parts each service needs (issue 25 item 3; set through Part/SetLibraryPmParts), copied to the asset PMs the plan makes. */
    pm_parts: z.array(pmPartLine),
  }),
);
export type PmRow = z.infer<typeof pmRow>;

export const deletedId = lazySchema(() => z.object({ id: z.number() }));
