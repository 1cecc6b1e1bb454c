/** Work order list handlers (spec maintenance 2.8): the list with its filters and the title and number options. */
import { WorkOrdersApi } from '#shared/workorders/api.js';
import { ok, okList } from '#lib/envelope.js';
import { route } from '#functions/users/index.js';
import { readPage, searchTerms } from '#functions/requests/index.js';
import { maintScope } from '#functions/requests/index.js';
import { subsOf, workOrderListPage } from '../operations/find-work-orders.js';

/**
 * POST WorkOrder/GetAllWorkOrders. Maintenance staff read only the work orders assigned to them
 * (operations/find-work-orders.ts).
 */
export const getAllWorkOrders = route(WorkOrdersApi.getAllWorkOrders, async (request) => {
  const { rows, total } = await workOrderListPage(request, request.body);
  return okList(rows, total);
});

/**
 * The options pages, page 20 by pageIndex: without a typed search the filtered list's first
 * entries (by key); with one, the term index (title words and number) read by key with a Limit,
 * the status and priority filters checked on what is read. Never the whole list.
 */
async function optionEntries(
  request: Parameters<Parameters<typeof route<typeof WorkOrdersApi.getWorkOrderTitleOptions>>[1]>[0],
): Promise<{ id: number; title: string; number: string }[]> {
  const scope = await maintScope(request);
  const { status, priority, option_search_string, pageIndex } = request.body;
  const size = 20;
  const page = Math.max(pageIndex, 1);
  if (!option_search_string.trim())
    return readPage(scope.tenant, 'WO', scope.siteIds, subsOf(status, priority), {
      pageSize: size,
      pageIndex: page,
    });
  const statuses = new Set(status);
  const priorities = new Set(priority);
  const keep =
    statuses.size || priorities.size
      ? (e: { status: number; code: number }) =>
          (!statuses.size || statuses.has(e.status)) && (!priorities.size || priorities.has(e.code))
      : undefined;
  const found = await searchTerms(scope.tenant, 'WO', scope.siteIds, option_search_string, size * page, keep);
  return found.slice(size * (page - 1));
}

/** POST WorkOrder/GetWorkOrderTitleOptions. */
export const getWorkOrderTitleOptions = route(WorkOrdersApi.getWorkOrderTitleOptions, async (request) => {
  const list = (await optionEntries(request)).map((e) => ({ wo_id: e.id, title: e.title }));
  return ok({ list, listsize: list.length });
});

/** POST WorkOrder/GetWorkOrderNumberOptions. */
export const getWorkOrderNumberOptions = route(WorkOrdersApi.getWorkOrderNumberOptions, async (request) => {
  const list = (await optionEntries(request)).map((e) => ({ wo_id: e.id, wo_number: e.number }));
  return ok({ list, listsize: list.length });
});
