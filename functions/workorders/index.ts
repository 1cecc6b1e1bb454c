/** The workorders domain's public module: what the domains above it (and the composition) may import. */
export { WorkOrderSub, getWorkOrder, partsCostWrite, type WorkOrderRecord } from './store/workorders.js';
export { requestWithWorkOrder, workOrderWrites, type WorkOrderChange } from './operations/workorders.js';
export { workOrderListPage } from './operations/find-work-orders.js';
export {
  companyWorkOrder,
  companyWorkOrdersAfter,
  completeCompanyWorkOrder,
  createCompanyWorkOrder,
  type Actor,
  type NewWorkOrder,
} from './operations/company-work-orders.js';
