/**
 * The dashboard's calls (spec 7 'Dashboard'), typed by the shared contracts: pending reviews and
 * checked-out assets (one call), the Outstanding Issues panel, the site's activity feed in
 * pages of 20, and the parts' Low stock count. Keys start with 'dashboard' so an approval refreshes all of them.
 */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { AssetsApi } from '@shared/assets/api';
import { ActivityFilter } from '@shared/assets/rules';
import { InspectionsApi } from '@shared/inspections/api';
import { IssuesApi } from '@shared/issues/api';
import { PartsDashboardApi } from '@shared/parts/dashboard';
import { callApi } from '../../../app/api/client';
import { prefetchInfiniteOnLoad, prefetchOnLoad } from '../../../components/query/query-client';
import { LOW_STOCK_VALUE } from '../../parts/list/part-list-body';
import { loadPmMetrics, loadUpcomingPmCount } from '../../pm/list/pm-list-calls';
import { pmKeys } from '../../pm/list/pm-keys';

/** Spec 9: activity logs page size 20. */
export const FEED_PAGE_SIZE = 20;

export const dashboardKeys = {
  all: ['dashboard'] as const,
  reviews: (siteId: number | null) => ['dashboard', 'reviews', siteId] as const,
  outstanding: (siteId: number | null) => ['dashboard', 'outstanding', siteId] as const,
  feed: (siteId: number | null) => ['dashboard', 'feed', siteId] as const,
  lowStock: (siteId: number | null) => ['dashboard', 'low-stock', siteId] as const,
};

/** The Low stock card (issue 25 item 4): stock rows at or below their minimum at the caller's sites, from counters. */
const lowStockQuery = (siteId: number | null) =>
  queryOptions({
    queryKey: dashboardKeys.lowStock(siteId),
    queryFn: async () => (await callApi(PartsDashboardApi.dashboardLowStock, {}, { quiet: true })).data,
  });

export function useLowStock(siteId: number | null, enabled: boolean) {
  return useQuery({ ...lowStockQuery(siteId), enabled });
}

/** The parts list with its Low stock filter on, at the sites the card counted. */
export const lowStockListUrl = (siteIds: readonly number[]) => {
  const params = new URLSearchParams({ stock: LOW_STOCK_VALUE });
  for (const id of siteIds) params.append('site', String(id));
  return `/parts?${params.toString()}`;
};

const reviewsQuery = (siteId: number | null) =>
  queryOptions({
    queryKey: dashboardKeys.reviews(siteId),
    queryFn: async () =>
      (await callApi(InspectionsApi.pendingInspectionCheckoutAssetsByManager, {}, { quiet: true })).data,
  });

export function usePendingAndCheckedOut(siteId: number | null) {
  return useQuery(reviewsQuery(siteId));
}

const outstandingQuery = (siteId: number | null) =>
  queryOptions({
    queryKey: dashboardKeys.outstanding(siteId),
    queryFn: async () => (await callApi(IssuesApi.dashboardOutstandingIssues, {}, { quiet: true })).data,
  });

export function useOutstandingIssues(siteId: number | null) {
  return useQuery(outstandingQuery(siteId));
}

const activityFeedQuery = (siteId: number | null) =>
  infiniteQueryOptions({
    queryKey: dashboardKeys.feed(siteId),
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      const { list, listsize } = await callApi(
        AssetsApi.getAssetActivityLogs,
        { query: { filter_type: ActivityFilter.All, pageindex: pageParam, pagesize: FEED_PAGE_SIZE } },
        { quiet: true },
      );
      return { items: list, total: listsize, page: pageParam };
    },
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.items.length, 0) < last.total && last.items.length > 0
        ? last.page + 1
        : undefined,
  });

export function useActivityFeed(siteId: number | null) {
  return useInfiniteQuery(activityFeedQuery(siteId));
}

/** The Upcoming PMs card's count and the PM tiles (PmDashboard.tsx) of a PM-enabled site. */
export const upcomingPmsQuery = (scope: string) =>
  queryOptions({ queryKey: pmKeys.upcoming(scope), queryFn: loadUpcomingPmCount });
export const pmMetricsQuery = (scope: string) =>
  queryOptions({ queryKey: pmKeys.metrics(scope), queryFn: loadPmMetrics });

/**
 * A full load's dashboard calls, before it renders (prefetch.ts): those of a PM-enabled site too
 * (the Low stock card, the Upcoming PMs card and the PM tiles) when maintenance shows.
 */
export function prefetchDashboardCalls(siteId: number | null, pm: { scope: string } | null) {
  prefetchOnLoad(reviewsQuery(siteId));
  prefetchOnLoad(outstandingQuery(siteId));
  prefetchInfiniteOnLoad(activityFeedQuery(siteId));
  if (!pm) return;
  prefetchOnLoad(lowStockQuery(siteId));
  prefetchOnLoad(upcomingPmsQuery(pm.scope));
  prefetchOnLoad(pmMetricsQuery(pm.scope));
}
