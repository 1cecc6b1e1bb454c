/** The issue lists' columns (spec 2.10 /issues, 2.7 an asset's Issues tab) and preferences. */
import type { ReactNode } from 'react';
import type { TableProps } from '@cloudscape-design/components/table';
import type { IssueRow } from '@shared/issues/schemas';
import type { ListPreferences } from '../../../components/list-kit';
import { IssueStatusLabel, PriorityBadge } from '../common/IssueLabels';

export const ISSUES_PREFERENCES: ListPreferences = {
  pageSizeLabel: (size) => `${size} issues`,
};

const orDash = (value: string) => value || '-';

const title: TableProps.ColumnDefinition<IssueRow> = {
  id: 'title',
  header: 'Issue Title',
  cell: (row) => <span className="ac-issue-title">{row.name}</span>,
  minWidth: 220,
};
const status: TableProps.ColumnDefinition<IssueRow> = {
  id: 'status',
  header: 'Status',
  cell: (row) => <IssueStatusLabel status={row.status} />,
  // A minimum, not a hint: a narrower table (1280 px) broke 'In Progress' inside the word.
  minWidth: 140,
};
const priority: TableProps.ColumnDefinition<IssueRow> = {
  id: 'priority',
  header: 'Priority',
  cell: (row) => <PriorityBadge priority={row.priority} />,
  width: 130,
};
const actions = (render: (row: IssueRow) => ReactNode): TableProps.ColumnDefinition<IssueRow> => ({
  id: 'actions',
  header: 'Actions',
  cell: render,
  width: 110,
});

/** /issues: Issue Title, Asset Name, Status, Priority, Time Elapsed, Site Name, Actions (manager and executive). */
export function issueColumns({
  showActions,
  renderActions,
}: {
  showActions: boolean;
  renderActions: (row: IssueRow) => ReactNode;
}): TableProps.ColumnDefinition<IssueRow>[] {
  return [
    title,
    {
      id: 'asset',
      header: 'Asset Name',
      cell: (row) => (
        <span className="ac-issue-asset">
          {row.asset_name}
          <span className="ac-issue-asset-id">#{row.internal_asset_id}</span>
        </span>
      ),
      minWidth: 200,
    },
    status,
    priority,
    { id: 'elapsed', header: 'Time Elapsed', cell: (row) => orDash(row.timeelapsed), width: 140 },
    { id: 'site', header: 'Site Name', cell: (row) => orDash(row.site_name), minWidth: 140 },
    ...(showActions ? [actions(renderActions)] : []),
  ];
}

/** An asset's Issues tab: Issue Title, Status, Priority, Actions. */
export function assetIssueColumns(
  renderActions: (row: IssueRow) => ReactNode,
): TableProps.ColumnDefinition<IssueRow>[] {
  return [title, status, priority, actions(renderActions)];
}
