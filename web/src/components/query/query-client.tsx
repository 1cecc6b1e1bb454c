/**
 * The app's one TanStack Query client: server data cached by query key, refetched on invalidation
 * after a change rather than by hand-kept reload counters.
 *
 * Provided by the pages that use it (withQueryClient) rather than around the whole app, so that
 * TanStack Query loads with those pages and not with the sign-in screens. The client is one module
 * instance, so its cache is shared by every page (Back to a list shows the rows it had).
 */
import type { ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The API client already shows a failure as a toast; a retry would show it again.
      retry: false,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

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
