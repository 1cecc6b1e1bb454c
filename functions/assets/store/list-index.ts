/**
 * The asset list index (rules in ../listing.ts). PLACEHOLDER SEAM while the list index is built:
 * the list helper replaces this file. assets.ts calls `assetIndexWrites` in every write of an
 * asset so entries and counts move in the same transaction.
 */
import type { Transaction } from '../../lib/transactions.js';
import type { AssetRecord } from './entities.js';

/** The writes that move an asset's list entries and counts from `before` to `after` (null: absent). */
export function assetIndexWrites(_before: AssetRecord | null, _after: AssetRecord | null): Transaction[] {
  return [];
}
