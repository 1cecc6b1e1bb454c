/**
 * Meter readings held for review (issue 28 item 3): the manager's list, and the review: approve
 * applies the reading through PM's recordMeterHours (as Asset/UpdateMeterHours does, with its
 * rules: not below the meter, not while inactive), reject drops it.
 */
import { AssetMessages } from '#shared/assets/messages.js';
import { isActiveAsset, meterHoursError } from '#shared/assets/rules.js';
import { IntegrationsApi } from '#shared/integrations/api.js';
import { IntegrationMessages as M } from '#shared/integrations/messages.js';
import { HeldReason } from '#shared/integrations/rules.js';
import { displayName, getAsset, siteOf } from '#functions/assets/index.js';
import { recordMeterHours } from '#functions/pm/index.js';
import { route } from '#functions/users/index.js';
import { ok, okList } from '#lib/envelope.js';
import { refuse } from '#lib/errors.js';
import { deleteHeldReading, getHeldReading, listHeldReadings } from '../store/held-readings.js';
import { activeCompanyOf } from './company.js';

const reasonText = (reason: string) =>
  reason === HeldReason.Backwards ? M.heldBackwards : M.heldImplausible;

export const filterHeldReadings = route(IntegrationsApi.filterHeldReadings, async (request) => {
  const companyId = await activeCompanyOf(request);
  const held = await listHeldReadings(request.tenant.company_code, companyId);
  const rows = held.map((h) => ({
    reading_id: h.reading_id,
    asset_id: h.asset_id,
    asset_name: h.asset_name,
    value: h.value,
    at: h.at,
    meter_hours_then: h.meter_hours_then,
    reason: h.reason,
    reason_text: reasonText(h.reason),
    source: h.source,
    received_at: h.received_at,
  }));
  return okList(rows, rows.length);
});

export const reviewHeldReading = route(IntegrationsApi.reviewHeldReading, async (request) => {
  const tenant = request.tenant.company_code;
  const companyId = await activeCompanyOf(request);
  const held = await getHeldReading(tenant, companyId, request.body.reading_id);
  if (!held) throw refuse(M.readingNotFound);
  if (request.body.approve) {
    const asset = await getAsset(tenant, held.asset_id);
    if (!asset || asset.company_id !== companyId) throw refuse(M.unknownAsset);
    if (!isActiveAsset(asset.status)) throw refuse(AssetMessages.meterInactive);
    const problem = meterHoursError(held.value, asset.meter_hours ?? null);
    if (problem) throw refuse(problem);
    if (!(await deleteHeldReading(held))) throw refuse(M.readingNotFound);
    await recordMeterHours({
      tenant,
      asset,
      meterHours: held.value,
      at: new Date(held.at),
      by: displayName(request.user),
      timezone: siteOf(await request.org(), asset.site_id)?.timezone ?? 'UTC',
    });
    return ok({ reading_id: held.reading_id, applied: true }, M.readingApproved);
  }
  if (!(await deleteHeldReading(held))) throw refuse(M.readingNotFound);
  return ok({ reading_id: held.reading_id, applied: false }, M.readingRejected);
});
