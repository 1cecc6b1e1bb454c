/** The activity log (spec core 2.7 'Activity Log', 7 'activity log call'). */
import { AssetsApi } from '#shared/assets/api.js';
import { listActivity, type ActivityScope } from '#functions/activity/index.js';
import { okList } from '#lib/envelope.js';
import { route } from '#functions/users/index.js';
import { assertSeesAsset, feedSites } from '../scope.js';
import { getAsset } from '../store/assets.js';

/** GET Asset/GetAssetActivityLogs: with asset_id that asset's log, else the active site's feed (all the viewer's sites under All Sites). */
export const getAssetActivityLogs = route(
  AssetsApi.getAssetActivityLogs,
  async ({ tenant, user, roleId, siteId, query, org }) => {
    const viewer = { user, roleId, siteId };
    const orgData = await org();
    let scopes: ActivityScope[];
    if (query.asset_id !== undefined) {
      const asset = assertSeesAsset(viewer, orgData, await getAsset(tenant.company_code, query.asset_id));
      scopes = [{ assetId: asset.asset_id }];
    } else {
      scopes = feedSites(viewer, orgData).map((s) => ({ siteId: s.site_id }));
    }
    const { items, total } = await listActivity(tenant.company_code, scopes, query.filter_type, {
      pageSize: query.pagesize,
      pageIndex: query.pageindex,
    });
    return okList(
      items.map((a) => ({
        activity_id: a.activity_id,
        activity_type: a.activity_type,
        activity_message: a.activity_message,
        updated_by_name: a.updated_by_name,
        created_at: a.created_at,
        timezone: a.timezone,
        asset_id: a.asset_id,
        internal_asset_id: a.internal_asset_id,
        asset_name: a.asset_name,
      })),
      total,
    );
  },
);
