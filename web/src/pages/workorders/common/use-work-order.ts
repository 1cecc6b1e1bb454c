/** A work order's details and status history, cached by id (spec maintenance 7 'Details', 'Status history'), and the assignee options. */
import { useQuery } from '@tanstack/react-query';
import { getAssigneeOptions, getWorkOrder, getWorkOrderHistory, workOrdersKeys } from './workorders-calls';

export function useWorkOrder(woId: number) {
  return useQuery({
    queryKey: workOrdersKeys.detail(woId),
    queryFn: () => getWorkOrder(woId),
    enabled: Number.isSafeInteger(woId) && woId > 0,
  });
}

/** Spec 8: a failed history load is an empty list. */
export function useWorkOrderHistory(woId: number) {
  return useQuery({
    queryKey: workOrdersKeys.history(woId),
    queryFn: () => getWorkOrderHistory(woId).catch(() => []),
  });
}

/** The people work orders may be assigned to (the active site's maintenance staff); a failed load offers none. */
export function useAssigneeOptions() {
  return useQuery({
    queryKey: workOrdersKeys.assignees,
    queryFn: () => getAssigneeOptions().catch(() => []),
    staleTime: 60_000,
  });
}
