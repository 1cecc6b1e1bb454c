/** Texts of the devices screen and the device sync call (spec core 2.12, 8). */
export const DeviceMessages = {
  noTypes: 'No types found',
  noBrands: 'No brands found',
  noModels: 'No models found',
  noOs: 'No OS found',
  noCompanies: 'No Companies found',
  noSites: 'No Sites found',
  // ours: the sync call the mobile app makes
  deviceCodeRequired: 'Device code is required !',
  siteRequired: 'Site is required !',
  synced: 'Device synced',
} as const;
