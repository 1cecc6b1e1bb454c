/** Stored settings -> the response rows of shared/pm-notifications/schemas.ts. */
import type {
  AssetSettingsRow,
  CompanyConfigRow,
  EmailSettingsRow,
} from '#shared/pm-notifications/schemas.js';
import { reminderWire } from '#shared/pm-notifications/schemas.js';
import { ReminderSettingsStatus } from '#shared/pm/codes.js';
import { DEFAULT_REMINDER_SETTINGS } from '#shared/pm/reminders.js';
import type { User } from '#functions/users/index.js';
import type { SavedReminderSettings } from '#functions/pm/index.js';

/** An asset's own settings, or (is_default) the company's configuration or spec 9's defaults that apply to it. */
export function assetSettingsRow(
  assetId: number,
  own: SavedReminderSettings | undefined,
  company: SavedReminderSettings | undefined,
): AssetSettingsRow {
  const shown = own ?? company;
  return {
    asset_id: assetId,
    ...reminderWire(shown?.settings ?? DEFAULT_REMINDER_SETTINGS),
    status: own?.status ?? ReminderSettingsStatus.Enabled,
    is_default: !own,
    updated_at: own?.updatedAt ?? null,
  };
}

export function companyConfigRow(
  companyId: number,
  saved: SavedReminderSettings | undefined,
): CompanyConfigRow {
  const status = saved?.status ?? ReminderSettingsStatus.Enabled;
  return {
    company_id: companyId,
    company_pm_notification_configuration: status === ReminderSettingsStatus.Enabled,
    ...reminderWire(saved?.settings ?? DEFAULT_REMINDER_SETTINGS),
    status,
    is_default: !saved,
    updated_at: saved?.updatedAt ?? null,
  };
}

export function emailSettingsRow(user: User): EmailSettingsRow {
  return {
    uuid: user.uuid,
    email_notification_status: user.email_notification_status,
    operator_usage_report_email_not_status: user.operator_usage_report_email_not_status,
    manager_pm_notification_status: user.manager_pm_notification_status,
    executive_report_status: user.executive_report_frequency > 0,
    executive_report_frequency: user.executive_report_frequency,
    executive_pm_due_not_resolved_email_notification: user.executive_pm_due_not_resolved_email_notification,
    disable_till: user.disable_till ?? null,
    disable_till_by: user.disable_till_by ?? null,
    disabled_till_date: user.disabled_till_date ?? null,
  };
}
