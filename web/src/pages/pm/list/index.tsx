/**
 * /preventative-maintenance-list (maintenance 2.1, 4, 6, 9): the PM metrics strip (Overdue, In
 * Progress, Waiting, Open: a tile selects status 31, 33, 42 or 43, again clears it; PM compliance
 * as a fifth figure), the filter type switch (All / Current-Upcoming / Completed), and the list
 * kit's table with the PM Title, Asset, Plan and Site (all sites only) filters, all in the URL.
 * Row actions go to the asset's page with { fromPMList, value, action }, where the PM Plan tab
 * opens that action's dialog and comes back here after. Opened from the dashboard (state
 * fromDashboard), the list starts on Current/Upcoming.
 */
import { useMemo } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PmStatus } from '@shared/pm/codes';
import { PM_WRITE_ROLES } from '@shared/pm/api';
import type { RoleId } from '@shared/codes';
import { useSession } from '../../../app/session/session-store';
import { isAllSitesActive } from '../../../app/shell/active-site';
import {
  changeFilter,
  encodeListState,
  initialListState,
  ServerListTable,
  sessionListScope,
  useFromListState,
  useServerList,
  type ListFilterDef,
  type ServerList,
} from '../../../components/list-kit';
import { PmMetricTiles } from '../../../components/pm/PmMetricTiles';
import { withQueryClient } from '../../../components/query/query-client';
import {
  loadPmListPage,
  loadPmMetrics,
  pmListExporter,
  pmOptionLoaders,
  type PmListRow,
} from './pm-list-calls';
import { PmFilterType } from '@shared/pm/list-schemas';
import { FILTER_TYPE_OPTIONS, OUTSIDE_FILTER_ROW, pmListFilters, STATUS_OPTIONS } from './pm-list-filters';
import { pmKeys } from './pm-keys';
import { fromDashboard, pmListAction, PM_LIST_PATH, type PmAction } from './pm-list-navigation';
import { PM_LIST_PREFERENCES, pmListColumns } from './pm-list-table-config';
import { usePmPartsStatus } from '../../parts/pm/pm-parts-calls';
import { PmPartsStatusText } from '../../parts/pm/PmPartsStatusText';
import './pm-list.css';

const ROW_ACTIONS: { id: PmAction; text: string }[] = [
  { id: 'VIEW', text: 'View' },
  { id: 'EDIT', text: 'Edit' },
  { id: 'DUPLICATE', text: 'Duplicate' },
  { id: 'COMPLETE', text: 'Mark complete' },
  { id: 'DELETE', text: 'Delete' },
];

/** The list's URL as the dashboard opens it: Current/Upcoming, and the tile's status if one was clicked. */
function urlFromDashboard(filters: readonly ListFilterDef[], status?: number) {
  let state = changeFilter(initialListState(filters), filters, 'type', [
    FILTER_TYPE_OPTIONS[PmFilterType.Upcoming],
  ]);
  const tile = STATUS_OPTIONS.find((o) => Number(o.value) === status);
  if (tile) state = changeFilter(state, filters, 'status', [tile]);
  return { pathname: PM_LIST_PATH, search: `?${encodeListState(state, filters).toString()}` };
}

function MetricsStrip({ list, scope }: { list: ServerList<PmListRow>; scope: string }) {
  const metrics = useQuery({ queryKey: pmKeys.metrics(scope), queryFn: loadPmMetrics });
  const selected = Number(list.state.filters.status?.[0]?.value ?? 0);
  return (
    <PmMetricTiles
      counts={metrics.data}
      loading={metrics.isPending}
      failed={metrics.isError}
      selected={selected}
      onSelect={(status) =>
        list.setFilter(
          'status',
          STATUS_OPTIONS.filter((o) => Number(o.value) === status),
        )
      }
      compliance={
        metrics.data
          ? {
              completed: metrics.data.completedCount,
              onTime: metrics.data.completedOnTimeCount,
              percent: metrics.data.compliancePercent,
            }
          : null
      }
      complianceLoading={metrics.isPending}
    />
  );
}

