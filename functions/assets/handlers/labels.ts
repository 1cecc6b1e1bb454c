/** The label sheet (Assetlist.pdf), served by the assets documents Lambda. */
import { AssetsApi } from '#shared/assets/api.js';
import { rawFile } from '#lib/envelope.js';
import { route } from '#functions/users/index.js';
import { assetLabelsFor, renderAssetLabels } from '../labels.js';

/**
 * POST Asset/GenerateBarcode {assetList: [ids]}: one label per asset, in the order chosen. Only
 * assets the list shows the caller (scope.ts); any other id, another tenant's included, is not found.
 * A selection over LABEL_JOB_THRESHOLD is sent as a label job instead (Report/ExportAssetLabels).
 */
export const generateBarcode = route(
  AssetsApi.generateBarcode,
  async ({ tenant, user, roleId, siteId, body, org: readOrg }) => {
    const labels = await assetLabelsFor(
      tenant.company_code,
      { user, roleId, siteId },
      readOrg(),
      body.assetList,
    );
    const pdf = await renderAssetLabels(labels, `${tenant.name} assets`);
    return rawFile(pdf, 'application/pdf', 'Assetlist.pdf');
  },
);
