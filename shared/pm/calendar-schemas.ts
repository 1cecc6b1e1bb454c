/**
 * The PM calendar's calls (issue 24; shared/pm/calendar.ts has its rules): GET AssetPM/GetPMCalendar
 * and POST AssetPM/ReschedulePM.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { isDateOnly } from '../dates.js';
import { Messages } from '../messages.js';
import { CalendarTexts, isCalendarRange } from './calendar.js';
import { AssetPmMessages, PmMessages } from './messages.js';
import { blank, num, serverId } from './schemas.js';

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
