/**
 * The maintenance codes and names the screens use (spec maintenance 4), from the shared rules of
 * requests and work orders, plus the name lookups and the priority picker's choices.
 */
import {
  PRIORITY_NAMES,
  Priority,
  REQUEST_STATUS_NAMES,
  RequestStatus,
  RequestType,
} from '@shared/requests/rules';
import {
  WORK_ORDER_STATUS_NAMES,
  WORK_ORDER_TASK_STATUS_NAMES,
  WorkOrderStatus,
  WorkOrderTaskStatus,
} from '@shared/workorders/rules';

export { RequestStatus, RequestType, WorkOrderStatus, WorkOrderTaskStatus };
export const MaintenancePriority = Priority;

export const requestStatusName = (s: number) => REQUEST_STATUS_NAMES[s] ?? '';
export const maintenancePriorityName = (p: number) => PRIORITY_NAMES[p] ?? '';
export const workOrderStatusName = (s: number) => WORK_ORDER_STATUS_NAMES[s] ?? '';
export const workOrderTaskStatusName = (s: number) => WORK_ORDER_TASK_STATUS_NAMES[s] ?? '';

/** The priority picker's choices, Low first (the default). */
export const MAINTENANCE_PRIORITY_CHOICES = [Priority.Low, Priority.Medium, Priority.High].map((value) => ({
  value,
  label: PRIORITY_NAMES[value],
}));
