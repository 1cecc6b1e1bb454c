/**
 * The issues lists' data (spec 7 POST Issue/FilterIssues and its Asset, Issue Title and Site
 * option calls): the kit's request as the wire body, a page of rows, each filter's options. The
 * /issues list and an asset page's Issues tab (which adds its asset) both read it.
 */
import type * as z from 'zod';
import { OPTION_PAGE_SIZE } from '@shared/codes';
import { IssuesApi } from '@shared/issues/api';
import type { issueListBody as issueListSchema, IssueRow } from '@shared/issues/schemas';
import { callApi } from '../../../app/api/client';
import type { FilterOption, ListPage, ListRequest, LoadOptionPage, OptionQuery } from '../../../components/list-kit';

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

export async function loadIssuesPage(request: ListRequest, context: IssueListContext): Promise<ListPage<IssueRow>> {
  const { list, listsize } = await callApi(IssuesApi.filterIssues, { body: issueListBody(request, context) });
  return { items: list, totalCount: listsize };
}

type OptionEndpoint = (typeof IssuesApi)['filterIssueAssetOptions' | 'filterIssueTitleOptions' | 'filterIssueSiteOptions'];

/** A filter's options: the list body narrowed as the kit says, the typed text and the option page (quiet: a failure is an empty list, spec 8). */
function optionLoader<Row>(endpoint: OptionEndpoint, context: IssueListContext, toOption: (row: Row) => FilterOption): LoadOptionPage {
  return async ({ text, pageIndex, narrowing }: OptionQuery) => {
    const body = {
      ...issueListBody({ ...narrowing, pageIndex, pageSize: OPTION_PAGE_SIZE }, context),
      option_search_string: text,
    };
    const { list, listsize } = (await callApi(endpoint, { body }, { quiet: true })) as unknown as { list: Row[]; listsize: number };
    return { items: list.map(toOption), total: listsize };
  };
}

/** An asset as the Asset filter shows it (also the label of an asset handed over in route state). */
export const assetOption = (asset: { asset_id: number; name: string; internal_asset_id: string }): FilterOption => ({
  value: String(asset.asset_id),
  label: `${asset.name} (#${asset.internal_asset_id})`,
});

export const assetOptions = (context: IssueListContext) =>
  optionLoader(IssuesApi.filterIssueAssetOptions, context, assetOption);
export const titleOptions = (context: IssueListContext) =>
  optionLoader(IssuesApi.filterIssueTitleOptions, context, (t: { name: string }) => ({ value: t.name, label: t.name }));
export const siteOptions = (context: IssueListContext) =>
  optionLoader(IssuesApi.filterIssueSiteOptions, context, (s: { site_id: number; site_name: string }) => ({
    value: String(s.site_id),
    label: s.site_name,
  }));
