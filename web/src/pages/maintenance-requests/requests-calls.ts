/**
 * The maintenance requests screen's calls (spec maintenance 7 'Maintenance requests'): a page of
 * the list, the Requested By options, create/update, resolve, the work order picker's page and the
 * open count; every write reloads the list and the sidebar's count.
 * TEMPORARY shapes until shared/requests lands (then typed by its contracts).
 */
import { OPTION_PAGE_SIZE } from '@shared/codes';
import { apiRequest } from '../../app/api/client';
import type { ListPage, ListRequest, LoadOptionPage } from '../../components/list-kit';
import { listRowsKey } from '../../components/list-kit/list-keys';
import { queryClient } from '../../components/query/query-client';
import { requestsKeys } from './requests-keys';
import { REQUESTED_BY_FILTER, STATUS_FILTER, TYPE_FILTER } from './requests-filters-config';

export interface RequestRow {
  mr_id: number;
  title: string;
  description: string;
  asset_id: number;
  asset: { asset_id: number; internal_asset_id: string; name: string; meter_hours: number | null } | null;
  priority: number;
  priority_name: string;
  mr_type: number;
  mr_type_name: string;
  requested_by: string;
  requested_by_name: string;
  status: number;
  work_order_status: number | null;
  work_order_number: string | null;
  wo_id: number | null;
  time_elapsed: string;
  inspection_id: number | null;
  workOrders: { wo_number: string; title: string; wo_id: number }[];
}

const first = (request: ListRequest, id: string) => request.filters[id]?.[0];

function listBody(request: ListRequest) {
  return {
    pageIndex: request.pageIndex,
    pageSize: request.pageSize,
    mr_id: [],
    search_string: request.search,
    mr_filter_type: Number(first(request, STATUS_FILTER) ?? 0),
    type: Number(first(request, TYPE_FILTER) ?? 0),
    requested_by: first(request, REQUESTED_BY_FILTER) ?? '',
  };
}

export async function loadRequestsPage(request: ListRequest): Promise<ListPage<RequestRow>> {
  const answer = await apiRequest<{ data: { list: RequestRow[]; listsize: number } }>(
    'POST',
    'MaintenanceRequest/GetAllMaintenanceRequests',
    { body: listBody(request) },
  );
  return { items: answer.data.list, totalCount: answer.data.listsize };
}

export const requestedByOptions: LoadOptionPage = async ({ text, pageIndex, narrowing }) => {
  const body = {
    ...listBody({ ...narrowing, pageIndex, pageSize: OPTION_PAGE_SIZE }),
    option_search_string: text,
  };
  const answer = await apiRequest<{ data: { list: { requested_by: string; requested_by_name: string }[]; listsize?: number } }>(
    'POST',
    'MaintenanceRequest/GetRequestedByOptions',
    { body, quiet: true },
  );
  return {
    items: answer.data.list.map((r) => ({ value: r.requested_by, label: r.requested_by_name })),
    total: answer.data.listsize ?? answer.data.list.length,
  };
};

/** After a write: the list, the sidebar count and the work order lists (a request may have made or linked one). */
export async function refreshRequests() {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: listRowsKey(requestsKeys.list) }),
    queryClient.invalidateQueries({ queryKey: requestsKeys.openCount }),
    queryClient.invalidateQueries({ queryKey: ['workorders'] }),
  ]);
}

// ---- TEMPORARY until shared/requests lands: the create body and the texts ----
import * as z from 'zod';
export const RequestTexts = {
  titleRequired: 'Title is required !',
  titleTooLong: 'Title can not be more than 100 characters !',
  descriptionRequired: 'Description is required !',
  assetRequired: 'Asset is required !',
  reasonRequired: 'Reason is required !',
  created: 'Request created successfully !',
  updated: 'Request updated successfully !',
  resolved: 'Request resolved successfully !',
};
export const createRequestBody = z.object({
  title: z.string().trim().min(1, { error: RequestTexts.titleRequired }).max(100, { error: RequestTexts.titleTooLong }),
  description: z.string().trim().min(1, { error: RequestTexts.descriptionRequired }),
  asset_id: z.number({ error: RequestTexts.assetRequired }).int().positive({ error: RequestTexts.assetRequired }),
  priority: z.number().int(),
});
export const createRequest = (body: z.input<typeof createRequestBody>) =>
  apiRequest('POST', 'MaintenanceRequest/AddUpdateMaintenanceRequest', { body });
export const updateRequest = (body: Record<string, unknown>) =>
  apiRequest('POST', 'MaintenanceRequest/AddUpdateMaintenanceRequest', { body });
export const resolveRequest = (mr_id: number, resolve_reason: string) =>
  apiRequest('POST', 'MaintenanceRequest/ResolveMaintenanceRequest', { body: { mr_id, resolve_reason } });
export interface PickableWorkOrder {
  wo_id: number;
  wo_number: string;
  title: string;
}
/** GET getAllWorkOrderWithNoMR/{assetId}?pageindex=&pagesize=20&searchstring= (spec 7). */
export async function loadWorkOrdersWithoutRequest(assetId: number, pageIndex: number, search: string) {
  const answer = await apiRequest<{ data: { list: PickableWorkOrder[]; listsize: number } }>(
    'GET',
    `WorkOrder/GetAllWorkOrderWithNoMR/${assetId}`,
    { query: { pageindex: pageIndex, pagesize: 20, searchstring: search }, quiet: true },
  );
  return { items: answer.data.list, total: answer.data.listsize };
}
