/**
 * The manager's and executive's reports (spec core 2.13, 3, 5): Yard, Equipment Type, Asset over
 * a range of site days, Latest Hour Reading, the executive's latest meter hours, and the history
 * picker's assets. Every report reads the roll-ups of the caller's sites (build.ts).
 */
import { ReportsApi } from '#shared/reports/api.js';
import { ok } from '#lib/envelope.js';
import { route } from '#functions/users/index.js';
import { readEntries as readAssetEntries } from '#functions/assets/index.js';
import { Sub as AssetSub } from '#functions/assets/index.js';
import { getAssets } from '#functions/assets/index.js';
import * as build from '../build.js';
import { reportSites } from '../build.js';

const listOf = <T>(list: T[]) => ok({ list, listsize: list.length });

/** GET Report/GetMonthlyReport/{fromDate}/{toDate}: Yard. */
export const yardReport = route(ReportsApi.yardReport, async (req) =>
  listOf(
    await build.yardReport(
      req.tenant.company_code,
      reportSites(req, await req.org()),
      req.params.fromDate,
      req.params.toDate,
    ),
  ),
);

/** GET Report/GetWeeklyReport/{fromDate}/{toDate}: Equipment Type. */
export const equipmentTypeReport = route(ReportsApi.equipmentTypeReport, async (req) =>
  listOf(
    await build.equipmentTypeReport(
      req.tenant.company_code,
      reportSites(req, await req.org()),
      req.params.fromDate,
      req.params.toDate,
    ),
  ),
);

/** GET Report/GetWeeklyAssetReport/{fromDate}/{toDate}: Asset. */
export const assetReport = route(ReportsApi.assetReport, async (req) =>
  listOf(
    await build.assetReport(
      req.tenant.company_code,
      reportSites(req, await req.org()),
      req.params.fromDate,
      req.params.toDate,
    ),
  ),
);

/** GET Report/GetLatestHourReadingReport. */
export const latestHourReading = route(ReportsApi.latestHourReading, async (req) =>
  listOf(await build.latestHourReport(req.tenant.company_code, reportSites(req, await req.org()))),
);

/** GET Report/GetLatestMeterHoursReportForExecutive. */
export const executiveReport = route(ReportsApi.executiveReport, async (req) =>
  listOf(await build.executiveReport(req.tenant.company_code, reportSites(req, await req.org()))),
);

/** GET Report/GetReportAssets: the caller's sites' assets from the asset list index, searched over name and internal id. */
export const reportAssets = route(ReportsApi.reportAssets, async (req) => {
  const tenant = req.tenant.company_code;
  const sites = reportSites(req, await req.org());
  const entries = (
    await Promise.all(sites.map((s) => readAssetEntries(tenant, s.company_id, AssetSub.site(s.site_id))))
  ).flat();
  const assets = await getAssets(
    tenant,
    entries.map((e) => e.asset_id),
  );
  const search = req.query.search_string?.toLowerCase() ?? '';
  const list = assets
    .filter(
      (a) =>
        !search ||
        a.name.toLowerCase().includes(search) ||
        a.internal_asset_id.toLowerCase().includes(search),
    )
    .map((a) => ({ asset_id: a.asset_id, name: a.name, internal_asset_id: a.internal_asset_id }))
    .sort((a, b) => a.internal_asset_id.localeCompare(b.internal_asset_id, undefined, { numeric: true }));
  return listOf(list);
});
