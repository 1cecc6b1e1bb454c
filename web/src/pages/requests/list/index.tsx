/**
 * /maintenance-requests (spec maintenance 2.7, 4, 8, 9): the list kit's table with 'Search
 * Requests' (Enter, clear icon), the status menu (All, Open, Completed, Workorder Created), Reset
 * Filters and New Request; the Type and Requested By headers open the filter row. Row actions:
 * View; Edit unless Completed; for Open requests a menu with 'Resolve This Issue' and 'Create Work
 * Order' (the work order panel with the request's asset and title, the asset locked).
 */
import { useMemo, useState } from 'react';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useSession } from '../../../app/session/session-store';
import { ServerListTable, sessionListScope, useServerList } from '../../../components/list-kit';
import { canCreateWorkOrderFrom, canEditRequest, canResolveRequest } from '@shared/requests/rules';
import { withQueryClient } from '../../../components/query/query-client';
import { WorkOrderFormPanel } from '../../workorders/common/WorkOrderFormPanel';
import { CreateRequestPanel } from './CreateRequestPanel';
import { EditRequestPanel } from './EditRequestPanel';
import { ResolveRequestModal } from './ResolveRequestModal';
import {
  loadRequestsPage,
  refreshRequests,
  requestedByOptions,
  requestsExporter,
  type RequestRow,
} from './requests-calls';
import {
  ALL_STATUSES,
  REQUEST_STATUS_OPTIONS,
  requestsFilters,
  STATUS_FILTER,
} from './requests-filters-config';
import { requestsKeys } from './requests-keys';
import { requestColumns, REQUESTS_PREFERENCES } from './requests-table-config';
import { ViewRequestPanel } from './ViewRequestPanel';
import './requests.css';

type Open =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'view'; row: RequestRow }
  | { kind: 'edit'; row: RequestRow }
  | { kind: 'resolve'; row: RequestRow }
  | { kind: 'workorder'; row: RequestRow };

export const RequestsListPage = withQueryClient(function RequestsListPage() {
  const session = useSession();
  const scope = sessionListScope(session);
  const filters = useMemo(() => requestsFilters(requestedByOptions), []);
  const list = useServerList({ queryKey: requestsKeys.list, scope, filters, load: loadRequestsPage });
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const close = () => setOpen({ kind: 'none' });
  const status = list.state.filters[STATUS_FILTER]?.[0] ?? ALL_STATUSES;

  const columns = requestColumns({
    onToggleFilters: list.toggleFilterRow,
    renderActions: (row) => (
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <Button
          variant="inline-link"
          ariaLabel={`View ${row.title}`}
          onClick={() => setOpen({ kind: 'view', row })}
        >
          View
        </Button>
        {canEditRequest(row.status) && (
          <Button
            variant="inline-link"
            ariaLabel={`Edit ${row.title}`}
            onClick={() => setOpen({ kind: 'edit', row })}
          >
            Edit
          </Button>
        )}
        {(canResolveRequest(row.status) || canCreateWorkOrderFrom(row.status)) && (
          <ButtonDropdown
            variant="icon"
            ariaLabel={`More actions for ${row.title}`}
            expandToViewport
            items={[
              { id: 'resolve', text: 'Resolve This Issue', disabled: !canResolveRequest(row.status) },
              { id: 'workorder', text: 'Create Work Order', disabled: !canCreateWorkOrderFrom(row.status) },
            ]}
            onItemClick={({ detail }) =>
              setOpen({ kind: detail.id === 'resolve' ? 'resolve' : 'workorder', row })
            }
          />
        )}
      </SpaceBetween>
    ),
  });

  return (
    <>
      <ServerListTable
        // The status is the header's menu, not a filter of the row.
        list={{ ...list, filters: list.filters.filter((f) => f.id !== STATUS_FILTER) }}
        title="Requests"
        columnDefinitions={columns}
        preferences={REQUESTS_PREFERENCES}
        searchPlaceholder="Search Requests"
        loadingText="Loading requests"
        trackBy="mr_id"
        exporter={requestsExporter}
        actions={
          <>
            <ButtonDropdown
              ariaLabel={`Status: ${status.label}`}
              items={REQUEST_STATUS_OPTIONS.map((o) => ({
                id: o.value,
                text: o.label,
                iconName: o.value === status.value ? 'check' : undefined,
              }))}
              onItemClick={({ detail }) =>
                list.setFilter(
                  STATUS_FILTER,
                  REQUEST_STATUS_OPTIONS.filter((o) => o.value === detail.id),
                )
              }
            >
              Status: {status.label}
            </ButtonDropdown>
            <Button variant="primary" onClick={() => setOpen({ kind: 'create' })}>
              New Request
            </Button>
          </>
        }
      />
      {open.kind === 'create' && <CreateRequestPanel onClose={close} />}
      {open.kind === 'view' && (
        <ViewRequestPanel
          row={open.row}
          onClose={close}
          onEdit={
            canEditRequest(open.row.status) ? () => setOpen({ kind: 'edit', row: open.row }) : undefined
          }
        />
      )}
      {open.kind === 'edit' && <EditRequestPanel row={open.row} onClose={close} />}
      {open.kind === 'resolve' && <ResolveRequestModal row={open.row} onClose={close} />}
      {open.kind === 'workorder' && (
        <WorkOrderFormPanel
          fromRequest={{
            mr_id: open.row.mr_id,
            mr_type: open.row.mr_type,
            title: open.row.title,
            description: open.row.description,
            priority: open.row.priority,
            asset: open.row.asset,
            asset_id: open.row.asset_id,
          }}
          onClose={close}
          onSaved={refreshRequests}
        />
      )}
    </>
  );
});
