/**
 * The PM list's request as the PM list call's body (maintenance 7 'PM list', 'Four filter option
 * calls': POST AssetPM/GetAllAssetPMs and its option calls), from the list kit's request (filter
 * ids of pm-list-filters.ts). Pure.
 */
import type * as z from 'zod';
import type { pmListBody as pmListSchema } from '@shared/pm/list-schemas';
import type { ListRequest } from '../../../components/list-kit/list-state';

export type PmListBody = z.input<typeof pmListSchema>;

const numbers = (values: readonly string[] | undefined) =>
  (values ?? []).map(Number).filter((n) => Number.isFinite(n));

/** The filter type and status are single fixed choices; anything else is their default (0). */
const single = (values: readonly string[] | undefined) => {
  const n = Number(values?.[0] ?? 0);
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
};

export function pmListBody(request: ListRequest) {
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
  } satisfies PmListBody;
}
