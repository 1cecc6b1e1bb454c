/**
 * /workorders (spec maintenance 2.8, 8, 9): the list kit's table with 'Search Work Orders', Reset
 * Filters and Create Work Order; the filter row (number, title, priority, status) opens from the
 * title or the filtered columns' headers. Row actions: View and Status History; Edit and Delete
 * and Assign (its "Assigned to" people, issue 22) only while Open, In Progress or Reopened. The
 * filter row also filters by "Assigned to". The number opens the full page.
 */
import { useMemo, useState } from 'react';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useSession } from '../../../app/session/session-store';
import {
  ServerListTable,
  sessionListScope,
  useFromListState,
  useServerList,
} from '../../../components/list-kit';
import { withQueryClient } from '../../../components/query/query-client';
import { AssignModal } from '../common/AssignModal';
import { DeleteWorkOrderModal } from '../common/DeleteWorkOrderModal';
import { EditWorkOrderPanel } from '../common/EditWorkOrderPanel';
import { StatusHistoryPanel } from '../common/StatusHistoryPanel';
import { ViewWorkOrderPanel } from '../common/ViewWorkOrderPanel';
import { isWorkOrderEditable } from '@shared/workorders/rules';
import { WorkOrderFormPanel } from '../common/WorkOrderFormPanel';
import { workOrdersKeys, type WorkOrderRow } from '../common/workorders-calls';
import {
  assigneeFilterOptions,
  loadWorkOrdersPage,
  numberOptions,
  titleOptions,
  workOrdersExporter,
} from './list-calls';
import { workOrderColumns, WORK_ORDERS_PREFERENCES } from './workorders-table-config';
import { workOrdersFilters } from './workorders-filters-config';
import '../common/workorders.css';

type Open =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'view' | 'history' | 'edit' | 'assign' | 'delete'; row: WorkOrderRow };

export const WorkOrdersListPage = withQueryClient(function WorkOrdersListPage() {
  const session = useSession();
  const scope = sessionListScope(session);
  const fromList = useFromListState();
  const filters = useMemo(() => workOrdersFilters(numberOptions, titleOptions, assigneeFilterOptions), []);
  const list = useServerList({ queryKey: workOrdersKeys.list, scope, filters, load: loadWorkOrdersPage });
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const close = () => setOpen({ kind: 'none' });

  const columns = workOrderColumns({
    onToggleFilters: list.toggleFilterRow,
    fromList,
    renderActions: (row) => {
      const editable = isWorkOrderEditable(row.status);
      return (
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Button
            variant="inline-link"
            ariaLabel={`View ${row.wo_number}`}
            onClick={() => setOpen({ kind: 'view', row })}
          >
            View
          </Button>
          <ButtonDropdown
            variant="icon"
            ariaLabel={`More actions for ${row.wo_number}`}
            expandToViewport
            items={[
              { id: 'history', text: 'Status History' },
              ...(editable
                ? [
                    { id: 'edit', text: 'Edit' },
                    { id: 'assign', text: 'Assign' },
                    { id: 'delete', text: 'Delete' },
                  ]
                : []),
            ]}
            onItemClick={({ detail }) =>
              setOpen({ kind: detail.id as 'history' | 'edit' | 'assign' | 'delete', row })
            }
          />
        </SpaceBetween>
      );
    },
  });

  const label = (row: WorkOrderRow) => `${row.wo_number} ${row.title}`;
  return (
    <>
      <ServerListTable
        list={list}
        title="Work Orders"
        columnDefinitions={columns}
        preferences={WORK_ORDERS_PREFERENCES}
        searchPlaceholder="Search Work Orders"
        loadingText="Loading work orders"
        trackBy="wo_id"
        exporter={workOrdersExporter}
        actions={
          <Button variant="primary" onClick={() => setOpen({ kind: 'create' })}>
            Create Work Order
          </Button>
        }
      />
      {open.kind === 'create' && <WorkOrderFormPanel onClose={close} />}
      {open.kind === 'view' && (
        <ViewWorkOrderPanel woId={open.row.wo_id} title={label(open.row)} onClose={close} />
      )}
      {open.kind === 'history' && (
        <StatusHistoryPanel woId={open.row.wo_id} title={label(open.row)} onClose={close} />
      )}
      {open.kind === 'edit' && (
        <EditWorkOrderPanel woId={open.row.wo_id} title={label(open.row)} onClose={close} />
      )}
      {open.kind === 'assign' && <AssignModal row={open.row} onClose={close} />}
      {open.kind === 'delete' && (
        <DeleteWorkOrderModal woId={open.row.wo_id} label={label(open.row)} onClose={close} />
      )}
    </>
  );
});