function PmList({
  filters,
  scope,
  showSite,
  readOnly,
}: {
  filters: ListFilterDef[];
  scope: string;
  showSite: boolean;
  /** Executives see the list read-only (maintenance.md 1; shared/roles.ts sidebarFor). */
  readOnly: boolean;
}) {
  const navigate = useNavigate();
  const fromList = useFromListState();
  const list = useServerList({ queryKey: pmKeys.list, scope, filters, load: loadPmListPage });
  // The switch and the tiles show the type and the status; the filter row shows the others.
  const rowFilters = useMemo(() => filters.filter((f) => !OUTSIDE_FILTER_ROW.has(f.id)), [filters]);
  const tableList: ServerList<PmListRow> = { ...list, filters: rowFilters };
  const type = list.state.filters.type?.[0]?.value ?? String(PmFilterType.All);
  // The Parts column: whether each open PM's site has its parts, one parts call per page (PM is
  // below parts on the server, so the page composes the parts domain's answer with its rows).
  const partsStatus = usePmPartsStatus(
    list.collection.items
      .filter((row) => row.asset_pm_status !== PmStatus.Completed)
      .map((row) => row.asset_pm_id),
  );

  const columns = pmListColumns(
    readOnly
      ? null
      : (row) => (
          <ButtonDropdown
            variant="inline-icon"
            ariaLabel={`Actions for ${row.title} on ${row.asset_name}`}
            expandToViewport
            items={ROW_ACTIONS.map((a) => ({
              ...a,
              disabled: a.id === 'COMPLETE' && row.asset_pm_status === PmStatus.Completed,
            }))}
            onItemClick={({ detail }) => {
              const { to, state } = pmListAction(
                { asset_pm_id: row.asset_pm_id, asset_id: row.asset_id, title: row.title },
                detail.id as PmAction,
                fromList.fromList,
              );
              navigate(to, { state });
            }}
          />
        ),
    showSite,
    (row) =>
      row.asset_pm_status === PmStatus.Completed ? (
        '-'
      ) : (
        <PmPartsStatusText status={partsStatus.data?.get(row.asset_pm_id)} />
      ),
  );

  return (
    <SpaceBetween size="l">
      <MetricsStrip list={list} scope={scope} />
      <div className="ac-pm-list-table">
        <ServerListTable
          list={tableList}
          title="Preventative Maintenance"
          columnDefinitions={columns}
          preferences={PM_LIST_PREFERENCES}
          searchPlaceholder="Search PMs"
          loadingText="Loading PMs"
          // A PM's completions and its open trigger are rows of one asset_pm_id: the trigger tells them apart.
          trackBy={(row) => `${row.asset_pm_id}/${row.pm_trigger_id ?? ''}`}
          exporter={pmListExporter}
          actions={
            <SegmentedControl
              label="PM filter type"
              selectedId={type}
              options={FILTER_TYPE_OPTIONS.map((o) => ({ id: o.value, text: o.label }))}
              onChange={({ detail }) =>
                list.setFilter(
                  'type',
                  FILTER_TYPE_OPTIONS.filter((o) => o.value === detail.selectedId),
                )
              }
            />
          }
        />
      </div>
    </SpaceBetween>
  );
}

export const PmListPage = withQueryClient(function PmListPage() {
  const session = useSession();
  const dashboard = fromDashboard(useLocation().state);
  const showSite = isAllSitesActive(session);
  const scope = sessionListScope(session);
  const filters = useMemo(() => pmListFilters(pmOptionLoaders, showSite), [showSite]);

  if (dashboard) return <Navigate replace to={urlFromDashboard(filters, dashboard.pmStatus)} />;
  const readOnly = !PM_WRITE_ROLES.includes(session.roleId as RoleId);
  return <PmList filters={filters} scope={scope} showSite={showSite} readOnly={readOnly} />;
});
