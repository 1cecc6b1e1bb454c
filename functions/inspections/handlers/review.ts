/** PLACEHOLDER: built by its slice. */
import { InspectionsApi } from '../../../shared/inspections/api.js';
import { route } from '../../route.js';

export const getInspectionDetails = route(InspectionsApi.getInspectionDetails, async () => {
  throw new Error('not built yet');
});
export const approveInspection = route(InspectionsApi.approveInspection, async () => {
  throw new Error('not built yet');
});
export const pendingInspectionCheckoutAssetsByManager = route(InspectionsApi.pendingInspectionCheckoutAssetsByManager, async () => {
  throw new Error('not built yet');
});
