/**
 * Where the inspections data is cached (TanStack Query keys). Every key starts with 'inspections',
 * so an approval (approve-calls.ts) reloads all of them.
 */
export const inspectionsKeys = {
  /** The /inspections list (the kit adds 'rows' or 'options', the scope and the request). */
  list: ['inspections', 'list'] as const,
  /** The asset page's Inspections tab. */
  ofAsset: (assetId: number) => ['inspections', 'asset', assetId] as const,
  /** The per-asset history page's pages. */
  history: (assetId: number, internalAssetId: string) =>
    ['inspections', 'history', assetId, internalAssetId] as const,
  historyAssets: ['inspections', 'history-assets'] as const,
  detail: (inspectionId: string) => ['inspections', 'detail', inspectionId] as const,
};
