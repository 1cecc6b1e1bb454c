/**
 * POST Downtime/GetAssetAvailability (issue 25 item 6): an asset's availability, MTTR and MTBF over
 * the last 30, 90 or 365 days and the downtimes behind them, read from the asset's downtime
 * partition by key. The tenant is the token's; downtimes of sites the caller does not see are not
 * answered (an asset of such a site reads as never down).
 */
import { ReliabilityApi } from '#shared/reliability/api.js';
import { availabilityOf, periodOf } from '#shared/reliability/availability.js';
import { SiteStatus } from '#shared/codes.js';
import { ok } from '#lib/envelope.js';
import { route } from '#functions/users/index.js';
import { sitesVisibleTo } from '#functions/tenancy/index.js';
import { downtimesSince, getMarker } from '../store/downtime.js';
import { downtimeRow } from '../views.js';

export const getAssetAvailability = route(ReliabilityApi.getAssetAvailability, async (request) => {
  const tenant = request.tenant.company_code;
  const org = await request.org();
  const visible = sitesVisibleTo(request.user, org);
  const companies = new Set(visible.filter((s) => s.status === SiteStatus.AllSites).map((s) => s.company_id));
  const siteIds = new Set([
    ...visible.map((s) => s.site_id),
    ...org.sites.filter((s) => companies.has(s.company_id)).map((s) => s.site_id),
  ]);
  const { asset_id, days } = request.body;
  const now = new Date();
  const { from, to } = periodOf(days, now);
  const [records, marker] = await Promise.all([
    downtimesSince(tenant, asset_id, from),
    getMarker(tenant, asset_id),
  ]);
  const seen = records.filter((r) => siteIds.has(r.site_id));
  const spans = seen.map((r) => ({ start: r.start, end: r.end ?? null, planned: r.planned }));
  const rows = seen.map(downtimeRow);
  const current =
    marker && siteIds.has(marker.site_id)
      ? (rows.find((r) => r.downtime_id === marker.downtime_id) ?? null)
      : null;
  return ok({
    asset_id,
    days,
    from: from.toISOString(),
    to: to.toISOString(),
    current,
    ...availabilityOf(spans, from, to, now),
    downtimes: rows.filter((r) => !r.end || Date.parse(r.end) >= from.getTime()).reverse(),
  });
});
