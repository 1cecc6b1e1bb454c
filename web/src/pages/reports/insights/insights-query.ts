/**
 * The insights page's two calls as TanStack Query options, shared by the page and by the route's
 * loader: opening /quickinsights starts both calls while the page's code is still downloading
 * (prefetchInsights), and the page's useQuery then picks up the answers already on their way.
 */
import { ReportsApi } from '@shared/reports/api';
import { dayjs, DATE_ONLY } from '@shared/dates';
import { callApi } from '../../../app/api/client';
import { readSession } from '../../../app/session/session-store';
import { queryClient } from '../../../components/query/query-client';

/** a of s in percent, 2 decimals (0 when s is 0). */
export const pct = (a: number, s: number) => (s ? Math.round((a / s) * 10_000) / 100 : 0);

export interface InsightsFilters {
  from: string;
  to: string;
  companyId: string;
  siteId: string;
}

/** The page's first filters: all companies and sites, the last 30 days up to today. */
export const defaultFilters = (): InsightsFilters => ({
  from: dayjs().subtract(29, 'day').format(DATE_ONLY),
  to: dayjs().format(DATE_ONLY),
  companyId: '0',
  siteId: '0',
});

export const quickSightQuery = {
  queryKey: ['insights', 'quicksight'],
  queryFn: async () => (await callApi(ReportsApi.quickSightUrl)).data,
  staleTime: 5 * 60_000,
};

export const insightsQuery = (
  f: InsightsFilters,
  session: { siteId: number | null; roleId: number | null },
) => ({
  queryKey: ['insights', f.from, f.to, f.companyId, f.siteId, session.siteId, session.roleId],
  // The answer prefetched at boot or with the page's download is used as it is when the page mounts,
  // not asked for a second time (roll-ups change by the minute at most).
  staleTime: 60_000,
  queryFn: async () =>
    (
      await callApi(ReportsApi.insights, {
        query: {
          from_date: f.from,
          to_date: f.to,
          company_id: Number(f.companyId),
          site_id: Number(f.siteId),
        },
      })
    ).data,
});

/**
 * Starts both calls for the first filters. Where a dashboard is configured the insights answer
 * goes unused (the page shows the dashboard): one roll-up read, accepted for the faster page.
 */
export function prefetchInsights() {
  const session = readSession();
  if (!session.authenticated) return;
  // Called at boot too (app/routes.tsx preloadRoute), before the identity pool is configured: a
  // token due for renewal is left to the page's own queries, which run once the boot is done.
  if (session.tokenExpiry !== null && Date.now() >= session.tokenExpiry) return;
  void queryClient.prefetchQuery(quickSightQuery);
  void queryClient.prefetchQuery(insightsQuery(defaultFilters(), session));
}
