/** The list, its filter options, the hierarchy and the cluster (read from the list index). PLACEHOLDER: being built. */
import { AssetsApi } from '../../../shared/assets/api.js';
import { route } from '../../route.js';

export const filterAsset = route(AssetsApi.filterAsset, async () => {
  throw new Error('filterAsset is not built yet');
});

export const filterAssetNameOptions = route(AssetsApi.filterAssetNameOptions, async () => {
  throw new Error('filterAssetNameOptions is not built yet');
});

export const filterAssetCompanyOptions = route(AssetsApi.filterAssetCompanyOptions, async () => {
  throw new Error('filterAssetCompanyOptions is not built yet');
});

export const filterAssetModelOptions = route(AssetsApi.filterAssetModelOptions, async () => {
  throw new Error('filterAssetModelOptions is not built yet');
});

export const filterAssetModelYearOptions = route(AssetsApi.filterAssetModelYearOptions, async () => {
  throw new Error('filterAssetModelYearOptions is not built yet');
});

export const filterAssetSiteOptions = route(AssetsApi.filterAssetSiteOptions, async () => {
  throw new Error('filterAssetSiteOptions is not built yet');
});

export const filterAssetStatusOptions = route(AssetsApi.filterAssetStatusOptions, async () => {
  throw new Error('filterAssetStatusOptions is not built yet');
});

export const hierarchyAssets = route(AssetsApi.hierarchyAssets, async () => {
  throw new Error('hierarchyAssets is not built yet');
});

export const clusterAssets = route(AssetsApi.clusterAssets, async () => {
  throw new Error('clusterAssets is not built yet');
});
