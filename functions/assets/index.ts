/** The assets domain's public module: what the domains above it (and the composition) may import. */
export { Sub, type CompanyScope } from './listing.js';
export { assetSitesOf, listScope } from './list-scope.js';
export {
  assertSeesAsset,
  companyNameOf,
  displayName,
  feedSites,
  seesAsset,
  siteOf,
  viewerCompanies,
  type AssetViewer,
} from './scope.js';
export {
  adjustOpenIssues,
  findByInternalId,
  getAsset,
  getAssetOrNotFound,
  getAssets,
  updateAsset,
  updateAssetWrites,
  type AssetRecord,
} from './store/assets.js';
export { meterReadingWrite, newestMeterReading } from './store/meter-readings.js';
export { queryCounts, readCounts, readEntries } from './store/list-index.js';
export { valuesOfSub } from './listing.js';
export { ensurePortalToken, resolvePortalToken } from './store/portal-tokens.js';
export { photoUrl } from './views.js';
export { assetLabelsFor, assetsSeenBy, renderAssetLabels, type LabelAsset } from './labels.js';
