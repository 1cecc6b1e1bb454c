/**
 * The work order list's filter row (spec maintenance 2.8, 4, 7, 9): Work Order # and Title (options
 * from the server, 20 a page, searchable and loaded on scroll), Priority (Low, Medium, High) and
 * Status (Open, In Progress, Completed, Cancelled, Reopened); Assigned to (the site's maintenance
 * staff, several at once: issue 22).
 */
import type { FilterOption, ListFilterDef, LoadOptionPage } from '../../../components/list-kit';
import {
  maintenancePriorityName,
  WorkOrderStatus,
  workOrderStatusName,
} from '../../../components/maintenance/maintenance-codes';

export const NUMBER_FILTER = 'number';
export const TITLE_FILTER = 'title';
export const PRIORITY_FILTER = 'priority';
export const STATUS_FILTER = 'status';
export const ASSIGNEE_FILTER = 'assignee';

const PRIORITY_OPTIONS: FilterOption[] = [45, 46, 47].map((p) => ({
  value: String(p),
  label: maintenancePriorityName(p),
}));
const STATUS_OPTIONS: FilterOption[] = Object.values(WorkOrderStatus).map((s) => ({
  value: String(s),
  label: workOrderStatusName(s),
}));

export function workOrdersFilters(
  numberOptions: LoadOptionPage,
  titleOptions: LoadOptionPage,
  assigneeOptions: LoadOptionPage,
): ListFilterDef[] {
  return [
    {
      id: NUMBER_FILTER,
      label: 'Work Order #',
      multiple: false,
      loadOptions: numberOptions,
      emptyText: 'No work order found',
    },
    {
      id: TITLE_FILTER,
      label: 'Work Order Title',
      multiple: false,
      loadOptions: titleOptions,
      emptyText: 'No title found',
    },
    {
      id: PRIORITY_FILTER,
      label: 'Priority',
      multiple: false,
      options: PRIORITY_OPTIONS,
      emptyText: 'No priority found',
    },
    {
      id: STATUS_FILTER,
      label: 'Status',
      multiple: false,
      options: STATUS_OPTIONS,
      emptyText: 'No status found',
    },
    {
      id: ASSIGNEE_FILTER,
      label: 'Assigned to',
      multiple: true,
      loadOptions: assigneeOptions,
      emptyText: 'No maintenance staff found',
    },
  ];
}
