/**
 * The parts a PM needs (issue 25 item 3), kept with the asset PM (its `parts`: part ids and
 * quantities). PM sits below parts, so it knows nothing of the catalogue: the parts domain checks
 * the parts (they exist and are active in the asset's company) and then saves them through
 * setAssetPmParts, and answers "Parts on hand" or "Short: ..." by reading the PMs' lines through
 * readAssetPmParts and its own stock by key.
 *
 * The asset PM is what comes due, at a site whose stock answers the question. A library PM may
 * name parts too (Part/SetLibraryPmParts, kept by the pm-library domain): AssetPM/AddPlanToAsset
 * copies them onto each asset PM it makes (operations/asset-pms.ts), and managers tune each
 * asset's copy here.
 */
import type { PmPartLine } from '#shared/pm/detail-schemas.js';
import { AssetPmMessages } from '#shared/pm/messages.js';
import { getMany } from '#lib/batch-get.js';
import { conflict, notFound } from '#lib/errors.js';
import { writeTransaction } from '#lib/transactions.js';
import { assetInScope, type PmScope } from '../scope.js';
import { getAssetPm } from '../store/asset-pms.js';
import { AssetPmEntity, ids } from '../store/entities.js';
import { assetPmWrite } from '../store/write-builders.js';
import type { AssetPmData, StoredAssetPm } from '../store/stored-shapes.js';
import { clock } from './clock.js';

/** What the parts domain reads of an asset PM: where it is and what it needs. */
export interface AssetPmParts {
  asset_pm_id: string;
  asset_id: number;
  site_id: number;
  company_id: number;
  title: string;
  parts: PmPartLine[];
  version: number;
}

const partsOf = (stored: StoredAssetPm): AssetPmParts => ({
  asset_pm_id: stored.pm.asset_pm_id,
  asset_id: stored.pm.asset_id,
  site_id: stored.pm.site_id,
  company_id: stored.pm.company_id,
  title: stored.pm.title,
  parts: stored.pm.parts ?? [],
  version: stored.version,
});

/** One asset PM whose asset is in the caller's scope (the asset's current site), or not found. */
export async function scopedAssetPmParts(scope: PmScope, assetPmId: string): Promise<AssetPmParts> {
  const asset = await assetInScope(scope, ids.assetOf(assetPmId));
  const stored = await getAssetPm(scope.tenant, assetPmId);
  if (!stored || stored.pm.asset_id !== asset.asset_id) throw notFound(AssetPmMessages.pmNotFound);
  return { ...partsOf(stored), site_id: asset.site_id };
}

/**
 * Many asset PMs by key (one BatchGet; the PM list's page): those of sites in scope, others and
 * unknown ids left out (no telling which).
 */
export async function readAssetPmParts(scope: PmScope, assetPmIds: string[]): Promise<AssetPmParts[]> {
  const keys = [...new Set(assetPmIds)].flatMap((id) => {
    const assetId = ids.assetOf(id);
    return assetId === null ? [] : [{ tenant: scope.tenant, asset_id: assetId, asset_pm_id: id }];
  });
  const found = await getMany(AssetPmEntity, keys);
  return found
    .map((item) => partsOf({ pm: item.pm as AssetPmData, version: item.version }))
    .filter((pm) => scope.siteIds.has(pm.site_id));
}

/** Saves the PM's parts (already checked by the caller), conditioned on the version read: a lost race is a conflict. */
export async function setAssetPmParts(
  tenant: string,
  read: AssetPmParts,
  parts: PmPartLine[],
): Promise<AssetPmParts> {
  const stored = await getAssetPm(tenant, read.asset_pm_id);
  if (!stored) throw notFound(AssetPmMessages.pmNotFound);
  if (stored.version !== read.version) throw conflict(AssetPmMessages.staleTrigger);
  const pm: AssetPmData = {
    ...stored.pm,
    parts: parts.map((p) => ({ part_id: p.part_id, quantity: p.quantity })),
    updated_at: clock.now().toISOString(),
  };
  try {
    await writeTransaction([assetPmWrite(tenant, pm, stored.version)]);
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException')
      throw conflict(AssetPmMessages.staleTrigger);
    throw error;
  }
  return { ...partsOf({ pm, version: stored.version + 1 }), site_id: read.site_id };
}
