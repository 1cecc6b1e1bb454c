/** The issue lists' request as POST Issue/FilterIssues' body, and an asset as its filter shows it (pure). */
import type * as z from 'zod';
import type { issueListBody as issueListSchema } from '@shared/issues/schemas';
import type { FilterOption, ListRequest } from '../../../components/list-kit/list-state';

type IssueListBody = z.input<typeof issueListSchema>;

/** Spec 7: the viewer's time zone with '/' replaced by '-'. */
export const browserTimezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone.replace(/\//g, '-');

export interface IssueListContext {
  userId: string | undefined;
  /** An asset page's tab: that asset's issues only. */
  assetId?: number;
}

/** The kit's request as POST Issue/FilterIssues' body (filter ids of issues-filters-config.ts). */
export function issueListBody(request: ListRequest, context: IssueListContext): IssueListBody {
  const values = (filter: string) => request.filters[filter] ?? [];
  const ids = (filter: string) => values(filter).map(Number);
  return {
    pagesize: request.pageSize,
    pageindex: request.pageIndex,
    user_id: context.userId,
    site_id: ids('site'),
    status: ids('status'),
    asset_id: context.assetId !== undefined ? [context.assetId] : ids('asset'),
    search_string: request.search,
    priority: ids('priority'),
    issue_title: values('title'),
    company_id: [],
    timezone: browserTimezone(),
  };
}

/** An asset as the Asset filter shows it (also the label of an asset handed over in route state). */
export const assetOption = (asset: {
  asset_id: number;
  name: string;
  internal_asset_id: string;
}): FilterOption => ({
  value: String(asset.asset_id),
  label: `${asset.name} (#${asset.internal_asset_id})`,
});
