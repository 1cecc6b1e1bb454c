/**
 * The dashboard's calls (spec 7 'Dashboard'), typed by the shared contracts: pending reviews and
 * checked-out assets (one call), the Outstanding Issues panel, the site's activity feed in
 * pages of 20, and the parts' Low stock count. Keys start with 'dashboard' so an approval refreshes all of them.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { AssetsApi } from '@shared/assets/api';
import { ActivityFilter } from '@shared/assets/rules';
import { InspectionsApi } from '@shared/inspections/api';
import { IssuesApi } from '@shared/issues/api';
import { PartsDashboardApi } from '@shared/parts/dashboard';
import { callApi } from '../../../app/api/client';
import { LOW_STOCK_VALUE } from '../../parts/list/part-list-body';

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
export function useLowStock(siteId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.lowStock(siteId),
    enabled,
    queryFn: async () => (await callApi(PartsDashboardApi.dashboardLowStock, {}, { quiet: true })).data,
  });
}

/** The parts list with its Low stock filter on, at the sites the card counted. */
export const lowStockListUrl = (siteIds: readonly number[]) => {
  const params = new URLSearchParams({ stock: LOW_STOCK_VALUE });
  for (const id of siteIds) params.append('site', String(id));
  return `/parts?${params.toString()}`;
};

export function usePendingAndCheckedOut(siteId: number | null) {
  return useQuery({
    queryKey: dashboardKeys.reviews(siteId),
    queryFn: async () =>
      (await callApi(InspectionsApi.pendingInspectionCheckoutAssetsByManager, {}, { quiet: true })).data,
  });
}

export function useOutstandingIssues(siteId: number | null) {
  return useQuery({
    queryKey: dashboardKeys.outstanding(siteId),
    queryFn: async () => (await callApi(IssuesApi.dashboardOutstandingIssues, {}, { quiet: true })).data,
  });
}

export function useActivityFeed(siteId: number | null) {
  return useInfiniteQuery({
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
}
