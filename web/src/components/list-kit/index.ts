/** The server-side list kit (platform issue item 5): every list screen is built from these. */
export * from './list-state';
export { ServerListTable, type ListPreferences, type ServerListTableProps } from './ServerListTable';
export {
  listOptionsKey,
  listRowsKey,
  useServerList,
  type ServerList,
  type ServerListConfig,
} from './use-server-list';
export {
  useServerCollection,
  type ListPage,
  type LoadListPage,
  type ServerCollection,
} from './use-server-collection';
export { usePagedOptions, type PagedOptions } from './use-paged-options';
export { FilterControl } from './FilterControl';
export { ListSearch } from './ListSearch';
export { useFromListState, useReturnToList } from './return-to-list';
