/**
 * The rollups domain's public module: the reports' counters (daily inspection roll-ups,
 * maintenance roll-ups). They sit low, beside activity: the writes that make a fact (inspections'
 * submit and approval, issues' close, PM completions, work orders) move the counters with
 * transaction items this module builds for the caller, in the caller's own transaction (as the
 * badge counters are kept), so a report never reads a half-counted fact; reports, at the top,
 * only reads them.
 */
export { opsRollupWrites, readOpsMonths, type OpsMonth } from './ops-rollups.js';
export {
  applyRollupChanges,
  assetUsageHours,
  daysOf,
  inspectionRollupWrites,
  lastTwelveMonthsOfDays,
  mergeRollupChanges,
  readMonths,
  readSummaries,
  rollupChanges,
  rollupUndo,
  rollupUpdateByToolbox,
  type Rollup,
  type RollupChange,
} from './rollups.js';
