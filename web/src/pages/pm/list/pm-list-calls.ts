/**
 * The PM list's calls (maintenance 7 'PM list', 'Four filter option calls', 'PM metrics';
 * core-platform 7 'GET AssetPM/DashboardPendingPMItems'), typed by shared/pm/api.ts: a page of
 * rows, each filter's options (the list's body narrowed as the kit says, the filter's own ids
 * emptied, plus option_search_string), the metric counts, and the dashboard's Upcoming PMs count.
 */
import { OPTION_PAGE_SIZE } from '@shared/codes';
import { AssetPmApi } from '@shared/pm/api';
import { ReportsApi } from '@shared/reports/api';
import type { PmListRow, PmMetrics } from '@shared/pm/list-schemas';
import { callApi } from '../../../app/api/client';
import type {
  FilterOption,
  ListRequest,
  LoadOptionPage,
  OptionQuery,
} from '../../../components/list-kit/list-state';
import type { ListPage } from '../../../components/list-kit/use-server-collection';
import { listExporter } from '../../../components/list-kit/export-job';
import { pmListBody } from './pm-list-body';
import type { PmOptionLoaders } from './pm-list-filters';

export type { PmListRow, PmMetrics };

/** The Export menu's job: Report/ExportPms with the list's body. */
export const pmListExporter = listExporter(ReportsApi.exportPms, pmListBody);

export async function loadPmListPage(request: ListRequest): Promise<ListPage<PmListRow>> {
  const { list, listsize } = await callApi(AssetPmApi.getPmList, { body: pmListBody(request) });
  return { items: list, totalCount: listsize };
}

type OptionEndpoint = (typeof AssetPmApi)['titleOptions' | 'assetOptions' | 'planOptions' | 'siteOptions'];

/** A filter's options; quiet: a failure is an empty list (spec 8). */
function optionLoader<Row>(endpoint: OptionEndpoint, toOption: (row: Row) => FilterOption): LoadOptionPage {
  return async ({ text, pageIndex, narrowing }: OptionQuery) => {
    const body = {
      ...pmListBody({ ...narrowing, pageIndex, pageSize: OPTION_PAGE_SIZE }),
      option_search_string: text,
    };
    const { list, listsize } = (await callApi(endpoint, { body }, { quiet: true })) as unknown as {
      list: Row[];
      listsize: number;
    };
    return { items: list.map(toOption), total: listsize };
  };
}

export const pmOptionLoaders: PmOptionLoaders = {
  title: optionLoader(AssetPmApi.titleOptions, (r: { pm_id: number; title: string }) => ({
    value: String(r.pm_id),
    label: r.title,
  })),
  asset: optionLoader(AssetPmApi.assetOptions, (r: { internal_asset_id: string; name: string }) => ({
    value: r.internal_asset_id,
    label: `${r.name} (#${r.internal_asset_id})`,
  })),
  plan: optionLoader(AssetPmApi.planOptions, (r: { pm_plan_id: number; plan_name: string }) => ({
    value: String(r.pm_plan_id),
    label: r.plan_name,
  })),
  site: optionLoader(AssetPmApi.siteOptions, (r: { site_id: number; site_name: string }) => ({
    value: String(r.site_id),
    label: r.site_name,
  })),
};

/** The metrics tiles' counts and compliance (quiet: a failure shows 'X' on the tiles, spec 2.1). */
export async function loadPmMetrics(): Promise<PmMetrics> {
  return (await callApi(AssetPmApi.getPmMetrics, { query: { site_id: '' } }, { quiet: true })).data;
}

/** The dashboard's Upcoming PMs: the open (current/upcoming) PMs of the active site. */
export async function loadUpcomingPmCount(): Promise<number> {
  return (await callApi(AssetPmApi.dashboardPendingPmItems, {}, { quiet: true })).data.upcomingCount;
}
