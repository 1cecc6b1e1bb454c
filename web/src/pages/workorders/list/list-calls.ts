/**
 * The work order list's data (spec maintenance 7 'Work orders'): the kit's request as the list
 * body (wo_id from the Title filter, wo_number from the number filter, priority, status, search),
 * a page of rows, and the number and title options (20 a page, option_search_string).
 * TEMPORARY shapes until shared/workorders lands.
 */
import { OPTION_PAGE_SIZE } from '@shared/codes';
import { apiRequest } from '../../../app/api/client';
import type { ListPage, ListRequest, LoadOptionPage } from '../../../components/list-kit';
import type { WorkOrderRow } from '../common/workorders-calls';
import { NUMBER_FILTER, PRIORITY_FILTER, STATUS_FILTER, TITLE_FILTER } from './workorders-filters-config';

const first = (request: Pick<ListRequest, 'filters'>, id: string) => request.filters[id]?.[0];

function listBody(request: ListRequest) {
  return {
    pageIndex: request.pageIndex,
    pageSize: request.pageSize,
    wo_id: Number(first(request, TITLE_FILTER) ?? 0),
    wo_number: first(request, NUMBER_FILTER) ?? '',
    priority: Number(first(request, PRIORITY_FILTER) ?? 0),
    status: Number(first(request, STATUS_FILTER) ?? 0),
    search_string: request.search,
  };
}

export async function loadWorkOrdersPage(request: ListRequest): Promise<ListPage<WorkOrderRow>> {
  const answer = await apiRequest<{ data: { list: WorkOrderRow[]; listsize: number } }>('POST', 'WorkOrder/GetAllWorkOrders', {
    body: listBody(request),
  });
  return { items: answer.data.list, totalCount: answer.data.listsize };
}

function optionLoader(path: string, toOption: (row: { wo_id: number; wo_number: string; title: string }) => { value: string; label: string }): LoadOptionPage {
  return async ({ text, pageIndex, narrowing }) => {
    const body = { ...listBody({ ...narrowing, pageIndex, pageSize: OPTION_PAGE_SIZE }), option_search_string: text };
    const answer = await apiRequest<{ data: { list: { wo_id: number; wo_number: string; title: string }[]; listsize?: number } }>(
      'POST',
      path,
      { body, quiet: true },
    );
    return { items: answer.data.list.map(toOption), total: answer.data.listsize ?? answer.data.list.length };
  };
}

export const numberOptions = optionLoader('WorkOrder/GetWorkOrderNumberOptions', (r) => ({ value: r.wo_number, label: r.wo_number }));
export const titleOptions = optionLoader('WorkOrder/GetWorkOrderTitleOptions', (r) => ({ value: String(r.wo_id), label: r.title }));
