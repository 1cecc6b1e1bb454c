/**
 * The app's one TanStack Query client: server data cached by query key, refetched on invalidation
 * after a change rather than by hand-kept reload counters.
 *
 * Provided by the pages that use it (withQueryClient) rather than around the whole app, so that
 * TanStack Query loads with those pages and not with the sign-in screens. The client is one module
 * instance, so its cache is shared by every page (Back to a list shows the rows it had).
 *
 * A full load's page asks for its first data before it renders (prefetchOnLoad, called by the
 * page module's prefetchPage as soon as its code is there): the calls then run while the shell and
 * the page render, not after. That answer counts as fresh for a few seconds, so the page's own
 * query takes it rather than asking again at mount; data fetched any other way is stale at once
 * (refetched at each mount), as before.
 */
import type { ComponentType } from 'react';
import {
  QueryClient,
  QueryClientProvider,
  type FetchInfiniteQueryOptions,
  type FetchQueryOptions,
  type Query,
  type QueryKey,
} from '@tanstack/react-query';

/** How long a full load's prefetched answer stands for its page's queries. */
const PREFETCHED_FRESH_MS = 10_000;
/** The prefetched answers by query hash: when each arrived (a later answer is not one of them). */
const prefetchedAt = new Map<string, number>();

const prefetchedStaleTime = (query: Query) =>
  prefetchedAt.get(query.queryHash) === query.state.dataUpdatedAt ? PREFETCHED_FRESH_MS : 0;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The API client already shows a failure as a toast; a retry would show it again.
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: prefetchedStaleTime,
    },
    mutations: { retry: false },
  },
});

function markPrefetched(queryKey: QueryKey) {
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (query?.state.status === 'success') prefetchedAt.set(query.queryHash, query.state.dataUpdatedAt);
}

/**
 * Starts a query a page makes at its first render (the same key and function: the options its
 * hook passes to useQuery), ahead of that render.
 */
export function prefetchOnLoad<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): void {
  void queryClient.prefetchQuery(options).then(() => markPrefetched(options.queryKey));
}

/** prefetchOnLoad for a useInfiniteQuery's first page. */
export function prefetchInfiniteOnLoad<T, K extends QueryKey, P>(
  options: FetchInfiniteQueryOptions<T, Error, T, K, P>,
): void {
  void queryClient.prefetchInfiniteQuery(options).then(() => markPrefetched(options.queryKey));
}

/** Wraps a page in the query client's provider. */
export function withQueryClient<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Page {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Page.displayName ?? Page.name})`;
  return WithQueryClient;
}
