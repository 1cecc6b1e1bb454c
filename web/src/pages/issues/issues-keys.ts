/**
 * Where the issues data is cached (TanStack Query keys). A module of its own so that the screens
 * that change an issue (create, details) reload the lists without loading their table code.
 */
export const issuesKeys = {
  /** The /issues list (the kit adds 'rows' or 'options', the scope and the request). */
  list: ['issues', 'list'] as const,
  /** An asset page's Issues tab. */
  ofAsset: (assetId: number) => ['issues', 'asset', assetId] as const,
  /** Every asset's Issues tab (reloaded after any change). */
  allOfAssets: ['issues', 'asset'] as const,
  detail: (issueUuid: string) => ['issues', 'detail', issueUuid] as const,
};
