/** A work order's details and status history, cached by id (spec maintenance 7 'Details', 'Status history'). */
import { useQuery } from '@tanstack/react-query';
import { getWorkOrder, getWorkOrderHistory, workOrdersKeys } from './workorders-calls';

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
