/**
 * Finding the work order list's rows (spec maintenance 2.8): the caller's scope, the list body as
 * a filter, the narrowest key read. WorkOrder/GetAllWorkOrders reads one page of them
 * (handlers/list.ts); the export job (reports) every row.
 */
import type { WorkOrderListBody, WorkOrderRow } from '#shared/workorders/schemas.js';
import { getAssets } from '#functions/assets/index.js';
import { mergeEntries } from '#lib/list-index/entries.js';
import { newestFirst, pageSlice, readCounts, readPage, type ListEntry } from '#functions/requests/index.js';
import { searchEntries, searchMatcher } from '#functions/requests/index.js';
import { readAll } from '#functions/requests/index.js';
import type { MaintScope } from '#functions/requests/index.js';
import { getWorkOrders, indexedWorkOrder, WorkOrderSub, type WorkOrderRecord } from '../store/workorders.js';
import { workOrderRowOf } from '../views.js';
import { reaches, workScope } from '../handlers/helpers.js';

type WorkScopeRequest = Parameters<typeof workScope>[0];

async function rowsOf(scope: MaintScope, records: WorkOrderRecord[]) {
  const assets = new Map(
    (await getAssets(scope.tenant, [...new Set(records.map((w) => w.asset_id))])).map((a) => [a.asset_id, a]),
  );
  return records.map((w) => workOrderRowOf(w, assets.get(w.asset_id), scope.timezoneOf(w.site_id)));
}

/** The subs a status × priority filter reads (several statuses merge their partitions). */
export function subsOf(statuses: number[], priorities: number[]): string[] {
  if (statuses.length && priorities.length)
    return statuses.flatMap((s) => priorities.map((p) => WorkOrderSub.statusPriority(s, p)));
  if (statuses.length) return statuses.map(WorkOrderSub.status);
  if (priorities.length) return priorities.map(WorkOrderSub.priority);
  return [WorkOrderSub.all];
}

/** The subs of these people's work orders (by status when a status filter is on). */
function assigneeSubs(people: string[], statuses: number[]): string[] {
  return people.flatMap((u) =>
    statuses.length ? statuses.map((s) => WorkOrderSub.assigneeStatus(u, s)) : [WorkOrderSub.assignee(u)],
  );
}

/**
 * One page of the work order list (WorkOrder/GetAllWorkOrders) under `body`, as the caller with
 * this role and site reads it: maintenance staff only the work orders assigned to them (their
 * `AS#{uuid}` partitions, whatever the "Assigned to" filter says). The export job (reports) reads
 * every row with it, one page as large as the export.
 */
export async function workOrderListPage(
  request: WorkScopeRequest,
  body: WorkOrderListBody,
): Promise<{ rows: WorkOrderRow[]; total: number }> {
  const scope = await workScope(request);
  const { status, priority, wo_id, wo_number, search_string, pageIndex, pageSize } = body;
  const people = scope.assignedTo ? [scope.assignedTo] : body.assigned_to;
  const statuses = new Set(status);
  const priorities = new Set(priority);
  const ids = new Set(wo_id);
  const numbers = new Set(wo_number.map((n) => n.toLowerCase()));
  const typed = searchMatcher(search_string);
  // Every filter but the search, checked on what a narrower read found.
  const keep = (e: Pick<ListEntry, 'id' | 'status' | 'code' | 'number'>) =>
    (!statuses.size || statuses.has(e.status)) &&
    (!priorities.size || priorities.has(e.code)) &&
    (!ids.size || ids.has(e.id)) &&
    (!numbers.size || numbers.has(e.number.toLowerCase()));
  const page = { pageSize, pageIndex };
  // A page of what a read found (all of it, or a page already cut with its total).
  const pageOf = async (found: { id: number }[], total?: number) => ({
    rows: await rowsOf(
      scope,
      await getWorkOrders(
        scope.tenant,
        (total === undefined ? pageSlice(found, page) : found).map((e) => e.id),
      ),
    ),
    total: total ?? found.length,
  });
  if (ids.size) {
    // The work orders picked in the title filter, read by key.
    const picked = newestFirst(
      await getWorkOrders(scope.tenant, [...ids]),
      indexedWorkOrder,
      (e) => keep(e) && (!typed || typed(e)),
    ).filter(
      (w) => reaches(scope, w) && (!people.length || people.some((u) => (w.assigned_to ?? []).includes(u))),
    );
    return { rows: await rowsOf(scope, pageSlice(picked, page)), total: picked.length };
  }
  if (people.length) {
    const subs = assigneeSubs(people, status);
    // One person's work orders, no residual filter: a first page and its count read by key, whatever the list's size.
    if (people.length === 1 && !numbers.size && !typed && !priorities.size) {
      const [entries, total] = await Promise.all([
        readPage(scope.tenant, 'WO', scope.siteIds, subs, page),
        Promise.all(scope.siteIds.map((siteId) => readCounts(scope.tenant, 'WO', siteId, subs))).then((n) =>
          n.reduce((a, b) => a + b, 0),
        ),
      ]);
      return pageOf(entries, total);
    }
    // Several people (a work order of two counts once) or a residual filter: these people's partitions
    // read whole by key (bounded by their own work orders, never the list), merged, filtered.
    const found = await readAll(
      scope.tenant,
      'WO',
      scope.siteIds,
      subs,
      (e) => keep(e) && (!typed || typed(e)),
    );
    return pageOf(found);
  }
  if (numbers.size) {
    // The numbers picked in the number filter, each found in the term index by its own words.
    const found = mergeEntries(
      await Promise.all(
        [...numbers].map((n) =>
          searchEntries(scope.tenant, 'WO', scope.siteIds, n, (e) => keep(e) && (!typed || typed(e))),
        ),
      ),
    );
    return pageOf(found);
  }
  // The term index by the key typed word (requests/terms.ts searchEntries): costs what the word matches, never the list.
  if (typed) return pageOf(await searchEntries(scope.tenant, 'WO', scope.siteIds, search_string, keep));
  const subs = subsOf(status, priority);
  const [entries, total] = await Promise.all([
    readPage(scope.tenant, 'WO', scope.siteIds, subs, page),
    Promise.all(scope.siteIds.map((siteId) => readCounts(scope.tenant, 'WO', siteId, subs))).then((n) =>
      n.reduce((a, b) => a + b, 0),
    ),
  ]);
  return pageOf(entries, total);
}
