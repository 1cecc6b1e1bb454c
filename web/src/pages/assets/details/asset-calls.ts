/**
 * The asset details screen's calls (spec 7 'Assets'), typed by shared/assets/api.ts, and the
 * hooks that read them: the asset, its meter history (a page), its activity log (pages of 20
 * appended by Load more), and the Edit drawer's two writes.
 */
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ACTIVITY_PAGE_SIZE } from './activity-constants';
import { AssetsApi } from '@shared/assets/api';
import { callApi } from '../../../app/api/client';
import { assetsKeys } from '../list/assets-keys';

export function useAssetDetail(assetId: number) {
  return useQuery({
    queryKey: assetsKeys.detail(assetId),
    queryFn: async () => (await callApi(AssetsApi.getAssetDetails, { params: { asset_id: assetId } })).data,
    enabled: Number.isSafeInteger(assetId) && assetId > 0,
  });
}

export function useMeterHistory(assetId: number, pageIndex: number, pageSize: number) {
  return useQuery({
    queryKey: [...assetsKeys.meterHistory(assetId), pageIndex, pageSize],
    queryFn: async () => {
      const { list, listsize } = await callApi(
        AssetsApi.getMeterHourHistory,
        { body: { asset_id: assetId, pageindex: pageIndex, pagesize: pageSize } },
        { quiet: true },
      );
      return { items: list, total: listsize };
    },
    placeholderData: keepPreviousData,
  });
}

export function useActivityLog(assetId: number, filterType: number) {
  return useInfiniteQuery({
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
}

export async function updateAssetStatus(assetId: number, status: number, userId: string | undefined) {
  return callApi(AssetsApi.updateAssetStatus, { body: { asset_id: assetId, status, updatedby: userId } });
}

export async function updateMeterHours(assetId: number, meterHours: number, userId: string | undefined) {
  return callApi(AssetsApi.updateMeterHours, {
    body: { asset_id: assetId, meter_hours: meterHours, requested_by: userId },
  });
}
