/**
 * The asset list, POST Asset/FilterAsset (spec core 2.6, 7): one page read from the list index by
 * key (../operations/find-assets.ts); rows come from the asset records, so they are fresh. Its
 * six filter option calls are in ./list-options.ts, the hierarchy in ./hierarchy.ts and the
 * cluster's calls in ./cluster.ts.
 */
import { AssetsApi } from '#shared/assets/api.js';
import { okList } from '#lib/envelope.js';
import { currentDowntimes } from '#functions/reliability/index.js';
import { route } from '#functions/users/index.js';
import { getAssets } from '../store/assets.js';
import { findAssets } from '../operations/find-assets.js';
import { assetRowOf } from '../views.js';
import { scopeFor } from './scope.js';

/** POST Asset/FilterAsset: one page of the assets the caller sees, with listsize. */
export const filterAsset = route(AssetsApi.filterAsset, async (req) => {
  const org = await req.org();
  const tenant = req.tenant.company_code;
  const found = await findAssets(tenant, scopeFor(req, org, req.body), req.body);
  const [records, down] = await Promise.all([
    getAssets(tenant, found.ids),
    currentDowntimes(tenant, found.ids),
  ]);
  return okList(
    records.map((r) => ({ ...assetRowOf(r, org), down_since: down.get(r.asset_id)?.start ?? null })),
    found.total,
  );
});
