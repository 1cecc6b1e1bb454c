/**
 * POST Asset/UpdateMeterHours, served by the PM domain: the reading is the asset's (written through
 * assets' public module, with its history and activity in one transaction), and what it does to
 * the asset's meter PMs (due, overdue, their notices) is PM's work, done before the answer so the
 * manager's next read of the PM tab and list already shows it. PM sits above assets, so the route
 * lives here rather than assets importing PM (an outbox event made the PM tab stale right after a save).
 */
import { AssetsApi } from '#shared/assets/api.js';
import { AssetMessages } from '#shared/assets/messages.js';
import { isActiveAsset, meterHoursError } from '#shared/assets/rules.js';
import { assertSeesAsset, displayName, getAsset, siteOf } from '#functions/assets/index.js';
import { ok } from '#lib/envelope.js';
import { badRequest } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { recordMeterHours } from '../operations/meter-hours.js';

/** POST Asset/UpdateMeterHours: whole, not negative, not below the last reading, not while inactive. */
export const updateMeterHours = route(
  AssetsApi.updateMeterHours,
  async ({ tenant, user, roleId, siteId, body, org }) => {
    const [orgData, found] = await Promise.all([org(), getAsset(tenant.company_code, body.asset_id)]);
    const asset = assertSeesAsset({ user, roleId, siteId }, orgData, found);
    if (!isActiveAsset(asset.status)) throw badRequest(AssetMessages.meterInactive);
    const problem = meterHoursError(body.meter_hours, asset.meter_hours ?? null);
    if (problem) throw badRequest(problem);
    const updated = await recordMeterHours({
      tenant: tenant.company_code,
      asset,
      meterHours: body.meter_hours,
      by: displayName(user),
      timezone: siteOf(orgData, asset.site_id)?.timezone ?? 'UTC',
    });
    return ok(
      { asset_id: updated.asset_id, meter_hours: updated.meter_hours ?? body.meter_hours },
      AssetMessages.meterUpdated,
    );
  },
);
