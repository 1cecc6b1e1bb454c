/**
 * The PM list (spec maintenance 2.1, 7 'PM'), its four filter option calls, the metrics tiles and
 * the dashboard's PM calls (core-platform 2.4, 7), for the active site scope.
 *
 * The list's read plan: operations/find-pms.ts.
 */
import { OPTION_PAGE_SIZE } from '#shared/codes.js';
import { AssetPmApi } from '#shared/pm/api.js';
import { pmCompliance } from '#shared/pm/estimates.js';
import { PmFilterType, type PmMetrics, type PmOptionBody } from '#shared/pm/list-schemas.js';
import { ok, okList } from '#lib/envelope.js';
import { route } from '#functions/users/index.js';
import { pmScope, type PmScope } from '../scope.js';
import { getSiteCounters } from '../store/site-counters.js';
import type { PmSiteCounter } from '../store/entities.js';
import { readOptions, type OptionKind } from '../store/options.js';

import { pmListPage, sitesOf } from '../operations/find-pms.js';

/** POST AssetPM/GetAllAssetPMs. */
export const getPmList = route(AssetPmApi.getPmList, async (request) => {
  const { rows, listsize } = await pmListPage(await pmScope(request), request.body);
  return okList(rows, listsize);
});

/** POST AssetPM/DashboardPendingPMItems: the list's Current/Upcoming page (the dashboard forces that filter). */
export const dashboardPendingPmList = route(AssetPmApi.dashboardPendingPmList, async (request) => {
  const { rows, listsize } = await pmListPage(await pmScope(request), {
    ...request.body,
    pm_filter_type: PmFilterType.Upcoming,
  });
  return okList(rows, listsize);
});

async function metricsOf(scope: PmScope, siteIds: number[]): Promise<PmMetrics> {
  const counters = await getSiteCounters(scope.tenant, sitesOf(scope, siteIds));
  const sum = (key: keyof PmSiteCounter) => counters.reduce((n, c) => n + Math.max(0, c[key] as number), 0);
  const completed = sum('completed');
  const onTime = sum('on_time');
  const compliance = pmCompliance(Array.from({ length: completed }, (_, i) => i < onTime));
  return {
    inProgressCount: sum('in_progress'),
    openCount: sum('open'),
    overdueCount: sum('overdue'),
    waitingCount: sum('waiting'),
    dueCount: sum('due'),
    compliancePercent: compliance.percent,
    completedCount: completed,
    completedOnTimeCount: onTime,
  };
}

/** GET AssetPM/GetPMMetrics: the tiles from the per-site counters (kept in the status writes' transactions). */
export const getPmMetrics = route(AssetPmApi.getPmMetrics, async (request) => {
  const metrics = await metricsOf(await pmScope(request), request.query.site_id);
  return { ...ok(metrics), ...metrics };
});

/** GET AssetPM/DashboardPendingPMItems: the Upcoming PMs card: counts and the next five. */
export const dashboardPendingPmItems = route(AssetPmApi.dashboardPendingPmItems, async (request) => {
  const scope = await pmScope(request);
  const [metrics, page] = await Promise.all([
    metricsOf(scope, []),
    pmListPage(scope, {
      pageIndex: 1,
      pageSize: 5,
      pm_id: [],
      internal_asset_id: [],
      pm_plan_id: [],
      site_id: [],
      search_string: '',
      pm_filter_type: PmFilterType.Upcoming,
      pm_status: 0,
    }),
  ]);
  const upcoming =
    metrics.openCount +
    metrics.inProgressCount +
    metrics.waitingCount +
    metrics.dueCount +
    metrics.overdueCount;
  return ok({
    upcomingCount: upcoming,
    overdueCount: metrics.overdueCount,
    dueCount: metrics.dueCount,
    list: page.rows,
  });
});

/** A page of one kind of option over the scope's sites (by label, starting with the typed text). */
async function optionPage(
  scope: PmScope,
  body: PmOptionBody,
  kind: OptionKind,
  idOf: (value: Record<string, unknown>) => string,
) {
  const size = body.pageSize || OPTION_PAGE_SIZE;
  const need = body.pageIndex * size;
  const perSite = await Promise.all(
    sitesOf(scope, body.site_id).map((site) =>
      readOptions(scope.tenant, site, kind, body.option_search_string, need),
    ),
  );
  const seen = new Map<string, unknown>();
  for (const option of perSite.flat().sort((a, b) => a.key.localeCompare(b.key))) {
    const id = idOf(option.value as Record<string, unknown>);
    if (!seen.has(id)) seen.set(id, option.value);
  }
  const all = [...seen.values()];
  return { list: all.slice((body.pageIndex - 1) * size, need), size: all.length };
}

/** POST AssetPM/GetPMTitleOptions (pm_id, title). */
export const titleOptions = route(AssetPmApi.titleOptions, async (request) => {
  const { list, size } = await optionPage(await pmScope(request), request.body, 'T', (v) => String(v.pm_id));
  return okList(list as { pm_id: number; title: string }[], size);
});
/** POST AssetPM/GetPMAssetOptions (internal_asset_id, name). */
export const assetOptions = route(AssetPmApi.assetOptions, async (request) => {
  const { list, size } = await optionPage(await pmScope(request), request.body, 'A', (v) =>
    String(v.internal_asset_id),
  );
  return okList(list as { internal_asset_id: string; name: string }[], size);
});
/** POST AssetPM/GetPMPlanOptions (pm_plan_id, plan_name). */
export const planOptions = route(AssetPmApi.planOptions, async (request) => {
  const { list, size } = await optionPage(await pmScope(request), request.body, 'P', (v) =>
    String(v.pm_plan_id),
  );
  return okList(list as { pm_plan_id: number; plan_name: string }[], size);
});

/** POST AssetPM/GetPMSiteOptions (site_id, site_name): the scope's PM sites, from the organisation (no table read). */
export const siteOptions = route(AssetPmApi.siteOptions, async (request) => {
  const scope = await pmScope(request);
  const body = request.body;
  const search = body.option_search_string.toLowerCase();
  const all = scope.sites
    .filter((s) => s.site_name.toLowerCase().includes(search))
    .map((s) => ({ site_id: s.site_id, site_name: s.site_name }));
  const size = body.pageSize || OPTION_PAGE_SIZE;
  return okList(all.slice((body.pageIndex - 1) * size, body.pageIndex * size), all.length);
});
