/**
 * /inspections (spec 2.9, 4, 6): the list kit's table with 'Search Inspections', the filter row of
 * spec 2.9, the issue and photo badges, View for everyone and Accept for a manager on a pending
 * row where the site reviews inspections (showHideApprove). A new active role, company or site is
 * a new list scope.
 */
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { InspectionStatus, Role } from '@shared/codes';
import { ReportsApi } from '@shared/reports/api';
import type { InspectionRow } from '@shared/inspections/list-schemas';
import { useSession } from '../../../app/session/session-store';
import {
  listExporter,
  ServerListTable,
  sessionListScope,
  useFromListState,
  useServerList,
  type ListRequest,
} from '../../../components/list-kit';
import { withQueryClient } from '../../../components/query/query-client';
import { loadInspectionsPage, type InspectionListContext } from './inspections-calls';
import { inspectionListBody } from './inspection-list-body';
import { inspectionsFilters } from './inspections-filters-config';
import { inspectionsKeys } from './inspections-keys';
import { inspectionColumns, INSPECTIONS_PREFERENCES } from './inspections-table-config';
import { useAcceptFromList } from './use-accept-from-list';
import './inspections.css';

const mayAccept = (roleId: number, row: InspectionRow) =>
  roleId === Role.Manager && row.status === InspectionStatus.Pending && row.sites.showHideApprove;

export const InspectionsListPage = withQueryClient(function InspectionsListPage() {
  const session = useSession();
  const navigate = useNavigate();
  const fromList = useFromListState();
  const roleId = session.roleId ?? 0;
  const userId = session.loginData?.uuid;
  const isSuperAdmin = roleId === Role.SuperAdmin;
  const scope = sessionListScope(session);

  const context = useMemo<InspectionListContext>(() => ({ userId }), [userId]);
  const filters = useMemo(
    () => inspectionsFilters({ showCompany: isSuperAdmin, context }),
    [isSuperAdmin, context],
  );
  const load = useCallback((request: ListRequest) => loadInspectionsPage(request, context), [context]);
  const list = useServerList({ queryKey: inspectionsKeys.list, scope, filters, load });
  const acceptance = useAcceptFromList();
  const exporter = useMemo(
    () =>
      listExporter(ReportsApi.exportInspections, (request: ListRequest) =>
        inspectionListBody(request, context),
      ),
    [context],
  );

  const columns = inspectionColumns({
    showCompany: isSuperAdmin,
    renderActions: (row) => (
      <SpaceBetween direction="horizontal" size="xs">
        <Button
          variant="inline-link"
          ariaLabel={`View inspection of ${row.asset.name}`}
          onClick={() => navigate(`/inspections/details/${row.inspection_id}`, { state: fromList })}
        >
          View
        </Button>
        {mayAccept(roleId, row) && (
          <Button
            variant="inline-link"
            ariaLabel={`Accept inspection of ${row.asset.name}`}
            loading={acceptance.checking === row.inspection_id}
            disabled={acceptance.checking !== null}
            onClick={() => acceptance.accept(row.inspection_id)}
          >
            Accept
          </Button>
        )}
      </SpaceBetween>
    ),
  });

  return (
    <>
      <ServerListTable
        list={list}
        title="Inspections"
        columnDefinitions={columns}
        preferences={INSPECTIONS_PREFERENCES}
        searchPlaceholder="Search Inspections"
        loadingText="Loading inspections"
        trackBy="inspection_id"
        exporter={exporter}
        actions={
          // The per-asset history page has no sidebar entry (spec 2.9 gives it no route): it opens from here.
          <Button iconName="search" onClick={() => navigate('/inspections/history')}>
            Inspection History
          </Button>
        }
      />
      {acceptance.modals}
    </>
  );
});
