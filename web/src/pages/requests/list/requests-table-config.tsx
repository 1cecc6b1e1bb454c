/**
 * The maintenance requests table (spec maintenance 2.7): Title, Type, Requested By, Status, Work
 * Order (its number and status badge), Time Elapsed, Priority, Actions. The Type and Requested By
 * headers open or close the filter row.
 */
import type { ReactNode } from 'react';
import type { TableProps } from '@cloudscape-design/components/table';
import type { ListPreferences } from '../../../components/list-kit';
import {
  MaintenancePriorityBadge,
  RequestStatusLabel,
  WorkOrderStatusBadge,
} from '../../../components/maintenance/MaintenanceLabels';
import type { RequestRow } from './requests-calls';

export const REQUESTS_PREFERENCES: ListPreferences = { pageSizeLabel: (size) => `${size} requests` };

const orDash = (value: string | null | undefined) => value || '-';

/** A header that opens or closes the filter row (spec 2.7). */
function FilterHeader({ text, onToggle }: { text: string; onToggle: () => void }) {
  return (
    <button type="button" className="ac-mr-filter-header" title="Show or hide the filters" onClick={onToggle}>
      {text}
    </button>
  );
}

export function requestColumns({
  onToggleFilters,
  renderActions,
}: {
  onToggleFilters: () => void;
  renderActions: (row: RequestRow) => ReactNode;
}): TableProps.ColumnDefinition<RequestRow>[] {
  return [
    {
      id: 'title',
      header: 'Title',
      cell: (row) => <span className="ac-mr-text">{row.title}</span>,
      minWidth: 200,
    },
    {
      id: 'type',
      header: <FilterHeader text="Type" onToggle={onToggleFilters} />,
      cell: (row) => orDash(row.mr_type_name),
      width: 130,
    },
    {
      id: 'requestedBy',
      header: <FilterHeader text="Requested By" onToggle={onToggleFilters} />,
      cell: (row) => orDash(row.requested_by_name),
      minWidth: 150,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => <RequestStatusLabel status={row.status} wrapText={false} />,
      minWidth: 170,
    },
    {
      id: 'workOrder',
      header: 'Work Order',
      cell: (row) =>
        row.wo_id ? (
          <span className="ac-mr-wo">
            <span>{row.work_order_number}</span>
            {row.work_order_status ? <WorkOrderStatusBadge status={row.work_order_status} /> : null}
          </span>
        ) : (
          '-'
        ),
      minWidth: 170,
    },
    { id: 'elapsed', header: 'Time Elapsed', cell: (row) => orDash(row.time_elapsed), width: 140 },
    {
      id: 'priority',
      header: 'Priority',
      cell: (row) => <MaintenancePriorityBadge priority={row.priority} name={row.priority_name} />,
      width: 110,
    },
    { id: 'actions', header: 'Actions', cell: renderActions, width: 140 },
  ];
}
