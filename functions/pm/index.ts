/**
 * The PM domain's public module: what the domains above it (and the composition) may import. PM
 * sits below inspections: a submit's meter reading writes PM's meter items in the submit's own
 * transaction (prepareMeterReading builds them for the caller), and an approval evaluates the
 * meter triggers right after its commit, in the same request, as before.
 */
export { assetPmRecord, type AssetPmRecord } from './store/asset-record.js';
export { evaluateMeterTriggers, prepareMeterReading } from './operations/engine.js';
export {
  EARLIER_READINGS_MAX,
  recordMeterHours,
  type MeterHoursRecording,
} from './operations/meter-hours.js';
export { readListEntries } from './store/list-entries.js';
export {
  claimMail,
  getAssetPmNotificationSettings,
  getCompanyPmNotificationConfig,
  putAssetPmNotificationSettings,
  putCompanyPmNotificationConfig,
  releaseMail,
  setCompanyPmNotificationStatus,
  type SavedReminderSettings,
} from './store/reminder-settings.js';
export { assetInScope, pmScope, type PmScope } from './scope.js';
export {
  readAssetPmParts,
  scopedAssetPmParts,
  setAssetPmParts,
  type AssetPmParts,
} from './operations/pm-parts.js';
export { pmListRows } from './operations/find-pms.js';
