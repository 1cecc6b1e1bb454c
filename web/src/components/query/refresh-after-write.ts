/**
 * Refetching after a write whose views follow it through the outbox (functions/lib/outbox.ts: list
 * entries, dashboard rows and counts are applied from the table's stream a moment after the
 * write's own commit; tens of milliseconds on the twin, up to a second or so in the cloud). A
 * fetch right after the write may still see the old view, so those views are fetched again later.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** When the views that follow through the outbox are fetched again after the write. */
export const DEFERRED_VIEWS_REFRESH_MS = [1_000, 3_000];

/**
 * Fetches `now` at once (the record's own caches: written in the write's transaction) and `later`
 * after each of DEFERRED_VIEWS_REFRESH_MS. A key wanted both at once and later goes in both; one
 * only in `later` is not fetched at once (a row the caller already removed from the cache would
 * come back). Resolves when the `now` fetches are done.
 */
export async function refreshAfterWrite(
  queryClient: QueryClient,
  keys: { now: QueryKey[]; later: QueryKey[] },
): Promise<void> {
  const refresh = (list: QueryKey[]) =>
    Promise.all(list.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  for (const ms of DEFERRED_VIEWS_REFRESH_MS) setTimeout(() => void refresh(keys.later), ms);
  await refresh(keys.now);
}
