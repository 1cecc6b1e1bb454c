/**
 * Status and priority labels of maintenance requests and work orders (spec maintenance 4): the
 * request status (48 Open, 49 Cancelled, 50 Completed, 51 Work Order Created), the work order
 * status badge (54 Open, 55 In Progress, 56 Completed, 57 Cancelled, 58 Reopened), the work order
 * task status (12-15) and the priority badge (45 Low, 46 Medium, 47 High). Names come from the
 * shared rules, colours are the screens'.
 */
import Badge, { type BadgeProps } from '@cloudscape-design/components/badge';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import {
  MaintenancePriority,
  maintenancePriorityName,
  RequestStatus,
  requestStatusName,
  WorkOrderStatus,
  workOrderStatusName,
  WorkOrderTaskStatus,
  workOrderTaskStatusName,
} from './maintenance-codes';

const PRIORITY_COLOR: Record<number, BadgeProps['color']> = {
  [MaintenancePriority.High]: 'severity-high',
  [MaintenancePriority.Medium]: 'severity-medium',
  [MaintenancePriority.Low]: 'severity-low',
};

export function MaintenancePriorityBadge({ priority, name }: { priority: number; name?: string }) {
  return (
    <Badge color={PRIORITY_COLOR[priority] ?? 'severity-neutral'}>
      {name || maintenancePriorityName(priority)}
    </Badge>
  );
}

const REQUEST_STATUS_TYPE: Record<number, StatusIndicatorProps.Type> = {
  [RequestStatus.Open]: 'pending',
  [RequestStatus.Cancelled]: 'stopped',
  [RequestStatus.Completed]: 'success',
  [RequestStatus.WorkOrderCreated]: 'info',
};

/** `wrapText` false keeps the name on one line (a narrow table column would break it mid-word). */
export function RequestStatusLabel({ status, wrapText = true }: { status: number; wrapText?: boolean }) {
  return (
    <StatusIndicator type={REQUEST_STATUS_TYPE[status] ?? 'info'} wrapText={wrapText}>
      {requestStatusName(status)}
    </StatusIndicator>
  );
}

const WORK_ORDER_COLOR: Record<number, BadgeProps['color']> = {
  [WorkOrderStatus.Open]: 'blue',
  [WorkOrderStatus.InProgress]: 'severity-medium',
  [WorkOrderStatus.Completed]: 'green',
  [WorkOrderStatus.Cancelled]: 'grey',
  [WorkOrderStatus.Reopened]: 'severity-high',
};

export function WorkOrderStatusBadge({ status, name }: { status: number; name?: string }) {
  return <Badge color={WORK_ORDER_COLOR[status] ?? 'grey'}>{name || workOrderStatusName(status)}</Badge>;
}

const TASK_STATUS_TYPE: Record<number, StatusIndicatorProps.Type> = {
  [WorkOrderTaskStatus.Open]: 'pending',
  [WorkOrderTaskStatus.InProgress]: 'in-progress',
  [WorkOrderTaskStatus.Waiting]: 'stopped',
  [WorkOrderTaskStatus.Completed]: 'success',
};

export function WorkOrderTaskStatusLabel({ status }: { status: number }) {
  return (
    <StatusIndicator type={TASK_STATUS_TYPE[status] ?? 'info'}>
      {workOrderTaskStatusName(status)}
    </StatusIndicator>
  );
}
