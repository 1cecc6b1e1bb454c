/**
 * The reminder settings that apply to an asset's PM triggers (spec maintenance 2.5, 2.6, 9):
 * the asset's own when enabled, else the company's configuration, else the spec's defaults; none
 * when the company's PM notifications are off (shared/pm/reminders.ts effectiveReminderSettings).
 * The settings are stored beside PM (store/reminder-settings.ts, read here and by the sweep; the
 * PM notifications domain, above PM, edits them through PM's public module).
 *
 * A trigger's reminder times are planned with the settings read when it is stepped; settings
 * changed later apply from the trigger's next event (the sweep and each reading read them again).
 */
import { effectiveReminderSettings, type ReminderSettings } from '#shared/pm/reminders.js';
import {
  getAssetPmNotificationSettings,
  getAssetPmNotificationSettingsMany,
  getCompanyPmNotificationConfig,
  getCompanyPmNotificationConfigsMany,
} from '../store/reminder-settings.js';

export async function reminderSettingsFor(
  tenant: string,
  companyId: number,
  assetId: number,
): Promise<ReminderSettings | null> {
  const [asset, company] = await Promise.all([
    getAssetPmNotificationSettings(tenant, assetId),
    getCompanyPmNotificationConfig(tenant, companyId),
  ]);
  return effectiveReminderSettings(asset ?? null, company ?? null);
}

/** The settings of many assets at once (the sweep): two BatchGets, by asset id. */
export async function reminderSettingsForMany(
  tenant: string,
  assets: { companyId: number; assetId: number }[],
): Promise<Map<number, ReminderSettings | null>> {
  const [own, companies] = await Promise.all([
    getAssetPmNotificationSettingsMany(
      tenant,
      assets.map((a) => a.assetId),
    ),
    getCompanyPmNotificationConfigsMany(
      tenant,
      assets.map((a) => a.companyId),
    ),
  ]);
  return new Map(
    assets.map((a) => [
      a.assetId,
      effectiveReminderSettings(own.get(a.assetId) ?? null, companies.get(a.companyId) ?? null),
    ]),
  );
}
