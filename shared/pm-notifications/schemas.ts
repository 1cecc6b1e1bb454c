/**
 * Request and response schemas of the PM notification settings (spec maintenance 3 'Asset PM
 * notification settings', 'Company PM notification config', 'Executive e-mail settings'; 5 'PM
 * notification config'; 7 'PM notifications'). The reminder fields travel with the spec's wire
 * names; `toReminderSettings` / `reminderWire` map them to shared/pm/reminders.ts's clear names,
 * whose `validateReminderSettings` gives the spec 5 messages (server and form alike).
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { ReminderSettingsStatus, ReminderUnit, type ReminderUnitId } from '../pm/codes.js';
import {
  DEFAULT_REMINDER_SETTINGS,
  validateReminderSettings,
  type ReminderRule,
  type ReminderSettings,
} from '../pm/reminders.js';
import { PmNotificationMessages as M } from './messages.js';

const invalid = { error: M.invalidValue };
/** A switch: true/false, or 1/0 as older clients send. */
const flag = lazySchema(() => z.union([z.boolean(), z.literal(0), z.literal(1)], invalid).transform(Boolean));
/** A reminder amount: empty is allowed while its switch is off (the rules check the switched-on ones). */
const amount = lazySchema(() =>
  z
    .union(
      [z.number(invalid).finite(invalid).min(-1e9, invalid).max(1e9, invalid), z.null(), z.literal('')],
      invalid,
    )
    .transform((v) => (v === '' ? null : v)),
);
const unit = lazySchema(() =>
  z.union(
    [z.literal(ReminderUnit.Months), z.literal(ReminderUnit.Weeks), z.literal(ReminderUnit.Days)],
    invalid,
  ),
);
const settingsStatus = lazySchema(() =>
  z.union([z.literal(ReminderSettingsStatus.Enabled), z.literal(ReminderSettingsStatus.Disabled)], invalid),
);

/** The reminder fields shared by the asset settings and the company configuration. */
const reminderFields = {
  first_reminder_before_on_status: flag,
  first_reminder_before_on: amount,
  first_reminder_before_on_type: unit,
  first_reminder_before_on_meter_hours_status: flag,
  first_reminder_before_on_meter_hours: amount,
  second_reminder_before_on_status: flag,
  second_reminder_before_on: amount,
  second_reminder_before_on_type: unit,
  second_reminder_before_on_meter_hours_status: flag,
  second_reminder_before_on_meter_hours: amount,
  /** The on-due reminder is always on (spec 2.5): accepted, always stored as on. */
  due_at_reminder_status: flag.optional(),
  due_at_reminder_meter_hours_status: flag.optional(),
};
type ReminderFields = z.infer<z.ZodObject<typeof reminderFields>>;

export interface ReminderWire {
  first_reminder_before_on_status: boolean;
  first_reminder_before_on: number | null;
  first_reminder_before_on_type: ReminderUnitId;
  first_reminder_before_on_meter_hours_status: boolean;
  first_reminder_before_on_meter_hours: number | null;
  second_reminder_before_on_status: boolean;
  second_reminder_before_on: number | null;
  second_reminder_before_on_type: ReminderUnitId;
  second_reminder_before_on_meter_hours_status: boolean;
  second_reminder_before_on_meter_hours: number | null;
  due_at_reminder_status: boolean;
  due_at_reminder_meter_hours_status: boolean;
}

const ruleOf = (w: ReminderFields, which: 'first' | 'second'): ReminderRule => ({
  timeOn: w[`${which}_reminder_before_on_status`],
  timeValue: w[`${which}_reminder_before_on`],
  timeUnit: w[`${which}_reminder_before_on_type`],
  meterOn: w[`${which}_reminder_before_on_meter_hours_status`],
  meterHours: w[`${which}_reminder_before_on_meter_hours`],
});

