/** The activity log of an asset, or of the active site. PLACEHOLDER: being built. */
import { AssetsApi } from '../../../shared/assets/api.js';
import { route } from '../../route.js';

export const getAssetActivityLogs = route(AssetsApi.getAssetActivityLogs, async () => {
  throw new Error('getAssetActivityLogs is not built yet');
});
