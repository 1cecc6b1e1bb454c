/**
 * /users (spec 2.11, 4, 6): search, filters, paged table, barcode mode with Print Barcode, row
 * actions. What each row allows comes from the server's per-row flags (shared rules).
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import ToggleButton from '@cloudscape-design/components/toggle-button';
import { PAGE_SIZES, Role } from '@shared/codes';
import { Messages } from '@shared/messages';
import { canCreateUsers, USER_ADMIN_ROLES } from '@shared/users/rules';
import { useSession } from '../../app/session/session-store';
import { toast } from '../../app/toasts';
import {
  hasActiveFilter,
  INITIAL_LIST_STATE,
  listQuery,
  loadListState,
  saveListState,
  type UsersListState,
} from './list-state';
import { UserRowActions } from './UserRowActions';
import { UsersFilters } from './UsersFilters';
import { downloadUserBarcodes, filterUsers, type UserRow } from './users-api';
import { userColumns } from './users-table-config';
import './users.css';

function CreateUserButton() {
  const navigate = useNavigate();
  return (
    <ButtonDropdown
      variant="primary"
      mainAction={{ text: 'Create User', onClick: () => navigate('/users/create') }}
      items={[{ id: 'createnew', text: 'Create User (new form)' }]}
      ariaLabel="More create user forms"
      onItemClick={({ detail }) => {
        if (detail.id === 'createnew') navigate('/users/createnew');
      }}
    />
  );
}

export function UsersListPage() {
  const { roleId, companyId, siteId } = useSession();
  // A new active role, company or site is a new list scope: its own stored filters, a fresh load.
  return <UsersList key={`${roleId}:${companyId}:${siteId}`} />;
}

function UsersList() {
  const session = useSession();
  const navigate = useNavigate();
  const roleId = session.roleId ?? 0;
  const userId = session.loginData?.uuid;
  const [state, setState] = useState<UsersListState>(() => loadListState(session));
  const [page, setPage] = useState<{ rows: UserRow[]; total: number } | null>(null);
  const [reloads, setReloads] = useState(0);
  const [barcodeMode, setBarcodeMode] = useState(false);
  const [selected, setSelected] = useState<UserRow[]>([]);
  const [printing, setPrinting] = useState(false);

  useEffect(() => saveListState(session, state), [session, state]);

  useEffect(() => {
    let current = true;
    void filterUsers(listQuery(state, userId)).then(({ list, listsize }) => {
      if (current) setPage({ rows: list, total: listsize });
    });
    return () => {
      current = false;
    };
  }, [state, userId, reloads]);

  const changeFilters = (patch: Partial<UsersListState>) => {
    setPage(null);
    setState((s) => ({ ...s, ...patch, pageIndex: 1 }));
  };
  const changePage = (patch: Partial<UsersListState>) => {
    setPage(null);
    setState((s) => ({ ...s, ...patch }));
  };

  const printBarcodes = async () => {
    if (selected.length === 0) {
      toast.error(Messages.selectAtLeastOneUser);
      return;
    }
    setPrinting(true);
    try {
      await downloadUserBarcodes(selected.map((row) => row.uuid));
    } catch {
      // The client showed the refusal.
    } finally {
      setPrinting(false);
    }
  };

  const rows = page?.rows ?? [];
  const total = page?.total ?? 0;
  const columns = userColumns({
    showCompany: roleId === Role.SuperAdmin,
    showActions: (USER_ADMIN_ROLES as readonly number[]).includes(roleId),
    renderActions: (row) => (
      <UserRowActions
        row={row}
        onView={(r) => navigate(`/users/details/${r.uuid}`)}
        onStatusChanged={() => setReloads((n) => n + 1)}
      />
    ),
  });

  return (
    <Table
      variant="full-page"
      wrapLines
      trackBy="uuid"
      items={rows}
      columnDefinitions={columns}
      loading={page === null}
      loadingText="Loading users"
      empty={<Box textAlign="center">{Messages.noDataFound}</Box>}
      selectionType={barcodeMode ? 'multi' : undefined}
      selectedItems={selected}
      isItemDisabled={(row) => !row.barcode_selectable}
      onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
      ariaLabels={{
        selectionGroupLabel: 'Users to print',
        allItemsSelectionLabel: () => 'Select all users',
        itemSelectionLabel: (_, row) => `Select ${row.username}`,
      }}
      header={
        <Header
          counter={page ? `(${total})` : undefined}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button
                disabled={!hasActiveFilter(state)}
                onClick={() => changeFilters({ ...INITIAL_LIST_STATE, pageSize: state.pageSize })}
              >
                Reset Filters
              </Button>
              <ToggleButton
                pressed={barcodeMode}
                iconName="file"
                onChange={({ detail }) => {
                  setBarcodeMode(detail.pressed);
                  setSelected([]);
                }}
              >
                Download Barcode
              </ToggleButton>
              {barcodeMode && (
                <Button iconName="download" loading={printing} onClick={() => void printBarcodes()}>
                  Print Barcode
                </Button>
              )}
              {canCreateUsers(roleId) && <CreateUserButton />}
            </SpaceBetween>
          }
        >
          Users
        </Header>
      }
      filter={
        <UsersFilters
          state={state}
          showCompany={roleId === Role.SuperAdmin}
          userId={userId}
          onChange={changeFilters}
        />
      }
      pagination={
        <Pagination
          currentPageIndex={state.pageIndex}
          pagesCount={Math.max(1, Math.ceil(total / state.pageSize))}
          onChange={({ detail }) => changePage({ pageIndex: detail.currentPageIndex })}
        />
      }
      preferences={
        <CollectionPreferences
          title="Preferences"
          confirmLabel="Confirm"
          cancelLabel="Cancel"
          preferences={{ pageSize: state.pageSize }}
          pageSizePreference={{
            title: 'Page size',
            options: PAGE_SIZES.map((size) => ({ value: size, label: `${size} users` })),
          }}
          onConfirm={({ detail }) => changeFilters({ pageSize: detail.pageSize ?? state.pageSize })}
        />
      }
    />
  );
}
