/**
 * The issues lists' data (spec 7 POST Issue/FilterIssues and its Asset, Issue Title and Site
 * option calls): the kit's request as the wire body, a page of rows, each filter's options. The
 * /issues list and an asset page's Issues tab (which adds its asset) both read it.
 */
import { OPTION_PAGE_SIZE } from '@shared/codes';
import { IssuesApi } from '@shared/issues/api';
import { ReportsApi } from '@shared/reports/api';
import type { ExportFormat, ExportStatusRow } from '@shared/reports/exports';
import type { IssueRow } from '@shared/issues/schemas';
import { callApi } from '../../../app/api/client';
import type {
  FilterOption,
  ListPage,
  ListRequest,
  LoadOptionPage,
  OptionQuery,
} from '../../../components/list-kit';
import { assetOption, issueListBody, type IssueListContext } from './issue-list-body';

export { assetOption, type IssueListContext } from './issue-list-body';

export async function loadIssuesPage(
  request: ListRequest,
  context: IssueListContext,
): Promise<ListPage<IssueRow>> {
  const { list, listsize } = await callApi(IssuesApi.filterIssues, { body: issueListBody(request, context) });
  return { items: list, totalCount: listsize };
}

/** Queues the export of the list under this request (Report/ExportIssues: its body is the list's). */
export async function exportIssues(
  request: ListRequest,
  context: IssueListContext,
  format: ExportFormat,
): Promise<ExportStatusRow> {
  const body = { ...issueListBody(request, context), format };
  return (await callApi(ReportsApi.exportIssues, { body })).data;
}

type OptionEndpoint = (typeof IssuesApi)[
  'filterIssueAssetOptions' | 'filterIssueTitleOptions' | 'filterIssueSiteOptions'];

/** A filter's options: the list body narrowed as the kit says, the typed text and the option page (quiet: a failure is an empty list, spec 8). */
function optionLoader<Row>(
  endpoint: OptionEndpoint,
  context: IssueListContext,
  toOption: (row: Row) => FilterOption,
): LoadOptionPage {
  return async ({ text, pageIndex, narrowing }: OptionQuery) => {
    const body = {
      ...issueListBody({ ...narrowing, pageIndex, pageSize: OPTION_PAGE_SIZE }, context),
      option_search_string: text,
    };
    const { list, listsize } = (await callApi(endpoint, { body }, { quiet: true })) as unknown as {
      list: Row[];
      listsize: number;
    };
    return { items: list.map(toOption), total: listsize };
  };
}

export const assetOptions = (context: IssueListContext) =>
  optionLoader(IssuesApi.filterIssueAssetOptions, context, assetOption);
export const titleOptions = (context: IssueListContext) =>
  optionLoader(IssuesApi.filterIssueTitleOptions, context, (t: { name: string }) => ({
    value: t.name,
    label: t.name,
  }));
export const siteOptions = (context: IssueListContext) =>
  optionLoader(IssuesApi.filterIssueSiteOptions, context, (s: { site_id: number; site_name: string }) => ({
    value: String(s.site_id),
    label: s.site_name,
  }));
