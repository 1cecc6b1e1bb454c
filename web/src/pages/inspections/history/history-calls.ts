/**
 * The per-asset history page's data (spec 2.9, 7 'asset-wise inspections'): the asset picker's
 * options (the assets with inspections the caller sees, Inspection/FilterInspectionAssetOptions,
 * 20 a page) and the picked asset's inspections from Inspection/AssetWiseInspections in pages of
 * 20, newest first; a page of fewer than 20 is the last.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { OPTION_PAGE_SIZE } from '@shared/codes';
import { InspectionsApi } from '@shared/inspections/api';
import { HISTORY_PAGE_SIZE } from '@shared/inspections/rules';
import type { InspectionRow } from '@shared/inspections/list-schemas';
import { callApi } from '../../../app/api/client';
import type { FilterOption, ListNarrowing, LoadOptionPage } from '../../../components/list-kit';
import { inspectionListBody } from '../list/inspection-list-body';
import { inspectionsKeys } from '../list/inspections-keys';
import { historyAssetValue, nextHistoryPage, type HistoryAsset } from './history-rules';

/** The picker's options narrow by nothing but what is typed. */
export const NO_NARROWING: ListNarrowing = { search: '', filters: {} };

export function historyAssetOptions(userId: string | undefined): LoadOptionPage {
  return async ({ text, pageIndex }) => {
    const body = {
      ...inspectionListBody({ ...NO_NARROWING, pageIndex, pageSize: OPTION_PAGE_SIZE }, { userId }),
      option_search_string: text,
    };
    const { list, listsize } = await callApi(
      InspectionsApi.filterInspectionAssetOptions,
      { body },
      { quiet: true },
    );
    return {
      items: list.map((a): FilterOption => ({
        value: historyAssetValue({ assetId: a.asset_id, internalAssetId: a.internal_asset_id }),
        label: a.name,
      })),
      total: listsize,
    };
  };
}

export function useAssetHistory(asset: HistoryAsset | null, userId: string | undefined) {
  return useInfiniteQuery({
    queryKey: inspectionsKeys.history(asset?.assetId ?? 0, asset?.internalAssetId ?? ''),
    enabled: asset !== null,
    initialPageParam: 1,
    queryFn: async ({ pageParam }): Promise<InspectionRow[]> => {
      const answer = await callApi(InspectionsApi.assetWiseInspections, {
        body: {
          internal_asset_id: asset!.internalAssetId,
          asset_id: asset!.assetId,
          pagesize: HISTORY_PAGE_SIZE,
          pageindex: pageParam,
          requested_by: userId,
        },
      });
      return answer.data.list;
    },
    getNextPageParam: (lastPage, pages) => nextHistoryPage(lastPage, pages),
  });
}
