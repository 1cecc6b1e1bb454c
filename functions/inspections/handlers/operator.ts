/** PLACEHOLDER: built by its slice. */
import { InspectionsApi } from '../../../shared/inspections/api.js';
import { route } from '../../route.js';

export const getAssetsForUser = route(InspectionsApi.getAssetsForUser, async () => {
  throw new Error('not built yet');
});
export const checkoutAsset = route(InspectionsApi.checkoutAsset, async () => {
  throw new Error('not built yet');
});
export const photoUploadUrl = route(InspectionsApi.photoUploadUrl, async () => {
  throw new Error('not built yet');
});
export const submitInspection = route(InspectionsApi.submitInspection, async () => {
  throw new Error('not built yet');
});
export const checkinAsset = route(InspectionsApi.checkinAsset, async () => {
  throw new Error('not built yet');
});
