/**
 * /users (spec 2.11, 4, 6): the list kit's table with 'Search Users', the Company (super admin),
 * Status, Site and Role filters, barcode mode with Print Barcode, Create User, and per-row actions
 * from the server's per-row flags. A new active role, company or site is a new list scope.
 */
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import ToggleButton from '@cloudscape-design/components/toggle-button';
import { Role } from '@shared/codes';
import { ReportsApi } from '@shared/reports/api';
import { canCreateUsers, USER_ADMIN_ROLES } from '@shared/users/rules';
import type { UserRow } from '@shared/users/schemas';
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
import { usersKeys } from '../common/users-calls';
import '../common/users.css';
import { UserRowActions } from './UserRowActions';
import { loadUsersPage, usePrintBarcodes, userListBody } from './use-users-list';
import { usersFilters } from './users-filters-config';
import { userColumns, USERS_PREFERENCES } from './users-table-config';

function CreateUserButton() {
  const navigate = useNavigate();
  const state = useFromListState();
  return (
    <ButtonDropdown
      variant="primary"
      mainAction={{ text: 'Create User', onClick: () => navigate('/users/create', { state }) }}
      items={[{ id: 'createnew', text: 'Create User (new form)' }]}
      ariaLabel="More create user forms"
      onItemClick={({ detail }) => {
        if (detail.id === 'createnew') navigate('/users/createnew', { state });
      }}
    />
  );
}

/** Barcode mode and the users chosen in it; a new scope drops both. */
function useBarcodeMode(scope: string) {
  const [mode, setMode] = useState({ scope, on: false, selected: [] as UserRow[] });
  if (mode.scope !== scope) setMode({ scope, on: false, selected: [] });
  return {
    barcodeMode: mode.on,
    selected: mode.selected,
    setBarcodeMode: (on: boolean) => setMode({ scope, on, selected: [] }),
    setSelected: (selected: UserRow[]) => setMode((m) => ({ ...m, selected })),
  };
}

export const UsersListPage = withQueryClient(function UsersListPage() {
  const session = useSession();
  const navigate = useNavigate();
  const fromList = useFromListState();
  const roleId = session.roleId ?? 0;
  const userId = session.loginData?.uuid;
  const isSuperAdmin = roleId === Role.SuperAdmin;
  // A new active role, company or site is a new list: its own cache and URL entries (see the kit).
  const scope = sessionListScope(session);

  const filters = useMemo(() => usersFilters({ showCompany: isSuperAdmin, userId }), [isSuperAdmin, userId]);
  const load = useCallback((request: ListRequest) => loadUsersPage(request, userId), [userId]);
  const exporter = useMemo(
    () => listExporter(ReportsApi.exportUsers, (request: ListRequest) => userListBody(request, userId)),
    [userId],
  );
  const list = useServerList({ queryKey: usersKeys.list, scope, filters, load });

  const { barcodeMode, setBarcodeMode, selected, setSelected } = useBarcodeMode(scope);
  const { printing, printBarcodes } = usePrintBarcodes();

  const columns = userColumns({
    showCompany: isSuperAdmin,
    showActions: (USER_ADMIN_ROLES as readonly number[]).includes(roleId),
    renderActions: (row) => (
      <UserRowActions row={row} onView={(r) => navigate(`/users/details/${r.uuid}`, { state: fromList })} />
    ),
  });

  return (
    <ServerListTable
      list={list}
      title="Users"
      columnDefinitions={columns}
      preferences={USERS_PREFERENCES}
      searchPlaceholder="Search Users"
      loadingText="Loading users"
      trackBy="uuid"
      exporter={exporter}
      stickyColumns={{ first: 1 }}
      selectionType={barcodeMode ? 'multi' : undefined}
      selectedItems={selected}
      isItemDisabled={(row) => !row.barcode_selectable}
      onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
      ariaLabels={{
        selectionGroupLabel: 'Users to print',
        allItemsSelectionLabel: () => 'Select all users',
        itemSelectionLabel: (_, row) => `Select ${row.username}`,
      }}
      actions={
        <>
          <ToggleButton
            pressed={barcodeMode}
            iconName="file"
            onChange={({ detail }) => setBarcodeMode(detail.pressed)}
          >
            Download Barcode
          </ToggleButton>
          {barcodeMode && (
            <Button iconName="download" loading={printing} onClick={() => printBarcodes(selected)}>
              Print Barcode
            </Button>
          )}
          {canCreateUsers(roleId) && <CreateUserButton />}
        </>
      }
    />
  );
});
