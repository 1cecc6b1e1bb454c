/**
 * The work order list's columns (spec maintenance 2.8): Work Order # (opens the full page), Work
 * Order Title, Work Type, Created Date, Due at, Priority, Status, Assigned to (issue 22), Actions. The headers of the
 * filtered columns open or close the filter row.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { TableProps } from '@cloudscape-design/components/table';
import type { ListPreferences } from '../../../components/list-kit';
import {
  MaintenancePriorityBadge,
  WorkOrderStatusBadge,
} from '../../../components/maintenance/MaintenanceLabels';
import { showDate } from '../common/dates';
import type { WorkOrderRow } from '../common/workorders-calls';

export const WORK_ORDERS_PREFERENCES: ListPreferences = { pageSizeLabel: (size) => `${size} work orders` };

function FilterHeader({ text, onToggle }: { text: string; onToggle: () => void }) {
  return (
    <button type="button" className="ac-wo-filter-header" title="Show or hide the filters" onClick={onToggle}>
      {text}
    </button>
  );
}

export function workOrderColumns({
  onToggleFilters,
  renderActions,
  fromList,
}: {
  onToggleFilters: () => void;
  renderActions: (row: WorkOrderRow) => ReactNode;
  fromList: { fromList?: string };
}): TableProps.ColumnDefinition<WorkOrderRow>[] {
  return [
    {
      id: 'number',
      header: <FilterHeader text="Work Order #" onToggle={onToggleFilters} />,
      cell: (row) => (
        <RouterLink to={`/workorders/details/${row.wo_id}`} state={fromList}>
          {row.wo_number}
        </RouterLink>
      ),
      width: 150,
    },
    {
      id: 'title',
      header: <FilterHeader text="Work Order Title" onToggle={onToggleFilters} />,
      cell: (row) => <span className="ac-wo-text">{row.title}</span>,
      minWidth: 200,
    },
    { id: 'type', header: 'Work Type', cell: (row) => row.wo_type_name || '-', width: 170 },
    {
      id: 'created',
      header: 'Created Date',
      cell: (row) => showDate(row.created_at, row.sites.timezone),
      width: 130,
    },
    { id: 'due', header: 'Due at', cell: (row) => showDate(row.due_at, row.sites.timezone), width: 120 },
    {
      id: 'priority',
      header: <FilterHeader text="Priority" onToggle={onToggleFilters} />,
      cell: (row) => <MaintenancePriorityBadge priority={row.priority} name={row.priority_name} />,
      width: 110,
    },
    {
      id: 'status',
      header: <FilterHeader text="Status" onToggle={onToggleFilters} />,
      cell: (row) => <WorkOrderStatusBadge status={row.status} name={row.status_name} />,
      width: 130,
    },
    {
      id: 'assignees',
      header: <FilterHeader text="Assigned to" onToggle={onToggleFilters} />,
      cell: (row) => (row.assigned_to_names.length ? row.assigned_to_names.join(', ') : '-'),
      minWidth: 160,
    },
    { id: 'actions', header: 'Actions', cell: renderActions, width: 150 },
  ];
}
