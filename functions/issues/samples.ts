/** Sample calls of the issues routes for the route-wide tests (test-support/samples.ts), on an asset and issues of their own on demo's site 2. */
import { AssetStatus } from '#shared/codes.js';
import { createAsset } from '#functions/assets/store/assets.js';
import { writeTransaction } from '#lib/transactions.js';
import { asManager, type DomainSamples, type Fixture } from '#functions/test-support/samples.js';
import { newIssueRecord, openIssuesWrites } from './operations/issues.js';

/** A fresh internal id (the demo tenant is shared by the test files of a run). */
// Unique within the run: the clock, then a counter (two rows made in one millisecond differ).
let freshSequence = Math.floor(Math.random() * 1e4);
const freshInternalId = () => `8${Date.now() % 1e9}${String(freshSequence++ % 1e4).padStart(4, '0')}`;

const extra = (f: Fixture, name: 'issueAssetId' | 'issueInternalId' | 'issueUuid' | 'closeIssueUuid') =>
  String(f.extra[name]);
const listBody = { pagesize: 20, pageindex: 1, status: [12, 13, 14] };

export const issueSamples: DomainSamples = {
  async prepare(f) {
    const asset = await createAsset('demo', {
      asset: {
        internal_asset_id: freshInternalId(),
        name: 'Contract issue loader',
        company_id: 1,
        site_id: 2,
        status: AssetStatus.Active,
        asset_type: 'Wheel loader',
        product_name: 'Caterpillar',
        model_name: '950M',
        model_year: '2021',
        asset_serial_number: 'CAT950ISSUE',
        current_stage: 'In service',
      },
    });
    const at = new Date();
    const by = { uuid: f.manager.uuid, name: 'Contract Manager' };
    const records = ['Contract hydraulic leak', 'Contract brake wear'].map((name) =>
      newIssueRecord({ tenant: 'demo', asset, name, notes: 'Seen on the walkaround', priority: 2, by, at }),
    );
    await writeTransaction(await openIssuesWrites(asset, records, at));
    f.extra.issueAssetId = asset.asset_id;
    f.extra.issueInternalId = asset.internal_asset_id;
    f.extra.issueUuid = records[0].issue_uuid;
    f.extra.closeIssueUuid = records[1].issue_uuid;
  },
  contract: {
    'POST Issue/FilterIssues': [
      (f) => asManager(f, { body: listBody }),
      (f) =>
        asManager(f, { body: { ...listBody, asset_id: [Number(extra(f, 'issueAssetId'))], priority: [2] } }),
      (f) => asManager(f, { body: { ...listBody, search_string: 'contract hydraulic' } }),
      (f) =>
        asManager(f, {
          siteId: 1,
          body: { ...listBody, status: [], site_id: [2], issue_title: ['Contract brake wear'] },
        }),
    ],
    'POST Issue/FilterIssueAssetOptions': [
      (f) => asManager(f, { body: { ...listBody, option_search_string: 'contract' } }),
    ],
    'POST Issue/FilterIssueTitleOptions': [
      (f) => asManager(f, { body: { ...listBody, option_search_string: '' } }),
    ],
    'POST Issue/FilterIssueSiteOptions': [
      (f) => asManager(f, { siteId: 1, body: { ...listBody, option_search_string: '' } }),
    ],
    'POST Issue/CreateIssue': [
      (f) =>
        asManager(f, {
          body: {
            name: 'Contract cracked step',
            description: null,
            notes: 'Left step',
            status: 12,
            priority: 3,
            internal_asset_id: extra(f, 'issueInternalId'),
            attachtoinspection: false,
            isapprove: false,
          },
        }),
    ],
    'GET Issue/validateAssetId/{userUuid}/{assetNumber}': [
      (f) =>
        asManager(f, {
          pathParameters: { userUuid: f.manager.uuid, assetNumber: extra(f, 'issueInternalId') },
        }),
    ],
    'POST Issue/UpdateWorkOrder': [
      (f) =>
        asManager(f, {
          body: {
            issue_uuid: extra(f, 'issueUuid'),
            title: 'Contract hydraulic leak',
            notes: 'Parts ordered',
            priority: 1,
            status: 13,
            updated_at: '2026-01-02 10:00:00',
          },
        }),
      (f) =>
        asManager(f, {
          body: {
            issue_uuid: extra(f, 'closeIssueUuid'),
            title: 'Contract brake wear',
            notes: 'Fixed',
            priority: 2,
            status: 15,
          },
        }),
    ],
    'POST Issue/AddComment': [
      (f) => asManager(f, { body: { issue_uuid: extra(f, 'issueUuid'), comment: 'Checked again' } }),
    ],
    'GET Issue/GetWorkOrderDetail/{workOrderId}': [
      (f) => asManager(f, { pathParameters: { workOrderId: extra(f, 'issueUuid') } }),
    ],
    'GET Asset/DashboardOutstandingIssues': [(f) => asManager(f), (f) => asManager(f, { siteId: 1 })],
  },
  isolation: {
    'Issue/FilterIssues': { body: listBody },
    'Issue/FilterIssueAssetOptions': { body: listBody },
    'Issue/FilterIssueTitleOptions': { body: listBody },
    'Issue/FilterIssueSiteOptions': { body: listBody },
    'Issue/CreateIssue': { body: { name: 'x', notes: 'y', priority: 2, internal_asset_id: '1001' } },
    'Issue/validateAssetId/{userUuid}/{assetNumber}': {
      pathParameters: { userUuid: 'someone', assetNumber: '1001' },
    },
    'Issue/UpdateWorkOrder': { body: { issue_uuid: 'demo-issue-1', title: 'x', priority: 2, status: 13 } },
    'Issue/AddComment': { body: { issue_uuid: 'demo-issue-1', comment: 'x' } },
    'Issue/GetWorkOrderDetail/{workOrderId}': { pathParameters: { workOrderId: 'demo-issue-1' } },
  },
};
