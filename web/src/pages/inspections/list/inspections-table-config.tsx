/**
 * The inspection list's columns (spec 2.9, 3 'Inspection list row') and preferences: Asset Name,
 * Company (super admin), New Issues (issue and photo badges), Status, Time Elapsed, Shift No,
 * Requestor, Supervisor, Approved On (in the site's timezone) and Actions.
 */
import type { ReactNode } from 'react';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import { InspectionStatus } from '@shared/codes';
import { formatSiteDateTime } from '@shared/dates';
import type { InspectionRow } from '@shared/inspections/list-schemas';
import { InspectionBadges } from '../../../components/inspections/InspectionBadges';
import type { ListPreferences } from '../../../components/list-kit';

export const INSPECTIONS_PREFERENCES: ListPreferences = {
  pageSizeLabel: (size) => `${size} inspections`,
};

export const operatorName = (row: Pick<InspectionRow, 'operator_firstname' | 'operator_lastname'>) =>
  `${row.operator_firstname} ${row.operator_lastname}`.trim() || '-';

export function InspectionStatusCell({ row }: { row: Pick<InspectionRow, 'status' | 'status_name'> }) {
  return (
    <StatusIndicator type={row.status === InspectionStatus.Pending ? 'pending' : 'success'} wrapText={false}>
      {row.status_name}
    </StatusIndicator>
  );
}

export interface InspectionColumnOptions {
  showCompany: boolean;
  renderActions: (row: InspectionRow) => ReactNode;
}

export function inspectionColumns({
  showCompany,
  renderActions,
}: InspectionColumnOptions): TableProps.ColumnDefinition<InspectionRow>[] {
  const columns: (TableProps.ColumnDefinition<InspectionRow> | false)[] = [
    {
      id: 'asset',
      header: 'Asset Name',
      cell: (row) => (
        <span className="ac-inspection-asset">
          {row.asset.name}
          <span className="ac-inspection-asset__id">#{row.asset.internal_asset_id}</span>
        </span>
      ),
      minWidth: 170,
    },
    showCompany && { id: 'company', header: 'Company', cell: (row) => row.sites.company_name || '-' },
    {
      id: 'issues',
      header: 'New Issues',
      cell: (row) => (
        <InspectionBadges
          inspectionId={row.inspection_id}
          label={row.asset.name}
          newIssues={row.new_notok_attributes}
          imageCount={row.image_list.image_names.length}
        />
      ),
      minWidth: 110,
    },
    { id: 'status', header: 'Status', cell: (row) => <InspectionStatusCell row={row} />, minWidth: 130 },
    { id: 'elapsed', header: 'Time Elapsed', cell: (row) => row.time_elapsed },
    { id: 'shift', header: 'Shift No', cell: (row) => row.shift || '-' },
    { id: 'requestor', header: 'Requestor', cell: operatorName },
    { id: 'supervisor', header: 'Supervisor', cell: (row) => row.manager_name || '-' },
    {
      id: 'approved',
      header: 'Approved On',
      cell: (row) => (row.approval_date ? formatSiteDateTime(row.approval_date, row.sites.timezone) : '-'),
    },
    { id: 'actions', header: 'Actions', cell: renderActions, minWidth: 130 },
  ];
  return columns.filter((c): c is TableProps.ColumnDefinition<InspectionRow> => c !== false);
}
