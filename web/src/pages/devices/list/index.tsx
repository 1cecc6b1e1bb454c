/**
 * /devices (spec core 2.12): the mobile devices that synced, as the list kit's table with
 * 'Search Devices', the Type, Brand, Model, OS, Company (super admin) and Last Sync Site filters,
 * Reset Filters and pagination. Last Sync Time is shown in the viewer's local time.
 */
import { useCallback, useMemo } from 'react';
import type { TableProps } from '@cloudscape-design/components/table';
import { Role } from '@shared/codes';
import { formatLocalDateTimeSeconds } from '@shared/dates';
import type { DeviceRow } from '@shared/devices/schemas';
import { useSession } from '../../../app/session/session-store';
import { superAdminListScope } from '../../../app/shell/active-site';
import {
  ServerListTable,
  sessionListScope,
  useServerList,
  type ListPreferences,
  type ListRequest,
} from '../../../components/list-kit';
import { withQueryClient } from '../../../components/query/query-client';
import { devicesFilters, devicesKeys, loadDevicesPage } from './devices-list';

const PREFERENCES: ListPreferences = { pageSizeLabel: (size) => `${size} devices` };
const orDash = (value: string) => value || '-';

/**
 * Every role that opens the list sees the Company column; only the Company filter depends on scope.
 * Minimum widths only where a cell must stay readable: their sum with the other columns' content
 * fits a 1400 px window beside the navigation (wider ones pushed Last Sync Time off the table's
 * edge); the list kit wraps the other texts.
 */
const COLUMNS: TableProps.ColumnDefinition<DeviceRow>[] = [
  { id: 'code', header: 'Code', cell: (row) => row.device_code },
  { id: 'name', header: 'Name', cell: (row) => orDash(row.device_name), minWidth: 100 },
  { id: 'type', header: 'Type', cell: (row) => orDash(row.device_type) },
  { id: 'brand', header: 'Brand', cell: (row) => orDash(row.brand) },
  { id: 'model', header: 'Model', cell: (row) => orDash(row.model) },
  { id: 'os', header: 'OS', cell: (row) => orDash(row.os) },
  { id: 'company', header: 'Company', cell: (row) => orDash(row.company_name), minWidth: 130 },
  {
    id: 'time',
    header: 'Last Sync Time',
    cell: (row) => formatLocalDateTimeSeconds(row.last_sync_time) || '-',
    // One line for 'MM-DD-YYYY hh:mm:ss am' with the cell's padding.
    minWidth: 215,
  },
  { id: 'site', header: 'Last Sync Site', cell: (row) => orDash(row.last_sync_site_name) },
];

export const DevicesPage = withQueryClient(function DevicesPage() {
  const session = useSession();
  const showCompany = session.roleId === Role.SuperAdmin;
  // A new active role, company or site is a new list (its own cache and URL entries).
  const scope = sessionListScope(session);
  const filters = useMemo(() => devicesFilters({ showCompany }), [showCompany]);
  const superAdminScope = useMemo(() => superAdminListScope(session), [session]);
  const load = useCallback(
    (request: ListRequest) => loadDevicesPage(request, superAdminScope),
    [superAdminScope],
  );
  const list = useServerList({ queryKey: devicesKeys.list, scope, filters, load });
  return (
    <ServerListTable
      list={list}
      title="Devices"
      columnDefinitions={COLUMNS}
      preferences={PREFERENCES}
      searchPlaceholder="Search Devices"
      loadingText="Loading devices"
      trackBy="device_id"
    />
  );
});
