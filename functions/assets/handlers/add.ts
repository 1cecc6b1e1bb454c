/** Adding assets one by one or from a spreadsheet, and the asset types. PLACEHOLDER: being built. */
import { AssetsApi } from '../../../shared/assets/api.js';
import { route } from '../../route.js';

export const addUpdateAsset = route(AssetsApi.addUpdateAsset, async () => {
  throw new Error('addUpdateAsset is not built yet');
});

export const getAssetTypes = route(AssetsApi.getAssetTypes, async () => {
  throw new Error('getAssetTypes is not built yet');
});

export const bulkUploadAssets = route(AssetsApi.bulkUploadAssets, async () => {
  throw new Error('bulkUploadAssets is not built yet');
});
