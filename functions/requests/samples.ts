/** Sample calls of the requests and portal routes for the route-wide tests (test-support/samples.ts), as the demo manager at Reno Yard (site 2, shows maintenance). */
import { putTestAsset } from '#functions/assets/test-assets.js';
import { newIssueRecord, openIssuesWrites } from '#functions/issues/operations/issues.js';
import { writeTransaction } from '#lib/transactions.js';
import { asManager, type DomainSamples, type Fixture } from '#functions/test-support/samples.js';
import { ensurePortalToken } from '#functions/assets/index.js';

const x = (f: Fixture, name: string) => String(f.extra[name]);

export const requestSamples: DomainSamples = {
  prepare: async (f) => {
    const asset = await putTestAsset('demo', { company_id: 1, site_id: 2, name: 'Contract request asset' });
    f.extra.mrAsset = asset.asset_id;
    f.extra.portalToken = await ensurePortalToken('demo', asset.asset_id);
    const issue = newIssueRecord({
      tenant: 'demo',
      asset,
      name: 'Contract issue',
      notes: 'n',
      priority: 2,
      by: { uuid: f.manager.uuid, name: 'Manager' },
      at: new Date(),
    });
    await writeTransaction(await openIssuesWrites(asset, [issue], new Date()));
    f.extra.mrIssue = issue.issue_uuid;
    const { nextId, requestCreateWrites } = await import('./store/requests.js');
    const mrId = await nextId('demo', 'MR');
    const at = new Date().toISOString();
    await writeTransaction(
      requestCreateWrites({
        tenant: 'demo',
        mr_id: mrId,
        company_id: 1,
        site_id: 2,
        asset_id: asset.asset_id,
        asset_name: asset.name,
        internal_asset_id: asset.internal_asset_id,
        title: 'Contract: to resolve',
        description: 'd',
        priority: 45,
        mr_type: 52,
        status: 48,
        requested_by: f.manager.uuid,
        requested_by_name: 'Manager',
        issue_uuids: [],
        is_portal: false,
        created_at: at,
        updated_at: at,
        version: 1,
      }),
    );
    f.extra.mrToResolve = mrId;
  },
  contract: {
    'POST MaintenanceRequest/AddUpdateMaintenanceRequest': [
      (f) =>
        asManager(f, {
          body: {
            title: 'Contract: hydraulic leak',
            description: 'Oil',
            asset_id: f.extra.mrAsset,
            priority: 46,
          },
        }),
    ],
    'POST MaintenanceRequest/GetAllMaintenanceRequest': [
      (f) => asManager(f, { body: { pageIndex: 0, pageSize: 0, mr_filter_type: 0, type: 0 } }),
      (f) =>
        asManager(f, {
          body: { pageIndex: 1, pageSize: 20, mr_filter_type: 48, type: 52, search_string: 'leak' },
        }),
    ],
    'POST MaintenanceRequest/GetRequestedByOptions': [
      (f) => asManager(f, { body: { option_search_string: '' } }),
    ],
    'GET MaintenanceRequest/GetMaintenanceRequestDetails/{mr_id}': [
      (f) => asManager(f, { pathParameters: { mr_id: x(f, 'mrToResolve') } }),
    ],
    'POST MaintenanceRequest/ResolveMaintenanceRequest': [
      (f) => asManager(f, { body: { mr_id: f.extra.mrToResolve, resolve_reason: 'Fixed on site' } }),
    ],
    'POST MaintenanceRequest/CreateRequestFromInspection': [
      (f) =>
        asManager(f, {
          body: {
            issue_uuid: f.extra.mrIssue,
            title: 'Contract: from issue',
            description: 'From an inspection issue',
          },
        }),
    ],
    'GET MaintenanceRequest/GetMaintenanceRequestOpenStatusCount': [(f) => asManager(f)],
    'GET MaintenanceRequest/GetAllWorkOrderWithNoMR/{assetId}': [
      (f) =>
        asManager(f, {
          pathParameters: { assetId: x(f, 'mrAsset') },
          query: { pageindex: '1', pagesize: '20', searchstring: '' },
        }),
    ],
    'GET Portal/GetAsset/{token}': [(f) => ({ pathParameters: { token: x(f, 'portalToken') } })],
    'POST Portal/GetPhotoUploadUrl/{token}': [
      (f) => ({
        pathParameters: { token: x(f, 'portalToken') },
        body: { content_type: 'image/jpeg', size: 120_000 },
      }),
    ],
    'POST Portal/ReportProblem/{token}': [
      (f) => ({
        pathParameters: { token: x(f, 'portalToken') },
        body: { title: 'Contract: horn broken', description: 'No sound' },
      }),
    ],
  },
  isolation: {
    'MaintenanceRequest/AddUpdateMaintenanceRequest': { body: { title: 't', description: 'd', asset_id: 1 } },
    'MaintenanceRequest/GetAllMaintenanceRequest': {
      body: { pageIndex: 0, pageSize: 0, mr_filter_type: 0, type: 0 },
    },
    'MaintenanceRequest/GetRequestedByOptions': { body: { option_search_string: '' } },
    'MaintenanceRequest/GetMaintenanceRequestDetails/{mr_id}': { pathParameters: { mr_id: '1' } },
    'MaintenanceRequest/ResolveMaintenanceRequest': { body: { mr_id: 1, resolve_reason: 'r' } },
    'MaintenanceRequest/CreateRequestFromInspection': {
      body: { issue_uuid: 'x', title: 't', description: 'd' },
    },
    'MaintenanceRequest/GetAllWorkOrderWithNoMR/{assetId}': {
      pathParameters: { assetId: '1' },
      query: { pageindex: '1', pagesize: '20', searchstring: '' },
    },
  },
};