export const toReminderSettings = (w: ReminderFields): ReminderSettings => ({
  first: ruleOf(w, 'first'),
  second: ruleOf(w, 'second'),
});

export function reminderWire(settings: ReminderSettings): ReminderWire {
  const part = (which: 'first' | 'second') => {
    const r = settings[which];
    return {
      [`${which}_reminder_before_on_status`]: r.timeOn,
      [`${which}_reminder_before_on`]: r.timeValue,
      [`${which}_reminder_before_on_type`]: r.timeUnit,
      [`${which}_reminder_before_on_meter_hours_status`]: r.meterOn,
      [`${which}_reminder_before_on_meter_hours`]: r.meterHours,
    };
  };
  return {
    ...part('first'),
    ...part('second'),
    due_at_reminder_status: true,
    due_at_reminder_meter_hours_status: true,
  } as ReminderWire;
}

/** The spec 5 checks on the wire fields, reported at the offending field with the spec's message. */
const checkReminders = (w: ReminderFields, ctx: z.RefinementCtx) => {
  for (const issue of validateReminderSettings(toReminderSettings(w)))
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
};

const id = lazySchema(() =>
  z.coerce
    .number(invalid)
    .int(invalid)
    .min(1, invalid)
    .max(2 ** 31, invalid),
);

/** The reminder fields alone, with spec 5's checks: what the settings form validates (the shared editor). */
export const reminderSettingsBody = lazySchema(() => z.object(reminderFields).superRefine(checkReminders));

/** POST PMNotification/AddUpdateAssetPMNotificationSettings */
export const assetSettingsBody = lazySchema(() =>
  z
    .object({
      asset_id: z.number(invalid).int(invalid).min(1, invalid),
      ...reminderFields,
      status: settingsStatus.optional(),
    })
    .superRefine(checkReminders),
);
export type AssetSettingsBody = z.input<typeof assetSettingsBody>;

/** POST PMNotification/updatePMNotificationConfig */
export const companyConfigBody = lazySchema(() =>
  z
    .object({
      company_id: z.number(invalid).int(invalid).min(1, invalid),
      ...reminderFields,
      status: settingsStatus.optional(),
    })
    .superRefine(checkReminders),
);
export type CompanyConfigBody = z.input<typeof companyConfigBody>;

export const assetIdParams = lazySchema(() => z.object({ assetId: id }));
export const companyIdParams = lazySchema(() => z.object({ companyId: id }));

const wireShape = {
  first_reminder_before_on_status: z.boolean(),
  first_reminder_before_on: z.number().nullable(),
  first_reminder_before_on_type: unit,
  first_reminder_before_on_meter_hours_status: z.boolean(),
  first_reminder_before_on_meter_hours: z.number().nullable(),
  second_reminder_before_on_status: z.boolean(),
  second_reminder_before_on: z.number().nullable(),
  second_reminder_before_on_type: unit,
  second_reminder_before_on_meter_hours_status: z.boolean(),
  second_reminder_before_on_meter_hours: z.number().nullable(),
  due_at_reminder_status: z.boolean(),
  due_at_reminder_meter_hours_status: z.boolean(),
};

/** An asset's settings: its own when saved (is_default false), else what applies to it (the company's or spec 9's). */
export const assetSettingsRow = lazySchema(() =>
  z.object({
    asset_id: z.number(),
    ...wireShape,
    status: z.number(),
    is_default: z.boolean(),
    updated_at: z.string().nullable(),
  }),
);
export type AssetSettingsRow = z.infer<typeof assetSettingsRow>;

/** A company's configuration (spec 9 defaults, status 1, until saved). */
export const companyConfigRow = lazySchema(() =>
  z.object({
    company_id: z.number(),
    company_pm_notification_configuration: z.boolean(),
    ...wireShape,
    status: z.number(),
    is_default: z.boolean(),
    updated_at: z.string().nullable(),
  }),
);
export type CompanyConfigRow = z.infer<typeof companyConfigRow>;

