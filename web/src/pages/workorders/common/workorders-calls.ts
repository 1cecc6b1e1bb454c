/**
 * The work order screens' calls (spec maintenance 7 'Work orders'), typed by
 * shared/workorders/api.ts: details, status history, add/update (time spent too), delete, complete,
 * task status, the asset's issues to link, send to the service dealer, the assignees (options and
 * the list's Assign); and what a write reloads.
 */
import type * as z from 'zod';
import { WorkOrdersApi } from '@shared/workorders/api';
import type { workOrderBody } from '@shared/workorders/schemas';
import { ISSUE_PICKER_PAGE_SIZE } from '@shared/workorders/rules';
import { callApi } from '../../../app/api/client';
import { queryClient } from '../../../components/query/query-client';

export type {
  AssigneeOption,
  LinkedIssue,
  WorkOrderActivity,
  WorkOrderDetail,
  WorkOrderRow,
} from '@shared/workorders/schemas';
export { WorkOrderMessages } from '@shared/workorders/messages';
export type WorkOrderPayload = z.input<typeof workOrderBody>;

export const workOrdersKeys = {
  list: ['workorders', 'list'] as const,
  detail: (woId: number) => ['workorders', 'detail', woId] as const,
  history: (woId: number) => ['workorders', 'history', woId] as const,
  assignees: ['workorders', 'assignees'] as const,
};

/** GET WorkOrder/GetAssigneeOptions: the active maintenance staff of the active site's sites. */
export async function getAssigneeOptions() {
  return (await callApi(WorkOrdersApi.getAssigneeOptions, {}, { quiet: true })).data.list;
}

/** POST WorkOrder/AssignWorkOrder: the list's Assign (replaces the assignees). */
export const assignWorkOrder = (woId: number, assignedTo: string[]) =>
  callApi(WorkOrdersApi.assignWorkOrder, { body: { wo_id: woId, assigned_to: assignedTo } });

export async function getWorkOrder(woId: number) {
  return (await callApi(WorkOrdersApi.getWorkOrderDetails, { params: { wo_id: woId } })).data;
}

export async function getWorkOrderHistory(woId: number) {
  return (
    await callApi(WorkOrdersApi.getWorkOrderStatusHistory, { params: { wo_id: woId } }, { quiet: true })
  ).data.list;
}

export const saveWorkOrder = (body: WorkOrderPayload) => callApi(WorkOrdersApi.addUpdateWorkOrder, { body });

export const deleteWorkOrder = (woId: number) =>
  callApi(WorkOrdersApi.deleteWorkOrder, { params: { wo_id: woId } });

/** The remedy (issue 25 item 5), when one is picked: absent keeps the work order's. */
export const completeWorkOrder = (woId: number, override: boolean, remedyCode?: string) =>
  callApi(WorkOrdersApi.completeWorkOrder, {
    body: { wo_id: woId, override, ...(remedyCode ? { remedy_code: remedyCode } : {}) },
  });

export const setTaskStatus = (woId: number, taskId: number, status: number) =>
  callApi(WorkOrdersApi.updateWorkOrderTaskStatus, { body: { wo_id: woId, task_id: taskId, status } });

export const sendToServiceDealer = (woId: number) =>
  callApi(WorkOrdersApi.sendToServiceDealer, { params: { wo_id: woId } });

/** POST WorkOrder/GetNewIssuesList: the asset's issues that can be linked (page 20). */
export async function loadAssetIssues(
  assetId: number,
  ids: { mrId: number | null; woId: number | null },
  pageIndex: number,
  search: string,
) {
  const { data } = await callApi(
    WorkOrdersApi.getNewIssuesList,
    {
      body: {
        asset_id: assetId,
        mr_id: ids.mrId,
        wo_id: ids.woId,
        pageindex: pageIndex,
        pagesize: ISSUE_PICKER_PAGE_SIZE,
        searchstring: search,
      },
    },
    { quiet: true },
  );
  return { items: data.list, totalCount: data.listsize };
}

/** After a write: the work order lists and details, and the requests (their work order block, status and the sidebar count). */
export async function refreshWorkOrders() {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['workorders'] }),
    queryClient.invalidateQueries({ queryKey: ['requests'] }),
  ]);
}
