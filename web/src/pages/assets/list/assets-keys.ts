/**
 * Where the assets data is cached (TanStack Query keys). A module of its own so that the details
 * screen, which reloads the list after an edit, does not load the list's table code.
 */
export const assetsKeys = {
  /** The assets list (the kit adds 'rows' or 'options', the scope and the request). */
  list: ['assets', 'list'] as const,
  detail: (assetId: number) => ['assets', 'detail', assetId] as const,
  meterHistory: (assetId: number) => ['assets', 'meter-history', assetId] as const,
  activity: (assetId: number) => ['assets', 'activity', assetId] as const,
};
