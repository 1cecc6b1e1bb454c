/**
 * A server-side list's rows (the cloudscape demos' data hook): takes the page, the filters and the
 * search, returns { items, loading, totalCount }. TanStack Query caches each page by the list's key
 * plus the request; the previous page stays as placeholder while the next one loads, so the
 * counter and the pagination do not jump. After a change, invalidate the list's key to reload.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListRequest } from './list-state';

/** One page of rows and how many rows the whole list has. */
export interface ListPage<Row> {
  items: Row[];
  totalCount: number;
}

export type LoadListPage<Row> = (request: ListRequest) => Promise<ListPage<Row>>;

export interface ServerCollectionParams<Row> {
  /** The list's rows and scope (e.g. ['users', 'list', 'rows', scope]); the request is added to it. */
  queryKey: readonly unknown[];
  pagination: { pageIndex: number; pageSize: number };
  filtering: { filters: Record<string, string[]> };
  search: string;
  load: LoadListPage<Row>;
}

export interface ServerCollection<Row> {
  items: Row[];
  /** The page asked for is not there yet (the table shows its loading text). */
  loading: boolean;
  /** Of the page shown or, while loading, of the previous one. */
  totalCount: number;
}

const EMPTY_PAGE = { items: [], totalCount: 0 };

/** The query of one page of a list: its key and its call (for useQuery and a prefetch alike). */
export const listPageQuery = <Row>(
  queryKey: readonly unknown[],
  request: ListRequest,
  load: LoadListPage<Row>,
) => ({
  queryKey: [...queryKey, request],
  // Spec 8: a list that fails to load is an empty list (the API client showed the error).
  queryFn: () => load(request).catch((): ListPage<Row> => EMPTY_PAGE),
});

export function useServerCollection<Row>({
  queryKey,
  pagination,
  filtering,
  search,
  load,
}: ServerCollectionParams<Row>): ServerCollection<Row> {
  const request: ListRequest = { ...pagination, search, filters: filtering.filters };
  const query = useQuery({
    ...listPageQuery(queryKey, request, load),
    placeholderData: keepPreviousData,
  });
  const waiting = query.isPending || query.isPlaceholderData;
  return {
    items: waiting ? [] : (query.data?.items ?? []),
    loading: waiting,
    totalCount: query.data?.totalCount ?? 0,
  };
}
