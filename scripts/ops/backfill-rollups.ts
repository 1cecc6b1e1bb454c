/**
 * Rebuilds a tenant's inspection roll-ups (functions/reports/rollups.ts: S#, T#, A# months and L#
 * summaries) from the inspections themselves, for data written before the roll-ups existed. Never
 * a Scan: per company, its assets from the asset list index, per asset the sites it was inspected
 * at (the inspection count partition, one prefix Query), the asset's inspection entries at each
 * (one Query per asset and site) and the records by id (BatchGet). The old roll-up items of each
 * site are deleted first (one Query per site), then the summed changes written (one Update per item).
 * The maintenance roll-ups (O# items, ops-rollups.ts) are left alone. Run it while nobody submits
 * or approves inspections: an inspection written during the rebuild may be counted twice or not at all.
 *   npx tsx scripts/ops/backfill-rollups.ts <tenant>
 */
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { SiteStatus } from '#shared/codes.js';
import { Sub as AssetSub } from '#functions/assets/listing.js';
import { getAssets } from '#functions/assets/store/assets.js';
import { readEntries as readAssetEntries } from '#functions/assets/store/list-index.js';
import {
  assetSubs,
  getInspections,
  readEntries as readInspectionEntries,
} from '#functions/inspections/store/list-index.js';
import {
  applyRollupChanges,
  historyRollupChanges,
  readRollups,
  RollupEntity,
  type RolledInspection,
} from '#functions/rollups/rollups.js';
import { getOrg } from '#functions/tenancy/store.js';
import { isMain } from '#scripts/bench/context.js';

export interface BackfillResult {
  sites: number;
  assets: number;
  inspections: number;
  deleted: number;
  /** Roll-up changes applied (summed per item when written). */
  changes: number;
}

/** Deletes a site's inspection roll-up items (every key but the O# maintenance months). */
async function clearSite(tenant: string, siteId: number): Promise<number> {
  let deleted = 0;
  for (const [from, to] of [
    ['A#', 'A#~'],
    ['L#', 'L#~'],
    ['S#', 'S#~'],
    ['T#', 'T#~'],
  ]) {
    for (const item of await readRollups(tenant, siteId, from, to)) {
      await RollupEntity.build(DeleteItemCommand)
        .key({ tenant, site_id: siteId, rollup: String(item.rollup) })
        .send();
      deleted++;
    }
  }
  return deleted;
}

export async function backfillRollups(tenant: string): Promise<BackfillResult> {
  const org = await getOrg(tenant);
  const sites = org.sites.filter((s) => s.status !== SiteStatus.AllSites);
  const zone = new Map(sites.map((s) => [s.site_id, s.timezone]));
  const result: BackfillResult = { sites: sites.length, assets: 0, inspections: 0, deleted: 0, changes: 0 };
  for (const site of sites) result.deleted += await clearSite(tenant, site.site_id);
  for (const company of org.companies) {
    const entries = await readAssetEntries(tenant, company.company_id, AssetSub.all);
    const ids = [...new Set(entries.map((e) => e.asset_id))];
    result.assets += ids.length;
    for (let i = 0; i < ids.length; i += 50) {
      const assets = await getAssets(tenant, ids.slice(i, i + 50));
      const records: RolledInspection[] = [];
      for (const asset of assets) {
        const subs = [...(await assetSubs(tenant, company.company_id, asset.asset_id)).keys()];
        const found = (
          await Promise.all(subs.map((sub) => readInspectionEntries(tenant, company.company_id, sub)))
        ).flat();
        records.push(
          ...(await getInspections(
            tenant,
            found.map((e) => e.inspection_id),
          )),
        );
      }
      result.inspections += records.length;
      const byId = new Map(assets.map((a) => [a.asset_id, a]));
      // The reading before an asset's first inspection is unknown: its first inspection adds no usage.
      const changes = historyRollupChanges(records, (id) => ({
        asset_type: byId.get(id)?.asset_type,
        asset_serial_number: byId.get(id)?.asset_serial_number,
        timezone: zone.get(records.find((r) => r.asset_id === id)?.site_id ?? 0) ?? 'UTC',
      }));
      result.changes += changes.length;
      await applyRollupChanges(changes);
    }
  }
  return result;
}

if (isMain(import.meta.url)) {
  const tenant = process.argv[2];
  if (!tenant) throw new Error('usage: npx tsx scripts/ops/backfill-rollups.ts <tenant>');
  console.log(await backfillRollups(tenant));
}
