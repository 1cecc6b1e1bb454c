/**
 * The work order screens' calls (spec maintenance 7 'Work orders'): a page of the list and its
 * number/title options, details, status history, add/update, delete, the asset's issues to link;
 * and what a write reloads. TEMPORARY shapes until shared/workorders lands.
 */
import { apiRequest } from '../../../app/api/client';
import { queryClient } from '../../../components/query/query-client';
import type { DraftAttachment, DraftIssue, DraftTask } from './work-order-draft';

export const workOrdersKeys = {
  list: ['workorders', 'list'] as const,
  detail: (woId: number) => ['workorders', 'detail', woId] as const,
  history: (woId: number) => ['workorders', 'history', woId] as const,
};

export interface WorkOrderAsset {
  asset_id: number;
  internal_asset_id: string;
  name: string;
  meter_hours?: number | null;
}

export interface WorkOrderRow {
  wo_id: number;
  wo_number: string;
  title: string;
  wo_type: number;
  wo_type_name: string;
  created_at: string;
  due_at: string | null;
  priority: number;
  priority_name: string;
  status: number;
  status_name: string;
}

export interface WorkOrderDetail extends WorkOrderRow {
  description: string;
  asset_id: number;
  asset: WorkOrderAsset | null;
  completed_date: string | null;
  mr_id: number | null;
  timezone?: string;
  workOrderTasks: DraftTask[];
  issues: DraftIssue[];
  workOrderAttachments: DraftAttachment[];
  serviceDealers: { service_dealer_id: number; name: string; email: string } | null;
}

export interface ActivityEntry {
  activity_id: number;
  activity_header: string;
  activity_message: string;
  activity_type: number;
  created_at: string;
  timezone?: string;
  updated_by_name: string;
}

export const WorkOrderTexts = {
  titleRequired: 'Title is required !',
  titleTooLong: 'Title can not be more than 100 characters !',
  descriptionRequired: 'Description is required !',
  assetRequired: 'Asset is required !',
  tasksRequired: 'Tasks are required !',
  assetFirst: 'Asset must be selected first to link Issues !',
  created: 'Workorder created successfully !',
  updated: 'Work order updated successfully !',
  deleted: 'Workorder deleted successfully !',
  deleteQuestion: 'Are you sure you want to delete this Work Order ?',
  noIssues: 'No Issues !',
  noTasks: 'No Tasks !',
  noDealer: 'No Service Dealer added !',
  noAttachments: 'No Attachments !',
  noHistory: 'No history to show !',
};

export async function getWorkOrder(woId: number): Promise<WorkOrderDetail> {
  return (await apiRequest<{ data: WorkOrderDetail }>('GET', `WorkOrder/GetWorkOrderDetails/${woId}`)).data;
}

export async function getWorkOrderHistory(woId: number): Promise<ActivityEntry[]> {
  return (await apiRequest<{ data: { list: ActivityEntry[] } }>('GET', `WorkOrder/GetWorkOrderStatusHistory/${woId}`, { quiet: true })).data.list;
}

export const saveWorkOrder = (body: Record<string, unknown>) =>
  apiRequest<{ data: { wo_id: number } }>('POST', 'WorkOrder/AddUpdateWorkOrder', { body });

export const deleteWorkOrder = (woId: number) => apiRequest('DELETE', `WorkOrder/DeleteWorkOrder/${woId}`);

export interface LinkableIssue {
  issue_id: number;
  issue_uuid: string;
  issue_number: string | number;
  name: string;
  inspection_id: number | null;
  status: number;
}

export async function loadAssetIssues(assetId: number, mrId: number | null, pageIndex: number, search: string) {
  const answer = await apiRequest<{ data: { list: LinkableIssue[]; listsize?: number } }>('POST', 'WorkOrder/GetNewIssues', {
    body: { asset_id: assetId, mr_id: mrId ?? 0, pageindex: pageIndex, pagesize: 20, searchstring: search },
    quiet: true,
  });
  return { items: answer.data.list, total: answer.data.listsize ?? answer.data.list.length };
}

/** After a write: the work order lists and details, the requests (a request may show its status) and the sidebar count. */
export async function refreshWorkOrders() {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['workorders'] }),
    queryClient.invalidateQueries({ queryKey: ['requests'] }),
  ]);
}

// ---- TEMPORARY until shared/workorders lands: the body check of the create/edit panel ----
import * as z from 'zod';
export const workOrderFormBody = z.object({
  title: z.string().trim().min(1, { error: WorkOrderTexts.titleRequired }).max(100, { error: WorkOrderTexts.titleTooLong }),
  description: z.string().trim().min(1, { error: WorkOrderTexts.descriptionRequired }),
  asset_id: z.number({ error: WorkOrderTexts.assetRequired }).int().positive({ error: WorkOrderTexts.assetRequired }),
  WorkOrderTasks: z.array(z.object({ task_id: z.number() })).min(1, { error: WorkOrderTexts.tasksRequired }),
}).passthrough();
