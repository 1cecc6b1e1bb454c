/**
 * The server-side list kit (platform issue item 5): every list screen is built from these.
 *
 * A screen (see pages/users/list/) keeps beside its index.tsx:
 * - its filters as data: `ListFilterDef[]` (fixed options, or `loadOptions` paging the server's
 *   option call with the narrowing the kit passes);
 * - its columns and `ListPreferences`;
 * - a `load(request)` turning the kit's `ListRequest` into its wire body and answering
 *   `{ items, totalCount }`.
 * Then `const list = useServerList({ queryKey, scope, filters, load })` and
 * `<ServerListTable list={list} … />` (with `exporter` for the Export menu); after a change, invalidate `listRowsKey(queryKey)`.
 * Screens opened from a row pass `useFromListState()` and go back with `useReturnToList()`; they
 * import list-keys.ts and return-to-list.ts directly, not this index, which loads the table.
 * A modal picking rows from a server list is a `PickerModal` (import PickerModal.tsx directly too).
 */
export * from './list-state';
export { ServerListTable, type ListPreferences, type ServerListTableProps } from './ServerListTable';
export { prefetchServerList, useServerList, type ServerList, type ServerListConfig } from './use-server-list';
export { listOptionsKey, listRowsKey } from './list-keys';
export {
  useServerCollection,
  type ListPage,
  type LoadListPage,
  type ServerCollection,
} from './use-server-collection';
export { usePagedOptions, type PagedOptions } from './use-paged-options';
export { ExportButton, type ListExporter } from './ExportButton';
export { listExporter } from './export-job';
export { FilterControl } from './FilterControl';
export { ListSearch } from './ListSearch';
export { PickerModal, type PickerModalProps, type PickerRequest } from './PickerModal';
export { useFromListState, useReturnToList } from './return-to-list';
