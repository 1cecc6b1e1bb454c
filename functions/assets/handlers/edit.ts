/** The manager's edits: status, meter hours, and the meter history. PLACEHOLDER: being built. */
import { AssetsApi } from '../../../shared/assets/api.js';
import { route } from '../../route.js';

export const updateAssetStatus = route(AssetsApi.updateAssetStatus, async () => {
  throw new Error('updateAssetStatus is not built yet');
});

export const updateMeterHours = route(AssetsApi.updateMeterHours, async () => {
  throw new Error('updateMeterHours is not built yet');
});

export const getMeterHourHistory = route(AssetsApi.getMeterHourHistory, async () => {
  throw new Error('getMeterHourHistory is not built yet');
});
