/**
 * The maintenance requests screen's calls (spec maintenance 7 'Maintenance requests'), typed by
 * shared/requests/api.ts: a page of the list, the Requested By options, details, create/update,
 * resolve, the work order picker's page; every write reloads the list and the sidebar's count.
 */
import type * as z from 'zod';
import { OPTION_PAGE_SIZE } from '@shared/codes';
import { ReportsApi } from '@shared/reports/api';
import { RequestsApi } from '@shared/requests/api';
import type { requestBody, requestListBody, RequestRow } from '@shared/requests/schemas';
import { WORK_ORDER_PICKER_PAGE_SIZE } from '@shared/requests/rules';
import { callApi } from '../../../app/api/client';
import {
  listExporter,
  type ListPage,
  type ListRequest,
  type LoadOptionPage,
} from '../../../components/list-kit';
import { listRowsKey } from '../../../components/list-kit/list-keys';
import { queryClient } from '../../../components/query/query-client';
import { requestsKeys } from './requests-keys';
import { REQUESTED_BY_FILTER, STATUS_FILTER, TYPE_FILTER } from './requests-filters-config';

export type { RequestRow, RequestDetail } from '@shared/requests/schemas';
export type RequestPayload = z.input<typeof requestBody>;

const first = (request: Pick<ListRequest, 'filters'>, id: string) => request.filters[id]?.[0];

/** The kit's request as the list body (filter ids of requests-filters-config.ts). */
export function requestListBodyOf(request: ListRequest): z.input<typeof requestListBody> {
  return {
    pageIndex: request.pageIndex,
    pageSize: request.pageSize,
    mr_id: [],
    search_string: request.search,
    mr_filter_type: Number(first(request, STATUS_FILTER) ?? 0),
    type: Number(first(request, TYPE_FILTER) ?? 0),
    requested_by: request.filters[REQUESTED_BY_FILTER] ?? [],
  };
}

/** The Export menu's job: Report/ExportRequests with the list's body. */
export const requestsExporter = listExporter(ReportsApi.exportRequests, requestListBodyOf);

export async function loadRequestsPage(request: ListRequest): Promise<ListPage<RequestRow>> {
  const { list, listsize } = await callApi(RequestsApi.getAllMaintenanceRequest, {
    body: requestListBodyOf(request),
  });
  return { items: list, totalCount: listsize };
}

export const requestedByOptions: LoadOptionPage = async ({ text, pageIndex, narrowing }) => {
  const body = {
    ...requestListBodyOf({ ...narrowing, pageIndex, pageSize: OPTION_PAGE_SIZE }),
    option_search_string: text,
  };
  const { data } = await callApi(RequestsApi.getRequestedByOptions, { body }, { quiet: true });
  return {
    items: data.list.map((r) => ({ value: r.requested_by, label: r.requested_by_name })),
    total: data.listsize,
  };
};

export async function getRequest(mrId: number) {
  return (await callApi(RequestsApi.getMaintenanceRequestDetails, { params: { mr_id: mrId } })).data;
}

export const saveRequest = (body: RequestPayload) =>
  callApi(RequestsApi.addUpdateMaintenanceRequest, { body });

export const resolveRequest = (mrId: number, reason: string) =>
  callApi(RequestsApi.resolveMaintenanceRequest, { body: { mr_id: mrId, resolve_reason: reason } });

export type PickableWorkOrder = { wo_id: number; wo_number: string; title: string };

/** GET getAllWorkOrderWithNoMR/{assetId}?pageindex=&pagesize=20&searchstring= (spec 7). */
export async function loadWorkOrdersWithoutRequest(assetId: number, pageIndex: number, search: string) {
  const { data } = await callApi(
    RequestsApi.getAllWorkOrderWithNoMR,
    {
      params: { assetId },
      query: { pageindex: pageIndex, pagesize: WORK_ORDER_PICKER_PAGE_SIZE, searchstring: search },
    },
    { quiet: true },
  );
  return { items: data.list, totalCount: data.listsize };
}

/** After a write: the requests (list, details, sidebar count) and the work orders (a request may have made or linked one). */
export async function refreshRequests() {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: listRowsKey(requestsKeys.list) }),
    queryClient.invalidateQueries({ queryKey: ['requests'] }),
    queryClient.invalidateQueries({ queryKey: ['workorders'] }),
  ]);
}
