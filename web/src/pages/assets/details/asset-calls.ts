/**
 * The asset details screen's calls (spec 7 'Assets'), typed by shared/assets/api.ts, and the
 * hooks that read them: the asset, its meter history (a page), its activity log (pages of 20
 * appended by Load more), and the Edit drawer's two writes.
 */
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@shared/codes';
import { ActivityFilter } from '@shared/assets/rules';
import { ACTIVITY_PAGE_SIZE } from './activity-constants';
import { AssetsApi } from '@shared/assets/api';
import { callApi } from '../../../app/api/client';
import { prefetchInfiniteOnLoad, prefetchOnLoad } from '../../../components/query/query-client';
import { assetsKeys } from '../list/assets-keys';

const assetDetailQuery = (assetId: number) =>
  queryOptions({
    queryKey: assetsKeys.detail(assetId),
    queryFn: async () => (await callApi(AssetsApi.getAssetDetails, { params: { asset_id: assetId } })).data,
  });

export function useAssetDetail(assetId: number) {
  return useQuery({
    ...assetDetailQuery(assetId),
    enabled: Number.isSafeInteger(assetId) && assetId > 0,
  });
}

const meterHistoryQuery = (assetId: number, pageIndex: number, pageSize: number) =>
  queryOptions({
    queryKey: [...assetsKeys.meterHistory(assetId), pageIndex, pageSize],
    queryFn: async () => {
      const { list, listsize } = await callApi(
        AssetsApi.getMeterHourHistory,
        { body: { asset_id: assetId, pageindex: pageIndex, pagesize: pageSize } },
        { quiet: true },
      );
      return { items: list, total: listsize };
    },
  });

export function useMeterHistory(assetId: number, pageIndex: number, pageSize: number) {
  return useQuery({ ...meterHistoryQuery(assetId, pageIndex, pageSize), placeholderData: keepPreviousData });
}

const activityLogQuery = (assetId: number, filterType: number) =>
  infiniteQueryOptions({
    queryKey: [...assetsKeys.activity(assetId), filterType],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      const { list, listsize } = await callApi(
        AssetsApi.getAssetActivityLogs,
        {
          query: {
            asset_id: assetId,
            filter_type: filterType,
            pageindex: pageParam,
            pagesize: ACTIVITY_PAGE_SIZE,
          },
        },
        { quiet: true },
      );
      return { items: list, total: listsize, page: pageParam };
    },
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.items.length, 0) < last.total && last.items.length > 0
        ? last.page + 1
        : undefined,
  });

export function useActivityLog(assetId: number, filterType: number) {
  return useInfiniteQuery(activityLogQuery(assetId, filterType));
}

/**
 * A full load's calls of the asset page, before it renders: the asset and its activity log (the
 * card and the log beside it), and the meter history's first page when that tab is the one open.
 */
export function prefetchAssetCalls(assetId: number, meterHistoryTab: boolean) {
  prefetchOnLoad(assetDetailQuery(assetId));
  prefetchInfiniteOnLoad(activityLogQuery(assetId, ActivityFilter.All));
  if (meterHistoryTab) prefetchOnLoad(meterHistoryQuery(assetId, 1, DEFAULT_PAGE_SIZE));
}

export async function updateAssetStatus(assetId: number, status: number, userId: string | undefined) {
  return callApi(AssetsApi.updateAssetStatus, { body: { asset_id: assetId, status, updatedby: userId } });
}

export async function updateMeterHours(assetId: number, meterHours: number, userId: string | undefined) {
  return callApi(AssetsApi.updateMeterHours, {
    body: { asset_id: assetId, meter_hours: meterHours, requested_by: userId },
  });
}
