/** Sample calls of the label route for the route-wide tests (test-support/samples.ts). */
import { asManager, type DomainSamples } from '#functions/test-support/samples.js';
import { putTestAsset } from './test-assets.js';

export const assetLabelSamples: DomainSamples = {
  prepare: async (fixture) => {
    // An asset on the sample manager's site 2 (company 1) of the demo tenant.
    fixture.extra.labelAssetId = (
      await putTestAsset('demo', { company_id: 1, site_id: 2, name: 'Contract label loader' })
    ).asset_id;
  },
  contract: {
    'POST Asset/GenerateBarcode': [
      (f) => ({
        ...asManager(f, { body: { assetList: [f.extra.labelAssetId as number] } }),
        expectFile: 'application/pdf',
      }),
    ],
  },
  isolation: {
    'Asset/GenerateBarcode': { body: { assetList: [1] } },
  },
};
