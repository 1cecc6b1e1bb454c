/**
 * The PM list (spec maintenance 2.1, 7 'PM'), its four filter option calls, the metrics tiles and
 * the dashboard's PM calls (core-platform 2.4, 7), for the active site scope.
 *
 * Read plan: each site's list partition (store.ts) holds one entry per open PM in display order
 * (overdue, due, then by due day), one per status, and one per completion (newest first). A page
 * reads each site's entries from the start until it has pageIndex x pageSize of them and merges
 * the sites by key, so the first page costs the same at 500 or 50,000 PMs. listsize comes from the
 * per-site counters when no filter narrows the list; with PM, asset, plan or search filters the
 * matching entries are counted as they are read (a Query, never a Scan; its cost grows with the
 * scope's PMs, which is what a filtered count costs without one counter per filter value).
 */
import { OPTION_PAGE_SIZE } from '#shared/codes.js';
import { AssetPmApi } from '#shared/pm/api.js';
import { PmStatus } from '#shared/pm/codes.js';
import { pmCompliance } from '#shared/pm/estimates.js';
import {
  PmFilterType,
  type PmListBody,
  type PmListRow,
  type PmMetrics,
  type PmOptionBody,
} from '#shared/pm/list-schemas.js';
import { ok, okList } from '#lib/envelope.js';
import { route } from '#functions/users/index.js';
import { clock } from '../operations/clock.js';
import { pmScope, type PmScope } from '../scope.js';
import { getMeters } from '../store/meter.js';
import { getSiteCounters } from '../store/site-counters.js';
import { readListEntries } from '../store/list-entries.js';
import type { ListRowData } from '../store/stored-shapes.js';
import type { PmSiteCounter } from '../store/entities.js';
import { readOptions, type OptionKind } from '../store/options.js';
import { pmListRowOf } from '../views.js';

function sitesOf(scope: PmScope, wanted: number[]): number[] {
  const ids = [...scope.siteIds];
  return wanted.length ? ids.filter((id) => wanted.includes(id)) : ids;
}

/** The entry prefix the filter type and status read. */
function prefixOf(body: Pick<PmListBody, 'pm_filter_type' | 'pm_status'>): string | null {
  if (body.pm_status) return body.pm_filter_type === PmFilterType.Completed ? null : `S#${body.pm_status}#`;
  return body.pm_filter_type === PmFilterType.Upcoming
    ? 'A1#'
    : body.pm_filter_type === PmFilterType.Completed
      ? 'A2#'
      : 'A';
}

const narrows = (body: PmListBody) =>
  body.pm_id.length > 0 ||
  body.internal_asset_id.length > 0 ||
  body.pm_plan_id.length > 0 ||
  body.search_string !== '';

function keepOf(body: PmListBody): (row: ListRowData) => boolean {
  const search = body.search_string.toLowerCase();
  return (row) =>
    (body.pm_id.length === 0 || (row.pm_id !== null && body.pm_id.includes(row.pm_id))) &&
    (body.pm_plan_id.length === 0 || (row.pm_plan_id !== null && body.pm_plan_id.includes(row.pm_plan_id))) &&
    (body.internal_asset_id.length === 0 || body.internal_asset_id.includes(row.internal_asset_id)) &&
    (search === '' || row.search.includes(search));
}

const COUNTER_KEY: Record<number, keyof PmSiteCounter> = {
  [PmStatus.Overdue]: 'overdue',
  [PmStatus.Due]: 'due',
  [PmStatus.InProgress]: 'in_progress',
  [PmStatus.Waiting]: 'waiting',
  [PmStatus.Open]: 'open',
};
const openTotal = (c: PmSiteCounter) =>
  Math.max(0, c.overdue) +
  Math.max(0, c.due) +
  Math.max(0, c.in_progress) +
  Math.max(0, c.waiting) +
  Math.max(0, c.open);

function countFromCounters(
  counters: PmSiteCounter[],
  body: Pick<PmListBody, 'pm_filter_type' | 'pm_status'>,
): number {
  let total = 0;
  for (const c of counters) {
    if (body.pm_status) total += Math.max(0, c[COUNTER_KEY[body.pm_status]] as number);
    else if (body.pm_filter_type === PmFilterType.Upcoming) total += openTotal(c);
    else if (body.pm_filter_type === PmFilterType.Completed) total += Math.max(0, c.completed);
    else total += openTotal(c) + Math.max(0, c.completed);
  }
  return total;
}

/** One page of the list and its listsize (see the header). */
async function pmListPage(
  scope: PmScope,
  body: PmListBody,
): Promise<{ rows: PmListRow[]; listsize: number }> {
  const prefix = prefixOf(body);
  const sites = sitesOf(scope, body.site_id);
  if (prefix === null || sites.length === 0) return { rows: [], listsize: 0 };
  const need = body.pageIndex * body.pageSize;
  const filtered = narrows(body);
  const keep = keepOf(body);
  const [perSite, counters] = await Promise.all([
    Promise.all(
      sites.map((site) => readListEntries(scope.tenant, site, prefix, keep, filtered ? Infinity : need)),
    ),
    filtered ? Promise.resolve([]) : getSiteCounters(scope.tenant, sites),
  ]);
  const merged = perSite.flat().sort((a, b) => (a.entry < b.entry ? -1 : a.entry > b.entry ? 1 : 0));
  const page = merged.slice((body.pageIndex - 1) * body.pageSize, need);
  const meters = await getMeters(
    scope.tenant,
    page.map((e) => e.row.asset_id),
  );
  const now = clock.now().getTime();
  const rows = page.map(({ row }) =>
    pmListRowOf(row, scope.siteName(row.site_id), meters.get(row.asset_id), now),
  );
  return { rows, listsize: filtered ? merged.length : countFromCounters(counters, body) };
}

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
