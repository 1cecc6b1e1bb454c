/** The kit's request as POST Inspection/FilterInspections' body (spec 7), for the list, its options and the asset tab; pure. */
import type * as z from 'zod';
import type { inspectionListBody as inspectionListSchema } from '@shared/inspections/list-schemas';
import { requestTimezone } from '../../../app/api/request-timezone';
import type { ListRequest } from '../../../components/list-kit/list-state';

export type InspectionListBody = z.input<typeof inspectionListSchema>;

/** What every request of one list carries besides the kit's request. */
export interface InspectionListContext {
  userId: string | undefined;
  /** Spec 7: the browser's zone with '/' as '-'. */
  timezone?: string;
  /** The asset page's tab: always this asset. */
  assetId?: number;
}

/** The kit's request as POST Inspection/FilterInspections' body. */
export function inspectionListBody(request: ListRequest, context: InspectionListContext): InspectionListBody {
  const values = (filter: string) => request.filters[filter] ?? [];
  const ids = (filter: string) => values(filter).map(Number);
  return {
    pagesize: request.pageSize,
    pageindex: request.pageIndex,
    user_id: context.userId,
    site_id: ids('site'),
    company_id: ids('company'),
    status: Number(values('status')[0] ?? 0),
    asset_id: context.assetId !== undefined ? [context.assetId] : ids('asset'),
    internal_asset_id: [],
    shift_number: ids('shift'),
    requestor_id: values('requestor'),
    manager_id: values('supervisor'),
    new_not_ok_attribute: Number(values('issues')[0] ?? 0),
    search_string: request.search,
    timezone: context.timezone ?? requestTimezone(),
  };
}
