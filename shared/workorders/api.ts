/**
 * The work orders endpoints (spec maintenance 7 'Work orders'), plus the calls the spec implies
 * (complete, task status, time spent), the send-to-dealer e-mail and the asset's maintenance cost.
 * The spec names few paths; these follow its call names under `WorkOrder/`.
 */
import { lazySchema } from '../common/lazy-schema.js';
import { dataList, endpoint, envelope, listEnvelope } from '../common/endpoint.js';
import { attachmentUpload } from '../attachments/schemas.js';
import { linkedIssue } from './schemas.js';
import { ASSIGNEE_CALL_ROLES, WORK_ORDER_ROLES } from './rules.js';
import { WORK_ORDER_DOWNTIME_ROLES } from '../reliability/rules.js';
import { downtimeRow } from '../reliability/schemas.js';
import {
  workOrderMarkDownBody,
  workOrderMarkUpBody,
  addedWorkOrderAttachment,
  addWorkOrderAttachmentBody,
  assetCost,
  assetCostParams,
  completeBody,
  newIssuesBody,
  sentToDealer,
  taskStatusBody,
  timeSpentBody,
  workOrderAttachmentUploadBody,
} from './action-schemas.js';
import {
  assignBody,
  assigneeOption,
  savedWorkOrder,
  workOrderActivity,
  workOrderBody,
  workOrderDetail,
  workOrderIdParams,
  workOrderListBody,
  workOrderNumberOption,
  workOrderOptionBody,
  workOrderRow,
  workOrderTitleOption,
} from './schemas.js';
import * as z from 'zod';

