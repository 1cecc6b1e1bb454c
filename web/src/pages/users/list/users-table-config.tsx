/** The users table's columns (spec 2.11; which show depends on the viewer's role) and preferences. */
import type { ReactNode } from 'react';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import { UserStatus } from '@shared/codes';
import type { UserRow } from '@shared/users/schemas';
import type { ListPreferences } from '../../../components/list-kit';

export const USERS_PREFERENCES: ListPreferences = {
  pageSizeLabel: (size) => `${size} users`,
};

export interface ColumnOptions {
  showCompany: boolean;
  showActions: boolean;
  renderActions: (row: UserRow) => ReactNode;
}

const joined = (values: string[]) => values.filter(Boolean).join(', ') || '-';

/**
 * Widths that keep every column readable (issue 26 item 6): a site list or a role list reads on two
 * lines at most, Actions holds View and the toggle on one line. The super admin's extra Company
 * column makes the table wider than a 1400 px window's content: it scrolls sideways, the Username
 * column staying in place (the page sets stickyColumns), rather than squeezing every column.
 */
export function userColumns({
  showCompany,
  showActions,
  renderActions,
}: ColumnOptions): TableProps.ColumnDefinition<UserRow>[] {
  const columns: (TableProps.ColumnDefinition<UserRow> | false)[] = [
    {
      id: 'username',
      header: 'Username',
      cell: (row) => <span className="ac-users-username">{row.username}</span>,
      minWidth: 220,
    },
    { id: 'name', header: 'Name', cell: (row) => `${row.firstname} ${row.lastname}`.trim(), minWidth: 150 },
    showCompany && {
      id: 'company',
      header: 'Company',
      cell: (row) => row.company_name || '-',
      minWidth: 180,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => (
        <StatusIndicator type={row.status === UserStatus.Active ? 'success' : 'stopped'} wrapText={false}>
          {row.status_name}
        </StatusIndicator>
      ),
      // 'Inactive' and its icon on one line.
      minWidth: 130,
    },
    {
      id: 'site',
      header: 'Site',
      cell: (row) => joined(row.usersites.map((s) => s.site_name)),
      minWidth: 220,
    },
    {
      id: 'role',
      header: 'Role',
      cell: (row) => joined(row.userroles.map((r) => r.role_name)),
      minWidth: 170,
    },
    showActions && { id: 'actions', header: 'Actions', cell: renderActions, minWidth: 190 },
  ];
  return columns.filter((c): c is TableProps.ColumnDefinition<UserRow> => c !== false);
}
