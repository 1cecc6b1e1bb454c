/**
 * The PM list's calls (maintenance 7 'PM list', 'Four filter option calls', 'PM metrics';
 * core-platform 7 dashboard pending PM items): a page of rows, each filter's options (the list's
 * body narrowed as the kit says, the filter's own ids emptied, plus option_search_string), the
 * metric counts, and the dashboard's Upcoming PMs count.
 *
 * PROVISIONAL paths and row type until shared/pm/api.ts and schemas.ts (wt-pmcore) land.
 */
import { OPTION_PAGE_SIZE } from '@shared/codes';
import { apiRequest } from '../../app/api/client';
import type { FilterOption, ListRequest, LoadOptionPage, OptionQuery } from '../../components/list-kit/list-state';
import type { ListPage } from '../../components/list-kit/use-server-collection';
import type { PmMetricCounts } from '../../components/pm/PmMetricTiles';
import { pmListBody, PmFilterType } from './pm-list-body';
import type { PmOptionLoaders } from './pm-list-filters';

/** A PM list row (maintenance 2.1 'Row fields'). */
export interface PmListRow {
  asset_pm_id: number;
  asset_id: number;
  pm_id: number | null;
  title: string;
  asset_name: string;
  pm_plan_name: string;
  asset_pm_status: number;
  status: string;
  due_in: string | null;
  total_est_time_hours: number;
  total_est_time_minutes: number;
  site_name: string;
  forecast_due_date?: string | null;
  forecast_stale?: boolean;
  pm_trigger_by?: number;
}

interface ListAnswer<T> {
  data: { list: T[]; listsize: number };
}

export async function loadPmListPage(request: ListRequest): Promise<ListPage<PmListRow>> {
  const { data } = await apiRequest<ListAnswer<PmListRow>>('POST', 'AssetPM/GetAllPMList', { body: pmListBody(request) });
  return { items: data.list, totalCount: data.listsize };
}

function optionLoader<Row>(path: string, toOption: (row: Row) => FilterOption): LoadOptionPage {
  return async ({ text, pageIndex, narrowing }: OptionQuery) => {
    const body = { ...pmListBody({ ...narrowing, pageIndex, pageSize: OPTION_PAGE_SIZE }), option_search_string: text };
    const { data } = await apiRequest<ListAnswer<Row>>('POST', path, { body, quiet: true });
    return { items: data.list.map(toOption), total: data.listsize ?? data.list.length };
  };
}

export const pmOptionLoaders: PmOptionLoaders = {
  title: optionLoader('AssetPM/PMTitleOptions', (r: { pm_id: number; title: string }) => ({ value: String(r.pm_id), label: r.title })),
  asset: optionLoader('AssetPM/PMAssetOptions', (r: { internal_asset_id: string; name: string }) => ({
    value: r.internal_asset_id,
    label: `${r.name} (#${r.internal_asset_id})`,
  })),
  plan: optionLoader('AssetPM/PMPlanOptions', (r: { pm_plan_id: number; plan_name: string }) => ({
    value: String(r.pm_plan_id),
    label: r.plan_name,
  })),
  site: optionLoader('AssetPM/PMSiteOptions', (r: { site_id: number; site_name: string }) => ({
    value: String(r.site_id),
    label: r.site_name,
  })),
};

export interface PmMetrics extends PmMetricCounts {
  compliance?: { completed: number; onTime: number; percent: number | null } | null;
}

export async function loadPmMetrics(): Promise<PmMetrics> {
  const answer = await apiRequest<{ data: PmMetrics }>('GET', 'AssetPM/GetPMMetrics', { quiet: true });
  return answer.data;
}

/** The dashboard's Upcoming PMs: how many current/upcoming PMs the active site has. */
export async function loadUpcomingPmCount(): Promise<number> {
  const body = pmListBody({ pageIndex: 1, pageSize: 1, search: '', filters: { type: [String(PmFilterType.CurrentUpcoming)] } });
  const { data } = await apiRequest<ListAnswer<PmListRow>>('POST', 'AssetPM/DashboardPendingPMItems', { body, quiet: true });
  return data.listsize;
}
