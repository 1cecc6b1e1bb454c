/**
 * Where PM data is cached (TanStack Query keys): the PM list, its metrics, the dashboard's
 * Upcoming PMs count and each asset's PM plan all start with 'pm', so a change to an asset PM
 * (add, edit, delete, complete, a task's status, a plan added or removed) refreshes them all with
 * one invalidation of pmKeys.all.
 */
export const pmKeys = {
  all: ['pm'] as const,
  list: ['pm', 'list'] as const,
  metrics: (scope: string) => ['pm', 'metrics', scope] as const,
  upcoming: (scope: string) => ['pm', 'upcoming', scope] as const,
  assetPlan: (assetId: number) => ['pm', 'asset-plan', assetId] as const,
  library: ['pm', 'library'] as const,
};
