/**
 * The Photos screen's calls (spec 2.2 'Photos', 2.13 /inspection-photos): one page of the active
 * site's recent inspection photos (thumbnails and presigned full photos), newest first, by asset
 * and date range, and the Asset filter's options (the inspection list's asset options, 20 a page).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { InspectionsApi } from '@shared/inspections/api';
import { callApi } from '../../../app/api/client';
import type { LoadOptionPage } from '../../../components/list-kit/list-state';
import { inspectionKeys } from '../details/detail-calls';

/** Spec 9: page size 20. */
export const PHOTOS_PAGE_SIZE = 20;

export interface PhotoFilters {
  assetId: number | null;
  /** YYYY-MM-DD in the site's zone, both optional. */
  from: string;
  to: string;
  pageIndex: number;
}

export function useInspectionPhotos(siteId: number | null, filters: PhotoFilters) {
  return useQuery({
    queryKey: inspectionKeys.photos(siteId, filters),
    queryFn: async () => {
      const { list, listsize } = await callApi(InspectionsApi.getInspectionPhotos, {
        body: {
          pagesize: PHOTOS_PAGE_SIZE,
          pageindex: filters.pageIndex,
          asset_id: filters.assetId === null ? [] : [filters.assetId],
          from_date: filters.from || undefined,
          to_date: filters.to || undefined,
        },
      });
      return { items: list, total: listsize };
    },
    placeholderData: keepPreviousData,
    // Presigned photo URLs last an hour.
    staleTime: 10 * 60 * 1000,
  });
}

/** The inspection list's filters, none set: the options of the active site's scope. */
const UNFILTERED = {
  site_id: [],
  company_id: [],
  status: 0,
  asset_id: [],
  internal_asset_id: [],
  shift_number: [],
  requestor_id: [],
  manager_id: [],
  new_not_ok_attribute: 0,
};

/** The Asset filter's options: 'Name (# internal id)'. */
export const loadAssetOptions: LoadOptionPage = async ({ text, pageIndex, pageSize }) => {
  try {
    const { list, listsize } = await callApi(
      InspectionsApi.filterInspectionAssetOptions,
      {
        body: {
          ...UNFILTERED,
          pagesize: pageSize,
          pageindex: pageIndex,
          option_search_string: text,
        },
      },
      { quiet: true },
    );
    return {
      items: list.map((a) => ({ value: String(a.asset_id), label: `${a.name} (# ${a.internal_asset_id})` })),
      total: listsize,
    };
  } catch {
    // Spec 8: option loads that fail are an empty list.
    return { items: [], total: 0 };
  }
};
