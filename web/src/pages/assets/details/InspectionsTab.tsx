/**
 * The asset page's Inspections tab (spec 2.7): the list kit's table of the asset's inspections
 * (Inspection/FilterInspections with its asset_id), 'Search Inspections' (Enter, clearable), the
 * header opens the filters (Operator, New Issues). The issue badge opens the inspection, the photo
 * badge its photos when it has some; View for managers and executives. Its search and filters sit
 * in the page's URL under 'inspections.' (Back from an inspection restores them).
 */
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import type { TableProps } from '@cloudscape-design/components/table';
import { Role } from '@shared/codes';
import { formatSiteDateTime } from '@shared/dates';
import type { AssetDetail } from '@shared/assets/detail-schemas';
import type { InspectionRow } from '@shared/inspections/list-schemas';
import { useSession } from '../../../app/session/session-store';
import { InspectionBadges } from '../../../components/inspections/InspectionBadges';
import {
  ServerListTable,
  sessionListScope,
  useFromListState,
  useServerList,
} from '../../../components/list-kit';
import { INSPECTIONS_PREFERENCES, operatorName } from '../../inspections/list/inspections-table-config';
import { assetInspectionsList } from './tab-lists';

const VIEW_ROLES: readonly number[] = [Role.Manager, Role.Executive];

export function InspectionsTab({ asset }: { asset: AssetDetail }) {
  const session = useSession();
  const navigate = useNavigate();
  const fromList = useFromListState();
  const userId = session.loginData?.uuid;
  const config = useMemo(() => assetInspectionsList(userId, asset.asset_id), [userId, asset.asset_id]);
  const list = useServerList({ ...config, scope: sessionListScope(session) });

  const columns: TableProps.ColumnDefinition<InspectionRow>[] = [
    {
      id: 'datetime',
      header: 'Inspection Datetime',
      cell: (row) => formatSiteDateTime(row.datetime_requested, row.sites.timezone || asset.timezone),
      minWidth: 180,
    },
    { id: 'operator', header: 'Operator', cell: operatorName, minWidth: 150 },
    {
      id: 'issues',
      header: 'New Issues',
      cell: (row) => (
        <InspectionBadges
          inspectionId={row.inspection_id}
          label={formatSiteDateTime(row.datetime_requested, row.sites.timezone || asset.timezone)}
          newIssues={row.new_notok_attributes}
          imageCount={row.image_list.image_names.length}
          issuesLink={`/inspections/details/${row.inspection_id}`}
        />
      ),
      minWidth: 130,
    },
    { id: 'meter', header: 'Meter Reading', cell: (row) => row.meter_hours, minWidth: 120 },
  ];
  if (VIEW_ROLES.includes(session.roleId ?? 0)) {
    columns.push({
      id: 'action',
      header: 'Action',
      cell: (row) => (
        <Button
          variant="inline-link"
          ariaLabel={`View inspection of ${formatSiteDateTime(row.datetime_requested, row.sites.timezone || asset.timezone)}`}
          onClick={() => navigate(`/inspections/details/${row.inspection_id}`, { state: fromList })}
        >
          View
        </Button>
      ),
      minWidth: 90,
    });
  }

  return (
    <ServerListTable
      list={list}
      variant="borderless"
      title="Inspections"
      columnDefinitions={columns}
      preferences={INSPECTIONS_PREFERENCES}
      searchPlaceholder="Search Inspections"
      loadingText="Loading inspections"
      trackBy="inspection_id"
    />
  );
}
