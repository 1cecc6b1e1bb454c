/**
 * Everything a server-side list screen needs in one hook: its state from the URL, the changes the
 * spec allows (each back to page 1 but the page change), the rows of the current page, whether
 * the filter row is open, and what each filter's options are narrowed by.
 */
import { useMemo, useState } from 'react';
import {
  changeFilter,
  changePage,
  changePageSize,
  changeSearch,
  hasActiveFilter,
  listRequest,
  optionNarrowing,
  resetFilters,
  type FilterOption,
  type ListFilterDef,
  type ListNarrowing,
  type ListState,
} from './list-state';
import { listOptionsKey, listRowsKey } from './list-keys';
import { prefetchOnLoad } from '../query/query-client';
import { listStateAtAddress, useListUrlState } from './use-list-url-state';
import {
  listPageQuery,
  useServerCollection,
  type LoadListPage,
  type ServerCollection,
} from './use-server-collection';

export interface ServerListConfig<Row> {
  /** The list's cache key (e.g. ['users', 'list']); rows and options are cached under it per scope. */
  queryKey: readonly unknown[];
  /** The active role/company/site: a new one starts a fresh list. */
  scope: string;
  /** The filter row, in order (memoise it: options loaders are part of it). */
  filters: readonly ListFilterDef[];
  load: LoadListPage<Row>;
  /** A list sharing its page with others names its URL params with this prefix ('issues.'). */
  paramPrefix?: string;
}

export interface ServerList<Row> {
  state: ListState;
  filters: readonly ListFilterDef[];
  /** Where the filters' option lists are cached (the filter id is added). */
  optionsKey: readonly unknown[];
  collection: ServerCollection<Row>;
  /** Reset Filters is enabled. */
  filtered: boolean;
  setSearch: (text: string) => void;
  setFilter: (id: string, value: FilterOption[]) => void;
  setPage: (pageIndex: number) => void;
  setPageSize: (pageSize: number) => void;
  reset: () => void;
  filterRowOpen: boolean;
  toggleFilterRow: () => void;
  narrowingOf: (filterId: string) => ListNarrowing;
}

/**
 * The filter row opens by itself whenever the set filters change to something (a restored link,
 * Back, a pick); a click on the header opens or closes it.
 */
function useFilterRow(state: ListState) {
  const setFilters =
    state.applied.length > 0
      ? JSON.stringify(state.applied.map((id) => [id, state.filters[id]?.map((o) => o.value)]))
      : '';
  const [row, setRow] = useState({ open: setFilters !== '', setFilters });
  if (row.setFilters !== setFilters) setRow({ open: row.open || setFilters !== '', setFilters });
  return { open: row.open, toggle: () => setRow((r) => ({ ...r, open: !r.open })) };
}

const rowsKeyOf = (queryKey: readonly unknown[], scope: string) => [...listRowsKey(queryKey), scope];

/**
 * Starts the page of rows the list asks for at its first render (the address's search, filters and
 * page), ahead of it: a page module's prefetchPage passes the same config as its useServerList.
 */
export function prefetchServerList<Row>({
  queryKey,
  scope,
  filters,
  load,
  paramPrefix,
}: ServerListConfig<Row>) {
  const request = listRequest(listStateAtAddress(filters, scope, paramPrefix));
  prefetchOnLoad(listPageQuery(rowsKeyOf(queryKey, scope), request, load));
}

export function useServerList<Row>({
  queryKey,
  scope,
  filters,
  load,
  paramPrefix,
}: ServerListConfig<Row>): ServerList<Row> {
  const { state, update } = useListUrlState(filters, scope, paramPrefix);
  const request = useMemo(() => listRequest(state), [state]);
  const collection = useServerCollection({
    queryKey: rowsKeyOf(queryKey, scope),
    pagination: { pageIndex: request.pageIndex, pageSize: request.pageSize },
    filtering: { filters: request.filters },
    search: request.search,
    load,
  });
  const filterRow = useFilterRow(state);

  return {
    state,
    filters,
    optionsKey: [...listOptionsKey(queryKey), scope],
    collection,
    filtered: hasActiveFilter(state),
    setSearch: (text) => update((s) => changeSearch(s, text)),
    setFilter: (id, value) => update((s) => changeFilter(s, filters, id, value)),
    setPage: (pageIndex) => update((s) => changePage(s, pageIndex)),
    setPageSize: (pageSize) => update((s) => changePageSize(s, pageSize)),
    reset: () => update((s) => resetFilters(s, filters)),
    filterRowOpen: filterRow.open,
    toggleFilterRow: filterRow.toggle,
    narrowingOf: (filterId) => optionNarrowing(state, filters, filterId),
  };
}
