/**
 * The assets table's columns (spec 2.6) and preferences.
 *
 * Spec 2.6 gives two readings of the middle columns: Open Issues, Model, Model Year, or
 * Criticality Index, Condition Index, Level. This screen shows the first: it is the reading the
 * filter row of the same section matches (issue filter, model, model year), so every column can
 * be narrowed by its own filter. The rows carry both (see shared/assets/schemas.ts).
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Badge from '@cloudscape-design/components/badge';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import { badgeText } from '@shared/codes';
import { isActiveAsset } from '@shared/assets/rules';
import type { AssetRow } from '@shared/assets/schemas';
import type { ListPreferences } from '../../../components/list-kit';

export const ASSETS_PREFERENCES: ListPreferences = {
  pageSizeLabel: (size) => `${size} assets`,
};

export interface ColumnOptions {
  showCompany: boolean;
  /** Open-issue badges go to /issues with the asset (not for company and super admins). */
  linkIssues: boolean;
  showActions: boolean;
  renderActions: (row: AssetRow) => ReactNode;
}

/** What /issues receives as route state to show the asset's issues. */
export interface IssuesOfAssetState {
  asset: { asset_id: number; internal_asset_id: string; name: string };
}

/** A cell's text, greyed on a non-active row. */
const muted = (row: AssetRow, content: ReactNode) =>
  isActiveAsset(row.status) ? content : <span className="ac-asset-inactive">{content}</span>;

function OpenIssues({ row, link }: { row: AssetRow; link: boolean }) {
  const count = row.openIssuesCount;
  const badge = <Badge color={count > 0 ? 'red' : 'grey'}>{badgeText(count)}</Badge>;
  if (!link || count === 0) return badge;
  const state: IssuesOfAssetState = {
    asset: { asset_id: row.asset_id, internal_asset_id: row.internal_asset_id, name: row.name },
  };
  return (
    <RouterLink to="/issues" state={state} aria-label={`Open issues of ${row.name}: ${count}`}>
      {badge}
    </RouterLink>
  );
}

export function assetColumns({
  showCompany,
  linkIssues,
  showActions,
  renderActions,
}: ColumnOptions): TableProps.ColumnDefinition<AssetRow>[] {
  const columns: (TableProps.ColumnDefinition<AssetRow> | false)[] = [
    {
      id: 'name',
      header: 'Asset Name',
      cell: (row) =>
        muted(
          row,
          <span className="ac-asset-name">
            {row.name}
            <span className="ac-asset-id">#{row.internal_asset_id}</span>
          </span>,
        ),
      width: 240,
    },
    showCompany && { id: 'company', header: 'Company', cell: (row) => muted(row, row.company_name || '-') },
    {
      id: 'issues',
      header: 'Open Issues',
      cell: (row) => <OpenIssues row={row} link={linkIssues} />,
      width: 140,
    },
    { id: 'model', header: 'Model', cell: (row) => muted(row, row.model_name || '-') },
    { id: 'year', header: 'Model Year', cell: (row) => muted(row, row.model_year || '-'), width: 120 },
    {
      id: 'status',
      header: 'Status',
      // A down asset (issue 25 item 5) reads Down whatever its status, until it is back in service.
      cell: (row) =>
        row.down_since ? (
          <StatusIndicator type="error">Down</StatusIndicator>
        ) : (
          <StatusIndicator type={isActiveAsset(row.status) ? 'success' : 'stopped'}>
            {row.status_name}
          </StatusIndicator>
        ),
      width: 140,
    },
    { id: 'site', header: 'Site Name', cell: (row) => muted(row, row.site_name || '-') },
    showActions && { id: 'actions', header: 'Actions', cell: renderActions, width: 110 },
  ];
  return columns.filter((c): c is TableProps.ColumnDefinition<AssetRow> => c !== false);
}
