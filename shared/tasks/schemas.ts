/**
 * The Tasks calls' contract (spec maintenance 3 'Task', 5 'Task form', 7 'Tasks'): zod request and
 * response schemas. The create/edit drawer checks its values with the same body schema, so the
 * form shows exactly the messages the server answers.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { paging, text } from '../common/readers.js';
import { Messages } from '../messages.js';
import { TaskMessages } from './messages.js';
import {
  hasWholeCents,
  TASK_HOURLY_RATE_MAX,
  TASK_HOURLY_RATE_MIN,
  TASK_HOURS_MAX,
  TASK_MINUTES_MAX,
  TASK_TITLE_MAX,
} from './rules.js';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A number field of the form: absent or blank is 'required'; numeric text is read as a number; anything else is 'invalid'. */
const numberField = (required: string, invalid: string) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
    z.number({ error: (issue) => (issue.input === undefined ? required : invalid) }),
  );

/** task_id when editing: absent, null, '' or 0 creates; otherwise a positive whole number. */
const taskIdField = lazySchema(() =>
  z.preprocess(
    (v) => (blank(v) || v === 0 || v === '0' ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
    z
      .number({ error: Messages.invalidRequest })
      .int({ error: Messages.invalidRequest })
      .positive({ error: Messages.invalidRequest })
      .optional(),
  ),
);

/** POST Task/AddUpdateTask: creates a task (no task_id) or edits one. Messages in the spec's order. */
export const taskBody = lazySchema(() =>
  z.object({
    task_id: taskIdField,
    task_title: z.preprocess(
      (v) => (blank(v) ? undefined : typeof v === 'number' ? String(v) : v),
      z
        .string({ error: TaskMessages.titleRequired })
        .trim()
        .max(TASK_TITLE_MAX, { error: TaskMessages.titleTooLong }),
    ),
    task_est_minutes: numberField(TaskMessages.minutesRequired, TaskMessages.minutesInvalid).pipe(
      z
        .number()
        .int({ error: TaskMessages.minutesInvalid })
        .min(0, { error: TaskMessages.minutesInvalid })
        .max(TASK_MINUTES_MAX, { error: TaskMessages.minutesTooMany }),
    ),
    task_est_hours: numberField(TaskMessages.hoursRequired, TaskMessages.hoursInvalid).pipe(
      z
        .number()
        .int({ error: TaskMessages.hoursInvalid })
        .min(0, { error: TaskMessages.hoursInvalid })
        .max(TASK_HOURS_MAX, { error: TaskMessages.hoursInvalid }),
    ),
    hourly_rate: numberField(TaskMessages.hourlyRateRequired, TaskMessages.hourlyRateInvalid).pipe(
      z
        .number()
        .min(TASK_HOURLY_RATE_MIN, { error: TaskMessages.hourlyRateZero })
        .max(TASK_HOURLY_RATE_MAX, { error: TaskMessages.hourlyRateInvalid })
        .refine(hasWholeCents, { error: TaskMessages.hourlyRateInvalid }),
    ),
  }),
);
export type TaskBody = z.infer<typeof taskBody>;

/** GET Task/GetTasks?pageindex&pagesize&searchstring: one page of the company's tasks by code, searched over code and title. */
export const taskListQuery = lazySchema(() =>
  z.object({
    ...paging,
    searchstring: text(100).transform((s) => s ?? ''),
  }),
);
export type TaskListQuery = z.infer<typeof taskListQuery>;

/** DELETE Task/DeleteTask/{task_id}. */
export const taskIdParams = lazySchema(() =>
  z.object({
    task_id: z.coerce
      .number({ error: TaskMessages.taskNotFound })
      .int({ error: TaskMessages.taskNotFound })
      .positive({ error: TaskMessages.taskNotFound })
      .max(Number.MAX_SAFE_INTEGER, { error: TaskMessages.taskNotFound }),
  }),
);

// ---- responses ----

/** Spec 3 'Task'. */
export const taskRow = lazySchema(() =>
  z.object({
    task_id: z.number(),
    /** Generated per company: T-0001, T-0002 … */
    task_code: z.string(),
    task_title: z.string(),
    task_est_hours: z.number(),
    task_est_minutes: z.number(),
    /** 'N hrs M mins' (spec 9). */
    task_est_display: z.string(),
    /** Dollars. */
    hourly_rate: z.number(),
    /** 1 Active: the spec names the field but shows no other status or a way to change it. */
    status: z.number(),
  }),
);
export type TaskRow = z.infer<typeof taskRow>;

export const deletedTask = lazySchema(() => z.object({ task_id: z.number() }));
