/** PLACEHOLDER: built by its slice. */
import { InspectionsApi } from '../../../shared/inspections/api.js';
import { route } from '../../route.js';

export const filterInspections = route(InspectionsApi.filterInspections, async () => {
  throw new Error('not built yet');
});
export const filterInspectionAssetOptions = route(InspectionsApi.filterInspectionAssetOptions, async () => {
  throw new Error('not built yet');
});
export const filterInspectionCompanyOptions = route(InspectionsApi.filterInspectionCompanyOptions, async () => {
  throw new Error('not built yet');
});
export const filterInspectionSiteOptions = route(InspectionsApi.filterInspectionSiteOptions, async () => {
  throw new Error('not built yet');
});
export const filterInspectionShiftOptions = route(InspectionsApi.filterInspectionShiftOptions, async () => {
  throw new Error('not built yet');
});
export const filterInspectionOperatorOptions = route(InspectionsApi.filterInspectionOperatorOptions, async () => {
  throw new Error('not built yet');
});
export const filterInspectionSupervisorOptions = route(InspectionsApi.filterInspectionSupervisorOptions, async () => {
  throw new Error('not built yet');
});
export const assetWiseInspections = route(InspectionsApi.assetWiseInspections, async () => {
  throw new Error('not built yet');
});
export const getInspectionPhotos = route(InspectionsApi.getInspectionPhotos, async () => {
  throw new Error('not built yet');
});
