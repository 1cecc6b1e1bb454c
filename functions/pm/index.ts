/**
 * The PM domain's public module: what the domains above it (and the composition) may import. PM
 * sits below inspections: a submit's or an approval's meter reading is PM's transaction items in
 * the caller's own transaction (prepareMeterReading, meterReadingWrites: the meter state and the
 * reading's event), and the outbox consumer hands the event back to PM (evaluateMeterReading),
 * which moves the meter triggers after the commit (operations/meter-reading.ts says why).
 */
export { assetPmRecord, type AssetPmRecord } from './store/asset-record.js';
export { evaluateMeterReading } from './operations/engine.js';
export {
  isMeterReadingEvent,
  meterReadingWrites,
  prepareMeterReading,
  type MeterReadingEvent,
} from './operations/meter-reading.js';
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
