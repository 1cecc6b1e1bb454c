/**
 * The PM Plan tab's calls (maintenance 7 'PM'): the asset's PMs for a filter (0 All, 1 Upcoming,
 * 2 Completed), delete, mark complete, a trigger task's status, add and remove the plan, the PM
 * categories and their plans for the Add Plan drawer.
 *
 * PROVISIONAL paths until shared/pm/api.ts (wt-pmcore) lands; then every call goes through
 * callApi with its endpoint.
 */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../app/api/client';
import { pmKeys } from '../../../pm-list/pm-keys';
import type { PlanCategory, PlanChoice } from './AddPlanDrawer';
import type { completionPayload } from './mark-complete-values';
import type { AssetPm } from './pm-plan-types';

interface ListAnswer<T> {
  data: { list: T[] };
}

async function loadAssetPms(assetId: number, filter: number): Promise<{ items: AssetPm[] }> {
  const answer = await apiRequest<ListAnswer<AssetPm>>('GET', `AssetPM/GetAssetPMPlan/${assetId}/${filter}`, { quiet: true });
  return { items: answer.data.list };
}

/** The asset's PMs for the filter, and for All (which tells whether the asset has a plan, whatever the filter). */
export function useAssetPmPlan(assetId: number, filter: number) {
  const all = useQuery({ queryKey: [...pmKeys.assetPlan(assetId), 0], queryFn: () => loadAssetPms(assetId, 0) });
  const filtered = useQuery({
    queryKey: [...pmKeys.assetPlan(assetId), filter],
    queryFn: () => loadAssetPms(assetId, filter),
    enabled: filter !== 0,
  });
  const first = all.data?.items[0];
  return {
    all,
    current: filter === 0 ? all : filtered,
    plan: first ? { id: first.asset_pm_plan_id, name: first.asset_pm_plan_name } : null,
    forecastOf: (pm: AssetPm) =>
      pm.active_PMTrigger?.forecast_due_date
        ? { day: pm.active_PMTrigger.forecast_due_date, stale: Boolean(pm.active_PMTrigger.forecast_stale) }
        : null,
  };
}

export const deleteAssetPm = (assetPmId: number) => apiRequest('GET', `AssetPM/DeleteAssetPM/${assetPmId}`);

export const markPmComplete = (payload: ReturnType<typeof completionPayload>) =>
  apiRequest('POST', 'AssetPM/MarkComplete', { body: payload });

export const updateTriggerTaskStatus = (triggerTaskId: number, status: number) =>
  apiRequest('POST', 'AssetPM/UpdateTaskStatus', { body: { trigger_task_id: triggerTaskId, status } });

export const addPlanToAsset = (assetId: number, pmPlanId: number) =>
  apiRequest('POST', 'AssetPM/AddPlanToAsset', { body: { asset_id: assetId, pm_plan_id: pmPlanId } });

export const removePlanFromAsset = (assetPmPlanId: number) => apiRequest('GET', `AssetPM/RemovePlan/${assetPmPlanId}`);

export async function loadPlanCategories(): Promise<PlanCategory[]> {
  return (await apiRequest<ListAnswer<PlanCategory>>('GET', 'PM/GetPMCategories', { quiet: true })).data.list;
}

export async function loadPlansOfCategory(categoryId: number): Promise<PlanChoice[]> {
  return (await apiRequest<ListAnswer<PlanChoice>>('GET', `PM/GetPMPlansByCategory/${categoryId}`, { quiet: true })).data.list;
}
