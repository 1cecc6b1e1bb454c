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
      width: 200,
    },
    { id: 'name', header: 'Name', cell: (row) => `${row.firstname} ${row.lastname}`.trim(), width: 150 },
    showCompany && { id: 'company', header: 'Company', cell: (row) => row.company_name || '-' },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => (
        <StatusIndicator type={row.status === UserStatus.Active ? 'success' : 'stopped'}>
          {row.status_name}
        </StatusIndicator>
      ),
      width: 120,
    },
    { id: 'site', header: 'Site', cell: (row) => joined(row.usersites.map((s) => s.site_name)) },
    { id: 'role', header: 'Role', cell: (row) => joined(row.userroles.map((r) => r.role_name)) },
    showActions && { id: 'actions', header: 'Actions', cell: renderActions, width: 240 },
  ];
  return columns.filter((c): c is TableProps.ColumnDefinition<UserRow> => c !== false);
}
