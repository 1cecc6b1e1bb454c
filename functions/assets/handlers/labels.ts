/** The label sheet (Assetlist.pdf), served by the assets documents Lambda. */
import { AssetsApi } from '#shared/assets/api.js';
import { tenantWebUrl } from '#lib/config.js';
import { rawFile } from '#lib/envelope.js';
import { route } from '#functions/users/index.js';
import { ensurePortalTokens } from '../store/portal-tokens.js';
import { portalPath } from '#shared/requests/rules.js';
import { renderAssetLabels } from '../labels.js';
import { assertSeesAsset, siteOf } from '../scope.js';
import { getAssets } from '../store/assets.js';

/**
 * POST Asset/GenerateBarcode {assetList: [ids]}: one label per asset, in the order chosen. Only
 * assets the list shows the caller (scope.ts); any other id, another tenant's included, is not found.
 */
export const generateBarcode = route(
  AssetsApi.generateBarcode,
  async ({ tenant, user, roleId, siteId, body, org: readOrg }) => {
    const ids = [...new Set(body.assetList)];
    const [org, found] = await Promise.all([readOrg(), getAssets(tenant.company_code, ids)]);
    const byId = new Map(found.map((asset) => [asset.asset_id, asset]));
    const assets = ids.map((id) => assertSeesAsset({ user, roleId, siteId }, org, byId.get(id)));
    const base = tenantWebUrl(tenant.company_code);
    // The QR opens the no-sign-in request portal of the asset (a random token per asset, made on first use).
    const tokens = await ensurePortalTokens(
      tenant.company_code,
      assets.map((asset) => asset.asset_id),
    );
    const pdf = await renderAssetLabels(
      assets.map((asset, i) => ({
        internal_asset_id: asset.internal_asset_id,
        name: asset.name,
        site_name: siteOf(org, asset.site_id)?.site_name ?? '',
        url: `${base}${portalPath(tokens[i])}`,
      })),
      `${tenant.name} assets`,
    );
    return rawFile(pdf, 'application/pdf', 'Assetlist.pdf');
  },
);
