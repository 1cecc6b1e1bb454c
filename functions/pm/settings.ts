/**
 * The reminder settings that apply to an asset's PM triggers (spec maintenance 2.5, 2.6, 9):
 * the asset's own when enabled, else the company's configuration, else the spec's defaults; none
 * when the company's PM notifications are off (shared/pm/reminders.ts effectiveReminderSettings).
 * The settings are stored by the PM notifications domain (functions/pm-notifications/store.ts).
 *
 * A trigger's reminder times are planned with the settings read when it is stepped; settings
 * changed later apply from the trigger's next event (the sweep and each reading read them again).
 */
import { effectiveReminderSettings, type ReminderSettings } from '../../shared/pm/reminders.js';
import { getAssetPmNotificationSettings, getCompanyPmNotificationConfig } from '../pm-notifications/store.js';

export async function reminderSettingsFor(tenant: string, companyId: number, assetId: number): Promise<ReminderSettings | null> {
  const [asset, company] = await Promise.all([getAssetPmNotificationSettings(tenant, assetId), getCompanyPmNotificationConfig(tenant, companyId)]);
  return effectiveReminderSettings(asset ?? null, company ?? null);
}
