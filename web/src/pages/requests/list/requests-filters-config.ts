/**
 * The maintenance requests list's filters (spec maintenance 2.7, 4, 8): the status menu (All,
 * Open, Completed, Workorder Created: mr_filter_type 0, 48, 50, 51) shown in the header rather
 * than the filter row, and the filter row's Type (Manual 52, Inspection 53) and Requested By
 * (searchable, from the server's requested-by options).
 */
import type { FilterOption, ListFilterDef, LoadOptionPage } from '../../../components/list-kit';
import { RequestStatus, RequestType } from '../../../components/maintenance/maintenance-codes';

export const STATUS_FILTER = 'status';
export const TYPE_FILTER = 'type';
export const REQUESTED_BY_FILTER = 'requestedBy';

export const ALL_STATUSES: FilterOption = { value: '0', label: 'All' };
export const REQUEST_STATUS_OPTIONS: FilterOption[] = [
  ALL_STATUSES,
  { value: String(RequestStatus.Open), label: 'Open' },
  { value: String(RequestStatus.Completed), label: 'Completed' },
  { value: String(RequestStatus.WorkOrderCreated), label: 'Workorder Created' },
];
export const REQUEST_TYPE_OPTIONS: FilterOption[] = [
  { value: String(RequestType.Manual), label: 'Manual' },
  { value: String(RequestType.Inspection), label: 'Inspection' },
];

export function requestsFilters(requestedByOptions: LoadOptionPage): ListFilterDef[] {
  return [
    {
      id: STATUS_FILTER,
      label: 'Status',
      multiple: false,
      options: REQUEST_STATUS_OPTIONS,
      defaultValue: [ALL_STATUSES],
    },
    {
      id: TYPE_FILTER,
      label: 'Type',
      multiple: false,
      options: REQUEST_TYPE_OPTIONS,
      emptyText: 'No type found',
    },
    {
      id: REQUESTED_BY_FILTER,
      label: 'Requested By',
      multiple: false,
      loadOptions: requestedByOptions,
      emptyText: 'No requestor found',
    },
  ];
}
