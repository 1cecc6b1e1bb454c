/**
 * The one place where roll-up counters (report totals kept per site, day, asset...) join the
 * inspection's own transaction: the submit (handlers/operator.ts submitInspection) and the
 * approval (approve.ts) both add `inspectionRollupWrites(before, after)` to their small
 * transaction, so a roll-up moves atomically with the status it counts. Return Update items
 * (`$add`); none yet. Roll-ups nothing reads as a badge may instead go with the deferred writes
 * (updateInspectionWrites' `deferred`: applied once, after the commit).
 */
import type { Transaction } from '../../lib/transactions.js';
import type { InspectionRecord } from './entities.js';

export function inspectionRollupWrites(_before: InspectionRecord, _after: InspectionRecord): Transaction[] {
  return [];
}
