/**
 * The manager's edits (spec core 2.7, 4, 5): status, written with its history and activity entries in one
 * transaction, and the meter history (the meter-hours edit is served by PM: pm/handlers/meter-hours.ts).
 */
import { AssetsApi } from '#shared/assets/api.js';
import { AssetMessages } from '#shared/assets/messages.js';
import { ActivityType, assetStatusName, isActiveAsset } from '#shared/assets/rules.js';
import { activityWrites } from '#functions/activity/index.js';
import { ok, okList } from '#lib/envelope.js';
import { badRequest } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { assertSeesAsset, displayName, siteOf } from '../scope.js';
import { applyChanges, assetChangedEvent, getAsset, updateAsset } from '../store/assets.js';
import { countMeterReadings, listMeterReadings } from '../store/meter-readings.js';

/** POST Asset/UpdateAssetStatus: an inactive asset can only be made active again. */
export const updateAssetStatus = route(
  AssetsApi.updateAssetStatus,
  async ({ tenant, user, roleId, siteId, body, org }) => {
    const [orgData, found] = await Promise.all([org(), getAsset(tenant.company_code, body.asset_id)]);
    const asset = assertSeesAsset({ user, roleId, siteId }, orgData, found);
    const answer = (status: number) =>
      ok({ asset_id: asset.asset_id, status, status_name: assetStatusName(status) }, AssetMessages.updated);
    if (body.status === asset.status) return answer(asset.status);
    if (!isActiveAsset(asset.status) && !isActiveAsset(body.status))
      throw badRequest(AssetMessages.assetInactive);
    const site = siteOf(orgData, asset.site_id);
    const changes = { status: body.status };
    const updated = await updateAsset(
      asset,
      changes,
      [
        ...activityWrites({
          tenant: tenant.company_code,
          asset,
          type: ActivityType.StatusChanged,
          message: `Status changed from ${assetStatusName(asset.status)} to ${assetStatusName(body.status)}`,
          by: displayName(user),
          timezone: site?.timezone,
        }),
      ],
      [assetChangedEvent(asset, applyChanges(asset, changes))],
    );
    return answer(updated.status);
  },
);

/** POST Asset/GetMeterHourHistory: the asset's readings, newest first, with listsize. */
export const getMeterHourHistory = route(
  AssetsApi.getMeterHourHistory,
  async ({ tenant, user, roleId, siteId, body, org }) => {
    const [orgData, found] = await Promise.all([org(), getAsset(tenant.company_code, body.asset_id)]);
    const asset = assertSeesAsset({ user, roleId, siteId }, orgData, found);
    const [readings, total] = await Promise.all([
      listMeterReadings(tenant.company_code, asset.asset_id, {
        pageSize: body.pagesize,
        pageIndex: body.pageindex,
      }),
      countMeterReadings(tenant.company_code, asset.asset_id),
    ]);
    return okList(
      readings.map((r) => ({
        updated_at: r.updated_at,
        timezone: r.timezone,
        meter_hours: r.meter_hours,
        updated_by_name: r.updated_by_name,
      })),
      total,
    );
  },
);
