/** The reliability domain's public module: what the domains above it (and the composition, the seed) may import. */
export { seedStandardCodes } from './store/failure-codes.js';
export {
  applyFailureCodes,
  checkFailureCodes,
  failureCodesOf,
  withFailureCodes,
  type FailureCodeEdits,
  type FailureCodes,
} from './operations/failure-codes.js';
export {
  markAssetDown,
  markAssetUp,
  type DowntimeSource,
  type MarkDownInput,
} from './operations/downtime.js';
export { getMarkers as currentDowntimes, type DowntimeMarker } from './store/downtime.js';
export {
  COMPANY_SHARDS,
  reliabilityRollupKeys,
  scopeTotals,
  totalsBy,
  type MetricsScope,
} from './store/rollups.js';
