/**
 * Texts of PM notifications and the e-mail settings (spec maintenance 2.5, 2.6, 8): toasts and
 * failure texts as the spec writes them (spaces before '!' included), and our server messages
 * where the spec gives none.
 */
export const PmNotificationMessages = {
  // spec 8 'Notifications' success toasts
  configurationsUpdated: 'Configurations updated successfully !',
  notificationSettingsUpdated: 'Notification settings updated !',
  settingsUpdated: 'Settings updated successfully!',
  // spec 8 failure texts
  somethingWentWrong: 'Something went wrong !',
  unableToUpdateSetting: 'Unable to update the setting, please try again',
  // ours (the spec shows no text)
  invalidValue: 'Invalid value',
  pmNotShown: 'PM is not enabled for this site',
  notYourCompany: 'This company is not yours',
  onlyYourOwnSettings: 'You can only change your own settings',
  loading: 'Loading ....',
  updating: 'Updating ....',
} as const;
