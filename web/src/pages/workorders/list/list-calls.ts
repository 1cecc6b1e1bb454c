/**
 * The work order list's data (spec maintenance 7 'Work orders'), typed by shared/workorders/api.ts:
 * the kit's request as the list body (wo_id from the Title filter, wo_number from the number
 * filter, priority, status, assigned_to from the Assigned to filter, search), a page of rows, and
 * the number, title and assignee options (20 a page, option_search_string).
 */
import type * as z from 'zod';
import { OPTION_PAGE_SIZE } from '@shared/codes';
import { ReportsApi } from '@shared/reports/api';
import { WorkOrdersApi } from '@shared/workorders/api';
import type { workOrderListBody, WorkOrderRow } from '@shared/workorders/schemas';
import { callApi } from '../../../app/api/client';
import {
  listExporter,
  type ListPage,
  type ListRequest,
  type LoadOptionPage,
} from '../../../components/list-kit';
import { queryClient } from '../../../components/query/query-client';
import { getAssigneeOptions, workOrdersKeys } from '../common/workorders-calls';
import {
  ASSIGNEE_FILTER,
  NUMBER_FILTER,
  PRIORITY_FILTER,
  STATUS_FILTER,
  TITLE_FILTER,
} from './workorders-filters-config';

function listBody(request: ListRequest): z.input<typeof workOrderListBody> {
  const values = (id: string) => request.filters[id] ?? [];
  return {
    pageIndex: request.pageIndex,
    pageSize: request.pageSize,
    wo_id: values(TITLE_FILTER).map(Number),
    wo_number: values(NUMBER_FILTER),
    priority: values(PRIORITY_FILTER).map(Number),
    status: values(STATUS_FILTER).map(Number),
    assigned_to: values(ASSIGNEE_FILTER),
    search_string: request.search,
  };
}

/** The Export menu's job: Report/ExportWorkOrders with the list's body. */
export const workOrdersExporter = listExporter(ReportsApi.exportWorkOrders, listBody);

export async function loadWorkOrdersPage(request: ListRequest): Promise<ListPage<WorkOrderRow>> {
  const { list, listsize } = await callApi(WorkOrdersApi.getAllWorkOrders, { body: listBody(request) });
  return { items: list, totalCount: listsize };
}

const optionBody = ({ text, pageIndex, narrowing }: Parameters<LoadOptionPage>[0]) => ({
  ...listBody({ ...narrowing, pageIndex, pageSize: OPTION_PAGE_SIZE }),
  option_search_string: text,
});

export const numberOptions: LoadOptionPage = async (query) => {
  const { data } = await callApi(
    WorkOrdersApi.getWorkOrderNumberOptions,
    { body: optionBody(query) },
    { quiet: true },
  );
  return { items: data.list.map((r) => ({ value: r.wo_number, label: r.wo_number })), total: data.listsize };
};

export const titleOptions: LoadOptionPage = async (query) => {
  const { data } = await callApi(
    WorkOrdersApi.getWorkOrderTitleOptions,
    { body: optionBody(query) },
    { quiet: true },
  );
  return { items: data.list.map((r) => ({ value: String(r.wo_id), label: r.title })), total: data.listsize };
};

/** The Assigned to filter's options: the site's maintenance staff (one small list, cached), narrowed by the typed text. */
export const assigneeFilterOptions: LoadOptionPage = async ({ text, pageIndex, pageSize }) => {
  const all = await queryClient.fetchQuery({
    queryKey: workOrdersKeys.assignees,
    queryFn: () => getAssigneeOptions().catch(() => []),
    staleTime: 60_000,
  });
  const typed = text.trim().toLowerCase();
  const found = all.filter((o) => !typed || o.name.toLowerCase().includes(typed));
  return {
    items: found
      .slice((pageIndex - 1) * pageSize, pageIndex * pageSize)
      .map((o) => ({ value: o.uuid, label: o.name })),
    total: found.length,
  };
};
