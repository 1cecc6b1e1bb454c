/**
 * The inspection list index (FilterInspections and its options, the asset's Inspections tab, the
 * per-asset history, the photos page). PLACEHOLDER: the list slice fills it in. Every write of an
 * inspection record carries `inspectionIndexWrites(before, after)` in the same transaction.
 */
import type { Transaction } from '../../lib/transactions.js';
import type { InspectionRecord } from './entities.js';

export function inspectionIndexWrites(before: InspectionRecord | null, after: InspectionRecord | null): Transaction[] {
  void before;
  void after;
  return [];
}

/** The asset's latest submitted inspection (what 'Attach latest inspection to asset' links), or null. */
export async function latestInspectionId(tenant: string, assetId: number): Promise<string | null> {
  void tenant;
  void assetId;
  throw new Error('not built yet');
}
