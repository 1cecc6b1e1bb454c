/** The history page's pure rules (spec 2.9): the asset choice as one option value, and when the pages end. */
import { HISTORY_PAGE_SIZE } from '@shared/inspections/rules';

/** The asset a history is of: the picker's choice (internal ids are unique per company only, so both ids). */
export interface HistoryAsset {
  assetId: number;
  internalAssetId: string;
  name: string;
}

/** The picker's option value of an asset: '{asset_id}:{internal_asset_id}'. */
export const historyAssetValue = (asset: Pick<HistoryAsset, 'assetId' | 'internalAssetId'>) =>
  `${asset.assetId}:${asset.internalAssetId}`;

/** The asset an option (or the URL) names, or null when the value is not one. */
export function readHistoryAsset(value: string | null | undefined, name: string): HistoryAsset | null {
  const match = /^(\d+):(.+)$/.exec(value ?? '');
  if (!match) return null;
  const assetId = Number(match[1]);
  return Number.isSafeInteger(assetId) && assetId > 0 ? { assetId, internalAssetId: match[2], name } : null;
}

/** The next page to ask for: none after a page of fewer than 20 (spec 2.9). */
export const nextHistoryPage = (lastPage: readonly unknown[], pages: readonly unknown[]) =>
  lastPage.length < HISTORY_PAGE_SIZE ? undefined : pages.length + 1;
