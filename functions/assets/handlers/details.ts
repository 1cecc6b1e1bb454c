/** An asset's details and its checklist. PLACEHOLDER: being built. */
import { AssetsApi } from '../../../shared/assets/api.js';
import { route } from '../../route.js';

export const getAssetDetails = route(AssetsApi.getAssetDetails, async () => {
  throw new Error('getAssetDetails is not built yet');
});

export const getAssetForm = route(AssetsApi.getAssetForm, async () => {
  throw new Error('getAssetForm is not built yet');
});
