/**
 * The reminder settings that apply to an asset's PM triggers (spec maintenance 2.5, 2.6, 9):
 * the asset's own when enabled, else the company's configuration, else the spec's defaults; none
 * when the company's PM notifications are off (shared/pm/reminders.ts effectiveReminderSettings).
 *
 * The asset and company settings are stored by the PM notifications domain (branch wt-pmnotify,
 * functions/pm-notifications/store.ts). Until it is merged, no stored settings exist and the spec
 * defaults apply: both reminders off, the on-due reminder on.
 */
import { effectiveReminderSettings, type ReminderSettings, type StoredReminderSettings } from '../../shared/pm/reminders.js';

/** Reads the stored settings (the one line to change when the settings store lands). */
async function storedSettings(_tenant: string, _companyId: number, _assetId: number): Promise<{ asset: StoredReminderSettings | null; company: StoredReminderSettings | null }> {
  return { asset: null, company: null };
}

/** Test hook: settings to use instead of the stored ones (time-travel tests turn reminders on). */
export const settingsOverride: { value: ReminderSettings | null | undefined } = { value: undefined };

export async function reminderSettingsFor(tenant: string, companyId: number, assetId: number): Promise<ReminderSettings | null> {
  if (settingsOverride.value !== undefined) return settingsOverride.value;
  const { asset, company } = await storedSettings(tenant, companyId, assetId);
  return effectiveReminderSettings(asset, company);
}
