/**
 * The maintenance codes the screens name (spec maintenance 4). TEMPORARY until the shared
 * requests/workorders rules land: then this file only re-exports them.
 */
export const RequestStatus = { Open: 48, Cancelled: 49, Completed: 50, WorkOrderCreated: 51 } as const;
export const RequestType = { Manual: 52, Inspection: 53 } as const;
export const MaintenancePriority = { Low: 45, Medium: 46, High: 47 } as const;
export const WorkOrderStatus = { Open: 54, InProgress: 55, Completed: 56, Cancelled: 57, Reopened: 58 } as const;
export const WorkOrderTaskStatus = { Open: 12, InProgress: 13, Waiting: 14, Completed: 15 } as const;

const REQUEST_STATUS_NAMES: Record<number, string> = { 48: 'Open', 49: 'Cancelled', 50: 'Completed', 51: 'Workorder Created' };
const PRIORITY_NAMES: Record<number, string> = { 45: 'Low', 46: 'Medium', 47: 'High' };
const WORK_ORDER_STATUS_NAMES: Record<number, string> = { 54: 'Open', 55: 'In Progress', 56: 'Completed', 57: 'Cancelled', 58: 'Reopened' };
const TASK_STATUS_NAMES: Record<number, string> = { 12: 'Open', 13: 'In Progress', 14: 'Waiting', 15: 'Completed' };

export const requestStatusName = (s: number) => REQUEST_STATUS_NAMES[s] ?? '';
export const maintenancePriorityName = (p: number) => PRIORITY_NAMES[p] ?? '';
export const workOrderStatusName = (s: number) => WORK_ORDER_STATUS_NAMES[s] ?? '';
export const workOrderTaskStatusName = (s: number) => TASK_STATUS_NAMES[s] ?? '';

/** The priority picker's choices, Low first (the default). */
export const MAINTENANCE_PRIORITY_CHOICES = [45, 46, 47].map((value) => ({ value, label: PRIORITY_NAMES[value] }));
