/**
 * Finding the PM list's rows (spec maintenance 2.1, 7 'PM') for the active site scope.
 *
 * Read plan: each site's list partition (store.ts) holds one entry per open PM in display order
 * (overdue, due, then by due day), one per status, and one per completion (newest first). A page
 * reads each site's entries from the start until it has pageIndex x pageSize of them and merges
 * the sites by key, so the first page costs the same at 500 or 50,000 PMs. listsize comes from the
 * per-site counters when no filter narrows the list; with PM, asset, plan or search filters the
 * matching entries are counted as they are read (a Query, never a Scan; its cost grows with the
 * scope's PMs, which is what a filtered count costs without one counter per filter value).
 * AssetPM/GetAllAssetPMs and the dashboard read a page (handlers/list.ts); the export job every row.
 */
import { PmStatus } from '#shared/pm/codes.js';
import { PmFilterType, type PmListBody, type PmListRow } from '#shared/pm/list-schemas.js';
import { clock } from './clock.js';
import { pmScope, type PmScope } from '../scope.js';
import { getMeters } from '../store/meter.js';
import { getSiteCounters } from '../store/site-counters.js';
import { readListEntries } from '../store/list-entries.js';
import type { ListRowData } from '../store/stored-shapes.js';
import type { PmSiteCounter } from '../store/entities.js';
import { pmListRowOf } from '../views.js';

export function sitesOf(scope: PmScope, wanted: number[]): number[] {
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
export async function pmListPage(
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

/**
 * The PM list (AssetPM/GetAllAssetPMs) under `body` as the caller with this site reads it: the
 * export job (reports) reads every row with it, one page as large as the export.
 */
export async function pmListRows(
  request: Parameters<typeof pmScope>[0],
  body: PmListBody,
): Promise<{ rows: PmListRow[]; total: number }> {
  const { rows, listsize } = await pmListPage(await pmScope(request), body);
  return { rows, total: listsize };
}
