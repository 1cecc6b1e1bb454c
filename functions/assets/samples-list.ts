/** Sample calls of the list, options, hierarchy and cluster routes for the route-wide tests (test-support/samples.ts). */
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { writeTransaction } from '#lib/transactions.js';
import { asAdmin, asManager, type DomainSamples } from '#functions/test-support/samples.js';
import { AssetEntity, type AssetRecord } from './store/entities.js';
import { assetIndexWrites } from './store/list-index.js';

/** Two assets on demo's Boone Quarry (company 2, a site no other sample counts), a parent and its child, so rows are validated too. */
const CONTRACT_ASSETS: Partial<AssetRecord>[] = [
  {
    asset_id: 990_001,
    internal_asset_id: '990001',
    name: 'Contract Volvo A40G Hauler',
    model_name: 'A40G',
    model_year: '2021',
    open_issues: 1,
    criticality_index: 4,
  },
  {
    asset_id: 990_002,
    internal_asset_id: '990002',
    name: 'Contract Volvo A40G Tailgate',
    model_name: 'A40G',
    model_year: '2021',
    parent_internal_asset_id: '990001',
    levels: 2,
  },
];

const listBody = {
  pagesize: 20,
  pageindex: 1,
  company_id: [2],
  site_id: [],
  status: 0,
  model_name: [],
  model_year: [],
  show_open_issues: 0,
  search_string: '',
};

export const assetListSamples: DomainSamples = {
  async prepare() {
    for (const over of CONTRACT_ASSETS) {
      const record = {
        tenant: 'demo',
        company_id: 2,
        site_id: 7,
        status: 3,
        asset_serial_number: `VCE${over.asset_id}`,
        levels: 1,
        children_count: 0,
        open_issues: 0,
        version: 1,
        ...over,
      } as AssetRecord;
      const existing = await writeTransaction([
        AssetEntity.build(PutTransaction)
          .item(record)
          .options({ condition: { attr: 'asset_id', exists: false } }),
        ...assetIndexWrites(null, record),
      ]).catch((error: Error) => error);
      // Already there from an earlier run on the same twin: the index is too.
      if (
        existing instanceof Error &&
        !/ConditionalCheckFailed|TransactionCanceled/.test(existing.name + existing.message)
      )
        throw existing;
    }
  },
  contract: {
    'POST Asset/FilterAsset': [
      (f) => asAdmin(f, { body: listBody }),
      (f) => asAdmin(f, { body: { ...listBody, search_string: 'contract hauler', status: 1 } }),
      (f) =>
        asAdmin(f, {
          body: { ...listBody, model_name: ['A40G'], model_year: ['2021'], show_open_issues: 1 },
        }),
      (f) => asManager(f, { body: { pagesize: 20, pageindex: 1 } }),
    ],
    'POST Asset/FilterAssetNameOptions': [
      (f) => asAdmin(f, { body: { ...listBody, option_search_string: 'contract' } }),
    ],
    'POST Asset/FilterAssetCompanyOptions': [
      (f) => asAdmin(f, { body: { ...listBody, option_search_string: '' } }),
    ],
    'POST Asset/FilterAssetModelOptions': [
      (f) => asAdmin(f, { body: { ...listBody, option_search_string: 'a40' } }),
    ],
    'POST Asset/FilterAssetModelYearOptions': [
      (f) => asAdmin(f, { body: { ...listBody, model_name: ['A40G'], option_search_string: '' } }),
    ],
    'POST Asset/FilterAssetSiteOptions': [
      (f) => asManager(f, { body: { pagesize: 20, pageindex: 1, option_search_string: '' } }),
    ],
    'POST Asset/FilterAssetStatusOptions': [(f) => asManager(f, { body: { pagesize: 20, pageindex: 1 } })],
    'POST Asset/HierarchyAssets': [
      (f) => asAdmin(f, { body: { ...listBody, status: 1 } }),
      (f) => asAdmin(f, { body: { ...listBody, status: 1, parent_internal_asset_id: '990001' } }),
    ],
    'GET Asset/ClusterAssets': [(f) => asAdmin(f, { query: { company_id: '2' } }), (f) => asManager(f)],
    'GET Asset/ClusterSiteAssets': [
      (f) => asAdmin(f, { query: { site_id: '7' } }),
      (f) => asManager(f, { query: { site_id: '2' } }),
    ],
  },
  isolation: {
    'Asset/FilterAsset': { body: { pagesize: 20, pageindex: 1 } },
    'Asset/FilterAssetNameOptions': { body: { pagesize: 20, pageindex: 1 } },
    'Asset/FilterAssetCompanyOptions': { body: { pagesize: 20, pageindex: 1 } },
    'Asset/FilterAssetModelOptions': { body: { pagesize: 20, pageindex: 1 } },
    'Asset/FilterAssetModelYearOptions': { body: { pagesize: 20, pageindex: 1 } },
    'Asset/FilterAssetSiteOptions': { body: { pagesize: 20, pageindex: 1 } },
    'Asset/FilterAssetStatusOptions': { body: { pagesize: 20, pageindex: 1 } },
    'Asset/HierarchyAssets': { body: { pagesize: 20, pageindex: 1, status: 1 } },
    'Asset/ClusterAssets': { query: { company_id: '1' } },
    'Asset/ClusterSiteAssets': { query: { site_id: '2' } },
  },
};
