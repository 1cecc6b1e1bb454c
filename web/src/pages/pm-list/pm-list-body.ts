/**
 * The PM list's request as the PM list call's body (maintenance 7 'PM list', 'Four filter option
 * calls'), from the list kit's request (filter ids of pm-list-filters.ts). Pure.
 */
import type { ListRequest } from '../../components/list-kit/list-state';

/** Filter type (maintenance 4): 0 All, 1 Current/Upcoming, 2 Completed. */
export const PmFilterType = { All: 0, CurrentUpcoming: 1, Completed: 2 } as const;
export type PmFilterTypeId = (typeof PmFilterType)[keyof typeof PmFilterType];

export interface PmListBody {
  pageIndex: number;
  pageSize: number;
  pm_id: number[];
  internal_asset_id: string[];
  pm_plan_id: number[];
  site_id: number[];
  search_string: string;
  pm_filter_type: number;
  pm_status: number;
}

const numbers = (values: readonly string[] | undefined) =>
  (values ?? []).map(Number).filter((n) => Number.isFinite(n));

/** The filter type and status are single fixed choices; anything else is their default (0). */
const single = (values: readonly string[] | undefined) => {
  const n = Number(values?.[0] ?? 0);
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
};

export function pmListBody(request: ListRequest): PmListBody {
  return {
    pageIndex: request.pageIndex,
    pageSize: request.pageSize,
    pm_id: numbers(request.filters.title),
    internal_asset_id: [...(request.filters.asset ?? [])],
    pm_plan_id: numbers(request.filters.plan),
    site_id: numbers(request.filters.site),
    search_string: request.search,
    pm_filter_type: single(request.filters.type),
    pm_status: single(request.filters.status),
  };
}