export const DEFAULT_REMINDER_WIRE = reminderWire(DEFAULT_REMINDER_SETTINGS);

// ---- the users' e-mail settings ----

/** Progress report e-mail (spec 4): 22 daily, 23 weekly, 0 off. */
export const ProgressReport = { Off: 0, Daily: 22, Weekly: 23 } as const;
export type ProgressReportId = (typeof ProgressReport)[keyof typeof ProgressReport];
/** The disable-till period (spec 3): 39 weeks, 29 months. */
export const DisableTillBy = { Weeks: ReminderUnit.Weeks, Months: ReminderUnit.Months } as const;

/** A switch in a path: 1/true on, 0/false off. */
const pathFlag = lazySchema(() =>
  z.enum(['0', '1', 'true', 'false'], invalid).transform((v) => v === '1' || v === 'true'),
);

/** GET User/updateEmailNotification/{value}: the manager's pending reviews e-mail. */
export const emailToggleParams = lazySchema(() => z.object({ value: pathFlag }));
/** GET User/updateOperatorUsageEmailNotification/{uuid}/{value} */
export const operatorUsageParams = lazySchema(() =>
  z.object({
    uuid: z.string(invalid).min(1, invalid).max(64, invalid),
    value: pathFlag,
  }),
);
/** GET PMNotification/TriggerPMNotificationStatus/{value}: 1 on, 2 off (0 and false also off). */
export const pmStatusParams = lazySchema(() =>
  z.object({
    value: z.enum(['0', '1', '2', 'true', 'false'], invalid).transform((v) => v === '1' || v === 'true'),
  }),
);
/** GET User/updateExecutiveEmailNotificationStatus/{value} */
export const progressReportParams = lazySchema(() =>
  z.object({
    value: z.enum(['0', '22', '23'], invalid).transform((v) => Number(v) as ProgressReportId),
  }),
);
/** POST User/updateExecutivePMDueReportEmailStatus: on (no disable period), or off for `disable_till` units of `disable_till_by`. */
export const executivePmDueBody = lazySchema(() =>
  z
    .object({
      executive_pm_due_not_resolved_email_notification: flag,
      disable_till: z
        .union([z.number(invalid).int(invalid).min(1, invalid).max(52, invalid), z.null()], invalid)
        .optional(),
      disable_till_by: z
        .union([z.literal(DisableTillBy.Weeks), z.literal(DisableTillBy.Months), z.null()], invalid)
        .optional(),
    })
    .superRefine((b, ctx) => {
      if (
        !b.executive_pm_due_not_resolved_email_notification &&
        (b.disable_till == null) !== (b.disable_till_by == null)
      ) {
        ctx.addIssue({ code: 'custom', path: ['disable_till'], message: M.invalidValue });
      }
    }),
);
export type ExecutivePmDueBody = z.input<typeof executivePmDueBody>;

/** The e-mail settings of a user, as the login data's userEmailNotificationConfigurationSettings entry and the toggles' answer. */
export const emailSettingsRow = lazySchema(() =>
  z.object({
    uuid: z.string(),
    email_notification_status: z.boolean(),
    operator_usage_report_email_not_status: z.boolean(),
    manager_pm_notification_status: z.boolean(),
    executive_report_status: z.boolean(),
    executive_report_frequency: z.number(),
    executive_pm_due_not_resolved_email_notification: z.boolean(),
    disable_till: z.number().nullable(),
    disable_till_by: z.number().nullable(),
    disabled_till_date: z.string().nullable(),
  }),
);
export type EmailSettingsRow = z.infer<typeof emailSettingsRow>;

/** The company's master switch after TriggerPMNotificationStatus (company admin), or the manager's own toggle. */
export const pmStatusRow = lazySchema(() =>
  z.object({
    status: z.number(),
    company_id: z.number().nullable(),
    manager_pm_notification_status: z.boolean().nullable(),
  }),
);