export const WorkOrdersApi = {
  getAllWorkOrders: endpoint({
    method: 'POST',
    path: 'WorkOrder/GetAllWorkOrders',
    summary:
      "One page of the active site's work orders, newest first, by number, priority and status, searched over number and title",
    auth: 'session',
    roles: ASSIGNEE_CALL_ROLES,
    body: workOrderListBody,
    response: lazySchema(() => listEnvelope(workOrderRow)),
  }),
  getWorkOrderTitleOptions: endpoint({
    method: 'POST',
    path: 'WorkOrder/GetWorkOrderTitleOptions',
    summary: "The title filter's options (page 20, scroll-loaded)",
    auth: 'session',
    roles: WORK_ORDER_ROLES,
    body: workOrderOptionBody,
    response: lazySchema(() => dataList(workOrderTitleOption)),
  }),
  getWorkOrderNumberOptions: endpoint({
    method: 'POST',
    path: 'WorkOrder/GetWorkOrderNumberOptions',
    summary: "The number filter's options (page 20, scroll-loaded)",
    auth: 'session',
    roles: WORK_ORDER_ROLES,
    body: workOrderOptionBody,
    response: lazySchema(() => dataList(workOrderNumberOption)),
  }),
  getWorkOrderDetails: endpoint({
    method: 'GET',
    path: 'WorkOrder/GetWorkOrderDetails/{wo_id}',
    summary:
      'One work order with its tasks (estimate, spent, labour cost), issues, attachments, dealer and request',
    auth: 'session',
    roles: ASSIGNEE_CALL_ROLES,
    params: workOrderIdParams,
    response: lazySchema(() => envelope(workOrderDetail)),
  }),
  getWorkOrderStatusHistory: endpoint({
    method: 'GET',
    path: 'WorkOrder/GetWorkOrderStatusHistory/{wo_id}',
    summary: "The work order's activity entries, newest first",
    auth: 'session',
    roles: ASSIGNEE_CALL_ROLES,
    params: workOrderIdParams,
    response: lazySchema(() => dataList(workOrderActivity)),
  }),
  addUpdateWorkOrder: endpoint({
    method: 'POST',
    path: 'WorkOrder/AddUpdateWorkOrder',
    summary:
      'Creates a work order (from an Open request with mr_id: carries its issues and attachments) or updates one while Open, In Progress or Reopened',
    auth: 'session',
    roles: WORK_ORDER_ROLES,
    body: workOrderBody,
    response: lazySchema(() => envelope(savedWorkOrder)),
  }),
  deleteWorkOrder: endpoint({
    method: 'DELETE',
    path: 'WorkOrder/DeleteWorkOrder/{wo_id}',
    summary: 'Deletes an Open, In Progress or Reopened work order (its request returns to Open)',
    auth: 'session',
    roles: WORK_ORDER_ROLES,
    params: workOrderIdParams,
    response: lazySchema(() => envelope(z.object({ wo_id: z.number() }))),
  }),
  completeWorkOrder: endpoint({
    method: 'POST',
    path: 'WorkOrder/CompleteWorkOrder',
    summary: 'Completes (56) a work order when every task is Completed, or with override',
    auth: 'session',
    roles: ASSIGNEE_CALL_ROLES,
    body: completeBody,
    response: lazySchema(() => envelope(savedWorkOrder)),
  }),
  updateWorkOrderTaskStatus: endpoint({
    method: 'POST',
    path: 'WorkOrder/UpdateWorkOrderTaskStatus',
    summary: "Sets a work order task's status (12 to 15; a Completed task is read-only) and its notes",
    auth: 'session',
    roles: ASSIGNEE_CALL_ROLES,
    body: taskStatusBody,
    response: lazySchema(() => envelope(savedWorkOrder)),
  }),
  addTimeSpent: endpoint({
    method: 'POST',
    path: 'WorkOrder/AddTimeSpent',
    summary: 'Adds time spent to a work order task (minutes 0 to 59, carried into hours)',
    auth: 'session',
    roles: ASSIGNEE_CALL_ROLES,
    body: timeSpentBody,
    response: lazySchema(() => envelope(savedWorkOrder)),
  }),
  workOrderAttachmentUploadUrl: endpoint({
    method: 'POST',
    path: 'WorkOrder/AttachmentUploadUrl',
    summary:
      'A presigned S3 PUT for one file (a photo from the field app) of a work order the caller reaches (maintenance staff: assigned to them), while Open, In Progress or Reopened',
    auth: 'session',
    roles: ASSIGNEE_CALL_ROLES,
    body: workOrderAttachmentUploadBody,
    response: lazySchema(() => envelope(attachmentUpload)),
  }),
  addWorkOrderAttachment: endpoint({
    method: 'POST',
    path: 'WorkOrder/AddWorkOrderAttachment',
    summary:
      'Adds one uploaded file to a work order the caller reaches (maintenance staff: assigned to them), while Open, In Progress or Reopened; a retry with the same client_request_id adds nothing again',
    auth: 'session',
    roles: ASSIGNEE_CALL_ROLES,
    body: addWorkOrderAttachmentBody,
    response: lazySchema(() => envelope(addedWorkOrderAttachment)),
  }),
  assignWorkOrder: endpoint({
    method: 'POST',
    path: 'WorkOrder/AssignWorkOrder',
    summary:
      "Sets a work order's assignees (active maintenance staff of its site); each newly assigned person gets a notification and an e-mail",
    auth: 'session',
    roles: WORK_ORDER_ROLES,
    body: assignBody,
    response: lazySchema(() => envelope(savedWorkOrder)),
  }),
  getAssigneeOptions: endpoint({
    method: 'GET',
    path: 'WorkOrder/GetAssigneeOptions',
    summary:
      "The people a work order may be assigned to: the active maintenance staff of the active site's sites",
    auth: 'session',
    roles: WORK_ORDER_ROLES,
    response: lazySchema(() => dataList(assigneeOption)),
  }),
  getNewIssuesList: endpoint({
    method: 'POST',
    path: 'WorkOrder/GetNewIssuesList',
    summary: "The asset's open issues not linked to another work order (Link Issues dialog, page 20)",
    auth: 'session',
    roles: WORK_ORDER_ROLES,
    body: newIssuesBody,
    response: lazySchema(() => dataList(linkedIssue)),
  }),
  sendToServiceDealer: endpoint({
    method: 'POST',
    path: 'WorkOrder/SendToServiceDealer/{wo_id}',
    summary:
      'E-mails the work order as a PDF to its service dealer, with its attachments linked by expiring URLs',
    auth: 'session',
    roles: WORK_ORDER_ROLES,
    params: workOrderIdParams,
    response: lazySchema(() => envelope(sentToDealer)),
  }),
  getAssetMaintenanceCost: endpoint({
    method: 'GET',
    path: 'Asset/GetAssetMaintenanceCost/{asset_id}',
    summary:
      "The asset's labour cost over the last 12 months and its cost per meter hour, from a monthly roll-up",
    auth: 'session',
    roles: WORK_ORDER_ROLES,
    params: assetCostParams,
    response: lazySchema(() => envelope(assetCost)),
  }),
  markAssetDown: endpoint({
    method: 'POST',
    path: 'WorkOrder/MarkAssetDown',
    summary:
      "Marks the work order's asset down from now, with a reason (planned when the work is scheduled); 409 while it is down",
    auth: 'session',
    roles: WORK_ORDER_DOWNTIME_ROLES,
    body: workOrderMarkDownBody,
    response: lazySchema(() => envelope(downtimeRow)),
  }),
  markAssetUp: endpoint({
    method: 'POST',
    path: 'WorkOrder/MarkAssetUp',
    summary:
      "Puts the work order's asset back in service (closes its open downtime); 409 when it is not down",
    auth: 'session',
    roles: WORK_ORDER_DOWNTIME_ROLES,
    body: workOrderMarkUpBody,
    response: lazySchema(() => envelope(downtimeRow)),
  }),
};
