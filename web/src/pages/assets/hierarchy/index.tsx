/**
 * /hierarchy (maintenance 2.12, 3, 7): the assets as a tree table by parent internal asset id.
 * The top level is paged (sizes 20 to 100); a row with children expands, loading its children on
 * demand (20 at a time, 'Show more' for the rest). Columns Asset Name, Level, Site, and Action
 * (View, to the asset's page) for a manager or executive only; so the loading placeholder has 4
 * columns for them and 3 for a company admin.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import { PAGINATION_LABELS } from '../../../components/list-kit/pagination-labels';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { AssetsApi } from '@shared/assets/api';
import type { HierarchyRow } from '@shared/assets/hierarchy-schemas';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, Role } from '@shared/codes';
import { Messages } from '@shared/messages';
import { callApi } from '../../../app/api/client';
import { useSession } from '../../../app/session/session-store';
import { withQueryClient } from '../../../components/query/query-client';
import { selectionKey, storedSelection, type StoredSelection } from './selection';

const CHILD_PAGE = 20;

/** Maintenance 7: the hierarchy POST payload (status 1, no other filter), for the stored selection. */
export function hierarchyPayload(
  selection: StoredSelection,
  pageIndex: number,
  pageSize: number,
  parent = '',
) {
  return {
    pagesize: pageSize,
    pageindex: pageIndex,
    site_id: selection.allSites || selection.siteId === null ? [] : [selection.siteId],
    status: 1 as const,
    asset_id: [],
    internal_asset_id: [],
    model_name: [],
    model_year: [],
    show_open_issues: 0 as const,
    search_string: '',
    company_id: selection.companyId === null ? [] : [selection.companyId],
    parent_internal_asset_id: parent,
  };
}

interface ChildPage {
  items: HierarchyRow[];
  total: number;
  status: TableProps.LoadingStatus;
}

export const HierarchyPage = withQueryClient(function HierarchyPage() {
  const session = useSession();
  const navigate = useNavigate();
  const selection = storedSelection(session);
  const scope = selectionKey(selection);
  const showAction = session.roleId === Role.Manager || session.roleId === Role.Executive;

  const [paging, setPaging] = useState({ scope, pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [tree, setTree] = useState({
    scope,
    expanded: [] as HierarchyRow[],
    children: {} as Record<number, ChildPage>,
  });
  // A new company or site selection is a new tree, from its first page.
  if (paging.scope !== scope) setPaging({ scope, pageIndex: 1, pageSize: paging.pageSize });
  if (tree.scope !== scope) setTree({ scope, expanded: [], children: {} });

  const top = useQuery({
    queryKey: ['hierarchy', scope, paging.pageIndex, paging.pageSize],
    queryFn: () =>
      callApi(AssetsApi.hierarchyAssets, {
        body: hierarchyPayload(selection, paging.pageIndex, paging.pageSize),
      }),
  });

  const setChildren = (assetId: number, update: (page: ChildPage | undefined) => ChildPage) =>
    setTree((t) =>
      t.scope === scope ? { ...t, children: { ...t.children, [assetId]: update(t.children[assetId]) } } : t,
    );

  async function loadChildren(row: HierarchyRow, pageIndex: number) {
    setChildren(row.asset_id, (page) => ({
      items: page?.items ?? [],
      total: page?.total ?? row.children_count,
      status: 'loading',
    }));
    try {
      const { list, listsize } = await callApi(AssetsApi.hierarchyAssets, {
        body: hierarchyPayload(selection, pageIndex, CHILD_PAGE, row.internal_asset_id),
      });
      setChildren(row.asset_id, (page) => {
        const items = [...(pageIndex === 1 ? [] : (page?.items ?? [])), ...list];
        return { items, total: listsize, status: items.length < listsize ? 'pending' : 'finished' };
      });
    } catch {
      setChildren(row.asset_id, (page) => ({
        items: page?.items ?? [],
        total: page?.total ?? 0,
        status: 'error',
      }));
    }
  }

  const columns: TableProps.ColumnDefinition<HierarchyRow>[] = [
    { id: 'name', header: 'Asset Name', cell: (row) => row.name || row.internal_asset_id, isRowHeader: true },
    { id: 'level', header: 'Level', cell: (row) => row.levels, width: 120 },
    { id: 'site', header: 'Site', cell: (row) => row.site_name || '-' },
  ];
  if (showAction) {
    columns.push({
      id: 'action',
      header: 'Action',
      width: 120,
      cell: (row) => (
        <Button
          variant="inline-link"
          ariaLabel={`View ${row.name}`}
          onClick={() => navigate(`/assets/details/${row.asset_id}`)}
        >
          View
        </Button>
      ),
    });
  }

  const total = top.data?.listsize ?? 0;
  return (
    <Table
      variant="full-page"
      stickyHeader
      trackBy={(row) => String(row.asset_id)}
      header={
        <Header variant="awsui-h1-sticky" counter={top.data ? `(${total})` : undefined}>
          Hierarchy
        </Header>
      }
      columnDefinitions={columns}
      ariaLabels={{
        tableLabel: 'Asset hierarchy',
        expandButtonLabel: (row) => `Expand ${row.name}`,
        collapseButtonLabel: (row) => `Collapse ${row.name}`,
      }}
      items={top.data?.list ?? []}
      loading={top.isPending}
      loadingText="Loading assets"
      empty={<Box textAlign="center">{Messages.noDataFound}</Box>}
      expandableRows={{
        getItemChildren: (row) => tree.children[row.asset_id]?.items ?? [],
        isItemExpandable: (row) => row.children_count > 0,
        expandedItems: tree.expanded,
        onExpandableItemToggle: ({ detail }) => {
          const row = detail.item;
          setTree((t) => ({
            ...t,
            expanded: detail.expanded
              ? [...t.expanded, row]
              : t.expanded.filter((r) => r.asset_id !== row.asset_id),
          }));
          if (detail.expanded && !tree.children[row.asset_id]) void loadChildren(row, 1);
        },
      }}
      getLoadingStatus={(row) => (row ? (tree.children[row.asset_id]?.status ?? 'finished') : 'finished')}
      renderLoaderPending={({ item }) => (
        <Button
          variant="inline-link"
          onClick={() =>
            item &&
            void loadChildren(
              item,
              Math.floor((tree.children[item.asset_id]?.items.length ?? 0) / CHILD_PAGE) + 1,
            )
          }
        >
          Show more
        </Button>
      )}
      renderLoaderLoading={() => <Box color="text-status-inactive">Loading assets</Box>}
      renderLoaderError={({ item }) => (
        <Button variant="inline-link" iconName="refresh" onClick={() => item && void loadChildren(item, 1)}>
          Retry
        </Button>
      )}
      pagination={
        <Pagination
          ariaLabels={PAGINATION_LABELS}
          currentPageIndex={paging.pageIndex}
          pagesCount={Math.max(1, Math.ceil(total / paging.pageSize))}
          onChange={({ detail }) => setPaging((p) => ({ ...p, pageIndex: detail.currentPageIndex }))}
        />
      }
      preferences={
        <CollectionPreferences
          title="Preferences"
          confirmLabel="Confirm"
          cancelLabel="Cancel"
          preferences={{ pageSize: paging.pageSize }}
          pageSizePreference={{
            title: 'Page size',
            options: PAGE_SIZES.map((size) => ({ value: size, label: `${size} assets` })),
          }}
          onConfirm={({ detail }) =>
            setPaging((p) => ({ ...p, pageIndex: 1, pageSize: detail.pageSize ?? p.pageSize }))
          }
        />
      }
    />
  );
});
