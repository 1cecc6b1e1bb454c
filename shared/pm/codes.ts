/**
 * The PM codes of the spec (maintenance 4, core-platform 4): trigger type, trigger by, the repeat
 * period, the reminder units, and the PM statuses the trigger states map to.
 */

/** Trigger type: a one-time PM, or one that comes back after each completion. */
export const PmTriggerType = { FixedOneTime: 24, Recurring: 25 } as const;
export type PmTriggerTypeId = (typeof PmTriggerType)[keyof typeof PmTriggerType];

/** Trigger by: time, meter hours, or both (whichever comes first). */
export const PmTriggerBy = { Time: 26, MeterHours: 27, TimeOrMeterHours: 28 } as const;
export type PmTriggerById = (typeof PmTriggerBy)[keyof typeof PmTriggerBy];

/**
 * datetime_repeat_time_period_type: the spec knows only months (29) and years (30) for a
 * recurring PM's time interval (core-platform 4 lists them beside the trigger-by codes).
 */
export const RepeatPeriod = { Months: 29, Years: 30 } as const;
export type RepeatPeriodId = (typeof RepeatPeriod)[keyof typeof RepeatPeriod];

/** Reminder units (maintenance 3: 29 months, 39 weeks, 40 days; the interface maps them to 2, 1, 0). */
export const ReminderUnit = { Months: 29, Weeks: 39, Days: 40 } as const;
export type ReminderUnitId = (typeof ReminderUnit)[keyof typeof ReminderUnit];

/** Spec 9: for comparing reminder times, a month is 30 days and a week 7. */
export const DAYS_PER_UNIT: Record<ReminderUnitId, number> = { 29: 30, 39: 7, 40: 1 };

/** PM status codes (maintenance 4). Due and Overdue are set by the trigger engine; the others by people. */
export const PmStatus = {
  Active: 1,
  Overdue: 31,
  Due: 32,
  InProgress: 33,
  Waiting: 42,
  Open: 43,
  Completed: 44,
} as const;
export type PmStatusId = (typeof PmStatus)[keyof typeof PmStatus];

/** Reminder settings status (asset settings and the company's master switch): 1 on, 2 off. */
export const ReminderSettingsStatus = { Enabled: 1, Disabled: 2 } as const;
