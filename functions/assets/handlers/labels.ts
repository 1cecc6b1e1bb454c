/** The label sheet (Assetlist.pdf), served by the assets documents Lambda. PLACEHOLDER: being built. */
import { AssetsApi } from '../../../shared/assets/api.js';
import { route } from '../../route.js';

export const generateBarcode = route(AssetsApi.generateBarcode, async () => {
  throw new Error('generateBarcode is not built yet');
});
