/** The pm domain's public module: what the domains above it (and the composition) may import. */
export { evaluateMeterTriggers, prepareMeterReading } from './engine.js';
export { readListEntries } from './list-entries.js';
export {
  claimMail,
  getAssetPmNotificationSettings,
  getCompanyPmNotificationConfig,
  putAssetPmNotificationSettings,
  putCompanyPmNotificationConfig,
  releaseMail,
  setCompanyPmNotificationStatus,
  type SavedReminderSettings,
} from './reminder-settings-store.js';
