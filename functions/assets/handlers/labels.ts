/** The label sheet (Assetlist.pdf), served by the assets documents Lambda. */
import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { BatchGetCommand, execute as executeBatchGet } from 'dynamodb-toolbox/table/actions/batchGet';
import { AssetsApi } from '../../../shared/assets/api.js';
import { AssetMessages } from '../../../shared/assets/messages.js';
import { Role } from '../../../shared/codes.js';
import { Messages } from '../../../shared/messages.js';
import { tenantWebUrl } from '../../lib/config.js';
import { table } from '../../lib/db.js';
import { rawFile } from '../../lib/envelope.js';
import { notFound, refuse } from '../../lib/errors.js';
import { route } from '../../route.js';
import type { Org } from '../../tenancy/store.js';
import { renderAssetLabels } from '../labels.js';
import { AssetEntity, type AssetRecord } from '../store/entities.js';

const BATCH_GET_KEYS = 100;

/** The assets of these ids in the given order (BatchGet, 100 keys a request); undefined where absent. */
async function readAssets(tenant: string, ids: number[]): Promise<(AssetRecord | undefined)[]> {
  const batches: number[][] = [];
  for (let i = 0; i < ids.length; i += BATCH_GET_KEYS) batches.push(ids.slice(i, i + BATCH_GET_KEYS));
  const answers = await Promise.all(
    batches.map((batch) =>
      executeBatchGet(
        { maxAttempts: 5 },
        table.build(BatchGetCommand).requests(...batch.map((asset_id) => AssetEntity.build(BatchGetRequest).key({ tenant, asset_id }))),
      ),
    ),
  );
  return answers.flatMap(({ Responses }) => (Responses[0] ?? []) as (AssetRecord | undefined)[]);
}

/**
 * Whether the viewer sees this asset, as the list scopes it (spec 6): a super admin every
 * company, a company admin the companies of their sites, others (manager, executive) their own sites.
 */
function sees(viewer: { roleId: number; sites: number[] }, org: Org, asset: AssetRecord): boolean {
  if (viewer.roleId === Role.SuperAdmin) return true;
  const own = new Set(viewer.sites);
  if (viewer.roleId === Role.CompanyAdmin) return org.sites.some((s) => own.has(s.site_id) && s.company_id === asset.company_id);
  return own.has(asset.site_id);
}

/** POST Asset/GenerateBarcode {assetList: [ids]}: one label per asset, in the order chosen. */
export const generateBarcode = route(AssetsApi.generateBarcode, async ({ tenant, user, roleId, body, org: readOrg }) => {
  const ids = [...new Set(body.assetList)];
  const [org, assets] = await Promise.all([readOrg(), readAssets(tenant.company_code, ids)]);
  const viewer = { roleId, sites: user.sites };
  const found: AssetRecord[] = [];
  for (const asset of assets) {
    if (!asset) throw notFound(AssetMessages.assetNotFound);
    if (!sees(viewer, org, asset)) throw refuse(Messages.roleNotAuthorised);
    found.push(asset);
  }
  const siteNames = new Map(org.sites.map((s) => [s.site_id, s.site_name]));
  const base = tenantWebUrl(tenant.company_code);
  const pdf = await renderAssetLabels(
    found.map((asset) => ({
      internal_asset_id: asset.internal_asset_id,
      name: asset.name,
      site_name: siteNames.get(asset.site_id) ?? '',
      url: `${base}/assets/details/${asset.asset_id}`,
    })),
    `${tenant.name} assets`,
  );
  return rawFile(pdf, 'application/pdf', 'Assetlist.pdf');
});
