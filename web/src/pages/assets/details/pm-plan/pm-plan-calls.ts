/**
 * The PM Plan tab's calls (maintenance 7 'PM'), typed by shared/pm/api.ts: the asset's plan and
 * PMs for a filter (0 All, 1 Upcoming, 2 Completed), its completion log (Maintenance History),
 * delete, duplicate, mark complete, a trigger task's status, add and remove the plan; and the PM
 * categories with their plans for the Add Plan drawer (the PM library's calls).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AssetPmApi } from '@shared/pm/api';
import type { MarkCompleteBody } from '@shared/pm/schemas';
import { apiRequest, callApi } from '../../../../app/api/client';
import { pmKeys } from '../../../pm/list/pm-keys';
import type { PlanCategory, PlanChoice } from './AddPlanDrawer';

const loadAssetPlan = async (assetId: number, filter: number) =>
  (await callApi(AssetPmApi.getAssetPlan, { params: { assetId, filter } }, { quiet: true })).data;

/** The asset's plan and its PMs for the filter (the plan is told whatever the filter). */
export const assetPmPlanQuery = (assetId: number, filter: number) =>
  queryOptions({
    queryKey: [...pmKeys.assetPlan(assetId), filter],
    queryFn: () => loadAssetPlan(assetId, filter),
  });

export const useAssetPmPlan = (assetId: number, filter: number) =>
  useQuery(assetPmPlanQuery(assetId, filter));

/** The asset's PMs under All (the PM list's hand-over looks its PM up there). */
export const useAllAssetPms = (assetId: number, enabled: boolean) =>
  useQuery({ ...assetPmPlanQuery(assetId, 0), enabled });

/** Every completion of the asset's PMs, newest first (GET AssetPM/GetCompletionLog/{assetId}). */
export const completionLogQuery = (assetId: number) =>
  queryOptions({
    queryKey: [...pmKeys.assetPlan(assetId), 'log'],
    queryFn: async () =>
      (await callApi(AssetPmApi.getCompletionLog, { params: { assetId }, query: {} }, { quiet: true })).data
        .list,
  });

export const deleteAssetPm = (assetPmId: string) =>
  callApi(AssetPmApi.deleteAssetPm, { params: { asset_pm_id: assetPmId } });

export const duplicateAssetPm = (assetPmId: string) =>
  callApi(AssetPmApi.duplicateAssetPm, { body: { asset_pm_id: assetPmId } });

export const markPmComplete = (payload: MarkCompleteBody) =>
  callApi(AssetPmApi.markComplete, { body: payload });

export const updateTriggerTaskStatus = (triggerTaskId: string, status: number) =>
  callApi(AssetPmApi.updateTaskStatus, { body: { trigger_task_id: triggerTaskId, status } });

export const addPlanToAsset = (assetId: number, pmPlanId: number) =>
  callApi(AssetPmApi.addPlanToAsset, { body: { asset_id: assetId, pm_plan_id: pmPlanId } });

export const removePlanFromAsset = (assetPmPlanId: string) =>
  callApi(AssetPmApi.removePlan, { params: { asset_pm_plan_id: assetPmPlanId } });

// The PM library's category and plan calls (spec 7 'PM category list (GET)',
// 'getPMPlansByCategory /{category_id}'), on the paths and shapes of the library's contract in the
// making (wt-pmlib shared/pm-library/api.ts); switch to callApi(PmLibraryApi...) once it is merged.
interface ListAnswer<T> {
  data: { list: T[] };
}

export async function loadPlanCategories(): Promise<PlanCategory[]> {
  return (await apiRequest<ListAnswer<PlanCategory>>('GET', 'PM/GetPMCategories', { quiet: true })).data.list;
}

export async function loadPlansOfCategory(categoryId: number): Promise<PlanChoice[]> {
  return (
    await apiRequest<ListAnswer<PlanChoice>>('GET', `PM/GetPMPlansByCategory/${categoryId}`, { quiet: true })
  ).data.list;
}
